/**
 * The lending terms (docs/decisions/039-lending-terms.md) through the API:
 * interest by the day, the withdrawal, redemption without the receipt (s.118),
 * an owner's waiver and freeze (each with its journal entry and audit row),
 * and the extra-care note.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { interestForDays } from '../src/shared/cash-advances/ledger';
import { penniesToDecimal } from '../src/shared/money-math';
import { addDays } from '../src/shared/repairs/dates';
import {
  auditLog,
  cashAdvanceForbearance,
  cashAdvances,
  journalLines,
  products,
} from '../src/server/db/schema';
import { barrier, race, raceAtRoute, raceAtTransactionStart, RACE_HEADER } from './helpers/barrier';
import { createTestApp, type TestApp } from './helpers/test-app';
import { signedInUser, type TestUser } from './helpers/users';
import { daysAgo, pawnBook, type LoanAnswer } from './helpers/pawn-book';

type Loan = Omit<LoanAnswer, 'payments'> & {
  daysCharged: number;
  interestWaived: string;
  interestFrozenFrom: string | null;
  withdrawal: { noticeGivenOn: string; repayBy: string } | null;
  withdrawalOpenUntil: string | null;
  careNote: string | null;
  payments: { id: string; kind: string; amount: string; receiptSubstitute: string | null }[];
};

const atRoute = barrier();
const atTransaction = barrier();
let t: TestApp;
let owner: TestUser;
let staff: TestUser;
let customer: TestUser;
let book: ReturnType<typeof pawnBook>;

beforeAll(async () => {
  t = await createTestApp({ config: { formRateLimit: 10_000 }, configure: raceAtRoute(atRoute) });
  raceAtTransactionStart(t.database, atTransaction);
  owner = await signedInUser(t.app, 'admin');
  staff = await signedInUser(t.app, 'staff');
  customer = await signedInUser(t.app);
  book = pawnBook(t.app, owner.cookie);
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.delete(products).where(sql`${products.cashAdvanceId} is not null`);
  await t.database.db.delete(cashAdvances).where(sql`true`);
});

const send = (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  cookie: string,
  payload?: object,
  headers: Record<string, string> = {},
) => t.app.inject({ method, url, payload, headers: { cookie, ...headers } });
const loanOf = async (id: string, on?: string) =>
  (
    await send('GET', `/api/admin/cash-advances/${id}${on ? `?on=${on}` : ''}`, owner.cookie)
  ).json<Loan>();
const pounds = (pennies: number) => penniesToDecimal(pennies);

/** A £100 general-goods loan (30% per 28 days) agreed `days` ago. */
async function loanAgreed(days: number, amount = '100.00', cookie?: string): Promise<Loan> {
  const request = await book.request(cookie);
  return book.activate(request.id, amount, daysAgo(days));
}

describe('interest by the day', () => {
  it('owes the credit and the days used: day 10 costs ten days, not 28', async () => {
    const loan = await loanAgreed(10);
    const owed = await loanOf(loan.id);
    expect(owed).toMatchObject({
      daysCharged: 10,
      interestOwed: pounds(interestForDays(10_000, 30, 10)),
      redeemAmount: pounds(10_000 + interestForDays(10_000, 30, 10)),
    });
    const paid = await book.pay(loan.id, {
      kind: 'redemption',
      amount: owed.redeemAmount,
      method: 'cash',
    });
    expect(paid.statusCode, paid.body).toBe(201);
    expect(paid.json<Loan>().status).toBe('paid');
  });
});

describe('withdrawal (s.66A)', () => {
  it('takes the notice given on day 5 and the credit with 20 days of interest on day 20', async () => {
    const loan = await loanAgreed(20);
    const start = loan.startDate!;
    const url = `/api/admin/cash-advances/${loan.id}/withdrawal`;
    const noticed = await send('POST', url, staff.cookie, { noticeGivenOn: addDays(start, 5) });
    expect(noticed.statusCode, noticed.body).toBe(200);
    expect(noticed.json<Loan>()).toMatchObject({
      withdrawal: { noticeGivenOn: addDays(start, 5), repayBy: addDays(start, 35) },
      extendAmount: null,
      redeemAmount: pounds(10_000 + interestForDays(10_000, 30, 20)),
    });
    // The same notice again changes nothing; another day is refused.
    expect(
      (await send('POST', url, staff.cookie, { noticeGivenOn: addDays(start, 5) })).statusCode,
    ).toBe(200);
    expect(
      (await send('POST', url, staff.cookie, { noticeGivenOn: addDays(start, 6) })).statusCode,
    ).toBe(409);

    const asRedemption = await book.pay(loan.id, {
      kind: 'redemption',
      amount: pounds(12_143),
      method: 'cash',
    });
    expect(asRedemption.statusCode).toBe(409);
    expect(asRedemption.json<{ message: string }>().message).toContain(
      'record the repayment as a withdrawal',
    );
    const repaid = await book.pay(loan.id, {
      kind: 'withdrawal',
      amount: pounds(12_143),
      method: 'card',
    });
    expect(repaid.statusCode, repaid.body).toBe(201);
    const closed = repaid.json<Loan>();
    expect(closed.status).toBe('withdrawn');
    expect(closed.items.every((item) => item.status === 'returned')).toBe(true);
    // The pawn records say how it ended, and the books took the interest.
    const processed = await send(
      'GET',
      '/api/admin/cash-advances?group=processed&pageSize=20',
      owner.cookie,
    );
    expect(processed.body).toContain(loan.id);
    const interest = await t.database.db
      .select({ amount: journalLines.amount })
      .from(journalLines)
      .where(and(eq(journalLines.cashAdvanceId, loan.id), eq(journalLines.accountCode, '4000')));
    expect(interest.map((line) => Number(line.amount))).toEqual([-2_143]);
  });

  it('refuses a notice after the 14 days, in the future or malformed, and a repayment without one', async () => {
    const loan = await loanAgreed(20);
    const url = `/api/admin/cash-advances/${loan.id}/withdrawal`;
    const late = await send('POST', url, staff.cookie, {
      noticeGivenOn: addDays(loan.startDate!, 15),
    });
    expect(late.statusCode).toBe(409);
    expect(late.json<{ message: string }>().message).toContain('The 14 days to withdraw ended');
    expect(
      (await send('POST', url, staff.cookie, { noticeGivenOn: addDays(daysAgo(0), 1) })).statusCode,
    ).toBe(400);
    expect(
      (await send('POST', url, staff.cookie, { noticeGivenOn: '2026-02-30' })).statusCode,
    ).toBe(400);
    expect((await send('POST', url, staff.cookie, {})).statusCode).toBe(400);
    const owed = await loanOf(loan.id);
    const withoutNotice = await book.pay(loan.id, {
      kind: 'withdrawal',
      amount: owed.redeemAmount,
      method: 'cash',
    });
    expect(withoutNotice.statusCode).toBe(409);
    expect((await loanOf(loan.id)).status).toBe('active');
  });
});

describe('redemption without the receipt (s.118)', () => {
  it('records the statutory declaration, and a signed statement only for £75 or less', async () => {
    const big = await loanAgreed(3);
    const owedBig = await loanOf(big.id);
    const statement = await book.pay(big.id, {
      kind: 'redemption',
      amount: owedBig.redeemAmount,
      method: 'cash',
      receiptSubstitute: 'signed_statement',
    });
    expect(statement.statusCode).toBe(409);
    expect(statement.json<{ message: string }>().message).toContain('£75 or less');
    const declared = await book.pay(big.id, {
      kind: 'redemption',
      amount: owedBig.redeemAmount,
      method: 'cash',
      receiptSubstitute: 'statutory_declaration',
    });
    expect(declared.statusCode, declared.body).toBe(201);
    expect(declared.json<Loan>().payments.at(-1)?.receiptSubstitute).toBe('statutory_declaration');

    const small = await loanAgreed(3, '75.00');
    const owedSmall = await loanOf(small.id);
    const part = await book.pay(small.id, {
      kind: 'part',
      amount: '10.00',
      method: 'cash',
      receiptSubstitute: 'signed_statement',
    });
    expect(part.statusCode).toBe(409);
    const signed = await book.pay(small.id, {
      kind: 'redemption',
      amount: owedSmall.redeemAmount,
      method: 'cash',
      receiptSubstitute: 'signed_statement',
    });
    expect(signed.statusCode, signed.body).toBe(201);
    expect(signed.json<Loan>().payments.at(-1)?.receiptSubstitute).toBe('signed_statement');
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, small.id), eq(auditLog.action, 'loan.redemption')));
    expect(JSON.stringify(audit[0]?.changes)).toContain('signed_statement');
    const bad = await book.pay(big.id, {
      kind: 'redemption',
      amount: '1.00',
      method: 'cash',
      receiptSubstitute: 'a note',
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('forbearance (CONC 6.7)', () => {
  it('an owner waives interest once per key: the loan, the journal and the audit agree', async () => {
    const loan = await loanAgreed(10);
    const url = `/api/admin/cash-advances/${loan.id}/waivers`;
    const key = randomUUID();
    const body = { amount: '5.00', reason: 'Lost her job; agreed a plan' };
    const byStaff = await send('POST', url, staff.cookie, body, {
      'idempotency-key': randomUUID(),
    });
    expect(byStaff.statusCode).toBe(403);
    const waived = await send('POST', url, owner.cookie, body, { 'idempotency-key': key });
    expect(waived.statusCode, waived.body).toBe(201);
    expect(waived.json<Loan>()).toMatchObject({
      interestWaived: '5.00',
      interestOwed: pounds(interestForDays(10_000, 30, 10) - 500),
    });
    const again = await send('POST', url, owner.cookie, body, { 'idempotency-key': key });
    expect(again.statusCode).toBe(200);
    const other = await send(
      'POST',
      url,
      owner.cookie,
      { ...body, amount: '6.00' },
      { 'idempotency-key': key },
    );
    expect(other.statusCode).toBe(409);
    const rows = await t.database.db
      .select()
      .from(cashAdvanceForbearance)
      .where(eq(cashAdvanceForbearance.cashAdvanceId, loan.id));
    expect(rows).toHaveLength(1);
    const lines = await t.database.db
      .select({
        account: journalLines.accountCode,
        amount: journalLines.amount,
        kind: journalLines.kind,
      })
      .from(journalLines)
      .where(eq(journalLines.cashAdvanceId, loan.id));
    expect(
      lines
        .filter((line) => line.kind === 'interest_waived')
        .map((l) => [l.account, Number(l.amount)])
        .sort(),
    ).toEqual([
      ['4000', -500],
      ['6100', 500],
    ]);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, loan.id), eq(auditLog.action, 'loan.interest_waived')));
    expect(audit).toHaveLength(1);
    expect(JSON.stringify(audit[0]!.changes)).toContain('Lost her job');

    const tooMuch = await send(
      'POST',
      url,
      owner.cookie,
      { amount: '100.00', reason: 'All of it' },
      { 'idempotency-key': randomUUID() },
    );
    expect(tooMuch.statusCode).toBe(409);
    expect(
      (
        await send(
          'POST',
          url,
          owner.cookie,
          { amount: '5.00' },
          { 'idempotency-key': randomUUID() },
        )
      ).statusCode,
    ).toBe(400);
    expect((await send('POST', url, owner.cookie, body)).statusCode).toBe(400);
  });

  it('two waivers of the whole interest at once: one is given, the other refused', async () => {
    const loan = await loanAgreed(10);
    const owed = (await loanOf(loan.id)).interestOwed;
    const waive = () =>
      send(
        'POST',
        `/api/admin/cash-advances/${loan.id}/waivers`,
        owner.cookie,
        { amount: owed, reason: 'Hardship' },
        {
          'idempotency-key': randomUUID(),
          [RACE_HEADER]: '1',
        },
      );
    const answers = await race([atRoute, atTransaction], [waive, waive]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect((await loanOf(loan.id)).interestOwed).toBe('0.00');
  });

  it('a freeze stops interest from its day, once, never before a payment', async () => {
    const loan = await loanAgreed(10);
    const url = `/api/admin/cash-advances/${loan.id}/interest-freeze`;
    const paid = await book.pay(loan.id, { kind: 'part', amount: '5.00', method: 'cash' });
    expect(paid.statusCode).toBe(201);
    const early = await send(
      'POST',
      url,
      owner.cookie,
      { fromDate: daysAgo(1), reason: 'Illness' },
      { 'idempotency-key': randomUUID() },
    );
    expect(early.statusCode).toBe(400);
    const tomorrow = addDays(daysAgo(0), 1);
    const frozen = await send(
      'POST',
      url,
      owner.cookie,
      { fromDate: tomorrow, reason: 'Illness' },
      { 'idempotency-key': randomUUID() },
    );
    expect(frozen.statusCode, frozen.body).toBe(201);
    expect(frozen.json<Loan>().interestFrozenFrom).toBe(tomorrow);
    const today = await loanOf(loan.id);
    expect((await loanOf(loan.id, addDays(daysAgo(0), 40))).balance).toBe(today.balance);
    const twice = await send(
      'POST',
      url,
      owner.cookie,
      { fromDate: tomorrow, reason: 'Again' },
      { 'idempotency-key': randomUUID() },
    );
    expect(twice.statusCode).toBe(409);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, loan.id), eq(auditLog.action, 'loan.interest_frozen')));
    expect(audit).toHaveLength(1);
  });
});

describe('a customer who needs extra care', () => {
  it('shows staff the note on every loan of that customer, and clears it', async () => {
    const first = await loanAgreed(2, '100.00', customer.cookie);
    const second = await book.request(customer.cookie);
    const url = `/api/admin/cash-advances/${first.id}/care-note`;
    const noted = await send('PUT', url, staff.cookie, {
      note: 'Recently bereaved: explain slowly, offer a call back',
    });
    expect(noted.statusCode, noted.body).toBe(200);
    expect((await loanOf(second.id)).careNote).toBe(
      'Recently bereaved: explain slowly, offer a call back',
    );
    const own = await send('GET', `/api/cash-advances/${first.id}`, customer.cookie);
    expect(own.json<Loan>().careNote ?? null).toBeNull();
    expect((await send('PUT', url, staff.cookie, { note: 'x'.repeat(1001) })).statusCode).toBe(400);
    expect((await send('PUT', url, staff.cookie, { note: '' })).statusCode).toBe(200);
    expect((await loanOf(second.id)).careNote).toBeNull();
  });
});
