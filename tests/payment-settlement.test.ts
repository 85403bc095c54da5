/**
 * How an online payment is settled (decision 024): what a signed but malformed
 * event gets (400, nothing stored), what a payment the shop did not ask for
 * gets (no money, staff asked to look, the event handled), and that a
 * session's status and its money are written together, by the webhook and by
 * the sweep alike, so a failure between the two leaves nothing half-done and
 * the next sweep puts it right. Against the fake Stripe (scripts/fake-stripe.mjs),
 * whose webhooks are signed by the SDK's own helper. On PGlite, and on
 * PostgreSQL with TEST_DATABASE_URL.
 */
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakeEvent, FakeStripe } from '../scripts/fake-stripe.mjs';
import { addDays, nextBookableDate, todayInLondon } from '@shared/repairs/dates';
import { repairTimeSlots } from '@shared/repairs/values';
import {
  cashAdvancePayments,
  checkouts,
  onlinePayments,
  paymentEvents,
  repairPayments,
} from '../src/server/db/schema';
import { webhookEffectsOf } from '../src/server/modules/payments/plugin';
import { sweepStaleSessions } from '../src/server/modules/payments/sweep';
import { withChallenge } from './helpers/challenge';
import { pawnBook, type LoanAnswer } from './helpers/pawn-book';
import {
  type OnlineShop,
  startOnlineShop,
  UNREACHABLE,
  WEBHOOK_SECRET,
} from './helpers/online-shop';
import type { TestApp } from './helpers/test-app';
import { signedInUser, type TestUser } from './helpers/users';

let fake: FakeStripe;
let t: TestApp;
let admin: TestUser;
let customer: TestUser;
let book: ReturnType<typeof pawnBook>;

let shop: OnlineShop;
/** The app's webhook address, once it listens. */
const webhookUrl = () => shop.webhookUrl();

beforeAll(async () => {
  shop = await startOnlineShop({ config: { repairSlotCapacity: 100 } });
  ({ t, fake } = shop);
  admin = await signedInUser(t.app, 'admin');
  customer = await signedInUser(t.app);
  book = pawnBook(t.app, admin.cookie);
});
afterAll(() => shop.close());

const stripe = new Stripe('sk_test_fake');

/** Posts a body to the webhook signed with the shop's secret, as Stripe signs it. */
const postSigned = (body: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payments/stripe/webhook',
    headers: {
      'content-type': 'application/json',
      'stripe-signature': stripe.webhooks.generateTestHeaderString({
        payload: body,
        secret: WEBHOOK_SECRET,
      }),
    },
    payload: body,
  });

/** Pays at the provider with the webhook lost: the test delivers the event itself, or never. */
async function payWithEventLost(
  sessionId: string,
  reported?: Parameters<FakeStripe['pay']>[1],
): Promise<FakeEvent> {
  fake.configure({ webhookUrl: UNREACHABLE });
  try {
    return await fake.pay(sessionId, reported);
  } finally {
    fake.configure({ webhookUrl: webhookUrl() });
  }
}

const sessionIdOf = (paymentUrl: string) => paymentUrl.split('/pay/')[1]!;
const onlineRow = async (sessionId: string) =>
  (
    await t.database.db.select().from(onlinePayments).where(eq(onlinePayments.sessionId, sessionId))
  )[0]!;
const orderRow = async (id: string) =>
  (await t.database.db.select().from(checkouts).where(eq(checkouts.id, id)))[0]!;
const count = async (query: ReturnType<typeof sql>) =>
  (await t.database.db.execute<{ n: number }>(query)).rows[0]!.n;
const orderPaymentCount = (checkoutId: string) =>
  count(sql`select count(*)::int as n from order_payments where checkout_id = ${checkoutId}`);
const eventCount = () => count(sql`select count(*)::int as n from payment_events`);
const handledEvent = async (id: string) =>
  (await t.database.db.select().from(paymentEvents).where(eq(paymentEvents.id, id))).length === 1;

async function listProduct(price: string): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/products',
    headers: { cookie: admin.cookie },
    payload: { title: `Item ${randomUUID().slice(0, 6)}`, price, category: 'Electronics' },
  });
  expect(res.statusCode).toBe(201);
  return res.json<{ id: string }>().id;
}

/** An order of one item, collected in the shop, to be paid online: its total is the price. */
async function orderOnline(price: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { 'idempotency-key': randomUUID() },
    payload: await withChallenge(t.app, {
      items: [{ productId: await listProduct(price) }],
      fulfilment: 'collection',
      customerName: 'Gail Guest',
      customerPhone: '07700 900555',
      customerEmail: 'gail@example.com',
      paymentMethod: 'online',
    }),
  });
  expect(res.statusCode, res.body).toBe(201);
  const order = res.json<{ id: string; totalAmount: string; paymentUrl: string }>();
  expect(order.totalAmount).toBe(price);
  return { id: order.id, sessionId: sessionIdOf(order.paymentUrl) };
}

/** A running £100 loan of the customer's. */
async function activeLoan(): Promise<LoanAnswer> {
  const request = await book.request(customer.cookie);
  return book.activate(request.id, '100.00');
}

async function payLoanOnline(loanId: string, payload: object) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/cash-advances/${loanId}/pay-online`,
    headers: { cookie: customer.cookie },
    payload,
  });
  expect(res.statusCode, res.body).toBe(200);
  return sessionIdOf(res.json<{ paymentUrl: string }>().paymentUrl);
}

const loanPayments = (loanId: string) =>
  t.database.db
    .select()
    .from(cashAdvancePayments)
    .where(eq(cashAdvancePayments.cashAdvanceId, loanId));

/** A request that must succeed (200): one step of bringing a repair to its bill. */
async function step(
  method: 'PATCH' | 'PUT' | 'POST',
  url: string,
  payload?: object,
  asStaff = true,
) {
  const res = await t.app.inject({
    method,
    url,
    headers: asStaff ? { cookie: admin.cookie } : {},
    ...(payload ? { payload } : {}),
  });
  expect(res.statusCode, res.body).toBe(200);
}

/** A repair ready to collect with a £59.99 bill, approved through its tracking link. */
async function readyRepair() {
  const booked = await t.app.inject({
    method: 'POST',
    url: '/api/repairs',
    payload: await withChallenge(t.app, {
      deviceType: 'laptop',
      brandModel: 'Lenovo T14',
      problemDescription: 'Cracked screen',
      preferredDate: nextBookableDate(new Date(), 1, addDays(todayInLondon(), 1))!,
      preferredTime: repairTimeSlots[0],
      customerName: 'Omar Farouk',
      customerPhone: '07700 800001',
      customerEmail: 'omar.farouk@example.com',
    }),
  });
  expect(booked.statusCode, booked.body).toBe(201);
  const repair = booked.json<{ id: string; trackingCode: string }>();
  await step('PATCH', `/api/admin/repairs/${repair.id}`, { status: 'in_progress' });
  await step('PUT', `/api/admin/repairs/${repair.id}/estimate`, {
    lines: [{ kind: 'part', description: 'Replacement screen', quantity: 1, unitPrice: '59.99' }],
  });
  await step('POST', `/api/admin/repairs/${repair.id}/estimate/send`);
  await step('POST', `/api/track/${repair.trackingCode}/estimate/approve`, undefined, false);
  await step('PATCH', `/api/admin/repairs/${repair.id}`, { status: 'ready' });
  return repair;
}

type SweepLog = Parameters<typeof sweepStaleSessions>[2];
const sweep = (log: SweepLog = t.app.log) =>
  sweepStaleSessions(t.database.db, webhookEffectsOf(t.app, t.app.onlinePayments!), log);

/** Ages a session past its life and the sweep's grace, as if its event never came. */
const age = (sessionId: string) =>
  t.database.db
    .update(onlinePayments)
    .set({ createdAt: new Date(Date.now() - 36 * 60_000) })
    .where(eq(onlinePayments.sessionId, sessionId));

describe('a signed event that is malformed', () => {
  const completed = (fields: object) =>
    JSON.stringify({ object: 'event', type: 'checkout.session.completed', ...fields });
  const cases: Array<[string, string, RegExp]> = [
    ['no data.object', completed({ id: 'evt_no_object', data: {} }), /has no data\.object/],
    ['no data', completed({ id: 'evt_no_data' }), /has no data\./],
    [
      'an id over 255 characters',
      completed({
        id: `evt_${'x'.repeat(252)}`,
        data: { object: { id: 'cs_unknown', object: 'checkout.session' } },
      }),
      /id is longer than 255 characters/,
    ],
    [
      'no id',
      completed({ data: { object: { id: 'cs_unknown', object: 'checkout.session' } } }),
      /has no id/,
    ],
    [
      'no type',
      JSON.stringify({ id: 'evt_no_type', data: { object: { id: 'cs_unknown' } } }),
      /has no type/,
    ],
    [
      'an object that is text',
      completed({ id: 'evt_text_object', data: { object: 'cs_unknown' } }),
      /data\.object is not an object/,
    ],
    [
      'an object that is a list',
      completed({ id: 'evt_list_object', data: { object: [{ id: 'cs_unknown' }] } }),
      /data\.object is not an object/,
    ],
    [
      'a session with no id',
      completed({ id: 'evt_no_session_id', data: { object: { object: 'checkout.session' } } }),
      /session has no id/,
    ],
    ['a body that is a list', JSON.stringify([{ id: 'evt_in_a_list' }]), /not a JSON object/],
  ];

  it.each(cases)('with %s answers 400 saying so, and stores nothing', async (_, body, reason) => {
    const before = await eventCount();
    const res = await postSigned(body);
    expect(res.statusCode, res.body).toBe(400);
    expect(Object.keys(res.json<object>())).toEqual(['message']);
    expect(res.json<{ message: string }>().message).toMatch(reason);
    expect(await eventCount()).toBe(before);
  });

  it('for a session of the shop, with an amount that is no number, changes nothing', async () => {
    const order = await orderOnline('21.00');
    const event = await payWithEventLost(order.sessionId);
    const body = JSON.stringify({
      ...event,
      data: { object: { ...event.data.object, amount_total: '2100' } },
    });
    const res = await postSigned(body);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json<{ message: string }>().message).toMatch(/amount_total/);
    expect(await handledEvent(event.id)).toBe(false);
    expect(await onlineRow(order.sessionId)).toMatchObject({ status: 'open', attention: null });
    expect(await orderPaymentCount(order.id)).toBe(0);
    // The well-formed event, when it comes, is the one believed.
    expect(await fake.redeliver(event)).toBe(200);
    expect(await orderRow(order.id)).toMatchObject({ paymentStatus: 'paid' });
  });
});

describe('a payment the shop did not ask for', () => {
  /** The provider's event, delivered here by the test so its answer can be read. */
  async function deliver(event: FakeEvent) {
    const res = await postSigned(JSON.stringify(event));
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ outcome: string }>().outcome;
  }

  it('writes no payment for an order paid £50 more than its total, asks staff to look, and handles the event once', async () => {
    const order = await orderOnline('15.00');
    const refundsBefore = fake.refunds.length;
    const event = await payWithEventLost(order.sessionId, { amount_total: 6_500 });
    expect(await deliver(event)).toBe('held');

    expect(await orderPaymentCount(order.id)).toBe(0);
    expect(await orderRow(order.id)).toMatchObject({ status: 'pending', paymentStatus: 'unpaid' });
    const row = await onlineRow(order.sessionId);
    expect(row).toMatchObject({
      status: 'open',
      paidAt: null,
      refundedAmount: '0.00',
      paymentIntentId: event.data.object.payment_intent,
      attention:
        'The provider reported £65.00 paid for a £15.00 payment, so nothing was recorded: check it in the Stripe dashboard.',
    });
    // Nothing is given back on the shop's own say: staff decide once they have looked.
    expect(fake.refunds.length).toBe(refundsBefore);
    expect(await handledEvent(event.id)).toBe(true);

    // Stripe's retry, or the same event twice at once, is told it was handled.
    expect(await deliver(event)).toBe('replayed');
    expect(await Promise.all([fake.redeliver(event), fake.redeliver(event)])).toEqual([200, 200]);
    expect(await orderPaymentCount(order.id)).toBe(0);
    // The sweep leaves it to staff, however old it grows.
    await age(order.sessionId);
    expect(await sweep()).toBe(0);
    expect(await onlineRow(order.sessionId)).toMatchObject({ status: 'open' });

    const report = await t.app.inject({
      method: 'GET',
      url: '/api/admin/payments',
      headers: { cookie: admin.cookie },
    });
    const listed = report
      .json<{ online: { sessionId: string; attention: string | null }[] }>()
      .online.find((payment) => payment.sessionId === order.sessionId);
    expect(listed?.attention).toMatch(/^The provider reported £65\.00 paid/);
  });

  it('credits a loan nothing when £65 is reported for a £15 part payment', async () => {
    const loan = await activeLoan();
    const sessionId = await payLoanOnline(loan.id, { kind: 'part', amount: '15.00' });
    expect(fake.sessions.get(sessionId)!.amount_total).toBe(1_500);
    const event = await payWithEventLost(sessionId, { amount_total: 6_500 });
    expect(await deliver(event)).toBe('held');

    expect(await loanPayments(loan.id)).toEqual([]);
    const seen = await t.app.inject({
      method: 'GET',
      url: `/api/cash-advances/${loan.id}`,
      headers: { cookie: customer.cookie },
    });
    expect(seen.json<LoanAnswer>().balance).toBe(loan.balance);
    expect(await onlineRow(sessionId)).toMatchObject({
      status: 'open',
      attention:
        'The provider reported £65.00 paid for a £15.00 payment, so nothing was recorded: check it in the Stripe dashboard.',
    });
    expect(await handledEvent(event.id)).toBe(true);
  });

  it('records no pounds for a repair bill paid in euros', async () => {
    const repair = await readyRepair();
    const started = await t.app.inject({
      method: 'POST',
      url: `/api/track/${repair.trackingCode}/pay-online`,
    });
    expect(started.statusCode, started.body).toBe(200);
    const sessionId = sessionIdOf(started.json<{ paymentUrl: string }>().paymentUrl);
    const event = await payWithEventLost(sessionId, { currency: 'eur' });
    expect(event.data.object).toMatchObject({ amount_total: 5_999, currency: 'eur' });
    expect(await deliver(event)).toBe('held');

    expect(
      await t.database.db
        .select()
        .from(repairPayments)
        .where(eq(repairPayments.repairId, repair.id)),
    ).toEqual([]);
    expect(await onlineRow(sessionId)).toMatchObject({
      status: 'open',
      attention:
        'The provider reported 59.99 in EUR paid for a £59.99 payment, so nothing was recorded: check it in the Stripe dashboard.',
    });
    expect(await handledEvent(event.id)).toBe(true);
  });
});

describe('a session settled with its money in one transaction', () => {
  const FAULT = 'injected fault: the money write fails once';

  /** From now on, the next order payment written fails (a crash mid-settlement), and only that one. */
  async function failNextOrderPayment() {
    for (const statement of [
      'drop trigger if exists order_payment_fault on order_payments',
      'drop sequence if exists order_payment_faults',
      'create sequence order_payment_faults',
      // A sequence is not rolled back with the failed transaction: the fault fires once.
      `create or replace function order_payment_fault() returns trigger language plpgsql as $$
       begin
         if nextval('order_payment_faults') = 1 then
           raise exception '${FAULT}';
         end if;
         return new;
       end;
       $$`,
      `create trigger order_payment_fault before insert on order_payments
         for each row execute function order_payment_fault()`,
    ]) {
      await t.database.db.execute(sql.raw(statement));
    }
  }
  const removeFault = () =>
    t.database.db.execute(sql`drop trigger if exists order_payment_fault on order_payments`);

  const warnings: string[] = [];
  const recordingLog = {
    warn: (object: object, message: string) => {
      // Drizzle wraps the database's error: its own message is the cause's.
      const error = (object as { err?: Error }).err;
      warnings.push(`${message}: ${String((error?.cause as Error | undefined)?.message)}`);
    },
  };

  it('stores nothing half-way when the sweep fails to write the money, and settles it once at the next sweep', async () => {
    const order = await orderOnline('18.00');
    const lost = await payWithEventLost(order.sessionId);
    await age(order.sessionId);
    await failNextOrderPayment();
    try {
      warnings.length = 0;
      expect(await sweep(recordingLog)).toBe(0);
      expect(warnings).toEqual([expect.stringContaining(FAULT)]);
      // Neither the session's status nor the money: both or nothing.
      expect(await onlineRow(order.sessionId)).toMatchObject({
        status: 'open',
        paidAt: null,
        paymentIntentId: null,
      });
      expect(await orderPaymentCount(order.id)).toBe(0);
      expect(await orderRow(order.id)).toMatchObject({
        status: 'pending',
        paymentStatus: 'unpaid',
      });

      expect(await sweep(recordingLog)).toBe(1);
      expect(warnings).toHaveLength(1);
    } finally {
      await removeFault();
    }
    expect(await onlineRow(order.sessionId)).toMatchObject({
      status: 'paid',
      paymentIntentId: lost.data.object.payment_intent,
    });
    expect(await orderRow(order.id)).toMatchObject({ status: 'pending', paymentStatus: 'paid' });
    expect(await orderPaymentCount(order.id)).toBe(1);
    // Swept again, or the lost event arriving late: still one payment.
    expect(await sweep()).toBe(0);
    expect(await fake.redeliver(lost)).toBe(200);
    expect(await orderPaymentCount(order.id)).toBe(1);
  });

  it('answers the webhook 500 when the money cannot be written, storing nothing, and settles at the provider’s retry', async () => {
    const order = await orderOnline('19.00');
    const event = await payWithEventLost(order.sessionId);
    await failNextOrderPayment();
    try {
      expect(await fake.redeliver(event)).toBe(500);
      expect(await onlineRow(order.sessionId)).toMatchObject({ status: 'open', paidAt: null });
      expect(await orderPaymentCount(order.id)).toBe(0);
      expect(await handledEvent(event.id)).toBe(false);
      expect(await fake.redeliver(event)).toBe(200);
    } finally {
      await removeFault();
    }
    expect(await onlineRow(order.sessionId)).toMatchObject({ status: 'paid' });
    expect(await orderRow(order.id)).toMatchObject({ paymentStatus: 'paid' });
    expect(await orderPaymentCount(order.id)).toBe(1);
    expect(await handledEvent(event.id)).toBe(true);
  });

  it('settles at the sweep a session marked paid with no money recorded, and leaves one rightly refunded in full', async () => {
    // As a crash under older code left them: marked paid, the money never written.
    const order = await orderOnline('22.00');
    const orderEvent = await payWithEventLost(order.sessionId);
    const loan = await activeLoan();
    const loanSession = await payLoanOnline(loan.id, { kind: 'part', amount: '25.00' });
    await payWithEventLost(loanSession);
    for (const sessionId of [order.sessionId, loanSession]) {
      await t.database.db
        .update(onlinePayments)
        .set({ status: 'paid', paidAt: new Date(Date.now() - 2 * 86_400_000) })
        .where(eq(onlinePayments.sessionId, sessionId));
    }
    // Paid with no money of its own, rightly: the loan was redeemed at the desk meanwhile,
    // so the webhook gave the card payment back in full.
    const redeemed = await activeLoan();
    const redeemedSession = await payLoanOnline(redeemed.id, { kind: 'part', amount: '30.00' });
    const desk = await book.pay(redeemed.id, {
      kind: 'redemption',
      amount: redeemed.balance,
      method: 'cash',
    });
    expect(desk.statusCode, desk.body).toBe(201);
    await fake.pay(redeemedSession);
    expect(await onlineRow(redeemedSession)).toMatchObject({
      status: 'paid',
      refundedAmount: '30.00',
      attention: null,
    });
    const refundsBefore = fake.refunds.length;

    expect(await sweep()).toBe(2);
    expect(await orderRow(order.id)).toMatchObject({ status: 'pending', paymentStatus: 'paid' });
    expect(await orderPaymentCount(order.id)).toBe(1);
    expect((await loanPayments(loan.id)).map((p) => [p.kind, p.amount, p.method])).toEqual([
      ['part', '25.00', 'card_online'],
    ]);
    expect(await onlineRow(order.sessionId)).toMatchObject({
      status: 'paid',
      paymentIntentId: orderEvent.data.object.payment_intent,
    });
    expect(fake.refunds.length).toBe(refundsBefore);
    expect((await loanPayments(redeemed.id)).map((p) => p.method)).toEqual(['cash']);

    // Settled once: the next sweep finds nothing, the late event writes nothing more.
    expect(await sweep()).toBe(0);
    expect(await fake.redeliver(orderEvent)).toBe(200);
    expect(await orderPaymentCount(order.id)).toBe(1);
    expect(await loanPayments(loan.id)).toHaveLength(1);
  });
});
