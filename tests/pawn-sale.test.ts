/**
 * A pawn over £75 after its redemption period (issue 27, decision 023): the
 * notice of intention to sell, the 14 clear days, the listing, a redemption that
 * withdraws the listed items, a sale through a marketplace order with its
 * statement and surplus, a sale in the shop with a shortfall, and the surplus
 * paid once. On PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { addMonths } from '../src/shared/cash-advances/ledger';
import {
  deemedDelivery,
  nextWorkingDay,
  saleAllowedAfterNotice,
} from '../src/shared/cash-advances/notice-delivery';
import { formatDateUK } from '../src/shared/dates';
import { addDays, daysBetween } from '../src/shared/repairs/dates';
import {
  activity,
  cashAdvanceSaleExpenses,
  cashAdvances,
  outboxMessages as outbox,
  products,
  users,
} from '../src/server/db/schema';
import { barrier, race, raceAtRoute, raceAtTransactionStart, RACE_HEADER } from './helpers/barrier';
import { daysAgo, pawnBook, pdfText, type LoanAnswer } from './helpers/pawn-book';
import { createTestApp, type TestApp } from './helpers/test-app';
import { signedInUser, type TestUser } from './helpers/users';

const atRoute = barrier();
const atTransaction = barrier();

let t: TestApp;
let customer: TestUser;
let buyer: TestUser;
let admin: TestUser;
let book: ReturnType<typeof pawnBook>;

beforeAll(async () => {
  t = await createTestApp({
    config: { formRateLimit: 10_000 },
    configure: raceAtRoute(atRoute),
  });
  raceAtTransactionStart(t.database, atTransaction);
  customer = await signedInUser(t.app);
  // Notices go to an account's address once it is confirmed (decision 021).
  await t.database.db
    .update(users)
    .set({ emailConfirmedAt: new Date() })
    .where(eq(users.id, customer.id));
  buyer = await signedInUser(t.app);
  admin = await signedInUser(t.app, 'admin');
  book = pawnBook(t.app, admin.cookie);
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.delete(products).where(sql`${products.cashAdvanceId} is not null`);
  await t.database.db.delete(cashAdvances).where(sql`true`);
  await t.database.db.delete(activity).where(sql`true`);
});

const get = (url: string, cookie = admin.cookie) =>
  t.app.inject({ method: 'GET', url, headers: { cookie } });
const adminLoan = async (id: string) =>
  (await get(`/api/admin/cash-advances/${id}`)).json<LoanAnswer>();
const patch = (url: string, payload: object) =>
  t.app.inject({ method: 'PATCH', url, payload, headers: { cookie: admin.cookie } });

/** The customer's agreement to notices by email, at an address of their choosing (s.176A). */
const NOTICE_EMAIL = 'priya.notices@example.com';
const byEmail = { noticesByEmail: true, noticeEmail: NOTICE_EMAIL };

/**
 * A £200 loan (general, 30%) of the customer's, agreed `monthsAgo` months ago;
 * `agreement` adds to it (the customer's agreement to notices by email).
 */
async function oldLoan(
  monthsAgo: number,
  amount = '200.00',
  agreement: object = {},
): Promise<LoanAnswer> {
  const request = await book.request(customer.cookie);
  return book.activate(request.id, amount, addMonths(daysAgo(0), -monthsAgo), agreement);
}

const notice = (id: string, body: object) =>
  book.post(`/api/admin/cash-advances/${id}/notice-of-sale`, body);

/** "3 March 2027", as the refusals write a day. */
const longDay = (ymd: string) => formatDateUK(`${ymd}T12:00:00Z`);

/**
 * A notice given on paper 25 days ago and its letter posted that day: it is
 * treated as delivered two to six days later, so the sale is allowed by today
 * whatever day this runs. Answers the first day of sale.
 */
async function postedNotice(id: string, askingPrice: string): Promise<string> {
  const given = await notice(id, { askingPrice, givenOn: daysAgo(25) });
  expect(given.statusCode, given.body).toBe(200);
  expect(given.json<LoanAnswer>().noticeOfSale?.saleAllowedFrom).toBeNull();
  const posted = await patch(`/api/admin/cash-advances/${id}/notice-of-sale`, {
    postedAt: daysAgo(25),
  });
  expect(posted.statusCode, posted.body).toBe(200);
  const from = saleAllowedAfterNotice(deemedDelivery(daysAgo(25)));
  expect(posted.json<LoanAnswer>().noticeOfSale).toMatchObject({
    deliveredBy: 'post',
    deliveredOn: deemedDelivery(daysAgo(25)),
    saleAllowedFrom: from,
  });
  expect(daysBetween(from, daysAgo(0))).toBeGreaterThanOrEqual(0);
  return from;
}

/** The text of a PDF answer, as running text. */
const textOf = (pdf: Buffer) => pdfText(pdf).replace(/\s+/g, ' ');

describe('pre-contract credit information', () => {
  it('is printed for the amount about to be agreed, before the agreement', async () => {
    const request = await book.request(customer.cookie);
    const res = await get(`/api/admin/cash-advances/${request.id}/pre-contract.pdf?amount=150`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = textOf(res.rawPayload);
    // £150 of general goods at 30% for 28 days: £45.00 charge, £195.00 to repay.
    for (const figure of ['Pre-contract credit information', '£150.00', '£45.00', '£195.00']) {
      expect(text, figure).toContain(figure);
    }
    expect(
      (await get(`/api/admin/cash-advances/${request.id}/pre-contract.pdf?amount=-1`)).statusCode,
    ).toBe(400);
    expect(
      (await get(`/api/admin/cash-advances/${request.id}/pre-contract.pdf`, customer.cookie))
        .statusCode,
    ).toBe(403);
  });
});

describe('notice of intention to sell', () => {
  it('is refused inside the redemption period and for £75 or less (409)', async () => {
    const young = await oldLoan(5);
    const early = await notice(young.id, { askingPrice: '300' });
    expect(early.statusCode).toBe(409);
    expect(early.json<{ message: string }>().message).toMatch(
      /^The redemption period runs until \d{4}-\d{2}-\d{2}: notice of sale can be given from/,
    );
    const small = await oldLoan(7, '60.00');
    const refused = await notice(small.id, { askingPrice: '100' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toMatch(/may be forfeited/);
    expect((await adminLoan(small.id)).status).toBe('active');
  });

  it('answers 400 for a bad asking price, 404 for a missing loan, 401 and 403 to others', async () => {
    const loan = await oldLoan(7);
    for (const body of [{}, { askingPrice: '-1' }, { askingPrice: '12.345' }]) {
      const res = await notice(loan.id, body);
      expect(res.statusCode).toBe(400);
      expect(res.json<{ message: string }>().message).toMatch(/^Asking price/);
    }
    expect((await notice(loan.id, { askingPrice: '1', givenOn: '2026-02-30' })).statusCode).toBe(
      400,
    );
    expect((await notice(randomUUID(), { askingPrice: '300' })).statusCode).toBe(404);
    const url = `/api/admin/cash-advances/${loan.id}/notice-of-sale`;
    const payload = { askingPrice: '300' };
    expect((await t.app.inject({ method: 'POST', url, payload })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'POST', url, payload, headers: { cookie: customer.cookie } }))
        .statusCode,
    ).toBe(403);
    expect((await adminLoan(loan.id)).status).toBe('active');
  });

  it('gives notice with the particulars, emails it to the address agreed, prints the letter and waits 14 clear days', async () => {
    const loan = await oldLoan(7, '200.00', byEmail);
    expect(loan).toMatchObject({ noticesByEmail: true, noticeEmail: NOTICE_EMAIL });
    const res = await notice(loan.id, { askingPrice: '450.00' });
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json<LoanAnswer>();
    expect(answer.status).toBe('sale_notice');
    expect(answer.noticeOfSale).toMatchObject({
      askingPrice: '450.00',
      owed: answer.balance,
      postedAt: null,
      deliveredBy: 'email',
      // Received the working day after it is sent (s.176A(2)); 14 clear days from then.
      deliveredOn: nextWorkingDay(daysAgo(0)),
      saleAllowedFrom: addDays(nextWorkingDay(daysAgo(0)), 15),
    });
    // Still redeemable, never extended any more.
    expect(answer.redeemAmount).toBe(answer.balance);
    expect(answer.extendAmount).toBeNull();
    // To the address the customer agreed to at the agreement, not their account's.
    const messages = await t.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.dedupeKey, `notice-of-sale:${loan.id}`));
    expect(messages.map((message) => message.toAddress)).toEqual([NOTICE_EMAIL]);

    const letter = await get(`/api/admin/cash-advances/${loan.id}/notice-of-sale.pdf`);
    expect(letter.statusCode).toBe(200);
    expect(letter.headers['content-type']).toBe('application/pdf');
    const text = textOf(letter.rawPayload);
    for (const expected of [answer.agreementNumber, '£450.00', 'Games console 1TB']) {
      expect(text).toContain(expected);
    }

    // Listing before the notice's time is up is refused, saying from which day.
    const tooSoon = await book.post(`/api/admin/cash-advances/${loan.id}/list-for-sale`, {});
    expect(tooSoon.statusCode).toBe(409);
    expect(tooSoon.json<{ message: string }>().message).toBe(
      `The notice was sent by email on ${longDay(daysAgo(0))}; it is treated as received on ${longDay(nextWorkingDay(daysAgo(0)))}, so the pawn may be sold from ${longDay(addDays(nextWorkingDay(daysAgo(0)), 15))}.`,
    );
    // A sale in the shop too.
    const shopSale = await book.post(`/api/admin/cash-advances/${loan.id}/sale`, {
      proceeds: '450',
    });
    expect(shopSale.statusCode).toBe(409);

    // A copy posted today: the email counts, so the day of sale stands; the future is refused.
    const posted = await patch(`/api/admin/cash-advances/${loan.id}/notice-of-sale`, {
      postedAt: daysAgo(0),
    });
    expect(posted.statusCode, posted.body).toBe(200);
    expect(posted.json<LoanAnswer>().noticeOfSale?.postedAt).toMatch(/^\d{4}-/);
    expect(posted.json<LoanAnswer>().noticeOfSale).toMatchObject({
      deliveredBy: 'email',
      saleAllowedFrom: addDays(nextWorkingDay(daysAgo(0)), 15),
    });
    expect(
      (
        await patch(`/api/admin/cash-advances/${loan.id}/notice-of-sale`, {
          postedAt: daysAgo(-1),
        })
      ).statusCode,
    ).toBe(409);
    // A second notice on the same loan is refused.
    expect((await notice(loan.id, { askingPrice: '400' })).statusCode).toBe(409);
  });

  it('lets the customer see the notice on their loan', async () => {
    const loan = await oldLoan(7, '200.00', byEmail);
    await notice(loan.id, { askingPrice: '450.00' });
    const own = await get(`/api/cash-advances/${loan.id}`, customer.cookie);
    expect(own.json<LoanAnswer>()).toMatchObject({
      status: 'sale_notice',
      noticeOfSale: { saleAllowedFrom: addDays(nextWorkingDay(daysAgo(0)), 15) },
    });
  });
});

describe('listing, and a redemption that withdraws the listed items', () => {
  it('lists each item as an off-listed product; redeeming takes them off sale in the same step', async () => {
    const loan = await oldLoan(8);
    // Given on paper 25 days ago, before the shop used the app: not sent again; its letter
    // posted that day.
    await postedNotice(loan.id, '300.00');
    const sent = await t.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.dedupeKey, `notice-of-sale:${loan.id}`));
    expect(sent).toHaveLength(0);

    const listed = await book.post(`/api/admin/cash-advances/${loan.id}/list-for-sale`, {});
    expect(listed.statusCode, listed.body).toBe(200);
    const answer = listed.json<LoanAnswer>();
    expect(answer.status).toBe('for_sale');
    expect(answer.productIds).toHaveLength(2);
    expect(answer.items.map((item) => item.status)).toEqual(['for_sale', 'for_sale']);
    const stock = await t.database.db
      .select()
      .from(products)
      .where(eq(products.cashAdvanceId, loan.id));
    // Priced at the asking price between them; the serial number stays in the pawn book.
    expect(stock.reduce((sum, p) => sum + Math.round(Number(p.price) * 100), 0)).toBe(30_000);
    expect(stock.map((p) => p.description).join(' ')).not.toContain('SN-123-456');
    // Drafts: not listed until staff complete them (decision 028).
    expect(stock.map((p) => [p.status, p.description])).toEqual([
      ['draft', ''],
      ['draft', ''],
    ]);
    const early = await listProduct(stock[0]!.id);
    expect(early.statusCode).toBe(409);
    expect(early.json<{ message: string }>().message).toBe(
      'Complete this draft before listing it: add a description for customers, a photo. Check the condition too.',
    );
    // Staff complete one and list it on the marketplace.
    await completeDraft(stock[0]!.id);
    const active = await listProduct(stock[0]!.id);
    expect(active.statusCode, active.body).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/products' })).body).toContain(
      stock[0]!.id,
    );

    // The customer comes in and redeems for the balance worked out to today.
    const balance = (await adminLoan(loan.id)).balance;
    const paid = await book.pay(loan.id, { kind: 'redemption', amount: balance, method: 'cash' });
    expect(paid.statusCode, paid.body).toBe(201);
    expect(paid.json<LoanAnswer>()).toMatchObject({ status: 'paid', balance: '0.00' });
    const after = await t.database.db
      .select()
      .from(products)
      .where(eq(products.cashAdvanceId, loan.id));
    expect(after.map((p) => p.status)).toEqual(['inactive', 'inactive']);
    expect((await t.app.inject({ method: 'GET', url: '/api/products' })).body).not.toContain(
      stock[0]!.id,
    );
  });

  it('refuses an extension under notice, and listing a loan without one (409)', async () => {
    const loan = await oldLoan(7);
    expect(
      (await book.post(`/api/admin/cash-advances/${loan.id}/list-for-sale`, {})).statusCode,
    ).toBe(409);
    await notice(loan.id, { askingPrice: '300' });
    const interest = (await adminLoan(loan.id)).interestOwed;
    const extension = await book.pay(loan.id, {
      kind: 'extension',
      amount: interest,
      method: 'cash',
    });
    expect(extension.statusCode).toBe(409);
    expect(extension.json<{ message: string }>().message).toMatch(/cannot be extended/);
  });
});

/** Marks a product active (listed on the marketplace). */
const listProduct = (id: string) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/admin/products/${id}/status`,
    headers: { cookie: admin.cookie },
    payload: { status: 'active' },
  });

/** What staff do to a draft before listing it: a description for customers and a photo. */
async function completeDraft(id: string) {
  const [draft] = await t.database.db.select().from(products).where(eq(products.id, id));
  const res = await t.app.inject({
    method: 'PUT',
    url: `/api/admin/products/${id}`,
    headers: { cookie: admin.cookie },
    payload: {
      title: 'Games console 1TB',
      description: 'A 1TB games console in good working order, tested in the shop.',
      category: 'Electronics',
      price: draft!.price,
      condition: 'good',
      imageUrl: '/images/console.jpg',
    },
  });
  expect(res.statusCode, res.body).toBe(200);
}

/** Lists the loan's items and puts the first on the marketplace; answers its product id. */
async function listedOnMarketplace(loan: LoanAnswer): Promise<string> {
  await postedNotice(loan.id, '900.00');
  const listed = await book.post(`/api/admin/cash-advances/${loan.id}/list-for-sale`, {});
  expect(listed.statusCode, listed.body).toBe(200);
  const [productId] = listed.json<LoanAnswer>().productIds!;
  await completeDraft(productId!);
  expect((await listProduct(productId!)).statusCode).toBe(200);
  return productId!;
}

describe('a sale through the marketplace, its statement and the surplus', () => {
  it('records the sale when the order is collected, with the statement and the surplus owed', async () => {
    // One item, so that its order sells the whole pawn.
    const request = await book.request(customer.cookie);
    const start = addMonths(daysAgo(0), -7);
    const res = await book.post(`/api/admin/cash-advances/${request.id}/activate`, {
      loanAmount: '200.00',
      startDate: start,
      idChecked: true,
      items: [{ description: 'Games console 1TB', category: 'electronics', serialNumber: 'SN9' }],
      dateOfBirth: '1990-06-15',
      address: '14 Cross Flatts Avenue, Leeds LS11 7BG',
    });
    const loan = res.json<LoanAnswer>();
    const productId = await listedOnMarketplace(loan);
    const owedToday = (await adminLoan(loan.id)).balance;

    const order = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { cookie: buyer.cookie, 'idempotency-key': randomUUID() },
      payload: {
        items: [{ productId }],
        fulfilment: 'collection',
        customerName: 'Bea Buyer',
        customerPhone: '07700 900777',
        customerEmail: 'bea@example.com',
      },
    });
    expect(order.statusCode, order.body).toBe(201);
    const orderId = order.json<{ id: string }>().id;
    // Reserved by the order: a redemption now is refused until the order desk cancels it.
    const blocked = await book.pay(loan.id, {
      kind: 'redemption',
      amount: owedToday,
      method: 'cash',
    });
    expect(blocked.statusCode).toBe(409);
    const total = order.json<{ totalAmount: string }>().totalAmount;
    for (const status of ['confirmed', 'ready_for_collection', 'collected']) {
      // Handed over with its payment, recorded in the same step.
      const payment = status === 'collected' ? { payment: { method: 'card', amount: total } } : {};
      const moved = await patch(`/api/admin/orders/${orderId}`, { status, ...payment });
      expect(moved.statusCode, moved.body).toBe(200);
    }

    const sold = await adminLoan(loan.id);
    const owed = Math.round(Number(owedToday) * 100);
    expect(sold.status).toBe('sold');
    expect(sold.saleStatement).toMatchObject({
      saleDate: daysAgo(0),
      premises: 'Beeston Cash & Repairs, 247 Beeston Road, Leeds LS11 7LR',
      proceeds: '900.00',
      expenses: '0.00',
      expenseLines: [],
      owed: owedToday,
      surplus: ((90_000 - owed) / 100).toFixed(2),
      shortfall: '0.00',
      surplusPaidAt: null,
    });
    expect(sold.surplusOwed).toBe(sold.saleStatement!.surplus);
    expect(sold.balance).toBe('0.00');
    const [statementMail] = await t.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.dedupeKey, `loan-sold:${loan.id}`));
    expect(statementMail).toBeDefined();

    // The statement, for staff and for the customer; nobody else.
    for (const [url, cookie] of [
      [`/api/admin/cash-advances/${loan.id}/sale-statement.pdf`, admin.cookie],
      [`/api/cash-advances/${loan.id}/sale-statement.pdf`, customer.cookie],
    ] as const) {
      const pdf = await get(url, cookie);
      expect(pdf.statusCode).toBe(200);
      const text = textOf(pdf.rawPayload);
      for (const figure of ['£900.00', `£${owedToday}`, `£${sold.saleStatement!.surplus}`]) {
        expect(text).toContain(figure);
      }
    }
    expect(
      (await get(`/api/cash-advances/${loan.id}/sale-statement.pdf`, buyer.cookie)).statusCode,
    ).toBe(404);

    // The admin dashboard shows the surplus owed until it is paid.
    const dashboard = await get('/api/admin/dashboard');
    expect(dashboard.json<{ surplusOwed: string }>().surplusOwed).toBe(sold.surplusOwed);

    // Paid once: a repeat answers the loan as it is, another method is refused.
    const first = await book.post(`/api/admin/cash-advances/${loan.id}/surplus-payment`, {
      method: 'bank',
    });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json<LoanAnswer>()).toMatchObject({ status: 'settled', surplusOwed: '0.00' });
    const again = await book.post(`/api/admin/cash-advances/${loan.id}/surplus-payment`, {
      method: 'bank',
    });
    expect(again.statusCode).toBe(200);
    const otherWay = await book.post(`/api/admin/cash-advances/${loan.id}/surplus-payment`, {
      method: 'cash',
    });
    expect(otherWay.statusCode).toBe(409);
    const log = await t.database.db.select().from(activity).where(eq(activity.status, 'settled'));
    expect(log).toHaveLength(1);
    expect((await get('/api/admin/dashboard')).json<{ surplusOwed: string }>().surplusOwed).toBe(
      '0.00',
    );
  });

  it('records a sale in the shop with its costs line by line; a shortfall is shown and no surplus is owed', async () => {
    const loan = await oldLoan(9);
    await postedNotice(loan.id, '200.00');
    const owed = (await adminLoan(loan.id)).balance;
    const res = await book.post(`/api/admin/cash-advances/${loan.id}/sale`, {
      proceeds: '200.00',
      expenses: [
        { description: 'Valuation', amount: '10' },
        { description: 'Cleaning', amount: '2.50' },
      ],
      method: 'card',
    });
    expect(res.statusCode, res.body).toBe(200);
    // The lines kept in order, their total the statement's expenses.
    const lines = await t.database.db
      .select()
      .from(cashAdvanceSaleExpenses)
      .where(eq(cashAdvanceSaleExpenses.cashAdvanceId, loan.id));
    expect(lines.map((line) => [line.position, line.description, line.amount])).toEqual([
      [1, 'Valuation', '10.00'],
      [2, 'Cleaning', '2.50'],
    ]);
    const [stored] = await t.database.db
      .select()
      .from(cashAdvances)
      .where(eq(cashAdvances.id, loan.id));
    expect(stored).toMatchObject({ saleExpenses: '12.50', salePremises: null });
    const shortfall = Math.round(Number(owed) * 100) - (20_000 - 1_250);
    // In the books: the £200 on the card terminal, the shortfall written off (no recourse).
    const posted = await t.database.db.execute<{ account_code: string; amount: string }>(sql`
      select l.account_code, l.amount::text from journal_entries e
        join journal_lines l on l.entry_id = e.id
       where e.kind = 'loan_sold' and e.record_id = ${loan.id} and l.account_code in ('1010', '6200')
       order by l.account_code`);
    expect(posted.rows).toEqual([
      { account_code: '1010', amount: '20000' },
      { account_code: '6200', amount: String(shortfall) },
    ]);
    expect(res.json<LoanAnswer>()).toMatchObject({
      status: 'sold',
      saleStatement: {
        premises: 'Beeston Cash & Repairs, 247 Beeston Road, Leeds LS11 7LR',
        proceeds: '200.00',
        expenses: '12.50',
        expenseLines: [
          { description: 'Valuation', amount: '10.00' },
          { description: 'Cleaning', amount: '2.50' },
        ],
        owed,
        surplus: '0.00',
        shortfall: (shortfall / 100).toFixed(2),
      },
      surplusOwed: '0.00',
    });
    const none = await book.post(`/api/admin/cash-advances/${loan.id}/surplus-payment`, {
      method: 'cash',
    });
    expect(none.statusCode).toBe(409);
    expect(none.json()).toEqual({
      message: 'This sale left no surplus: nothing is owed to the customer.',
    });
    // Sold: nothing more can be taken or sold.
    expect(
      (await book.pay(loan.id, { kind: 'redemption', amount: owed, method: 'cash' })).statusCode,
    ).toBe(409);
    expect(
      (await book.post(`/api/admin/cash-advances/${loan.id}/sale`, { proceeds: '1' })).statusCode,
    ).toBe(409);
  });

  it('answers 400 for bad sale and surplus bodies', async () => {
    const loan = await oldLoan(9);
    await postedNotice(loan.id, '200.00');
    const line = { description: 'Valuation', amount: '5.00' };
    for (const body of [
      {},
      { proceeds: '0' },
      { proceeds: '10', expenses: 'ten' },
      // The single total of before: expenses are lines now.
      { proceeds: '10', expenses: '12.50' },
      { proceeds: '10', expenses: [{ description: '', amount: '1' }] },
      { proceeds: '10', expenses: [{ description: 'x'.repeat(201), amount: '1' }] },
      { proceeds: '10', expenses: [{ description: 'Valuation', amount: '-1' }] },
      { proceeds: '10', expenses: [{ description: 'Valuation', amount: '1.234' }] },
      { proceeds: '10', expenses: [{ description: 'Valuation' }] },
      { proceeds: '10', expenses: Array.from({ length: 11 }, () => line) },
      { proceeds: '10', salePremises: 'x'.repeat(501) },
      { proceeds: '10', method: 'cheque' },
    ]) {
      expect((await book.post(`/api/admin/cash-advances/${loan.id}/sale`, body)).statusCode).toBe(
        400,
      );
    }
    expect(
      (
        await book.post(`/api/admin/cash-advances/${loan.id}/surplus-payment`, {
          method: 'cheque',
        })
      ).statusCode,
    ).toBe(400);
    expect((await adminLoan(loan.id)).status).toBe('sale_notice');
  });

  it('pays a surplus once when two members of staff record it at the same moment', async () => {
    const loan = await oldLoan(7);
    await postedNotice(loan.id, '2000.00');
    await book.post(`/api/admin/cash-advances/${loan.id}/sale`, { proceeds: '2000.00' });
    const pay = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/cash-advances/${loan.id}/surplus-payment`,
        payload: { method: 'cash' },
        headers: { cookie: admin.cookie, [RACE_HEADER]: '1' },
      });
    const answers = await race([atRoute, atTransaction], [pay, pay]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 201]);
    const log = await t.database.db.select().from(activity).where(eq(activity.status, 'settled'));
    expect(log).toHaveLength(1);
  });

  it('lets staff work the figures out to another day (?on=)', async () => {
    // A month old: its interest is still running (far below the cap of the credit).
    const loan = await oldLoan(1);
    const today = await adminLoan(loan.id);
    const tomorrow = (
      await get(`/api/admin/cash-advances/${loan.id}?on=${addDays(daysAgo(0), 1)}`)
    ).json<LoanAnswer>();
    // One more day of interest at the agreement's rate: £200 × 30% / 28 = £2.14.
    expect(
      Math.round(Number(tomorrow.balance) * 100) - Math.round(Number(today.balance) * 100),
    ).toBe(214);
    expect(today.dailyInterest).toBe('2.14');
    expect((await get(`/api/admin/cash-advances/${loan.id}?on=tomorrow`)).statusCode).toBe(400);
  });
});

describe('when a notice of sale reaches the customer (ss.121, 176, 176A)', () => {
  // The clock is pinned (Date only: the database keeps its own), so the weekdays and bank
  // holidays are the same whatever day this runs. Users signed in now: the file's own
  // sessions were opened on today's clock.
  afterEach(() => vi.useRealTimers());
  const at = (iso: string) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(iso));
  };

  it('waits for the posting of a letter and 14 clear days after its deemed delivery', async () => {
    at('2027-03-02T10:00:00Z'); // a Tuesday
    const owner = await signedInUser(t.app, 'admin');
    const desk = pawnBook(t.app, owner.cookie);
    const request = await desk.request(undefined);
    // Agreed on 20 August 2026 without agreeing to notices by email: the redemption
    // period ended on 20 February 2027.
    const loan = await desk.activate(request.id, '200.00', '2026-08-20');
    expect(loan).toMatchObject({ noticesByEmail: false, noticeEmail: null });
    const send = (method: 'POST' | 'PATCH', action: string, payload: object) =>
      t.app.inject({
        method,
        url: `/api/admin/cash-advances/${loan.id}/${action}`,
        payload,
        headers: { cookie: owner.cookie },
      });

    const given = await send('POST', 'notice-of-sale', { askingPrice: '400.00' });
    expect(given.statusCode, given.body).toBe(200);
    expect(given.json<LoanAnswer>().noticeOfSale).toMatchObject({
      deliveredBy: 'post',
      deliveredOn: null,
      postedAt: null,
      saleAllowedFrom: null,
    });
    // No email: the customer never agreed to notices by email.
    const emailed = await t.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.dedupeKey, `notice-of-sale:${loan.id}`));
    expect(emailed).toHaveLength(0);
    // Not posted yet: neither a listing nor a sale.
    for (const [action, payload] of [
      ['list-for-sale', {}],
      ['sale', { proceeds: '400.00' }],
    ] as const) {
      const early = await send('POST', action, payload);
      expect(early.statusCode).toBe(409);
      expect(early.json<{ message: string }>().message).toMatch(
        /counts only once the letter is posted/,
      );
    }

    // Posted on Wednesday 3 March: delivered on Friday 5 March, 14 clear days to the 19th.
    at('2027-03-03T16:00:00Z');
    const posted = await send('PATCH', 'notice-of-sale', { postedAt: '2027-03-03' });
    expect(posted.statusCode, posted.body).toBe(200);
    expect(posted.json<LoanAnswer>().noticeOfSale).toMatchObject({
      deliveredBy: 'post',
      deliveredOn: '2027-03-05',
      saleAllowedFrom: '2027-03-20',
    });
    // A posting day is never moved earlier: the day of sale would come sooner.
    const earlier = await send('PATCH', 'notice-of-sale', { postedAt: '2027-03-02' });
    expect(earlier.statusCode).toBe(409);
    expect(earlier.json<{ message: string }>().message).toMatch(
      /^The letter was already recorded as posted on 3 March 2027/,
    );

    at('2027-03-19T17:00:00Z');
    const refusal =
      'The notice was posted on 3 March 2027; it is treated as delivered on 5 March 2027, so the pawn may be sold from 20 March 2027.';
    for (const [action, payload] of [
      ['list-for-sale', {}],
      ['sale', { proceeds: '400.00' }],
    ] as const) {
      const early = await send('POST', action, payload);
      expect(early.statusCode).toBe(409);
      expect(early.json()).toEqual({ message: refusal });
    }
    expect((await desk.post(`/api/admin/cash-advances/${loan.id}/sale`, {})).statusCode).toBe(400);

    at('2027-03-20T09:30:00Z'); // a Saturday: the shop is open
    const sold = await send('POST', 'sale', {
      proceeds: '400.00',
      expenses: [{ description: 'Valuation', amount: '10.00' }],
    });
    expect(sold.statusCode, sold.body).toBe(200);
    expect(sold.json<LoanAnswer>()).toMatchObject({
      status: 'sold',
      saleStatement: {
        saleDate: '2027-03-20',
        expenses: '10.00',
        expenseLines: [{ description: 'Valuation', amount: '10.00' }],
      },
    });
  });

  it('counts a letter posted before a bank holiday weekend from the working day after it', async () => {
    at('2027-03-25T10:00:00Z'); // Thursday before Good Friday
    const owner = await signedInUser(t.app, 'admin');
    const desk = pawnBook(t.app, owner.cookie);
    const loan = await desk.activate((await desk.request(undefined)).id, '200.00', '2026-08-20');
    await desk.post(`/api/admin/cash-advances/${loan.id}/notice-of-sale`, {
      askingPrice: '400.00',
    });
    const posted = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/cash-advances/${loan.id}/notice-of-sale`,
      payload: { postedAt: '2027-03-25' },
      headers: { cookie: owner.cookie },
    });
    // Good Friday and Easter Monday are no working days: Tuesday 30th, then Wednesday 31st.
    expect(posted.json<LoanAnswer>().noticeOfSale).toMatchObject({
      deliveredOn: '2027-03-31',
      saleAllowedFrom: '2027-04-15',
    });
  });

  it('emails the notice to a customer who agreed, at the address agreed, counting from the next working day', async () => {
    at('2027-03-02T10:00:00Z');
    const owner = await signedInUser(t.app, 'admin');
    const desk = pawnBook(t.app, owner.cookie);
    const request = await desk.request(undefined, { customerEmail: 'guest@example.com' });
    const loan = await desk.activate(request.id, '200.00', '2026-08-20', byEmail);
    const given = await desk.post(`/api/admin/cash-advances/${loan.id}/notice-of-sale`, {
      askingPrice: '400.00',
    });
    expect(given.json<LoanAnswer>().noticeOfSale).toMatchObject({
      deliveredBy: 'email',
      deliveredOn: '2027-03-03',
      saleAllowedFrom: '2027-03-18',
    });
    const messages = await t.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.dedupeKey, `notice-of-sale:${loan.id}`));
    expect(messages.map((message) => message.toAddress)).toEqual([NOTICE_EMAIL]);

    at('2027-03-17T10:00:00Z');
    const early = await desk.post(`/api/admin/cash-advances/${loan.id}/list-for-sale`, {});
    expect(early.json()).toEqual({
      message:
        'The notice was sent by email on 2 March 2027; it is treated as received on 3 March 2027, so the pawn may be sold from 18 March 2027.',
    });
    at('2027-03-18T10:00:00Z');
    expect(
      (await desk.post(`/api/admin/cash-advances/${loan.id}/list-for-sale`, {})).statusCode,
    ).toBe(200);
  });

  it('refuses an agreement to notices by email without a valid address (400)', async () => {
    const request = await book.request(customer.cookie);
    for (const agreement of [
      { noticesByEmail: true },
      { noticesByEmail: true, noticeEmail: 'not an address' },
      { noticesByEmail: 'yes' },
    ]) {
      const res = await book.post(`/api/admin/cash-advances/${request.id}/activate`, {
        loanAmount: '100.00',
        idChecked: true,
        items: [{ description: 'Games console 1TB', category: 'electronics' }],
        dateOfBirth: '1990-06-15',
        address: '14 Cross Flatts Avenue, Leeds LS11 7BG',
        ...agreement,
      });
      expect(res.statusCode, JSON.stringify(agreement)).toBe(400);
    }
    expect((await adminLoan(request.id)).status).toBe('pending');
  });
});

describe('the pawn records in the loan book CSV (CONC 6.6.3R)', () => {
  const csvRows = async () => {
    const res = await get('/api/admin/cash-advances.csv');
    expect(res.statusCode).toBe(200);
    const [header, ...rows] = res.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    const columns = header!.split(',');
    return rows.map((row) => {
      // The cells of these rows hold no quotes or line breaks but may hold commas (quoted).
      const cells = [...row.matchAll(/("([^"]*)"|[^,]*)(,|$)/g)]
        .map((match) => match[2] ?? match[1] ?? '')
        .slice(0, columns.length);
      return Object.fromEntries(columns.map((column, index) => [column, cells[index] ?? '']));
    });
  };

  it('carries the agreement, the pledge as on the receipt, the redemption, and a sale with its costs itemised', async () => {
    const sold = await oldLoan(9);
    await postedNotice(sold.id, '200.00');
    await book.post(`/api/admin/cash-advances/${sold.id}/sale`, {
      proceeds: '450.00',
      expenses: [
        { description: 'Valuation', amount: '10.00' },
        { description: 'Auction fee', amount: '5.00' },
      ],
      salePremises: 'Leeds Auction Rooms, 1 Example Street, Leeds LS1 1AA',
    });
    const redeemed = await oldLoan(1);
    const balance = (await adminLoan(redeemed.id)).balance;
    await book.pay(redeemed.id, { kind: 'redemption', amount: balance, method: 'cash' });
    const soldLoan = await adminLoan(sold.id);

    const rows = await csvRows();
    const soldRow = rows.find((row) => row['Agreement number'] === sold.agreementNumber)!;
    expect(soldRow).toMatchObject({
      'Agreement date': soldLoan.startDate,
      Status: 'sold',
      Customer: 'Priya Shah',
      'Postal address': '14 Cross Flatts Avenue, Leeds LS11 7BG',
      // The receipt's description of the pledge, not the request's item.
      'Pledge (as on the receipt)':
        'Games console 1TB (Electronics, serial number or hallmark SN-123-456); Two wireless controllers (Electronics)',
      'Item requested': 'Games console 1TB with two controllers',
      'Credit (£)': '200.00',
      'Rate (% per 28 days)': '30.00',
      'Redemption period ends': soldLoan.redemptionPeriodEnds,
      'Redemption date': '',
      'Sale date': daysAgo(0),
      'Sale premises': 'Leeds Auction Rooms, 1 Example Street, Leeds LS1 1AA',
      'Gross proceeds (£)': '450.00',
      'Itemised expenses': 'Valuation £10.00; Auction fee £5.00',
      'Expenses (£)': '15.00',
      'Net proceeds (£)': '435.00',
      'Owed on sale date (£)': soldLoan.saleStatement!.owed,
    });
    const redeemedRow = rows.find((row) => row['Agreement number'] === redeemed.agreementNumber)!;
    expect(redeemedRow).toMatchObject({
      Status: 'paid',
      'Redemption date': daysAgo(0),
      'Sale date': '',
      'Itemised expenses': '',
    });
  });
});
