/**
 * Online card payments through Stripe Checkout (issue 28, decision 024),
 * against a local fake of Stripe's endpoints (scripts/fake-stripe.mjs) whose
 * webhooks are signed by the SDK's own helper, so the real verification runs.
 * On PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FakeStripe } from '../scripts/fake-stripe.mjs';
import { addMonths } from '../src/shared/cash-advances/ledger';
import {
  activity,
  cashAdvancePayments,
  cashAdvances,
  checkouts,
  onlinePayments,
  onlineRefunds,
  outboxMessages,
  paymentEvents,
  products,
} from '../src/server/db/schema';
import { barrier, race, raceAtRoute, raceAtTransactionStart, RACE_HEADER } from './helpers/barrier';
import { webhookEffectsOf } from '../src/server/modules/payments/plugin';
import { sweepStaleSessions } from '../src/server/modules/payments/sweep';
import { withChallenge } from './helpers/challenge';
import { daysAgo, pawnBook, type LoanAnswer } from './helpers/pawn-book';
import { pdfText } from './helpers/pdf-text';
import { type OnlineShop, startOnlineShop, WEBHOOK_SECRET } from './helpers/online-shop';
import type { TestApp } from './helpers/test-app';
import { signedInUser, type TestUser } from './helpers/users';

const EXCESS_REASON = 'Paid more than the loan owed when the payment arrived';

let shop: OnlineShop;
/** The app's webhook address, once it listens. */
const webhookUrl = () => shop.webhookUrl();

const atRoute = barrier();
const atTransaction = barrier();

let fake: FakeStripe;
let t: TestApp;
let admin: TestUser;
let customer: TestUser;
let book: ReturnType<typeof pawnBook>;

beforeAll(async () => {
  shop = await startOnlineShop({ configure: raceAtRoute(atRoute) });
  ({ t, fake } = shop);
  raceAtTransactionStart(t.database, atTransaction);
  admin = await signedInUser(t.app, 'admin');
  customer = await signedInUser(t.app);
  book = pawnBook(t.app, admin.cookie);
});
afterAll(() => shop.close());
beforeEach(async () => {
  await t.database.db.delete(activity).where(sql`true`);
});

const guest = {
  customerName: 'Gail Guest',
  customerPhone: '07700 900555',
  customerEmail: 'gail@example.com',
};

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

type OrderAnswer = {
  id: string;
  status: string;
  paymentStatus: string;
  totalAmount: string;
  paymentUrl?: string;
  orderUrl?: string;
  payment: { method: string; amount: string } | null;
  refund: { method: string; amount: string } | null;
  cancelReason: string | null;
};

async function orderOnline(productId: string, fulfilment: 'delivery' | 'collection' = 'delivery') {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { 'idempotency-key': randomUUID() },
    payload: await withChallenge(t.app, {
      items: [{ productId }],
      fulfilment,
      ...(fulfilment === 'delivery'
        ? { deliveryAddress: '14 Cardigan Road, Headingley', postcode: 'LS6 3AG' }
        : {}),
      ...guest,
      paymentMethod: 'online',
    }),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<OrderAnswer>();
}

const sessionIdOf = (paymentUrl: string) => paymentUrl.split('/pay/')[1]!;
const orderRow = async (id: string) =>
  (await t.database.db.select().from(checkouts).where(eq(checkouts.id, id)))[0]!;
const productStatus = async (id: string) =>
  (await t.database.db.select().from(products).where(eq(products.id, id)))[0]!.status;

describe('an order paid by card', () => {
  it('opens a session for the exact total and records the payment when the webhook lands', async () => {
    const productId = await listProduct('120.00');
    const order = await orderOnline(productId);
    expect(order.paymentUrl).toMatch(new RegExp(`^${fake.base}/pay/cs_test_`));
    const session = fake.sessions.get(sessionIdOf(order.paymentUrl!))!;
    // The item and the £4.99 delivery fee, in pence: 12000 + 499 = 12499.
    expect(session.amount_total).toBe(12_499);
    expect(order.totalAmount).toBe('124.99');
    expect(session.currency).toBe('gbp');
    expect(session.metadata).toMatchObject({ purpose: 'order', orderId: order.id });
    expect(session.success_url).toContain(`/orders/${order.id}?key=`);
    expect(await productStatus(productId)).toBe('reserved');

    // Until the webhook lands the order is unpaid, and the return page says so.
    const before = await t.app.inject({
      method: 'GET',
      url: `/api/payments/sessions/${session.id}`,
    });
    expect(before.json()).toMatchObject({ status: 'open', purpose: 'order', amount: '124.99' });

    const event = await fake.pay(session.id);
    expect(fake.deliveries.at(-1)).toMatchObject({ eventId: event.id, status: 200 });
    const paid = await orderRow(order.id);
    expect(paid.paymentStatus).toBe('paid');
    const after = await t.app.inject({
      method: 'GET',
      url: `/api/payments/sessions/${session.id}`,
    });
    expect(after.json()).toMatchObject({ status: 'paid' });
    const log = await t.database.db.select().from(activity);
    expect(log.map((entry) => entry.description)).toContain(
      `Payment for order ${paid.reference} (card_online)`,
    );

    // The same event again, and again at once: one payment.
    expect(await fake.redeliver(event)).toBe(200);
    const twice = await Promise.all([fake.redeliver(event), fake.redeliver(event)]);
    expect(twice).toEqual([200, 200]);
    const events = await t.database.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.id, event.id));
    expect(events).toHaveLength(1);
    const payments = await t.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from order_payments where checkout_id = ${order.id}`,
    );
    expect(payments.rows[0]!.n).toBe(1);
  });

  it('releases the items when the session expires unpaid, and ignores a late expiry of a paid one', async () => {
    const productId = await listProduct('30.00');
    const order = await orderOnline(productId, 'collection');
    const sessionId = sessionIdOf(order.paymentUrl!);
    await fake.expire(sessionId);
    await expect
      .poll(() => fake.deliveries.filter((d) => d.type.endsWith('expired')).length)
      .toBeGreaterThan(0);
    await expect.poll(async () => (await orderRow(order.id)).status).toBe('cancelled');
    expect((await orderRow(order.id)).cancelReason).toBe('payment not completed');
    expect(await productStatus(productId)).toBe('active');

    // Out of order: an expiry that arrives after the payment it lost to changes nothing.
    const paidProduct = await listProduct('31.00');
    const paidOrder = await orderOnline(paidProduct, 'collection');
    const completed = await fake.pay(sessionIdOf(paidOrder.paymentUrl!));
    const late = JSON.stringify({
      ...completed,
      id: `${completed.id}_late`,
      type: 'checkout.session.expired',
      data: { object: { ...completed.data.object, status: 'expired' } },
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': new Stripe('sk_test_fake').webhooks.generateTestHeaderString({
          payload: late,
          secret: WEBHOOK_SECRET,
        }),
      },
      payload: late,
    });
    expect(res.statusCode).toBe(200);
    expect(await orderRow(paidOrder.id)).toMatchObject({
      status: 'pending',
      paymentStatus: 'paid',
    });
    expect(await productStatus(paidProduct)).toBe('reserved');
  });

  it('takes no money at the desk while the payment page is open, and closes the page on cancelling', async () => {
    const productId = await listProduct('15.00');
    const order = await orderOnline(productId, 'collection');
    const sessionId = sessionIdOf(order.paymentUrl!);
    const byHand = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.id}/payments`,
      headers: { cookie: admin.cookie },
      payload: { method: 'cash', amount: '15.00' },
    });
    expect(byHand.statusCode).toBe(409);
    expect(byHand.json<{ message: string }>().message).toMatch(/being paid online/);
    const key = new URL(order.orderUrl!, 'http://x').searchParams.get('key')!;
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/cancel?key=${key}`,
      payload: {},
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(fake.sessions.get(sessionId)!.status).toBe('expired');
    expect(await productStatus(productId)).toBe('active');
  });

  it('refunds in full when staff cancel a card-paid order, through the provider', async () => {
    const productId = await listProduct('50.00');
    const order = await orderOnline(productId, 'collection');
    await fake.pay(sessionIdOf(order.paymentUrl!));
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/orders/${order.id}`,
      headers: { cookie: admin.cookie },
      payload: { status: 'cancelled', reason: 'Item damaged in the shop' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<OrderAnswer>()).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'refunded',
      refund: { method: 'card_online', amount: '50.00' },
    });
    expect(fake.refunds.at(-1)).toMatchObject({ amount: 5_000 });
    expect(await productStatus(productId)).toBe('active');
    const [refund] = await t.database.db
      .select()
      .from(onlineRefunds)
      .where(eq(onlineRefunds.providerRefundId, fake.refunds.at(-1)!.id));
    expect(refund).toMatchObject({ amount: '50.00', reason: 'Item damaged in the shop' });
  });

  it('gives back part of a card payment when staff cancel with a smaller refund, once however often it is sent', async () => {
    const productId = await listProduct('50.00');
    const order = await orderOnline(productId, 'collection');
    await fake.pay(sessionIdOf(order.paymentUrl!));
    const cancel = (amount: string) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/admin/orders/${order.id}`,
        headers: { cookie: admin.cookie },
        payload: {
          status: 'cancelled',
          reason: 'Returned with a scratch: £5.00 kept',
          refund: { method: 'card_online', amount },
        },
      });
    const wrongMethod = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/orders/${order.id}`,
      headers: { cookie: admin.cookie },
      payload: {
        status: 'cancelled',
        reason: 'Returned',
        refund: { method: 'cash', amount: '50.00' },
      },
    });
    expect(wrongMethod.statusCode).toBe(400);
    expect(wrongMethod.json<{ message: string }>().message).toBe(
      'This order was paid online: it is refunded to the card it was paid with (refund.method card_online).',
    );
    const tooMuch = await cancel('50.01');
    expect(tooMuch.statusCode).toBe(400);
    const refundsBefore = fake.refunds.length;
    const res = await cancel('45.00');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<OrderAnswer>()).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'refunded',
      refund: { method: 'card_online', amount: '45.00' },
    });
    expect(fake.refunds.length).toBe(refundsBefore + 1);
    expect(fake.refunds.at(-1)).toMatchObject({ amount: 4_500 });
    const again = await cancel('45.00');
    expect(again.statusCode).toBe(409);
    expect(fake.refunds.length).toBe(refundsBefore + 1);
    const [payment] = await t.database.db
      .select()
      .from(onlinePayments)
      .where(eq(onlinePayments.checkoutId, order.id));
    expect(payment).toMatchObject({ amount: '50.00', refundedAmount: '45.00', attention: null });
    expect(await productStatus(productId)).toBe('active');
  });

  it('leaves everything as it was when the provider refuses the refund, and says why', async () => {
    const productId = await listProduct('40.00');
    const order = await orderOnline(productId, 'collection');
    await fake.pay(sessionIdOf(order.paymentUrl!));
    fake.refuseNextRefund('Charge ch_123 has been disputed.');
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/orders/${order.id}`,
      headers: { cookie: admin.cookie },
      payload: { status: 'cancelled', reason: 'Customer changed their mind' },
    });
    expect(res.statusCode).toBe(502);
    expect(res.json<{ message: string }>().message).toContain('Charge ch_123 has been disputed.');
    expect(await orderRow(order.id)).toMatchObject({ status: 'pending', paymentStatus: 'paid' });
    expect(await productStatus(productId)).toBe('reserved');
  });
});

describe('a session whose event never came', () => {
  /** Pays or leaves the session at the provider with the webhook lost, then ages it here. */
  async function lostEvent(sessionId: string, outcome: 'pay' | 'expire' | 'leave open') {
    fake.configure({ webhookUrl: 'http://127.0.0.1:9/unreachable' });
    const event =
      outcome === 'pay'
        ? await fake.pay(sessionId)
        : outcome === 'expire'
          ? await fake.expire(sessionId)
          : undefined;
    fake.configure({ webhookUrl: webhookUrl() });
    await t.database.db
      .update(onlinePayments)
      .set({ createdAt: new Date(Date.now() - 36 * 60_000) })
      .where(eq(onlinePayments.sessionId, sessionId));
    return event;
  }
  const sweep = () =>
    sweepStaleSessions(t.database.db, webhookEffectsOf(t.app, t.app.onlinePayments!), t.app.log);

  it('records a payment whose webhook was lost, once, and releases an order left unpaid', async () => {
    const paidItem = await listProduct('12.00');
    const paidOrder = await orderOnline(paidItem, 'collection');
    const lost = await lostEvent(sessionIdOf(paidOrder.paymentUrl!), 'pay');
    const openItem = await listProduct('13.00');
    const openOrder = await orderOnline(openItem, 'collection');
    await lostEvent(sessionIdOf(openOrder.paymentUrl!), 'leave open');
    const expiredItem = await listProduct('14.00');
    const expiredOrder = await orderOnline(expiredItem, 'collection');
    await lostEvent(sessionIdOf(expiredOrder.paymentUrl!), 'expire');
    // A session still within its life is left alone.
    const freshOrder = await orderOnline(await listProduct('15.00'), 'collection');

    expect(await sweep()).toBe(3);
    expect(await orderRow(paidOrder.id)).toMatchObject({
      status: 'pending',
      paymentStatus: 'paid',
    });
    expect(await productStatus(paidItem)).toBe('reserved');
    for (const [order, item] of [
      [openOrder, openItem],
      [expiredOrder, expiredItem],
    ] as const) {
      expect(await orderRow(order.id)).toMatchObject({
        status: 'cancelled',
        cancelReason: 'payment not completed',
      });
      expect(await productStatus(item)).toBe('active');
    }
    expect(fake.sessions.get(sessionIdOf(openOrder.paymentUrl!))!.status).toBe('expired');
    expect(await orderRow(freshOrder.id)).toMatchObject({
      status: 'pending',
      paymentStatus: 'unpaid',
    });
    // Swept again, or the lost event arriving late: nothing is written twice.
    expect(await sweep()).toBe(0);
    expect(await fake.redeliver(lost!)).toBe(200);
    const payments = await t.database.db
      .select()
      .from(onlinePayments)
      .where(eq(onlinePayments.checkoutId, paidOrder.id));
    expect(payments).toMatchObject([{ status: 'paid', amount: '12.00' }]);
  });
});

describe('the receipt', () => {
  it('is a PDF and an email once the order is paid; before that, 409', async () => {
    const productId = await listProduct('64.50');
    const order = await orderOnline(productId, 'collection');
    const key = new URL(order.orderUrl!, 'http://x').searchParams.get('key')!;
    const receiptUrl = `/api/orders/${order.id}/receipt.pdf?key=${key}`;
    expect((await t.app.inject({ method: 'GET', url: receiptUrl })).statusCode).toBe(409);
    await fake.pay(sessionIdOf(order.paymentUrl!));
    const res = await t.app.inject({ method: 'GET', url: receiptUrl });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = pdfText(res.rawPayload).replace(/\s+/g, ' ');
    for (const expected of [
      'Receipt',
      (await orderRow(order.id)).reference,
      '£64.50',
      'card (online)',
      'within 14 days',
      'Consumer Rights Act 2015',
    ]) {
      expect(text, expected).toContain(expected);
    }
    // Without the guest's key the order is nobody else's business.
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/orders/${order.id}/receipt.pdf` }))
        .statusCode,
    ).toBe(404);
    const [mail] = await t.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.dedupeKey, `order-receipt:${order.id}`));
    expect(mail).toMatchObject({ toAddress: guest.customerEmail });
    expect(mail!.text).toContain('£64.50');
  });
});

describe('the webhook', () => {
  const post = (body: string, signature?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      headers: {
        'content-type': 'application/json',
        ...(signature ? { 'stripe-signature': signature } : {}),
      },
      payload: body,
    });
  const stripe = new Stripe('sk_test_fake');

  it('answers 400 to an unsigned, wrongly signed or stale event, and records nothing', async () => {
    const body = JSON.stringify({
      id: 'evt_forged',
      type: 'checkout.session.completed',
      data: { object: { id: 'cs_x' } },
    });
    expect((await post(body)).statusCode).toBe(400);
    const wrong = stripe.webhooks.generateTestHeaderString({
      payload: body,
      secret: 'whsec_other',
    });
    expect((await post(body, wrong)).statusCode).toBe(400);
    const stale = stripe.webhooks.generateTestHeaderString({
      payload: body,
      secret: WEBHOOK_SECRET,
      timestamp: Math.floor(Date.now() / 1000) - 3600,
    });
    const res = await post(body, stale);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toMatch(/signature/);
    expect(
      await t.database.db.select().from(paymentEvents).where(eq(paymentEvents.id, 'evt_forged')),
    ).toEqual([]);
  });

  it('answers a signed event for a session the shop never opened with 200, and changes nothing', async () => {
    const body = JSON.stringify({
      id: `evt_${randomUUID().slice(0, 8)}`,
      object: 'event',
      type: 'checkout.session.completed',
      data: { object: { id: 'cs_unknown', object: 'checkout.session', payment_status: 'paid' } },
    });
    const signature = stripe.webhooks.generateTestHeaderString({
      payload: body,
      secret: WEBHOOK_SECRET,
    });
    const res = await post(body, signature);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true, outcome: 'ignored' });
  });
});

describe('a loan paid online', () => {
  async function activeLoan(startedDaysAgo = 3): Promise<LoanAnswer> {
    const request = await book.request(customer.cookie);
    return book.activate(request.id, '100.00', daysAgo(startedDaysAgo));
  }
  const payOnline = (id: string, payload: object, cookie = customer.cookie) =>
    t.app.inject({
      method: 'POST',
      url: `/api/cash-advances/${id}/pay-online`,
      headers: { cookie },
      payload,
    });

  it('extends for exactly the interest due, worked out by the server, once the webhook lands', async () => {
    const loan = await activeLoan();
    const res = await payOnline(loan.id, { kind: 'extension', amount: '1.00' });
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json<{ paymentUrl: string; amount: string }>();
    // £100 general, three days in: the interest to today (£3.21), whatever the page sent.
    expect(answer.amount).toBe('3.21');
    const session = fake.sessions.get(sessionIdOf(answer.paymentUrl))!;
    expect(session.amount_total).toBe(321);
    await fake.pay(session.id);
    const after = (
      await t.app.inject({
        method: 'GET',
        url: `/api/cash-advances/${loan.id}`,
        headers: { cookie: customer.cookie },
      })
    ).json<LoanAnswer & { terms: number; payments: { kind: string; method: string }[] }>();
    expect(after.terms).toBe(2);
    expect(after.payments.map((p) => [p.kind, p.method])).toEqual([['extension', 'card_online']]);
    expect(after.dueDate.slice(0, 10)).not.toBe(loan.dueDate.slice(0, 10));
    expect(after).toMatchObject({ balance: '100.00', extendAmount: null });
    const again = await payOnline(loan.id, { kind: 'extension' });
    expect(again.statusCode).toBe(409);
    expect(again.json<{ message: string }>().message).toMatch(/already extended this term/);
  });

  it('has nothing to extend with once a part payment paid the interest to today', async () => {
    const loan = await activeLoan();
    await book.pay(loan.id, { kind: 'part', amount: '3.21', method: 'cash' });
    const res = await payOnline(loan.id, { kind: 'extension' });
    expect(res.statusCode).toBe(409);
    expect(res.json<{ message: string }>().message).toMatch(/paid up to today/);
  });

  it('refuses a part payment under £10, someone else’s loan, and signed-out visitors', async () => {
    const loan = await activeLoan();
    const small = await payOnline(loan.id, { kind: 'part', amount: '9.99' });
    expect(small.statusCode).toBe(400);
    expect(small.json<{ message: string }>().message).toMatch(/at least 10.00 pounds/);
    const other = await signedInUser(t.app);
    expect((await payOnline(loan.id, { kind: 'redemption' }, other.cookie)).statusCode).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/cash-advances/${loan.id}/pay-online`,
          payload: { kind: 'redemption' },
        })
      ).statusCode,
    ).toBe(401);
  });

  it('records a redemption paid online while staff take a cash part payment at the same moment, refunding the excess', async () => {
    const loan = await activeLoan();
    const started = await payOnline(loan.id, { kind: 'redemption' });
    const sessionId = sessionIdOf(started.json<{ paymentUrl: string }>().paymentUrl);
    expect(fake.sessions.get(sessionId)!.amount_total).toBe(10_321);
    // The card is paid at the provider; its webhook and staff's £20 in cash then reach
    // the shop together, held by the barriers so both are in flight at once.
    fake.configure({ webhookUrl: 'http://127.0.0.1:9/unreachable' });
    const event = await fake.pay(sessionId);
    fake.configure({ webhookUrl: webhookUrl() });
    const body = JSON.stringify(event);
    const signature = new Stripe('sk_test_fake').webhooks.generateTestHeaderString({
      payload: body,
      secret: WEBHOOK_SECRET,
    });
    const [cash, webhook] = await race(
      [atRoute, atTransaction],
      [
        () =>
          t.app.inject({
            method: 'POST',
            url: `/api/admin/cash-advances/${loan.id}/payments`,
            headers: { cookie: admin.cookie, 'idempotency-key': randomUUID(), [RACE_HEADER]: '1' },
            payload: { kind: 'part', amount: '20.00', method: 'cash' },
          }),
        () =>
          t.app.inject({
            method: 'POST',
            url: '/api/payments/stripe/webhook',
            headers: {
              'content-type': 'application/json',
              'stripe-signature': signature,
              [RACE_HEADER]: '1',
            },
            payload: body,
          }),
      ],
    );
    expect(webhook!.statusCode, webhook!.body).toBe(200);
    const ledger = await t.database.db
      .select()
      .from(cashAdvancePayments)
      .where(eq(cashAdvancePayments.cashAdvanceId, loan.id));
    const online = ledger.find((row) => row.method === 'card_online')!;
    const [payment] = await t.database.db
      .select()
      .from(onlinePayments)
      .where(eq(onlinePayments.sessionId, sessionId));
    if (cash!.statusCode === 201) {
      // The cash came first: the card paid the £83.21 left, and £20 went back to the card.
      expect(online).toMatchObject({ kind: 'redemption', amount: '83.21' });
      expect(fake.refunds.at(-1)).toMatchObject({
        amount: 2_000,
        payment_intent: payment!.paymentIntentId,
      });
      expect(payment).toMatchObject({ refundedAmount: '20.00', attention: null });
    } else {
      // The card came first and redeemed the loan: the cash was refused, nothing to refund.
      expect(cash!.statusCode).toBe(409);
      expect(online).toMatchObject({ kind: 'redemption', amount: '103.21' });
      expect(payment).toMatchObject({ refundedAmount: '0.00' });
    }
    const [row] = await t.database.db
      .select()
      .from(cashAdvances)
      .where(eq(cashAdvances.id, loan.id));
    expect(row!.status).toBe('paid');
    // Whatever the order, the shop kept exactly what the loan owed.
    const kept = ledger.reduce((sum, entry) => sum + Math.round(Number(entry.amount) * 100), 0);
    expect(kept).toBe(10_321);
    // The refund is on the loan's ledger for the customer (no provider id) and for staff (with it).
    const seen = await t.app.inject({
      method: 'GET',
      url: `/api/cash-advances/${loan.id}`,
      headers: { cookie: customer.cookie },
    });
    const staffSeen = await t.app.inject({
      method: 'GET',
      url: `/api/admin/cash-advances/${loan.id}`,
      headers: { cookie: admin.cookie },
    });
    const refunded = cash!.statusCode === 201;
    const withoutDates = (answer: LoanAnswer) =>
      answer.refunds.map(({ createdAt, ...refund }) => {
        expect(Date.parse(createdAt)).not.toBeNaN();
        return refund;
      });
    const excess = { amount: '20.00', reason: EXCESS_REASON };
    expect(withoutDates(seen.json<LoanAnswer>())).toEqual(
      refunded ? [{ ...excess, providerRefundId: null }] : [],
    );
    expect(withoutDates(staffSeen.json<LoanAnswer>())).toEqual(
      refunded ? [{ ...excess, providerRefundId: fake.refunds.at(-1)!.id }] : [],
    );
  });

  it('works a loan under notice out too: a redemption withdraws nothing it should not', async () => {
    const request = await book.request(customer.cookie);
    const loan = await book.activate(request.id, '200.00', addMonths(daysAgo(0), -7));
    await book.post(`/api/admin/cash-advances/${loan.id}/notice-of-sale`, { askingPrice: '500' });
    const extension = await payOnline(loan.id, { kind: 'extension' });
    expect(extension.statusCode).toBe(409);
    const redeem = await payOnline(loan.id, { kind: 'redemption' });
    expect(redeem.statusCode).toBe(200);
    await fake.pay(sessionIdOf(redeem.json<{ paymentUrl: string }>().paymentUrl));
    const [row] = await t.database.db
      .select()
      .from(cashAdvances)
      .where(eq(cashAdvances.id, loan.id));
    expect(row!.status).toBe('paid');
  });

  const cardOnlineToday = async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/payments',
      headers: { cookie: admin.cookie },
    });
    const { daily } = res.json<{ daily: { day: string; card_online: string }[] }>();
    return Math.round(
      Number(daily.find((entry) => entry.day === daysAgo(0))?.card_online ?? 0) * 100,
    );
  };

  it('counts what the card provider kept: an excess it gave back was never taken', async () => {
    const before = await cardOnlineToday();
    const loan = await activeLoan();
    const started = await payOnline(loan.id, { kind: 'redemption' });
    const sessionId = sessionIdOf(started.json<{ paymentUrl: string }>().paymentUrl);
    expect(fake.sessions.get(sessionId)!.amount_total).toBe(10_321);
    // £20 in cash at the desk while the payment page is open: the card then pays £83.21 of
    // the £103.21 it was asked for, and £20 goes back to the card.
    const cash = await t.app.inject({
      method: 'POST',
      url: `/api/admin/cash-advances/${loan.id}/payments`,
      headers: { cookie: admin.cookie, 'idempotency-key': randomUUID() },
      payload: { kind: 'part', amount: '20.00', method: 'cash' },
    });
    expect(cash.statusCode, cash.body).toBe(201);
    const refundsBefore = fake.refunds.length;
    await fake.pay(sessionId);
    expect(fake.refunds.slice(refundsBefore)).toMatchObject([{ amount: 2_000 }]);
    // Stripe holds 10321 − 2000 = 8321 of this payment, and so do the shop's books.
    expect((await cardOnlineToday()) - before).toBe(8_321);
  });
});

describe('the reconciliation', () => {
  it('lists the online payments with Stripe’s ids and totals each day by method, less refunds', async () => {
    const productId = await listProduct('25.00');
    const order = await orderOnline(productId, 'collection');
    const sessionId = sessionIdOf(order.paymentUrl!);
    await fake.pay(sessionId);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/payments',
      headers: { cookie: admin.cookie },
    });
    expect(res.statusCode).toBe(200);
    const report = res.json<{
      from: string;
      to: string;
      online: {
        sessionId: string;
        paymentIntentId: string | null;
        paidFor: string;
        status: string;
        amount: string;
      }[];
      daily: { day: string; card_online: string; total: string }[];
    }>();
    expect(report.to).toBe(daysAgo(0));
    const row = report.online.find((payment) => payment.sessionId === sessionId)!;
    expect(row).toMatchObject({ status: 'paid', amount: '25.00' });
    expect(row.paymentIntentId).toMatch(/^pi_test_/);
    expect(row.paidFor).toMatch(/^Order /);
    // Today's card-online total is what the card provider holds for the shop, to the penny:
    // every payment it took less every refund it gave (this file's payments are all today's).
    const taken = [...fake.sessions.values()]
      .filter((session) => session.payment_status === 'paid')
      .reduce((sum, session) => sum + (session.amount_total ?? 0), 0);
    const givenBack = fake.refunds.reduce((sum, refund) => sum + refund.amount, 0);
    const today = report.daily.find((entry) => entry.day === daysAgo(0))!;
    expect(Math.round(Number(today.card_online) * 100)).toBe(taken - givenBack);
    const csv = await t.app.inject({
      method: 'GET',
      url: `/api/admin/payments.csv?from=${daysAgo(1)}&to=${daysAgo(0)}`,
      headers: { cookie: admin.cookie },
    });
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.body).toContain(sessionId);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/admin/payments?from=${daysAgo(0)}&to=${daysAgo(3)}`,
          headers: { cookie: admin.cookie },
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/admin/payments',
          headers: { cookie: customer.cookie },
        })
      ).statusCode,
    ).toBe(403);
  });
});
