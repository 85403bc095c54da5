/** The pawn book's API (issue 15): a loan from request to redemption or forfeit. */
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  addMonths,
  endOfLondonDay,
  interestForDays,
  termEndFrom,
} from '../src/shared/cash-advances/ledger';
import { addDays, daysBetween } from '../src/shared/repairs/dates';
import { loadConfig } from '../src/server/config';
import {
  activity,
  cashAdvancePayments,
  cashAdvances,
  pledgedItems,
  products,
} from '../src/server/db/schema';
import { createTestApp, type TestApp } from './helpers/test-app';
import { signedInUser, type TestUser } from './helpers/users';
import {
  customerAddress,
  customerBirthDate,
  daysAgo,
  pawnBook,
  pdfText,
  startDueOnAnOpeningDay,
  type LoanAnswer,
} from './helpers/pawn-book';

const particulars = { dateOfBirth: customerBirthDate, address: customerAddress };

let t: TestApp;
let customer: TestUser;
let other: TestUser;
let admin: TestUser;
let book: ReturnType<typeof pawnBook>;

beforeAll(async () => {
  t = await createTestApp({ config: { formRateLimit: 10_000 } });
  customer = await signedInUser(t.app);
  other = await signedInUser(t.app);
  admin = await signedInUser(t.app, 'admin');
  book = pawnBook(t.app, admin.cookie);
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.delete(products).where(sql`${products.cashAdvanceId} is not null`);
  await t.database.db.delete(cashAdvances).where(sql`true`);
  await t.database.db.delete(activity).where(sql`true`);
});

const get = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const adminLoan = async (id: string) =>
  (await get(`/api/admin/cash-advances/${id}`, admin.cookie)).json<LoanAnswer>();
const tableCounts = async () => {
  const { db } = t.database;
  const [payments, items, loans, log, stock] = await Promise.all([
    db.select().from(cashAdvancePayments),
    db.select().from(pledgedItems),
    db.select().from(cashAdvances),
    db.select().from(activity),
    db.select().from(products),
  ]);
  return {
    payments: payments.length,
    items: items.length,
    statuses: loans.map((l) => `${l.id}:${l.status}:${l.dueDate.toISOString()}`).sort(),
    activity: log.length,
    products: stock.length,
  };
};

describe('GET /api/cash-advances/:id and /api/admin/cash-advances/:id', () => {
  it('answers the owner and staff, with an agreement number', async () => {
    const created = await book.request(customer.cookie);
    expect(created.agreementNumber).toMatch(/^CA-\d{6,}$/);
    const own = await get(`/api/cash-advances/${created.id}`, customer.cookie);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({
      id: created.id,
      status: 'pending',
      agreementNumber: created.agreementNumber,
      loanAmount: '120.00',
      requestedAmount: '120.00',
      balance: '0.00',
      principalOwed: '0.00',
      interestOwed: '0.00',
      payments: [],
      items: [],
    });
    const staff = await get(`/api/admin/cash-advances/${created.id}`, admin.cookie);
    expect(staff.statusCode).toBe(200);
    expect(staff.json()).toMatchObject({
      id: created.id,
      agreementNumber: created.agreementNumber,
    });
  });

  it("answers 404 for another customer's loan, a guest's, a missing id and a malformed one", async () => {
    const mine = await book.request(customer.cookie);
    const guest = await book.request();
    for (const id of [mine.id, guest.id]) {
      const res = await get(`/api/cash-advances/${id}`, other.cookie);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Cash advance not found' });
    }
    for (const id of [randomUUID(), 'not-a-uuid']) {
      expect((await get(`/api/cash-advances/${id}`, customer.cookie)).statusCode).toBe(404);
      expect((await get(`/api/admin/cash-advances/${id}`, admin.cookie)).statusCode).toBe(404);
    }
  });

  it('answers 401 signed out and 403 to a customer on the admin route', async () => {
    const mine = await book.request(customer.cookie);
    expect((await get(`/api/cash-advances/${mine.id}`)).statusCode).toBe(401);
    expect((await get(`/api/admin/cash-advances/${mine.id}`)).statusCode).toBe(401);
    expect((await get(`/api/admin/cash-advances/${mine.id}`, customer.cookie)).statusCode).toBe(
      403,
    );
  });

  it('hides where the items are kept and who took payments from the customer; staff read the name', async () => {
    const loan = await book.request(customer.cookie);
    await book.activate(loan.id);
    await book.pay(loan.id, { kind: 'part', amount: '10', method: 'cash' });
    const own = (await get(`/api/cash-advances/${loan.id}`, customer.cookie)).json<LoanAnswer>();
    expect(own.items[0]!.storageLocation).toBeNull();
    expect(own.payments[0]).toMatchObject({ takenBy: null, amount: '10.00' });
    const staff = await adminLoan(loan.id);
    expect(staff.items[0]!.storageLocation).toBe('Safe B, shelf 2');
    expect(staff.payments[0]).toMatchObject({ takenBy: admin.username });
  });
});

describe('approve and reject', () => {
  it('approves with an offer, read back, and may revise it', async () => {
    const loan = await book.request(customer.cookie);
    const res = await book.post(`/api/admin/cash-advances/${loan.id}/approve`, {
      offerAmount: '110.5',
      note: 'Bring the box if you have it',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'approved',
      offerAmount: '110.50',
      offerNote: 'Bring the box if you have it',
    });
    const [row] = await t.database.db
      .select()
      .from(cashAdvances)
      .where(eq(cashAdvances.id, loan.id));
    expect(row).toMatchObject({ status: 'approved', offerAmount: '110.50' });
    const again = await book.post(`/api/admin/cash-advances/${loan.id}/approve`, {
      offerAmount: '100',
    });
    expect(again.json()).toMatchObject({
      status: 'approved',
      offerAmount: '100.00',
      offerNote: null,
    });
    const log = await t.database.db.select().from(activity).where(eq(activity.status, 'approved'));
    expect(log).toHaveLength(2);
  });

  it('rejects with a reason the customer sees', async () => {
    const loan = await book.request(customer.cookie);
    const res = await book.post(`/api/admin/cash-advances/${loan.id}/reject`, {
      reason: 'We cannot value it',
    });
    expect(res.statusCode).toBe(200);
    const own = (await get(`/api/cash-advances/${loan.id}`, customer.cookie)).json<LoanAnswer>();
    expect(own).toMatchObject({ status: 'rejected', rejectionReason: 'We cannot value it' });
    expect((await adminLoan(loan.id)).closedAt).not.toBeNull();
  });

  it.each([
    ['approve', {}, 'Offer amount is required'],
    ['approve', { offerAmount: '0' }, 'Offer amount must be more than £0'],
    [
      'approve',
      { offerAmount: '12.345' },
      'Offer amount must be an amount in pounds with at most 2 decimal places',
    ],
    ['reject', {}, 'Reason is required'],
    ['reject', { reason: '   ' }, 'Reason is required'],
  ])('%s refuses %o with 400', async (action, body, message) => {
    const loan = await book.request(customer.cookie);
    const res = await book.post(`/api/admin/cash-advances/${loan.id}/${action}`, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message });
    expect((await adminLoan(loan.id)).status).toBe('pending');
  });

  it('refuses to approve or reject a loan that is no longer a request (409)', async () => {
    const loan = await book.request(customer.cookie);
    await book.activate(loan.id);
    const approve = await book.post(`/api/admin/cash-advances/${loan.id}/approve`, {
      offerAmount: '10',
    });
    expect(approve.statusCode).toBe(409);
    expect(approve.json()).toEqual({
      message: 'Only a pending or approved request can be approved; this one is active.',
    });
    const reject = await book.post(`/api/admin/cash-advances/${loan.id}/reject`, { reason: 'x' });
    expect(reject.statusCode).toBe(409);
  });

  it('answers 404 for a missing loan', async () => {
    const res = await book.post(`/api/admin/cash-advances/${randomUUID()}/approve`, {
      offerAmount: '10',
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Cash advance not found' });
  });
});

describe('POST /api/admin/cash-advances/:id/activate', () => {
  it('records the agreement with the server’s own figures and the items', async () => {
    const loan = await book.request(customer.cookie);
    // Due on an opening day, so that the due date does not move (decision 028) whatever today is.
    const { start } = startDueOnAnOpeningDay(10);
    const res = await book.post(`/api/admin/cash-advances/${loan.id}/activate`, {
      loanAmount: '100',
      startDate: start,
      idChecked: true,
      items: [
        {
          description: 'Games console 1TB',
          category: 'electronics',
          serialNumber: 'SN1',
          storageLocation: 'B2',
        },
      ],
      interestRate: '1.00',
      totalRepayment: '1.00',
      dateOfBirth: '1990-06-15',
      address: '14 Cross Flatts Avenue, Leeds LS11 7BG',
    });
    expect(res.statusCode).toBe(200);
    const answer = res.json<LoanAnswer>();
    // Interest by the day from the agreement (decision 039): 10 or so days at 30% on £100
    // (10 days: 10000 × 30% × 10 / 28 = 1071.4p → £10.71), never the client's figures.
    const days = daysBetween(start, daysAgo(0));
    const interest = interestForDays(10_000, 30, days);
    const pounds = (pennies: number) => (pennies / 100).toFixed(2);
    expect(answer).toMatchObject({
      status: 'active',
      loanAmount: '100.00',
      requestedAmount: '120.00',
      interestRate: '30.00',
      // The agreement's own figure: a full 28-day term costs exactly 30%.
      totalRepayment: '130.00',
      startDate: start,
      idChecked: true,
      balance: pounds(10_000 + interest),
      principalOwed: '100.00',
      interestOwed: pounds(interest),
      interestCharged: pounds(interest),
      daysCharged: days,
      dailyInterest: '1.07',
      interestCap: '100.00',
      capReached: false,
      interestWaived: '0.00',
      interestFrozenFrom: null,
      // The 14 days to withdraw (s.66A) run from the agreement's day.
      withdrawalOpenUntil: days <= 14 ? addDays(start, 14) : null,
      withdrawal: null,
      forbearance: [],
      redeemAmount: pounds(10_000 + interest),
      // An extension pays the interest owed to today; due 28 days after the old due date.
      extendAmount: pounds(interest),
      extendedDueDate: termEndFrom(addDays(start, 28)),
      extensionBlocked: null,
      overdue: false,
      terms: 1,
      forfeitableFrom: null,
      noticeOfSaleFrom: addDays(addMonths(start, 6), 1),
      redemptionPeriodEnds: addMonths(start, 6),
      dateOfBirth: '1990-06-15',
      address: '14 Cross Flatts Avenue, Leeds LS11 7BG',
      enteredLater: true,
    });
    expect(answer.dueDate).toBe(endOfLondonDay(addDays(start, 28)).toISOString());
    expect(answer.items).toEqual([
      expect.objectContaining({
        description: 'Games console 1TB',
        serialNumber: 'SN1',
        storageLocation: 'B2',
        status: 'held',
      }),
    ]);
    const [row] = await t.database.db
      .select()
      .from(cashAdvances)
      .where(eq(cashAdvances.id, loan.id));
    expect(row).toMatchObject({
      status: 'active',
      loanAmount: '100.00',
      totalRepayment: '130.00',
      startDate: start,
      idChecked: true,
      customerDateOfBirth: '1990-06-15',
      enteredLater: true,
    });
    const log = await t.database.db.select().from(activity).where(eq(activity.status, 'active'));
    expect(log.map((e) => e.amount)).toEqual(['100.00']);
  });

  it('starts today when no start date is given, and charges 15% on gold', async () => {
    const loan = await book.request(customer.cookie, {
      collateralType: 'gold',
      itemCategory: 'gold',
    });
    const res = await book.post(`/api/admin/cash-advances/${loan.id}/activate`, {
      loanAmount: '187.45',
      idChecked: true,
      items: [{ description: 'Gold chain', category: 'gold' }],
      ...particulars,
    });
    // A full term would cost 15% of £187.45 = £28.1175 → £28.12, but a loan agreed today
    // owes only its credit: no day has been charged yet.
    expect(res.json()).toMatchObject({
      startDate: daysAgo(0),
      interestRate: '15.00',
      totalRepayment: '215.57',
      interestOwed: '0.00',
      balance: '187.45',
      redeemAmount: '187.45',
      daysCharged: 0,
      // 18745 × 15% / 28 = 100.4p: £1.00 a day.
      dailyInterest: '1.00',
      interestCap: '187.45',
      extendAmount: null,
      extensionBlocked: 'The interest is paid up to today: there is nothing to extend with yet.',
    });
  });

  it.each([
    [{ startDate: daysAgo(-1) }, 'Start date cannot be in the future'],
    [{ startDate: addMonths(daysAgo(0), -61) }, /^Start date can be at most 5 years ago/],
    [{ dateOfBirth: addMonths(daysAgo(1), -12 * 18) }, null],
    [
      { dateOfBirth: addDays(addMonths(daysAgo(1), -12 * 18), 1) },
      /^The customer must be 18 or over on the agreement's start date/,
    ],
    [{ dateOfBirth: '15/06/1990' }, 'Date of birth must be a date written YYYY-MM-DD'],
    [{ dateOfBirth: undefined }, 'Date of birth is required (YYYY-MM-DD)'],
    [{ address: '  ' }, 'Address is required'],
    [{ startDate: '2026-02-30' }, 'Start date must be a date written YYYY-MM-DD'],
    [
      { idChecked: false },
      'Check the customer’s photo ID, then tick “I have checked the customer’s photo ID”',
    ],
    [{ items: [] }, 'At least one pledged item is required'],
    [
      { items: [{ description: 'x', category: 'cars' }] },
      'Item category must be one of the listed categories',
    ],
    [{ items: [{ category: 'gold' }] }, 'Item description is required'],
    [{ loanAmount: '-5' }, 'Loan amount must be an amount in pounds with at most 2 decimal places'],
    [{ loanAmount: '0.00' }, 'Loan amount must be more than £0'],
  ])('answers %o with 400 naming the problem, storing nothing', async (change, message) => {
    const loan = await book.request(customer.cookie);
    const before = await tableCounts();
    const res = await book.post(`/api/admin/cash-advances/${loan.id}/activate`, {
      loanAmount: '100',
      startDate: daysAgo(1),
      idChecked: true,
      items: [{ description: 'Console', category: 'electronics' }],
      ...particulars,
      ...change,
    });
    // Eighteen on the start date exactly is old enough.
    if (message === null) {
      expect(res.statusCode, res.body).toBe(200);
      return;
    }
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toMatch(message);
    expect(await tableCounts()).toEqual(before);
  });

  it('refuses to activate twice, or a rejected request (409)', async () => {
    const loan = await book.request(customer.cookie);
    await book.activate(loan.id);
    const again = await book.post(`/api/admin/cash-advances/${loan.id}/activate`, {
      loanAmount: '100',
      idChecked: true,
      items: [{ description: 'Console', category: 'electronics' }],
      ...particulars,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      message: 'Only a pending or approved request can be activated; this one is active.',
    });
  });

  it('activates an approved request', async () => {
    const loan = await book.request(customer.cookie);
    await book.post(`/api/admin/cash-advances/${loan.id}/approve`, { offerAmount: '90' });
    expect((await book.activate(loan.id, '90.00')).status).toBe('active');
  });
});

describe('POST /api/admin/cash-advances/:id/payments', () => {
  it('walks the worked example: £100 general, part payment, extension, redemption', async () => {
    const loan = await book.request(customer.cookie);
    // Both due dates on opening days, so that neither moves (decision 028) whatever today is.
    const { start } = startDueOnAnOpeningDay(20, 2);
    await book.activate(loan.id, '100.00', start);
    // 20 or so days at 30% by the day (20 days: 10000 × 30% × 20 / 28 = 2142.9p → £21.43).
    const interest = interestForDays(10_000, 30, daysBetween(start, daysAgo(0)));
    const pounds = (pennies: number) => (pennies / 100).toFixed(2);
    expect(interest).toBeGreaterThan(2_000);

    // £20.00 pays interest only: the interest owed comes first.
    const part = await book.pay(loan.id, {
      kind: 'part',
      amount: '20.00',
      method: 'cash',
      note: 'Paid at the counter',
    });
    expect(part.statusCode).toBe(201);
    expect(part.json()).toMatchObject({
      balance: pounds(10_000 + interest - 2_000),
      principalOwed: '100.00',
      interestOwed: pounds(interest - 2_000),
      extendAmount: pounds(interest - 2_000),
      payment: {
        kind: 'part',
        amount: '20.00',
        interestPart: '20.00',
        principalPart: '0.00',
        method: 'cash',
      },
    });

    // The extension pays the rest of the interest owed to today: due 28 days after the old
    // due date (still to come), and nothing is owed but the principal.
    const extensionAmount = pounds(interest - 2_000);
    const extension = await book.pay(loan.id, {
      kind: 'extension',
      amount: extensionAmount,
      method: 'card',
    });
    expect(extension.statusCode).toBe(201);
    const extended = extension.json<LoanAnswer>();
    expect(extended).toMatchObject({
      balance: '100.00',
      principalOwed: '100.00',
      interestOwed: '0.00',
      interestCharged: pounds(interest),
      terms: 2,
      payment: { kind: 'extension', interestPart: extensionAmount, principalPart: '0.00' },
    });
    expect(extended.dueDate).toBe(endOfLondonDay(addDays(start, 56)).toISOString());

    // The same day, redeeming pays exactly the balance: the principal.
    const redemption = await book.pay(loan.id, {
      kind: 'redemption',
      amount: '100.00',
      method: 'bank',
    });
    expect(redemption.statusCode).toBe(201);
    expect(redemption.json()).toMatchObject({
      status: 'paid',
      balance: '0.00',
      totalPaid: pounds(10_000 + interest),
    });

    const stored = await adminLoan(loan.id);
    expect(stored.payments.map((p) => [p.kind, p.amount, p.method])).toEqual([
      ['part', '20.00', 'cash'],
      ['extension', extensionAmount, 'card'],
      ['redemption', '100.00', 'bank'],
    ]);
    expect(stored.items.map((i) => i.status)).toEqual(['returned', 'returned']);
    const [row] = await t.database.db
      .select()
      .from(cashAdvances)
      .where(eq(cashAdvances.id, loan.id));
    expect(row).toMatchObject({ status: 'paid' });
    expect(row!.closedAt).not.toBeNull();
    const log = await t.database.db.select().from(activity);
    expect(
      log
        .filter((e) => /^(Part payment|Extension|Redemption) on CA-/.test(e.description))
        .map((e) => e.amount)
        .sort(),
    ).toEqual(['100.00', '20.00', extensionAmount].sort());
    // The customer sees the same.
    const own = (await get(`/api/cash-advances/${loan.id}`, customer.cookie)).json<LoanAnswer>();
    expect(own.status).toBe('paid');
    expect(own.payments).toHaveLength(3);
  });

  it('answers a replay with the same payment and stores nothing new', async () => {
    const loan = await book.request(customer.cookie);
    await book.activate(loan.id);
    const key = randomUUID();
    const first = await book.pay(loan.id, { kind: 'part', amount: '25', method: 'cash' }, key);
    expect(first.statusCode).toBe(201);
    const before = await tableCounts();
    const replay = await book.pay(loan.id, { kind: 'part', amount: '25.00', method: 'cash' }, key);
    expect(replay.statusCode).toBe(200);
    expect(replay.json<LoanAnswer>().payment!.id).toBe(first.json<LoanAnswer>().payment!.id);
    // Agreed today, the loan owes no interest: the £25 paid principal, once.
    expect(replay.json()).toMatchObject({ balance: '75.00' });
    expect(await tableCounts()).toEqual(before);
  });

  it('refuses the same key with a different payment, or for another loan (409)', async () => {
    const loan = await book.request(customer.cookie);
    const second = await book.request(customer.cookie);
    await book.activate(loan.id);
    await book.activate(second.id);
    const key = randomUUID();
    await book.pay(loan.id, { kind: 'part', amount: '25', method: 'cash' }, key);
    const before = await tableCounts();
    for (const [id, body] of [
      [loan.id, { kind: 'part', amount: '26', method: 'cash' }],
      [loan.id, { kind: 'part', amount: '25', method: 'card' }],
      [second.id, { kind: 'part', amount: '25', method: 'cash' }],
    ] as const) {
      const res = await book.pay(id, body, key);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        message: 'This Idempotency-Key was already used for a different payment.',
      });
    }
    expect(await tableCounts()).toEqual(before);
  });

  // Each loan is agreed 10 days ago: 10000 × 30% × 10 / 28 = 1071.4p, so £10.71 of
  // interest is owed today, and a balance of £110.71.
  it.each([
    [
      { kind: 'part', amount: '110.72', method: 'cash' },
      409,
      'The amount £110.72 is more than the balance of £110.71.',
    ],
    [
      { kind: 'part', amount: '110.71', method: 'cash' },
      409,
      '£110.71 is the whole balance: record it as a redemption.',
    ],
    [
      { kind: 'extension', amount: '10.70', method: 'cash' },
      409,
      'An extension pays exactly the interest owed to today: £10.71.',
    ],
    [
      { kind: 'redemption', amount: '110.70', method: 'cash' },
      409,
      'A redemption pays exactly the balance: £110.71.',
    ],
    [{ kind: 'part', amount: '0', method: 'cash' }, 400, 'Amount must be more than £0'],
    [
      { kind: 'part', amount: '-1', method: 'cash' },
      400,
      'Amount must be an amount in pounds with at most 2 decimal places',
    ],
    [
      { kind: 'part', amount: '1.001', method: 'cash' },
      400,
      'Amount must be an amount in pounds with at most 2 decimal places',
    ],
    [
      { kind: 'gift', amount: '1', method: 'cash' },
      400,
      'kind must be part, extension, redemption or withdrawal',
    ],
    [{ kind: 'part', amount: '1', method: 'cheque' }, 400, 'method must be cash, card or bank'],
    [{ kind: 'part', method: 'cash' }, 400, 'Amount is required'],
  ])('refuses %o with %i, storing nothing', async (body, status, message) => {
    const loan = await book.request(customer.cookie);
    await book.activate(loan.id, '100.00', daysAgo(10));
    expect(interestForDays(10_000, 30, 10)).toBe(1_071);
    const before = await tableCounts();
    const res = await book.pay(loan.id, body);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ message });
    expect(await tableCounts()).toEqual(before);
  });

  it('needs an Idempotency-Key (400)', async () => {
    const loan = await book.request(customer.cookie);
    await book.activate(loan.id);
    const res = await book.post(`/api/admin/cash-advances/${loan.id}/payments`, {
      kind: 'part',
      amount: '1',
      method: 'cash',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Idempotency-Key header is required for payments' });
  });

  it('refuses payments on a loan that is not active (409)', async () => {
    const pending = await book.request(customer.cookie);
    const res = await book.pay(pending.id, { kind: 'part', amount: '1', method: 'cash' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: 'Payments can only be taken on an active loan; this one is pending.',
    });
    const loan = await book.request(customer.cookie);
    await book.activate(loan.id);
    // Agreed today: the balance is the credit alone.
    const redeemed = await book.pay(loan.id, { kind: 'redemption', amount: '100', method: 'cash' });
    expect(redeemed.statusCode, redeemed.body).toBe(201);
    const after = await book.pay(loan.id, { kind: 'part', amount: '1', method: 'cash' });
    expect(after.statusCode).toBe(409);
    expect(after.json()).toEqual({
      message: 'Payments can only be taken on an active loan; this one is paid.',
    });
  });

  it('lets only one of two redemptions sent at once through', async () => {
    const loan = await book.request(customer.cookie);
    // Agreed today: the balance is the £100 credit alone.
    await book.activate(loan.id);
    const results = await Promise.all([
      book.pay(loan.id, { kind: 'redemption', amount: '100', method: 'cash' }),
      book.pay(loan.id, { kind: 'redemption', amount: '100', method: 'card' }),
      book.pay(loan.id, { kind: 'part', amount: '70', method: 'card' }),
    ]);
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201).length).toBeGreaterThanOrEqual(1);
    const payments = await t.database.db
      .select()
      .from(cashAdvancePayments)
      .where(eq(cashAdvancePayments.cashAdvanceId, loan.id));
    const paid = payments.reduce((sum, p) => sum + Math.round(Number(p.amount) * 100), 0);
    expect(paid).toBeLessThanOrEqual(10_000);
    expect(payments.filter((p) => p.kind === 'redemption').length).toBeLessThanOrEqual(1);
    for (const r of results.filter((r) => r.statusCode !== 201)) expect(r.statusCode).toBe(409);
  });

  it('answers 404 for a missing loan and 401/403 to others', async () => {
    expect(
      (await book.pay(randomUUID(), { kind: 'part', amount: '1', method: 'cash' })).statusCode,
    ).toBe(404);
    const loan = await book.request(customer.cookie);
    await book.activate(loan.id);
    const asCustomer = await t.app.inject({
      method: 'POST',
      url: `/api/admin/cash-advances/${loan.id}/payments`,
      payload: { kind: 'redemption', amount: '100', method: 'cash' },
      headers: { cookie: customer.cookie, 'idempotency-key': randomUUID() },
    });
    expect(asCustomer.statusCode).toBe(403);
    expect((await adminLoan(loan.id)).status).toBe('active');
  });
});

describe('POST /api/admin/cash-advances/:id/forfeit', () => {
  /** A start date `months` calendar months and `days` days before today. */
  const monthsAgo = (months: number, days = 0) => addDays(addMonths(daysAgo(0), -months), -days);

  it('forfeits a loan of £75 or less after its six-month redemption period: each item becomes a draft product', async () => {
    const loan = await book.request(customer.cookie);
    await book.activate(loan.id, '60.00', monthsAgo(6, 1));
    expect((await adminLoan(loan.id)).overdue).toBe(true);
    const res = await book.post(`/api/admin/cash-advances/${loan.id}/forfeit`, {});
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json<LoanAnswer>();
    expect(answer.status).toBe('forfeited');
    expect(answer.productIds).toHaveLength(2);
    expect(answer.items.map((i) => [i.status, i.productId])).toEqual(
      answer.productIds!.map((id) => ['forfeited', id]),
    );
    const stock = await t.database.db
      .select()
      .from(products)
      .where(eq(products.cashAdvanceId, loan.id));
    // Drafts staff complete before listing (decision 028).
    expect(stock.map((p) => p.status)).toEqual(['draft', 'draft']);
    expect(stock.map((p) => p.category)).toEqual(['Electronics', 'Electronics']);
    // The serial number and the agreement stay in the pawn book: the description for
    // customers is left for staff to write.
    expect(stock.map((p) => [p.title, p.description])).toEqual([
      ['Games console 1TB', ''],
      ['Two wireless controllers', ''],
    ]);
    // Listing the draft as it is: refused, naming what is missing.
    const asIs = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/products/${stock[0]!.id}/status`,
      headers: { cookie: admin.cookie },
      payload: { status: 'active' },
    });
    expect(asIs.statusCode).toBe(409);
    expect(asIs.json()).toEqual({
      message:
        'Complete this draft before listing it: add a description for customers, a photo. Check the condition too.',
    });
    // Among the admin's drafts, not on the public marketplace.
    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/admin/products',
      headers: { cookie: admin.cookie },
    });
    expect(listed.body).toContain(answer.productIds![0]);
    expect((await get('/api/products')).body).not.toContain(answer.productIds![0]);
    const log = await t.database.db.select().from(activity).where(eq(activity.status, 'forfeited'));
    expect(log).toHaveLength(1);
  });

  it('refuses a £60 loan at five months, inside its redemption period, storing nothing (409)', async () => {
    const loan = await book.request(customer.cookie);
    const start = monthsAgo(5);
    await book.activate(loan.id, '60.00', start);
    const answer = await adminLoan(loan.id);
    expect(answer.redemptionPeriodEnds).toBe(addMonths(start, 6));
    expect(answer.forfeitableFrom).toBe(addDays(addMonths(start, 6), 1));
    expect(answer.noticeOfSaleFrom).toBeNull();
    const before = await tableCounts();
    const early = await book.post(`/api/admin/cash-advances/${loan.id}/forfeit`, {});
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({
      message: `This loan can be forfeited from ${addDays(addMonths(start, 6), 1)}: it stays redeemable until its redemption period ends on ${addMonths(start, 6)} (Consumer Credit Act 1974 s.116).`,
    });
    expect(await tableCounts()).toEqual(before);
  });

  it('refuses the last day of the redemption period and allows the next', async () => {
    const onLastDay = await book.request(customer.cookie);
    await book.activate(onLastDay.id, '75.00', monthsAgo(6));
    expect(
      (await book.post(`/api/admin/cash-advances/${onLastDay.id}/forfeit`, {})).statusCode,
    ).toBe(409);
    const dayAfter = await book.request(customer.cookie);
    await book.activate(dayAfter.id, '75.00', monthsAgo(6, 1));
    expect(
      (await book.post(`/api/admin/cash-advances/${dayAfter.id}/forfeit`, {})).statusCode,
    ).toBe(200);
  });

  it('never forfeits a £200 loan, even a year on: it is sold after notice (409)', async () => {
    const loan = await book.request(customer.cookie);
    await book.activate(loan.id, '200.00', monthsAgo(12));
    const answer = await adminLoan(loan.id);
    expect(answer.forfeitableFrom).toBeNull();
    expect(answer.noticeOfSaleFrom).toBe(addDays(answer.redemptionPeriodEnds!, 1));
    const res = await book.post(`/api/admin/cash-advances/${loan.id}/forfeit`, {});
    expect(res.statusCode).toBe(409);
    expect(res.json<{ message: string }>().message).toMatch(
      /^Only a loan of £75.00 or less with a six-month redemption period is forfeited/,
    );
    expect((await adminLoan(loan.id)).status).toBe('active');
  });

  it('refuses a loan that is not active (409) and a missing one (404)', async () => {
    const pending = await book.request(customer.cookie);
    const res = await book.post(`/api/admin/cash-advances/${pending.id}/forfeit`, {});
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: 'Only an active loan can be forfeited; this one is pending.',
    });
    expect(
      (await book.post(`/api/admin/cash-advances/${randomUUID()}/forfeit`, {})).statusCode,
    ).toBe(404);
  });

  it('follows REDEMPTION_MONTHS, never less than six', async () => {
    const longer = await createTestApp({ config: { redemptionMonths: 9 } });
    try {
      const staff = await signedInUser(longer.app, 'admin');
      const longerBook = pawnBook(longer.app, staff.cookie);
      const loan = await longerBook.request();
      const start = monthsAgo(7);
      const answer = await longerBook.activate(loan.id, '50.00', start);
      expect(answer.redemptionPeriodEnds).toBe(addMonths(start, 9));
      // A period longer than six months: the property never passes; it is sold after notice.
      expect(answer.forfeitableFrom).toBeNull();
    } finally {
      await longer.close();
    }
    expect(loadConfig({ REDEMPTION_MONTHS: '9' }).redemptionMonths).toBe(9);
    expect(loadConfig({}).redemptionMonths).toBe(6);
    expect(() => loadConfig({ REDEMPTION_MONTHS: '5' })).toThrow(
      'Invalid configuration: REDEMPTION_MONTHS must be at least 6 (the law\'s six months) (got "5")',
    );
    expect(() => loadConfig({ REDEMPTION_MONTHS: 'six' })).toThrow(
      /REDEMPTION_MONTHS must be a number of months/,
    );
  });
});

describe('receipt PDF', () => {
  it('is a PDF with the agreement, the shop, the items, the figures and the rights', async () => {
    const loan = await book.request(customer.cookie);
    const active = await book.activate(loan.id, '100.00', daysAgo(3));
    for (const [url, cookie] of [
      [`/api/cash-advances/${loan.id}/receipt.pdf`, customer.cookie],
      [`/api/admin/cash-advances/${loan.id}/receipt.pdf`, admin.cookie],
    ] as const) {
      const res = await get(url, cookie);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="pawn-receipt-${active.agreementNumber}.pdf"`,
      );
      expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      // Lines wrap anywhere: compared as running text.
      const text = pdfText(res.rawPayload).replace(/\s+/g, ' ');
      for (const expected of [
        'Pawn agreement and pawn-receipt',
        active.agreementNumber,
        'Beeston Cash & Repairs',
        '247 Beeston Road, Leeds LS11 7LR',
        '0113 496 0123',
        'Priya Shah',
        'Games console 1TB',
        'SN-123-456',
        'Two wireless controllers',
        '£100.00',
        '£30.00',
        '£130.00',
        'Representative APR',
        '2957.3%',
        'Your rights under this agreement',
        'redeem',
        'Financial Ombudsman Service',
      ]) {
        expect(text, expected).toContain(expected);
      }
      // Where the items are kept is not printed.
      expect(text).not.toContain('Safe B');
    }
  });

  it('answers 404 to another customer, 401 signed out, 403 to a customer on the admin route, 409 before the agreement', async () => {
    const loan = await book.request(customer.cookie);
    await book.activate(loan.id);
    expect((await get(`/api/cash-advances/${loan.id}/receipt.pdf`, other.cookie)).statusCode).toBe(
      404,
    );
    expect((await get(`/api/cash-advances/${loan.id}/receipt.pdf`)).statusCode).toBe(401);
    expect(
      (await get(`/api/admin/cash-advances/${loan.id}/receipt.pdf`, customer.cookie)).statusCode,
    ).toBe(403);
    expect(
      (await get(`/api/admin/cash-advances/${randomUUID()}/receipt.pdf`, admin.cookie)).statusCode,
    ).toBe(404);
    const pending = await book.request(customer.cookie);
    const res = await get(`/api/cash-advances/${pending.id}/receipt.pdf`, customer.cookie);
    expect(res.statusCode).toBe(409);
    expect(res.json<{ message: string }>().message).toMatch(/no agreement for this request yet/);
  });
});

describe('GET /api/admin/cash-advances.csv', () => {
  it('exports one row per loan in pounds, escaped and safe from formulas', async () => {
    const hostile = await book.request(undefined, {
      customerName: '=HYPERLINK("http://evil.example","x")',
    });
    const comma = await book.request(undefined, {
      customerName: 'Smith, "Jo"',
      itemDescription: 'Line one\nline two',
    });
    await book.request(undefined, {
      customerName: '@SUM(A1:A2)',
      customerPhone: '+44 7700 900999',
    });
    const { start, daysLate } = startDueOnAnOpeningDay(40);
    await book.activate(comma.id, '100.00', start);
    await book.pay(comma.id, { kind: 'part', amount: '20', method: 'cash' });
    const res = await get('/api/admin/cash-advances.csv', admin.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="loan-book-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const body = res.body.replace(/^\uFEFF/, '');
    const lines = body.split('\r\n');
    expect(lines[0]).toBe(
      'Agreement number,Agreement date,Status,Overdue,Customer,Postal address,Phone,Email,Pledge (as on the receipt),Item requested,Category,Collateral,Requested (£),Credit (£),Rate (% per 28 days),Total repayment (£),Due date,Redemption period ends,Paid (£),Principal owed (£),Interest owed (£),Balance (£),Redemption date,Sale date,Sale premises,Gross proceeds (£),Itemised expenses,Expenses (£),Net proceeds (£),Owed on sale date (£),Requested on',
    );
    expect(body).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    expect(body).toContain(`'@SUM(A1:A2)`);
    // A phone number is stored in its one national spelling (decision 019), so a leading
    // "+" never reaches the sheet from it.
    expect(body).toContain(',07700 900999,');
    expect(body).toContain(`"Smith, ""Jo"""`);
    expect(body).toContain('"Line one\nline two"');
    const agreement = (await adminLoan(comma.id)).agreementNumber;
    const row = body.split('\r\n').find((line) => line.startsWith(agreement))!;
    expect(row).toContain(',active,yes,');
    expect(row).toContain(',120.00,100.00,30.00,130.00,');
    // Charged by the day since the agreement (28 + daysLate days of £1.0714…), £20 of it
    // paid today.
    const interest = interestForDays(10_000, 30, 28 + daysLate) - 2_000;
    expect(row).toContain(
      `,20.00,100.00,${(interest / 100).toFixed(2)},${((10_000 + interest) / 100).toFixed(2)},`,
    );
    expect(hostile.id).toBeDefined();
    expect(
      body
        .trimEnd()
        .split('\r\n')
        .filter((line) => /^CA-/.test(line)),
    ).toHaveLength(3);
  });

  it('takes the search and overdue filters, and is for staff only', async () => {
    await book.request(undefined, { customerName: 'Findable Person' });
    await book.request(undefined, { customerName: 'Someone Else' });
    const res = await get('/api/admin/cash-advances.csv?search=findable', admin.cookie);
    expect(res.body.trimEnd().split('\r\n')).toHaveLength(2);
    expect((await get('/api/admin/cash-advances.csv?overdue=maybe', admin.cookie)).statusCode).toBe(
      400,
    );
    expect((await get('/api/admin/cash-advances.csv')).statusCode).toBe(401);
    expect((await get('/api/admin/cash-advances.csv', customer.cookie)).statusCode).toBe(403);
  });
});

describe('GET /api/admin/cash-advances: search and overdue', () => {
  it('finds loans by name, phone and agreement number, and the overdue ones', async () => {
    const a = await book.request(undefined, {
      customerName: 'Aisha Khan',
      customerPhone: '07700 900210',
    });
    const b = await book.request(undefined, {
      customerName: 'Liam O’Connor',
      customerPhone: '07700 900347',
    });
    const c = await book.request(undefined, {
      customerName: 'Grace 100% Wilson',
      customerPhone: '07700 900588',
    });
    await book.activate(b.id, '50', daysAgo(40));
    await book.activate(c.id, '50', daysAgo(2));
    const list = async (query: string) =>
      (await get(`/api/admin/cash-advances?${query}`, admin.cookie)).json<
        { id: string }[] | { items: { id: string }[]; total: number }
      >();
    const ids = (answer: Awaited<ReturnType<typeof list>>) =>
      (Array.isArray(answer) ? answer : answer.items).map((x) => x.id).sort();
    expect(ids(await list('search=aisha'))).toEqual([a.id]);
    expect(ids(await list('search=KHAN'))).toEqual([a.id]);
    expect(ids(await list('search=07700900347'))).toEqual([b.id]);
    expect(ids(await list('search=900%20588'))).toEqual([c.id]);
    expect(ids(await list(`search=${encodeURIComponent(a.agreementNumber)}`))).toEqual([a.id]);
    expect(ids(await list(`search=${a.agreementNumber.toLowerCase().replace('-', '')}`))).toEqual([
      a.id,
    ]);
    // A "%" is a character, not a wildcard.
    expect(ids(await list('search=100%25'))).toEqual([c.id]);
    expect(ids(await list('search=%25'))).toEqual([c.id]);
    expect(ids(await list('overdue=true'))).toEqual([b.id]);
    const page = await list('group=active&pageSize=5&overdue=1');
    expect(page).toMatchObject({
      total: 1,
      items: [{ id: b.id }],
      counts: { active: 3, processed: 0 },
    });
    const processed = await list('group=processed&pageSize=5&search=aisha');
    expect(processed).toMatchObject({ total: 0, items: [] });
    expect((await get('/api/admin/cash-advances?overdue=yes', admin.cookie)).json()).toEqual({
      message: 'overdue must be true or false',
    });
    expect(
      (await get(`/api/admin/cash-advances?search=${'x'.repeat(101)}`, admin.cookie)).json(),
    ).toEqual({
      message: 'search must be at most 100 characters',
    });
  });
});

describe('tabs and Mark as Processed', () => {
  it('puts approved in Active Requests and rejected, paid and forfeited in Processed', async () => {
    const approved = await book.request();
    await book.post(`/api/admin/cash-advances/${approved.id}/approve`, { offerAmount: '10' });
    const rejected = await book.request();
    await book.post(`/api/admin/cash-advances/${rejected.id}/reject`, { reason: 'No' });
    const paid = await book.request();
    await book.activate(paid.id);
    // Agreed today: redeemed for the credit alone.
    const redeemed = await book.pay(paid.id, { kind: 'redemption', amount: '100', method: 'cash' });
    expect(redeemed.statusCode, redeemed.body).toBe(201);
    const forfeited = await book.request();
    await book.activate(forfeited.id, '60', daysAgo(200));
    expect(
      (await book.post(`/api/admin/cash-advances/${forfeited.id}/forfeit`, {})).statusCode,
    ).toBe(200);
    await book.request();
    const res = await get('/api/admin/cash-advances?group=processed&pageSize=10', admin.cookie);
    expect(res.json()).toMatchObject({ total: 3, counts: { active: 2, processed: 3 } });
    // Mark as Processed keeps the spec's rule for requests (pending only, once an
    // agreement can only be closed by redemption, forfeit or sale: issue 26).
    const patch = (id: string) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/admin/cash-advances/${id}/status`,
        payload: { status: 'processed' },
        headers: { cookie: admin.cookie },
      });
    expect((await patch(approved.id)).statusCode).toBe(409);
    expect((await patch(forfeited.id)).statusCode).toBe(409);
    const pending = await book.request();
    expect((await patch(pending.id)).json()).toMatchObject({ status: 'processed' });
    const active = await book.request();
    await book.activate(active.id);
    const refused = await patch(active.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      message:
        'This loan has an agreement: it is closed only by redemption, forfeit or sale, never marked as processed.',
    });
    // Nothing moved: still active, still owing, no ledger row.
    const loan = await get(`/api/admin/cash-advances/${active.id}`, admin.cookie);
    expect(loan.json()).toMatchObject({ status: 'active', balance: '100.00', payments: [] });
  });
});

describe('extensions: the interest owed to the day, once a term', () => {
  /** '12.34' from pennies. */
  const pounds = (pennies: number) => (pennies / 100).toFixed(2);

  it('has nothing to extend with once the interest is paid to today', async () => {
    const loan = await book.request(customer.cookie);
    const active = await book.activate(loan.id, '100.00', daysAgo(5));
    const firstDue = active.dueDate.slice(0, 10);
    // 5 days at 30% on £100: 10000 × 30% × 5 / 28 = 535.7p → £5.36.
    expect(interestForDays(10_000, 30, 5)).toBe(536);
    expect(active).toMatchObject({
      interestOwed: '5.36',
      extendAmount: '5.36',
      extendedDueDate: termEndFrom(firstDue),
      extensionBlocked: null,
    });
    // £30 pays the £5.36 of interest first, then £24.64 of principal.
    const part = await book.pay(loan.id, { kind: 'part', amount: '30.00', method: 'cash' });
    expect(part.statusCode, part.body).toBe(201);
    expect(part.json()).toMatchObject({
      payment: { kind: 'part', amount: '30.00', interestPart: '5.36', principalPart: '24.64' },
      principalOwed: '75.36',
      interestOwed: '0.00',
      balance: '75.36',
      // A new running total on the lower principal: 7536 × 30% / 28 = 80.7p a day.
      dailyInterest: '0.81',
    });
    const before = await adminLoan(loan.id);
    expect(before).toMatchObject({
      interestOwed: '0.00',
      extendAmount: null,
      extendedDueDate: null,
      extensionBlocked: 'The interest is paid up to today: there is nothing to extend with yet.',
    });
    // No next term is taken in advance any more (decision 039).
    expect(before).not.toHaveProperty('extendInAdvance');
    const counts = await tableCounts();
    // What the old screen sent: a £0 extension is refused.
    const zero = await book.pay(loan.id, { kind: 'extension', amount: '0.00', method: 'cash' });
    expect(zero.statusCode).toBe(400);
    // The old charge in advance, or any amount: refused, saying what to take instead.
    for (const amount of ['30.00', '0.01']) {
      const refused = await book.pay(loan.id, { kind: 'extension', amount, method: 'cash' });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({
        message:
          'The interest is paid up to today, so there is nothing to pay for an extension yet; take a part payment or a redemption.',
      });
    }
    expect(await tableCounts()).toEqual(counts);
    const stored = await adminLoan(loan.id);
    expect(stored.payments.map((p) => [p.kind, p.amount])).toEqual([['part', '30.00']]);
  });

  it('early, pays the days so far and is due 28 days after the old due date; once a term', async () => {
    const loan = await book.request(customer.cookie);
    const active = await book.activate(loan.id, '100.00', daysAgo(3));
    const firstDue = active.dueDate.slice(0, 10);
    // 3 days at 30% on £100: 10000 × 30% × 3 / 28 = 321.4p → £3.21.
    expect(interestForDays(10_000, 30, 3)).toBe(321);
    const first = await book.pay(loan.id, { kind: 'extension', amount: '3.21', method: 'cash' });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({
      balance: '100.00',
      principalOwed: '100.00',
      interestOwed: '0.00',
      terms: 2,
      dueDate: endOfLondonDay(termEndFrom(firstDue)).toISOString(),
      payment: { kind: 'extension', amount: '3.21', interestPart: '3.21', principalPart: '0.00' },
      extendAmount: null,
    });
    expect(first.json<LoanAnswer>().extensionBlocked).toMatch(
      /^This loan was already extended this term/,
    );

    // A second extension in the same term: 409 saying when the next can be taken.
    const counts = await tableCounts();
    const second = await book.pay(loan.id, { kind: 'extension', amount: '3.21', method: 'cash' });
    expect(second.statusCode).toBe(409);
    expect(second.json<{ message: string }>().message).toMatch(
      /already extended this term.*One extension is taken per term; the next can be taken from/,
    );
    expect(await tableCounts()).toEqual(counts);
  });

  it('40 days late, pays the 68 days and is due 28 days after the payment, never in the past', async () => {
    const loan = await book.request(customer.cookie);
    const start = daysAgo(68);
    const oldDue = termEndFrom(start);
    const today = daysAgo(0);
    const active = await book.activate(loan.id, '100.00', start);
    // 68 days at 30% on £100: 10000 × 30% × 68 / 28 = 7285.7p → £72.86 (the cap comes on day 94).
    const interest = interestForDays(10_000, 30, 68);
    expect(interest).toBe(7_286);
    expect(active).toMatchObject({
      overdue: true,
      daysLate: daysBetween(oldDue, today),
      daysCharged: 68,
      interestOwed: pounds(interest),
      extendAmount: pounds(interest),
      extendedDueDate: termEndFrom(today),
    });
    // 28 days after the old due date would already be past.
    expect(termEndFrom(oldDue) < today).toBe(true);

    const extension = await book.pay(loan.id, {
      kind: 'extension',
      amount: pounds(interest),
      method: 'cash',
    });
    expect(extension.statusCode, extension.body).toBe(201);
    expect(extension.json()).toMatchObject({
      balance: '100.00',
      interestOwed: '0.00',
      terms: 2,
      overdue: false,
      daysLate: 0,
      dueDate: endOfLondonDay(termEndFrom(today)).toISOString(),
      payment: { kind: 'extension', interestPart: pounds(interest), principalPart: '0.00' },
    });
    // The new term began today: the next extension waits until tomorrow.
    const again = await book.pay(loan.id, { kind: 'extension', amount: '1.07', method: 'cash' });
    expect(again.statusCode).toBe(409);
    expect(again.json<{ message: string }>().message).toMatch(/already extended this term/);
  });
});

describe('admin dashboard figures', () => {
  /** The dashboard's money lent out, in pennies. */
  const lentOut = async () =>
    Math.round(
      Number(
        (await get('/api/admin/dashboard', admin.cookie)).json<{ outstandingPrincipal: string }>()
          .outstandingPrincipal,
      ) * 100,
    );
  /** '12.34' from pennies. */
  const pounds = (pennies: number) => (pennies / 100).toFixed(2);

  it('shows money lent out, interest due soon, overdue loans and redemptions this month', async () => {
    // Money lent out is the journal's loans receivable: the books keep what the tests above
    // lent (deleting their loans leaves the books as they were), so this test counts from there.
    const lentBefore = await lentOut();
    // Due in 1 to 3 days, on an opening day: the interest so far paid, the principal untouched,
    // so the rest of the term's £30.00 falls due on the due date.
    const dueSoonStart = startDueOnAnOpeningDay(25).start;
    const paidSoFar = interestForDays(10_000, 30, daysBetween(dueSoonStart, daysAgo(0)));
    const dueSoon = await book.request();
    await book.activate(dueSoon.id, '100.00', dueSoonStart);
    const paidInterest = await book.pay(dueSoon.id, {
      kind: 'part',
      amount: pounds(paidSoFar),
      method: 'cash',
    });
    expect(paidInterest.json()).toMatchObject({
      payment: { interestPart: pounds(paidSoFar), principalPart: '0.00' },
    });
    // Agreed today: a part payment is all principal (no interest yet), £150 still lent.
    const later = await book.request();
    await book.activate(later.id, '200.00', daysAgo(0));
    await book.pay(later.id, { kind: 'part', amount: '50.00', method: 'cash' });
    const overdue = await book.request(undefined, { collateralType: 'gold', itemCategory: 'gold' });
    await book.activate(overdue.id, '50.00', daysAgo(40));
    // Extended for its 27 days' interest (1000 × 30% × 27 / 28 = 289.3p → £2.89): due 28 days
    // after its old due date.
    const extended = await book.request();
    await book.activate(extended.id, '10.00', daysAgo(27));
    expect(interestForDays(1_000, 30, 27)).toBe(289);
    const extension = await book.pay(extended.id, {
      kind: 'extension',
      amount: '2.89',
      method: 'cash',
    });
    expect(extension.statusCode, extension.body).toBe(201);
    // Agreed and redeemed today: the credit alone.
    const redeemed = await book.request();
    await book.activate(redeemed.id, '10.00', daysAgo(0));
    const redemption = await book.pay(redeemed.id, {
      kind: 'redemption',
      amount: '10.00',
      method: 'cash',
    });
    expect(redemption.statusCode, redemption.body).toBe(201);

    const res = await get('/api/admin/dashboard', admin.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      // The first loan's rest of the term; the extended one is due in 29 days or more.
      interestDueNext7Days: pounds(3_000 - paidSoFar),
      overdueLoans: 1,
      loansRedeemedThisMonth: 1,
    });
    // 100 + 150 + 50 + 10
    expect((await lentOut()) - lentBefore).toBe(31_000);
    // Due in 1 to 4 days, nothing paid: the whole term, 30% of £20.
    const second = await book.request();
    await book.activate(second.id, '20.00', startDueOnAnOpeningDay(24).start);
    expect((await get('/api/admin/dashboard', admin.cookie)).json()).toMatchObject({
      interestDueNext7Days: pounds(3_000 - paidSoFar + 600),
    });
    expect((await lentOut()) - lentBefore).toBe(33_000);
    const recent = (await get('/api/admin/dashboard', admin.cookie)).json<{
      recentActivity: { description: string }[];
    }>();
    expect(recent.recentActivity[0]!.description).toMatch(/^Loan agreed and paid out/);
    expect(recent.recentActivity.some((e) => e.description.startsWith('Redemption on CA-'))).toBe(
      true,
    );
  });
});
