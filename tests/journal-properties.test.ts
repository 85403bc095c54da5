/**
 * The books hold whatever the shop does (decision 037): random sequences of
 * money operations (loans lent, part payments, extensions and redemptions at
 * the desk and online, webhooks delivered, lost and swept, or repeated,
 * repeated desk requests, order payments and refunds, repair bills, days
 * closed) and, after each step, the journal balances, each loan's receivable
 * is the principal its page says is owed, the cash drawer has moved by exactly
 * the cash the desks took less the cash they paid out, and card clearing by
 * what the (fake) provider holds. fast-check prints the seed and the path of a
 * failing sequence.
 */
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CashUp } from '../src/shared/cash-up/schemas';
import { parsePennies } from '../src/shared/money-math';
import { addDays, todayInLondon } from '../src/shared/repairs/dates';
import { onlinePayments, repairPayments } from '../src/server/db/schema';
import { webhookEffectsOf } from '../src/server/modules/payments/plugin';
import { sweepStaleSessions } from '../src/server/modules/payments/sweep';
import type { FakeStripe } from '../scripts/fake-stripe.mjs';
import { books } from './helpers/books';
import { pawnBook, type LoanAnswer } from './helpers/pawn-book';
import { type OnlineShop, startOnlineShop, UNREACHABLE } from './helpers/online-shop';
import type { TestApp } from './helpers/test-app';
import { signedInUser, type TestUser } from './helpers/users';

let shop: OnlineShop;
let t: TestApp;
let owner: TestUser;
let customer: TestUser;
let fake: FakeStripe;
const webhookUrl = () => shop.webhookUrl();

beforeAll(async () => {
  shop = await startOnlineShop({ config: { formRateLimit: 100_000 } });
  ({ t, fake } = shop);
  owner = await signedInUser(t.app, 'admin');
  customer = await signedInUser(t.app);
});
afterAll(() => shop.close());

/** What the provider holds for the shop: sessions paid less refunds, in pennies. */
const providerHolds = () =>
  [...fake.sessions.values()]
    .filter((session) => session.payment_status === 'paid')
    .reduce((sum, session) => sum + session.amount_total, 0) -
  fake.refunds.reduce((sum, refund) => sum + refund.amount, 0);

const pennies = (pounds: string) =>
  pounds.startsWith('-') ? -parsePennies(pounds.slice(1))! : parsePennies(pounds)!;
const pounds = (value: number) => (value / 100).toFixed(2);

const method = fc.constantFrom('cash', 'card', 'bank');
const operation = fc.oneof(
  fc.record({
    type: fc.constant('lend' as const),
    amount: fc.integer({ min: 1_000, max: 50_000 }),
    daysAgo: fc.integer({ min: 0, max: 60 }),
  }),
  fc.record({
    type: fc.constant('pay' as const),
    loan: fc.nat(),
    kind: fc.constantFrom('part', 'extension', 'redemption'),
    share: fc.integer({ min: 1, max: 100 }),
    method,
    repeated: fc.boolean(),
  }),
  fc.record({
    type: fc.constant('payOnline' as const),
    loan: fc.nat(),
    kind: fc.constantFrom('part', 'extension', 'redemption'),
    share: fc.integer({ min: 1, max: 100 }),
    webhook: fc.constantFrom('delivered', 'lost', 'repeated'),
  }),
  fc.record({
    type: fc.constant('order' as const),
    amount: fc.integer({ min: 100, max: 30_000 }),
    // Paid at the desk: a card paid online goes through the provider, as the loans' do.
    method,
  }),
  fc.record({ type: fc.constant('refund' as const), order: fc.nat(), method }),
  fc.record({
    type: fc.constant('repair' as const),
    amount: fc.integer({ min: 100, max: 20_000 }),
    method,
  }),
  fc.record({ type: fc.constant('close' as const), daysAgo: fc.integer({ min: 1, max: 90 }) }),
);
type Operation = typeof operation extends fc.Arbitrary<infer T> ? T : never;

/** The drawer's balance in the journal, leaving out the counts' over-and-short. */
async function drawer(): Promise<number> {
  const result = await t.database.db.execute<{ total: string | null }>(sql`
    select sum(l.amount)::text as total from journal_lines l
      join journal_entries e on e.id = l.entry_id
     where l.account_code = '1000' and e.kind <> 'cash_up_difference'`);
  return Number(result.rows[0]?.total ?? 0);
}

async function receivableOf(loanId: string): Promise<number> {
  const result = await t.database.db.execute<{ total: string | null }>(sql`
    select sum(amount)::text as total from journal_lines
     where account_code = '1100' and cash_advance_id = ${loanId}`);
  return Number(result.rows[0]?.total ?? 0);
}

/** Card clearing (Stripe) in the journal. */
async function clearing(): Promise<number> {
  const result = await t.database.db.execute<{ total: string | null }>(
    sql`select sum(amount)::text as total from journal_lines where account_code = '1020'`,
  );
  return Number(result.rows[0]?.total ?? 0);
}

async function journalTotal(): Promise<number> {
  const result = await t.database.db.execute<{ total: string | null }>(
    sql`select coalesce(sum(amount), 0)::text as total from journal_lines`,
  );
  return Number(result.rows[0]?.total);
}

type PayOnline = Extract<Operation, { type: 'payOnline' }>;

/** A customer pays their loan online; the provider's webhook arrives, is lost and swept, or comes twice. */
async function payOnline(loanId: string, op: PayOnline) {
  const loan = (
    await t.app.inject({
      method: 'GET',
      url: `/api/cash-advances/${loanId}`,
      headers: { cookie: customer.cookie },
    })
  ).json<LoanAnswer>();
  if (loan.status !== 'active') return;
  const amount =
    op.kind === 'part'
      ? pounds(Math.max(100, Math.floor((pennies(loan.balance) * op.share) / 100)))
      : undefined;
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/cash-advances/${loanId}/pay-online`,
    headers: { cookie: customer.cookie },
    payload: { kind: op.kind, ...(amount ? { amount } : {}) },
  });
  if (res.statusCode !== 200) return;
  const sessionId = res.json<{ paymentUrl: string }>().paymentUrl.split('/pay/')[1]!;
  if (op.webhook === 'lost') {
    fake.configure({ webhookUrl: UNREACHABLE });
    await fake.pay(sessionId);
    fake.configure({ webhookUrl: webhookUrl() });
    // Old enough for the sweep, which asks the provider.
    await t.database.db
      .update(onlinePayments)
      .set({ createdAt: new Date(Date.now() - 36 * 60_000) })
      .where(sql`${onlinePayments.sessionId} = ${sessionId}`);
    await sweepStaleSessions(
      t.database.db,
      webhookEffectsOf(t.app, t.app.onlinePayments!),
      t.app.log,
    );
  } else {
    const event = await fake.pay(sessionId);
    if (op.webhook === 'repeated') expect(await fake.redeliver(event)).toBe(200);
  }
}

/** One sequence, run against the shop, with the cash the desks moved kept alongside. */
async function run(operations: Operation[]) {
  const desk = pawnBook(t.app, owner.cookie);
  const b = books(t.database.db);
  const loans: string[] = [];
  const orders: { id: string; amount: number; refunded: boolean }[] = [];
  const start = await drawer();
  const clearingStart = (await clearing()) - providerHolds();
  let cash = 0;
  const loanOf = async (id: string) =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/api/admin/cash-advances/${id}`,
        headers: { cookie: owner.cookie },
      })
    ).json<LoanAnswer>();

  for (const op of operations) {
    if (op.type === 'lend') {
      const at = new Date(Date.now() - op.daysAgo * 86_400_000);
      // The customer's own, so that they may pay it online.
      loans.push(await b.loan(at, pounds(op.amount), { userId: customer.id }));
      cash -= op.amount;
    } else if (op.type === 'pay' && loans.length > 0) {
      const id = loans[op.loan % loans.length]!;
      const loan = await loanOf(id);
      if (loan.status !== 'active') continue;
      const amount =
        op.kind === 'redemption'
          ? loan.redeemAmount
          : op.kind === 'extension'
            ? loan.extendAmount
            : pounds(Math.max(1, Math.floor((pennies(loan.balance) * op.share) / 100)));
      if (!amount) continue;
      const key = randomUUID();
      const payment = { kind: op.kind, amount, method: op.method };
      const res = await desk.pay(id, payment, key);
      if (res.statusCode !== 201) continue;
      if (op.method === 'cash') cash += pennies(amount);
      if (op.repeated) {
        const again = await desk.pay(id, payment, key);
        expect(again.statusCode, again.body).toBe(200);
      }
    } else if (op.type === 'payOnline' && loans.length > 0) {
      await payOnline(loans[op.loan % loans.length]!, op);
    } else if (op.type === 'order') {
      const id = await b.order(new Date(), op.method, pounds(op.amount));
      orders.push({ id, amount: op.amount, refunded: false });
      if (op.method === 'cash') cash += op.amount;
    } else if (op.type === 'refund' && orders.length > 0) {
      const order = orders[op.order % orders.length]!;
      if (order.refunded) continue;
      await b.orderRefund(order.id, new Date(), op.method, pounds(order.amount));
      order.refunded = true;
      if (op.method === 'cash') cash -= order.amount;
    } else if (op.type === 'repair') {
      const repair = await b.repair(todayInLondon(), 'completed');
      await t.database.db.insert(repairPayments).values({
        repairId: repair,
        amount: pounds(op.amount),
        method: op.method,
        idempotencyKey: randomUUID(),
      });
      if (op.method === 'cash') cash += op.amount;
    } else if (op.type === 'close') {
      const day = addDays(todayInLondon(), -op.daysAgo);
      const url = `/api/admin/cash-up/${day}`;
      const figures = (
        await t.app.inject({ method: 'GET', url, headers: { cookie: owner.cookie } })
      ).json<CashUp>();
      if (figures.closedAt) continue;
      const closed = await t.app.inject({
        method: 'POST',
        url: `${url}/close`,
        // A drawer the random sequence left below zero is counted empty, with a note.
        payload: { counted: '0.00', note: 'Counted by the property test' },
        headers: { cookie: owner.cookie },
      });
      expect(closed.statusCode, closed.body).toBe(200);
    }

    expect(await journalTotal()).toBe(0);
    expect((await drawer()) - start).toBe(cash);
    expect((await clearing()) - clearingStart).toBe(providerHolds());
    for (const id of loans) {
      const loan = await loanOf(id);
      const owed = loan.status === 'active' ? pennies(loan.principalOwed) : 0;
      expect(await receivableOf(id), `loan ${loan.agreementNumber} (${loan.status})`).toBe(owed);
    }
  }
}

describe('the journal under random sequences of the shop’s money', () => {
  it('balances, and agrees with every loan and with the drawer, after each step', async () => {
    await fc.assert(fc.asyncProperty(fc.array(operation, { minLength: 1, maxLength: 8 }), run), {
      // Seeded like the fuzz suite, so a run is the same run everywhere; JOURNAL_PROPERTY_SEED
      // replays another (a failure prints its seed and path) or explores new sequences.
      seed: Number(process.env.JOURNAL_PROPERTY_SEED ?? 20_261_207),
      numRuns: Number(process.env.JOURNAL_PROPERTY_RUNS ?? 200),
      verbose: 1,
    });
    // The sequences did reach every path: money taken online and by every desk method.
    const methods = await t.database.db.execute<{ method: string }>(
      sql`select distinct method from cash_advance_payments order by method`,
    );
    expect(methods.rows.map((row) => row.method)).toEqual(['bank', 'card', 'card_online', 'cash']);
  }, 600_000);
});
