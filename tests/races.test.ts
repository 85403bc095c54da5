/**
 * Races on money and accounts (issue 26), each fired through barriers so both
 * writes are in flight together: at the route on both databases, and at the
 * start of the transaction on PostgreSQL (tests/helpers/barrier.ts). Whoever
 * wins, the outcome must be one that could have happened one after the other,
 * and nobody hears a 500.
 */
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cashAdvancePayments,
  cashAdvances,
  checkouts,
  products,
  users,
} from '../src/server/db/schema';
import { barrier, race, raceAtRoute, raceAtTransactionStart, RACE_HEADER } from './helpers/barrier';
import { daysAgo, pawnBook, type LoanAnswer } from './helpers/pawn-book';
import { interestForDays } from '../src/shared/cash-advances/ledger';
import { penniesToDecimal } from '../src/shared/money-math';
import { createTestApp, type TestApp } from './helpers/test-app';
import { signedInUser, type TestUser } from './helpers/users';

const TRIES = 4;

const atRoute = barrier();
const atTransaction = barrier();
const gates = [atRoute, atTransaction];

let t: TestApp;
let admin: TestUser;
let book: ReturnType<typeof pawnBook>;

beforeAll(async () => {
  t = await createTestApp({
    config: { formRateLimit: 10_000, authRateLimit: 10_000 },
    configure: raceAtRoute(atRoute),
  });
  raceAtTransactionStart(t.database, atTransaction);
  admin = await signedInUser(t.app, 'admin');
  book = pawnBook(t.app, admin.cookie);
});
afterAll(() => t.close());

const racing = { [RACE_HEADER]: '1' };

function send(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  cookie: string,
  payload?: object,
  headers: Record<string, string> = {},
) {
  return () => t.app.inject({ method, url, payload, headers: { cookie, ...racing, ...headers } });
}

const deleteAccount = (customer: TestUser) =>
  send('DELETE', '/api/account', customer.cookie, { password: customer.password });

async function listProduct(): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/products',
    headers: { cookie: admin.cookie },
    payload: {
      title: `Race item ${randomUUID().slice(0, 6)}`,
      price: '25.00',
      category: 'Electronics',
    },
  });
  expect(res.statusCode).toBe(201);
  return res.json<{ id: string }>().id;
}

describe('deleting an account while the shop works for it', () => {
  it('against the activation of a pending request: either the loan stands with its customer, or neither does', async () => {
    const outcomes = new Set<string>();
    for (let attempt = 0; attempt < TRIES; attempt += 1) {
      const customer = await signedInUser(t.app);
      const request = await book.request(customer.cookie);
      const [deleted, activated] = await race(gates, [
        deleteAccount(customer),
        send('POST', `/api/admin/cash-advances/${request.id}/activate`, admin.cookie, {
          loanAmount: '100.00',
          startDate: daysAgo(0),
          idChecked: true,
          items: [{ description: 'Games console', category: 'electronics' }],
          dateOfBirth: '1990-06-15',
          address: '1 Test Street, Leeds LS11 7AA',
        }),
      ]);
      const [account] = await t.database.db.select().from(users).where(eq(users.id, customer.id));
      const [loan] = await t.database.db
        .select()
        .from(cashAdvances)
        .where(eq(cashAdvances.id, request.id));
      if (deleted!.statusCode === 200) {
        // The deletion came first: the request was withdrawn, so there was nothing to activate.
        expect(activated!.statusCode, activated!.body).toBe(404);
        expect(account).toBeUndefined();
        expect(loan).toBeUndefined();
        outcomes.add('deleted');
      } else {
        // The activation came first: the running loan keeps its customer and account.
        expect(deleted!.statusCode, deleted!.body).toBe(409);
        expect(deleted!.json()).toEqual({
          message: 'You have a running cash advance. Redeem it (or let the shop close it) first.',
        });
        expect(activated!.statusCode, activated!.body).toBe(200);
        expect(account).toBeDefined();
        expect(loan).toMatchObject({
          status: 'active',
          userId: customer.id,
          customerName: 'Priya Shah',
        });
        outcomes.add('activated');
      }
    }
    expect(outcomes.size).toBeGreaterThan(0);
  });

  it('against an order of the same customer: never an order without its owner', async () => {
    for (let attempt = 0; attempt < TRIES; attempt += 1) {
      const customer = await signedInUser(t.app);
      const productId = await listProduct();
      const [deleted, ordered] = await race(gates, [
        deleteAccount(customer),
        send(
          'POST',
          '/api/orders',
          customer.cookie,
          { items: [{ productId }], fulfilment: 'collection' },
          { 'idempotency-key': randomUUID() },
        ),
      ]);
      const [product] = await t.database.db
        .select()
        .from(products)
        .where(eq(products.id, productId));
      const ownerless = await t.database.db
        .select()
        .from(checkouts)
        .where(sql`${checkouts.buyerId} is null and ${checkouts.status} <> 'cancelled'`);
      expect(ownerless).toEqual([]);
      if (deleted!.statusCode === 200) {
        expect([401, 409]).toContain(ordered!.statusCode);
        expect(ordered!.json<{ message: string }>().message).toBeTruthy();
        expect(product).toMatchObject({ status: 'active' });
      } else {
        expect(deleted!.statusCode, deleted!.body).toBe(409);
        expect(ordered!.statusCode, ordered!.body).toBe(201);
        const order = ordered!.json<{ id: string }>();
        const [row] = await t.database.db
          .select()
          .from(checkouts)
          .where(eq(checkouts.id, order.id));
        expect(row?.buyerId).toBe(customer.id);
      }
    }
  });
});

describe('payments on one loan at the same moment', () => {
  async function activeLoan(): Promise<LoanAnswer> {
    const request = await book.request();
    return book.activate(request.id, '100.00', daysAgo(3));
  }
  // Three days of interest at 30% per 28 days on £100, charged by the day: £3.21.
  const threeDays = penniesToDecimal(interestForDays(10_000, 30, 3));
  const owedAfterThreeDays = penniesToDecimal(10_000 + interestForDays(10_000, 30, 3));

  const pay = (loan: LoanAnswer, payment: object) =>
    send('POST', `/api/admin/cash-advances/${loan.id}/payments`, admin.cookie, payment, {
      'idempotency-key': randomUUID(),
    });

  it('an extension and a redemption worked out on one screen: one is taken, the other 409, never 500', async () => {
    for (let attempt = 0; attempt < TRIES; attempt += 1) {
      const loan = await activeLoan();
      const dueDate = loan.dueDate.slice(0, 10);
      const answers = await race(gates, [
        pay(loan, {
          kind: 'extension',
          amount: threeDays,
          method: 'cash',
          dueDate,
          basedOnPayments: 0,
        }),
        pay(loan, {
          kind: 'redemption',
          amount: owedAfterThreeDays,
          method: 'cash',
          basedOnPayments: 0,
        }),
      ]);
      const codes = answers.map((answer) => answer.statusCode).sort();
      expect(codes, answers.map((answer) => answer.body).join('\n')).toEqual([201, 409]);
      for (const answer of answers.filter((a) => a.statusCode === 409)) {
        expect(answer.json<{ message: string }>().message).toMatch(/./);
      }
      // The loan reads back without a fault, and its ledger is the one payment taken.
      const after = await t.app.inject({
        method: 'GET',
        url: `/api/admin/cash-advances/${loan.id}`,
        headers: { cookie: admin.cookie },
      });
      expect(after.statusCode).toBe(200);
      expect(after.json<LoanAnswer>().payments).toHaveLength(1);
    }
  });

  it('a part payment racing a redemption is written in the order the lock was taken', async () => {
    for (let attempt = 0; attempt < TRIES; attempt += 1) {
      const loan = await activeLoan();
      const answers = await race(gates, [
        pay(loan, { kind: 'part', amount: '30.00', method: 'cash', basedOnPayments: 0 }),
        pay(loan, { kind: 'redemption', amount: '130.00', method: 'card', basedOnPayments: 0 }),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
      const rows = await t.database.db
        .select()
        .from(cashAdvancePayments)
        .where(eq(cashAdvancePayments.cashAdvanceId, loan.id));
      expect(rows).toHaveLength(1);
    }
  });

  it('replays the ledger in the order payments were written, not the order their transactions began', async () => {
    const loan = await activeLoan();
    // What a race leaves behind: the redemption's transaction began first (earlier
    // created_at) but waited for the lock, so the extension was written before it.
    const began = Date.now();
    const row = (
      kind: string,
      amount: string,
      interest: string,
      principal: string,
      charge: string,
      at: number,
    ) => ({
      cashAdvanceId: loan.id,
      kind,
      amount,
      interestPart: interest,
      principalPart: principal,
      chargeAdded: charge,
      method: 'cash',
      idempotencyKey: randomUUID(),
      createdAt: new Date(at),
    });
    await t.database.db
      .insert(cashAdvancePayments)
      .values(row('extension', '30.00', '30.00', '0.00', '30.00', began + 50));
    await t.database.db
      .insert(cashAdvancePayments)
      .values(row('redemption', '130.00', '30.00', '100.00', '0.00', began));
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/admin/cash-advances/${loan.id}`,
      headers: { cookie: admin.cookie },
    });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json<LoanAnswer>().payments.map((payment) => payment.kind)).toEqual([
      'extension',
      'redemption',
    ]);
  });

  it('several extensions of one term: exactly one is taken', async () => {
    const loan = await activeLoan();
    const dueDate = loan.dueDate.slice(0, 10);
    const answers = await race(
      gates,
      Array.from({ length: 3 }, () =>
        pay(loan, { kind: 'extension', amount: threeDays, method: 'cash', dueDate }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409]);
    const refused = answers.find((answer) => answer.statusCode === 409)!;
    expect(refused.json<{ message: string }>().message).toContain(
      'Only one extension is taken per term',
    );
    // And later, from a screen that still shows the old term: refused too.
    const late = await book.pay(loan.id, {
      kind: 'extension',
      amount: threeDays,
      method: 'cash',
      dueDate,
    });
    expect(late.statusCode).toBe(409);
  });
});

describe('two customers asking for one new address at once', () => {
  it('one has it, the other hears it is taken (409), never a 500', async () => {
    const email = `wanted-${randomUUID().slice(0, 8)}@example.com`;
    const [ann, ben] = [await signedInUser(t.app), await signedInUser(t.app)];
    const answers = await race(gates, [
      send('PUT', '/api/account/email', ann.cookie, { email, password: ann.password }),
      send('PUT', '/api/account/email', ben.cookie, { email, password: ben.password }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const refused = answers.find((answer) => answer.statusCode === 409)!;
    expect(refused.json()).toEqual({ message: 'Email already exists' });
    const holders = await t.database.db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = ${email}`);
    expect(holders).toHaveLength(1);
  });
});
