/**
 * The books for owners (decision 037): money made through the real API (a loan
 * agreed and part-paid, an order paid, an order paid and refunded, a repair
 * bill paid) read back as the trial balance to the penny, as entries filtered
 * by account, kind and reference, and as Xero's manual-journal CSV; the
 * database refusing an unbalanced entry and any change to the journal.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { interestForDays } from '@shared/cash-advances/ledger';
import { OWNER_ONLY_MESSAGE } from '@shared/staff/schemas';
import type { JournalEntriesPage, TrialBalance } from '@shared/ledger/schemas';
import { addDays, nextBookableDate, todayInLondon } from '@shared/repairs/dates';
import { repairTimeSlots } from '@shared/repairs/values';
import { auditLog, cashAdvances, ledgerAccounts } from '../src/server/db/schema';
import { csvCell } from '../src/server/modules/cash-advances/csv';
import { xeroAccounts } from '../src/server/modules/ledger/xero-accounts';
import { ADMIN_ONLY_MESSAGE } from '../src/server/plugins/auth-guards';
import { books, london } from './helpers/books';
import { withChallenge } from './helpers/challenge';
import { pawnBook, type LoanAnswer } from './helpers/pawn-book';
import { createTestApp, type TestApp } from './helpers/test-app';
import { signedInUser, type TestUser } from './helpers/users';
import { SIGNED_OUT } from './security/support';

let t: TestApp;
let owner: TestUser;
let staff: TestUser;
let customer: TestUser;

const db = () => t.database.db;
const today = todayInLondon();
const yesterday = addDays(today, -1);

/** What the set-up made: the records whose entries the tests look for. */
const made = {
  loan: null as unknown as LoanAnswer,
  loanPaymentId: '',
  deliveryOrder: { id: '', reference: '' },
  refundedOrder: { id: '', reference: '' },
  repairId: '',
};

const get = (url: string, who: TestUser | null = owner) =>
  t.app.inject({ method: 'GET', url, headers: who ? { cookie: who.cookie } : {} });
const send = (
  method: 'POST' | 'PATCH' | 'PUT',
  url: string,
  payload?: object,
  headers: Record<string, string> = {},
) =>
  t.app.inject({
    method,
    url,
    ...(payload ? { payload } : {}),
    headers: { cookie: owner.cookie, ...headers },
  });

async function listProduct(price: string): Promise<string> {
  const res = await send('POST', '/api/admin/products', {
    title: `Ledger item ${randomUUID().slice(0, 6)}`,
    price,
    category: 'Electronics',
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: string }>().id;
}

async function placeOrder(body: object) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { cookie: customer.cookie, 'idempotency-key': randomUUID() },
    payload: body,
  });
  expect(res.statusCode, res.body).toBe(201);
  const order = res.json<{ id: string; reference: string }>();
  expect(
    (await send('PATCH', `/api/admin/orders/${order.id}`, { status: 'confirmed' })).statusCode,
  ).toBe(200);
  return { id: order.id, reference: order.reference };
}

const payOrder = async (id: string, method: string, amount: string) => {
  const res = await send(
    'POST',
    `/api/admin/orders/${id}/payments`,
    { method, amount },
    { 'idempotency-key': randomUUID() },
  );
  expect(res.statusCode, res.body).toBe(201);
};

/** A repair booked, estimated at £45.00 of labour, approved, done and paid by card. */
async function paidRepair(): Promise<string> {
  const day = nextBookableDate(new Date(), 1, addDays(today, 1))!;
  const booked = await t.app.inject({
    method: 'POST',
    url: '/api/repairs',
    payload: await withChallenge(t.app, {
      deviceType: 'laptop',
      brandModel: 'Dell XPS 13',
      problemDescription: 'Cracked screen',
      preferredDate: day,
      preferredTime: repairTimeSlots[0],
      customerName: 'Priya Shah',
      customerPhone: '07700 700001',
      customerEmail: 'priya.shah@example.com',
    }),
  });
  expect(booked.statusCode, booked.body).toBe(201);
  const repair = booked.json<{ id: string; trackingCode: string }>();
  const lines = [
    { kind: 'labour', description: 'Screen fitting', quantity: 1, unitPrice: '45.00' },
  ];
  expect(
    (await send('PUT', `/api/admin/repairs/${repair.id}/estimate`, { lines })).statusCode,
  ).toBe(200);
  expect((await send('POST', `/api/admin/repairs/${repair.id}/estimate/send`)).statusCode).toBe(
    200,
  );
  const approved = await t.app.inject({
    method: 'POST',
    url: `/api/track/${repair.trackingCode}/estimate/approve`,
  });
  expect(approved.statusCode, approved.body).toBe(200);
  for (const status of ['in_progress', 'ready']) {
    const moved = await send('PATCH', `/api/admin/repairs/${repair.id}`, { status });
    expect(moved.statusCode, moved.body).toBe(200);
  }
  const paid = await send(
    'POST',
    `/api/admin/repairs/${repair.id}/payments`,
    { amount: '45.00', method: 'card' },
    { 'idempotency-key': randomUUID() },
  );
  expect(paid.statusCode, paid.body).toBe(201);
  return repair.id;
}

beforeAll(async () => {
  t = await createTestApp({
    config: { formRateLimit: 10_000, repairSlotCapacity: 100, deliveryFee: '4.99' },
  });
  owner = await signedInUser(t.app, 'admin');
  staff = await signedInUser(t.app, 'staff');
  customer = await signedInUser(t.app);

  // £100.00 lent in cash; £40.00 paid back by bank transfer: the interest owed first, then
  // principal. Interest runs by the day from the agreement (decision 039), so the agreement is
  // moved 10 days back once its money is in the books (a start date in the past at the
  // counter would make it an agreement entered later, lent from opening balances): 10 days
  // cost 10000 × 30% × 10 / 28 = 1071.4p → £10.71, and £29.29 of principal is repaid.
  const book = pawnBook(t.app, owner.cookie);
  const request = await book.request(customer.cookie);
  await book.activate(request.id, '100.00');
  await db()
    .update(cashAdvances)
    .set({ startDate: addDays(today, -10) })
    .where(eq(cashAdvances.id, request.id));
  const paid = await book.pay(request.id, { kind: 'part', amount: '40.00', method: 'bank' });
  expect(paid.statusCode, paid.body).toBe(201);
  made.loan = paid.json<LoanAnswer>();
  expect(interestForDays(10_000, 30, 10)).toBe(1_071);
  expect(made.loan.payment).toMatchObject({ interestPart: '10.71', principalPart: '29.29' });
  made.loanPaymentId = made.loan.payment!.id;

  // A delivery order of £19.99 and the £4.99 fee, paid by card at the door.
  made.deliveryOrder = await placeOrder({
    items: [{ productId: await listProduct('19.99') }],
    fulfilment: 'delivery',
    deliveryAddress: '14 Cardigan Road, Headingley',
    postcode: 'LS6 3AG',
  });
  await payOrder(made.deliveryOrder.id, 'card', '24.98');

  // A collection order of £10.00 paid in cash, then cancelled with its money given back.
  made.refundedOrder = await placeOrder({
    items: [{ productId: await listProduct('10.00') }],
    fulfilment: 'collection',
  });
  await payOrder(made.refundedOrder.id, 'cash', '10.00');
  const cancelled = await send('PATCH', `/api/admin/orders/${made.refundedOrder.id}`, {
    status: 'cancelled',
    reason: 'Changed their mind',
    refund: { method: 'cash', amount: '10.00' },
  });
  expect(cancelled.statusCode, cancelled.body).toBe(200);

  made.repairId = await paidRepair();
});
afterAll(() => t.close());

const trialBalance = async (query: string) => {
  const res = await get(`/api/admin/ledger/trial-balance${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<TrialBalance>();
};
const entries = async (query: string) => {
  const res = await get(`/api/admin/ledger/entries${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<JournalEntriesPage>();
};
const journalCsv = (from: string, to: string) =>
  get(`/api/admin/ledger/journal.csv?from=${from}&to=${to}`);

describe('GET /api/admin/ledger/trial-balance', () => {
  it('lists every account of the chart in code order with the day’s figures to the penny', async () => {
    const balance = await trialBalance(`?from=${today}&to=${today}`);
    expect(balance).toMatchObject({ from: today, to: today });
    const chart = await t.database.db.select().from(ledgerAccounts).orderBy(ledgerAccounts.code);
    expect(balance.accounts.map((a) => [a.code, a.name, a.type])).toEqual(
      chart.map((a) => [a.code, a.name, a.type]),
    );
    const moved = Object.fromEntries(
      balance.accounts
        .filter((a) => a.debit !== '0.00' || a.credit !== '0.00')
        .map((a) => [a.code, [a.debit, a.credit, a.balance]]),
    );
    expect(moved).toEqual({
      // Lent £100.00; the order's £10.00 in and back out.
      '1000': ['10.00', '110.00', '-100.00'],
      // The delivery order's £24.98 and the repair's £45.00.
      '1010': ['69.98', '0.00', '69.98'],
      '1100': ['100.00', '29.29', '70.71'],
      '1200': ['40.00', '0.00', '40.00'],
      '4000': ['0.00', '10.71', '-10.71'],
      '4100': ['0.00', '45.00', '-45.00'],
      '4200': ['0.00', '29.99', '-29.99'],
      '4300': ['0.00', '4.99', '-4.99'],
      '4900': ['10.00', '0.00', '10.00'],
    });
    expect(balance.totalDebit).toBe('229.98');
    expect(balance.totalCredit).toBe('229.98');
  });

  it('counts entries by business day, both ends included, and defaults to this month', async () => {
    const empty = await trialBalance(`?from=${yesterday}&to=${yesterday}`);
    expect(empty.totalDebit).toBe('0.00');
    expect(empty.accounts.every((a) => a.balance === '0.00')).toBe(true);
    const month = await trialBalance('');
    expect(month.from).toBe(`${today.slice(0, 7)}-01`);
    expect(month.to.slice(0, 7)).toBe(today.slice(0, 7));
    expect(addDays(month.to, 1).endsWith('-01')).toBe(true);
    expect(month.totalDebit).toBe(month.totalCredit);
    expect(Number(month.totalDebit)).toBeGreaterThanOrEqual(229.98);
  });

  it('refuses a bad period with 400 and a message that names it', async () => {
    for (const [query, message] of [
      ['?from=2026-02-30&to=2026-03-01', 'from must be a date written YYYY-MM-DD'],
      ['?from=2026-03-01&to=tomorrow', 'to must be a date written YYYY-MM-DD'],
      ['?from=2026-03-02&to=2026-03-01', 'from must be on or before to'],
      ['?from=2025-01-01&to=2026-01-02', 'A period covers at most 366 days'],
      ['?from=2026-03-01', 'Give both from and to, or neither'],
    ] as const) {
      for (const route of ['trial-balance', 'journal.csv']) {
        const res = await get(`/api/admin/ledger/${route}${query}`);
        expect(res.statusCode, `${route}${query}`).toBe(400);
        expect(res.json(), `${route}${query}`).toEqual({ message });
      }
    }
    // A leap year's whole year is 366 days, and allowed.
    expect(
      (await get('/api/admin/ledger/trial-balance?from=2028-01-01&to=2028-12-31')).statusCode,
    ).toBe(200);
  });
});

describe('GET /api/admin/ledger/entries', () => {
  const kindsOf = (page: JournalEntriesPage) => page.entries.map((entry) => entry.kind);

  it('pages through the entries, newest first, each with its lines', async () => {
    const page = await entries(`?from=${today}&to=${today}`);
    expect(page).toMatchObject({ page: 1, pageSize: 50, total: 6 });
    expect(kindsOf(page)).toEqual([
      'repair_payment',
      'order_refund',
      'order_payment',
      'order_payment',
      'loan_payment',
      'loan_advanced',
    ]);
    const seqs = page.entries.map((entry) => entry.seq);
    expect(seqs).toEqual([...seqs].sort((a, b) => b - a));
    const payment = page.entries.find((entry) => entry.kind === 'loan_payment')!;
    expect(payment).toMatchObject({
      businessDay: today,
      recordType: 'loan_payment',
      recordId: made.loanPaymentId,
      reference: made.loan.agreementNumber,
    });
    expect(payment.lines).toEqual(
      [
        { accountCode: '1200', accountName: 'Bank', debit: '40.00', credit: null },
        { accountCode: '1100', accountName: 'Loans receivable', debit: null, credit: '29.29' },
        { accountCode: '4000', accountName: 'Interest income', debit: null, credit: '10.71' },
      ].map((line) => ({ ...line, cashAdvanceId: made.loan.id, checkoutId: null, repairId: null })),
    );
    expect(Date.parse(payment.occurredAt)).not.toBeNaN();
    const later = await entries(`?from=${today}&to=${today}&page=2`);
    expect(later).toMatchObject({ entries: [], page: 2, total: 6 });
  });

  it('keeps the entries of one account or one kind', async () => {
    const repairs = await entries(`?from=${today}&to=${today}&account=4100`);
    expect(kindsOf(repairs)).toEqual(['repair_payment']);
    // Every line of the entry, not only the account's.
    expect(repairs.entries[0]!.lines.map((l) => [l.accountCode, l.debit, l.credit])).toEqual([
      ['1010', '45.00', null],
      ['4100', null, '45.00'],
    ]);
    const drawer = await entries(`?from=${today}&to=${today}&account=1000`);
    expect(kindsOf(drawer)).toEqual(['order_refund', 'order_payment', 'loan_advanced']);
    const refunds = await entries(`?kind=order_refund`);
    expect(refunds.total).toBe(1);
    expect(refunds.entries[0]!.reference).toBe(made.refundedOrder.reference);
    expect(refunds.entries[0]!.lines).toMatchObject([
      { accountCode: '4900', debit: '10.00', checkoutId: made.refundedOrder.id },
      { accountCode: '1000', credit: '10.00', checkoutId: made.refundedOrder.id },
    ]);
  });

  it('finds a loan’s, an order’s and a repair’s entries by id or by the reference staff use', async () => {
    const loanKinds = ['loan_payment', 'loan_advanced'];
    expect(kindsOf(await entries(`?reference=${made.loan.id}`))).toEqual(loanKinds);
    expect(kindsOf(await entries(`?reference=${made.loan.agreementNumber}`))).toEqual(loanKinds);
    expect(kindsOf(await entries(`?reference=${made.loan.agreementNumber.toLowerCase()}`))).toEqual(
      loanKinds,
    );
    expect(kindsOf(await entries(`?reference=${made.loanPaymentId}`))).toEqual(['loan_payment']);
    const order = await entries(`?reference=${made.refundedOrder.reference}`);
    expect(kindsOf(order)).toEqual(['order_refund', 'order_payment']);
    expect(kindsOf(await entries(`?reference=${made.refundedOrder.id}`))).toEqual(kindsOf(order));
    const repair = await entries(`?reference=${made.repairId}`);
    expect(kindsOf(repair)).toEqual(['repair_payment']);
    const invoice = `R-${made.repairId.slice(0, 8).toUpperCase()}`;
    expect(repair.entries[0]!.reference).toBe(invoice);
    expect(kindsOf(await entries(`?reference=${invoice}`))).toEqual(['repair_payment']);
    // Narrowed further by the other filters, and nothing for a reference that names nothing.
    expect(kindsOf(await entries(`?reference=${made.loan.id}&kind=loan_advanced`))).toEqual([
      'loan_advanced',
    ]);
    for (const nothing of [randomUUID(), 'CA-999999', 'BCR-ZZZZZZ', 'R-FFFFFFFF', 'hello %_']) {
      expect((await entries(`?reference=${encodeURIComponent(nothing)}`)).total, nothing).toBe(0);
    }
  });

  it('refuses each bad parameter with 400 and a message that names it', async () => {
    const cases: [string, unknown][] = [
      [
        '?account=9999',
        "account must be one of the chart's: 1000, 1010, 1020, 1100, 1200, 1300, 2100, 3000, 4000, 4100, 4200, 4300, 4900, 6000, 6100, 6200",
      ],
      ['?account=cash', 'account must be an account code of the chart, four digits such as 1000'],
      ['?kind=wages', expect.stringMatching(/^kind must be one of loan_advanced, loan_payment, /)],
      ['?page=0', 'page must be 1 or more'],
      ['?page=two', 'page must be a whole number'],
      [`?reference=${'x'.repeat(65)}`, 'reference must be at most 64 characters'],
      ['?from=2026-13-01', 'from must be a date written YYYY-MM-DD'],
      ['?from=2026-03-02&to=2026-03-01', 'from must be on or before to'],
    ];
    for (const [query, message] of cases) {
      const res = await get(`/api/admin/ledger/entries${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json(), query).toEqual({ message });
    }
  });
});

/** The CSV's rows, header first, each split into its cells (none here holds a comma). */
const csvRows = (body: string) =>
  body
    .split('\r\n')
    .filter((line) => line !== '')
    .map((line) => line.split(','));

describe('GET /api/admin/ledger/journal.csv', () => {
  it('writes Xero’s manual-journal template: one row per line, an entry’s rows sharing narration and date', async () => {
    const res = await journalCsv(today, today);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="journal-${today}-to-${today}.csv"`,
    );
    expect(
      res.body.startsWith('*Narration,*Date,Description,*AccountCode,*TaxRate,*Amount\r\n'),
    ).toBe(true);
    const [, ...rows] = csvRows(res.body);
    // 2 + 3 + 3 + 2 + 2 + 2 lines.
    expect(rows).toHaveLength(14);
    const day = today.split('-').reverse().join('/');
    expect(rows.every((row) => row.length === 6 && row[1] === day)).toBe(true);
    const byNarration = new Map<string, string[][]>();
    for (const row of rows) byNarration.set(row[0]!, [...(byNarration.get(row[0]!) ?? []), row]);
    expect(byNarration.size).toBe(6);
    for (const [narration, lines] of byNarration) {
      expect(narration).toMatch(/^Shop journal \d+: /);
      const pennies = lines.reduce((sum, row) => sum + Math.round(Number(row[5]) * 100), 0);
      expect(pennies, narration).toBe(0);
    }
    const payment = (await entries(`?kind=loan_payment`)).entries[0]!;
    expect(
      byNarration.get(`Shop journal ${payment.seq}: Loan payment ${made.loan.agreementNumber}`),
    ).toEqual([
      [expect.any(String), day, '1200 Bank', '090', 'No VAT', '40.00'],
      [expect.any(String), day, '1100 Loans receivable', '104', 'No VAT', '-29.29'],
      [expect.any(String), day, '4000 Interest income', '270', 'Exempt Income', '-10.71'],
    ]);
    // A credit is a plain negative figure, not a formula escaped into text; a formula still is.
    expect(res.body).not.toContain("'-");
    expect(['-45.00', '-2+3', '-cmd|x'].map((cell) => csvCell(cell))).toEqual([
      '-45.00',
      "'-2+3",
      "'-cmd|x",
    ]);
  });

  it('puts an entry in the export of its own business day only, the same every time', async () => {
    // Money of yesterday, written at yesterday's hour: its entry is yesterday's.
    const shop = books(db());
    await shop.orderRefund(
      await shop.order(london(`${yesterday} 11:00`), 'cash', '12.00'),
      london(`${yesterday} 15:00`),
      'cash',
      '2.00',
    );
    const yesterdays = (await journalCsv(yesterday, yesterday)).body;
    const todays = (await journalCsv(today, today)).body;
    const both = (await journalCsv(yesterday, today)).body;
    const narrations = (body: string) =>
      new Set(
        csvRows(body)
          .slice(1)
          .map((row) => row[0]),
      );
    expect(csvRows(yesterdays)).toHaveLength(1 + 4);
    // Adjoining periods share no entry, and together are the longer period's export.
    expect([...narrations(yesterdays)].filter((n) => narrations(todays).has(n))).toEqual([]);
    const header = '*Narration,*Date,Description,*AccountCode,*TaxRate,*Amount\r\n';
    expect(both).toBe(header + yesterdays.slice(header.length) + todays.slice(header.length));
    // Exported again, a day is the same file, byte for byte.
    expect((await journalCsv(today, today)).body).toBe(todays);
    expect((await journalCsv(addDays(yesterday, -3), yesterday)).body).toBe(yesterdays);
  });

  it('is audited like every export', async () => {
    const before = await db().select().from(auditLog).where(eq(auditLog.action, 'export.journal'));
    expect((await journalCsv(today, today)).statusCode).toBe(200);
    const after = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'export.journal'), eq(auditLog.actorId, owner.id)))
      .orderBy(auditLog.id);
    expect(after).toHaveLength(before.length + 1);
    expect(after.at(-1)).toMatchObject({
      entity: 'export',
      changes: { filters: { old: null, new: { from: today, to: today } } },
    });
  });
});

describe('who may read the books', () => {
  const urls = [
    `/api/admin/ledger/trial-balance?from=${today}&to=${today}`,
    '/api/admin/ledger/entries?kind=loan_payment',
    `/api/admin/ledger/journal.csv?from=${today}&to=${today}`,
  ];

  it('answers 401 signed out, 403 to a customer and 403 to staff', async () => {
    for (const url of urls) {
      const signedOut = await get(url, null);
      expect(signedOut.statusCode, url).toBe(401);
      expect(signedOut.json()).toEqual(SIGNED_OUT);
      const asCustomer = await get(url, customer);
      expect(asCustomer.statusCode, url).toBe(403);
      expect(asCustomer.json()).toEqual({ message: ADMIN_ONLY_MESSAGE });
      const asStaff = await get(url, staff);
      expect(asStaff.statusCode, url).toBe(403);
      expect(asStaff.json()).toEqual({ message: OWNER_ONLY_MESSAGE });
    }
  });
});

describe('the Xero accounts', () => {
  it('map every account of the chart, and the README lists the same table', async () => {
    const chart = await db().select().from(ledgerAccounts).orderBy(ledgerAccounts.code);
    expect(Object.keys(xeroAccounts).sort()).toEqual(chart.map((a) => a.code));
    // Spaces squeezed: the table reads the same whether or not it is padded.
    const readme = readFileSync('README.md', 'utf8').replace(/ +/g, ' ');
    for (const account of chart) {
      const xero = xeroAccounts[account.code]!;
      expect(readme).toContain(
        `| ${account.code} | ${account.name} | ${xero.code} | ${xero.name} (${xero.type})`,
      );
      expect(readme).toMatch(
        new RegExp(`\\| ${account.code} \\|[^\\n]*\\| ${xero.taxRate} \\|\\n`),
      );
    }
  });
});

/** The database's refusal of a statement, as its message. */
async function refusal(statement: SQL): Promise<string> {
  try {
    await db().execute(statement);
  } catch (error) {
    const cause = (error as { cause?: { message?: string } }).cause;
    return cause?.message ?? (error as Error).message;
  }
  throw new Error('the database accepted the statement');
}

describe('the journal in the database', () => {
  const counts = async () =>
    (
      await db().execute<{ entries: number; lines: number }>(
        sql`select (select count(*) from journal_entries)::int as entries,
                   (select count(*) from journal_lines)::int as lines`,
      )
    ).rows[0];

  it('refuses an entry whose lines do not balance, or that has one line', async () => {
    const before = await counts();
    const lines = (amounts: number[]) =>
      JSON.stringify(amounts.map((amount, i) => ({ account: i === 0 ? '1000' : '4200', amount })));
    expect(
      await refusal(sql`select journal_post('order_payment', 'test', 'unbalanced', null, now(),
        ${`test:${randomUUID()}`}, ${lines([1000, -999])}::jsonb)`),
    ).toMatch(/does not balance: 2 lines summing to 1 pennies/);
    expect(
      await refusal(sql`select journal_post('order_payment', 'test', 'one line', null, now(),
        ${`test:${randomUUID()}`}, ${lines([1000])}::jsonb)`),
    ).toMatch(/does not balance: 1 lines summing to 1000 pennies/);
    expect(await counts()).toEqual(before);
  });

  it('refuses any UPDATE, DELETE or TRUNCATE of entries and lines', async () => {
    const before = await counts();
    const said = 'The journal cannot be changed: post a correcting entry instead';
    for (const statement of [
      sql`update journal_lines set amount = amount * 2`,
      sql`delete from journal_lines`,
      sql`truncate journal_lines`,
      sql`update journal_entries set business_day = business_day + 1`,
      sql`delete from journal_entries`,
      sql`truncate journal_entries cascade`,
    ]) {
      expect(await refusal(statement)).toBe(said);
    }
    expect(await counts()).toEqual(before);
    expect((await trialBalance(`?from=${today}&to=${today}`)).totalDebit).toBe('229.98');
  });
});
