/**
 * A repair bill paid online from the tracking link (issue 30, decisions 024
 * and 027), against the fake Stripe (scripts/fake-stripe.mjs) whose webhooks
 * are signed as Stripe signs them. On PGlite, and on PostgreSQL with
 * TEST_DATABASE_URL.
 */
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FakeStripe } from '../scripts/fake-stripe.mjs';
import { addDays, nextBookableDate, todayInLondon } from '@shared/repairs/dates';
import type { AdminRepairAccount } from '@shared/repairs/bill-schemas';
import type { Repair } from '@shared/repairs/schemas';
import { TRACKING_NOT_FOUND, type RepairTracking } from '@shared/repairs/tracking';
import { repairTimeSlots } from '@shared/repairs/values';
import {
  activity,
  onlinePayments,
  onlineRefunds,
  repairPayments,
  repairs,
} from '../src/server/db/schema';
import { webhookEffectsOf } from '../src/server/modules/payments/plugin';
import { sweepStaleSessions } from '../src/server/modules/payments/sweep';
import { barrier, race, raceAtRoute, raceAtTransactionStart, RACE_HEADER } from './helpers/barrier';
import { withChallenge } from './helpers/challenge';
import { type OnlineShop, startOnlineShop, WEBHOOK_SECRET } from './helpers/online-shop';
import type { TestApp } from './helpers/test-app';
import { signedInUser, type TestUser } from './helpers/users';

let fake: FakeStripe;
let t: TestApp;
let admin: TestUser;
const atRoute = barrier();
const atTransaction = barrier();

let shop: OnlineShop;
/** The app's webhook address, once it listens. */
const webhookUrl = () => shop.webhookUrl();

beforeAll(async () => {
  shop = await startOnlineShop({
    config: { repairSlotCapacity: 100, repairDiagnosticFeePennies: 2500 },
    configure: raceAtRoute(atRoute),
  });
  ({ t, fake } = shop);
  raceAtTransactionStart(t.database, atTransaction);
  admin = await signedInUser(t.app, 'admin');
});
afterAll(() => shop.close());
beforeEach(async () => {
  await t.database.db.delete(activity).where(sql`true`);
});

const monday = nextBookableDate(new Date(), 1, addDays(todayInLondon(), 1))!;
let phones = 0;

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'PATCH',
  url: string,
  payload?: object,
  who: TestUser | null = admin,
  headers: Record<string, string> = {},
) =>
  t.app.inject({
    method,
    url,
    ...(payload ? { payload } : {}),
    headers: { ...(who ? { cookie: who.cookie } : {}), ...headers },
  });

/** The worked example: 5999 + 2 × 2500 + 3 × 99 = 11296 pennies. */
const exampleLines = [
  { kind: 'part', description: 'Replacement screen', quantity: 1, unitPrice: '59.99' },
  { kind: 'labour', description: 'Fitting (hour)', quantity: 2, unitPrice: '25.00' },
  { kind: 'part', description: 'Adhesive strip', quantity: 3, unitPrice: '0.99' },
];

async function book(): Promise<Repair> {
  phones += 1;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/repairs',
    payload: await withChallenge(t.app, {
      deviceType: 'laptop',
      brandModel: 'Lenovo T14',
      problemDescription: 'Cracked screen',
      preferredDate: monday,
      preferredTime: repairTimeSlots[0],
      customerName: 'Omar Farouk',
      customerPhone: `07700 8${String(phones).padStart(5, '0')}`,
      customerEmail: 'omar.farouk@example.com',
    }),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Repair>();
}

/** Booked, estimated, approved through the link and repaired: ready with its bill to pay. */
async function readyRepair(answered = true): Promise<Repair> {
  const repair = await book();
  expect(
    (await call('PATCH', `/api/admin/repairs/${repair.id}`, { status: 'in_progress' })).statusCode,
  ).toBe(200);
  expect(
    (await call('PUT', `/api/admin/repairs/${repair.id}/estimate`, { lines: exampleLines }))
      .statusCode,
  ).toBe(200);
  expect((await call('POST', `/api/admin/repairs/${repair.id}/estimate/send`)).statusCode).toBe(
    200,
  );
  if (!answered) return repair;
  const approved = await call(
    'POST',
    `/api/track/${repair.trackingCode}/estimate/approve`,
    undefined,
    null,
  );
  expect(approved.statusCode, approved.body).toBe(200);
  const ready = await call('PATCH', `/api/admin/repairs/${repair.id}`, { status: 'ready' });
  expect(ready.statusCode, ready.body).toBe(200);
  return repair;
}

const payOnline = (code: string) => call('POST', `/api/track/${code}/pay-online`, undefined, null);
const sessionIdOf = (paymentUrl: string) => paymentUrl.split('/pay/')[1]!;
const account = async (id: string) =>
  (await call('GET', `/api/admin/repairs/${id}/account`)).json<AdminRepairAccount>();
const paymentsOf = (repairId: string) =>
  t.database.db.select().from(repairPayments).where(eq(repairPayments.repairId, repairId));
const onlineRow = async (sessionId: string) =>
  (
    await t.database.db.select().from(onlinePayments).where(eq(onlinePayments.sessionId, sessionId))
  )[0]!;
let keys = 0;
const deskPay = (id: string, amount: string) =>
  call('POST', `/api/admin/repairs/${id}/payments`, { amount, method: 'cash' }, admin, {
    'idempotency-key': `desk-${(keys += 1)}-${Date.now()}`,
  });

describe('a repair bill paid online', () => {
  it('takes the balance from the tracking link, records it once when the webhook lands, and lets the device go', async () => {
    const meta = await call('GET', '/api/meta', undefined, null);
    expect(meta.json()).toMatchObject({ onlinePayments: true });
    const repair = await readyRepair();
    const started = await payOnline(repair.trackingCode);
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json()).toMatchObject({ amount: '112.96' });
    const { paymentUrl } = started.json<{ paymentUrl: string }>();
    const session = fake.sessions.get(sessionIdOf(paymentUrl))!;
    expect(session.amount_total).toBe(11_296);
    expect(session.metadata).toMatchObject({ purpose: 'repair', repairId: repair.id });
    expect(session.success_url).toContain(`/track/${repair.trackingCode}?payment=return`);
    // Asked again while the page is open: the same page, no second session.
    expect((await payOnline(repair.trackingCode)).json()).toMatchObject({ paymentUrl });
    const early = await call('PATCH', `/api/admin/repairs/${repair.id}`, { status: 'collected' });
    expect(early.statusCode).toBe(409);

    const event = await fake.pay(session.id);
    expect(fake.deliveries.at(-1)).toMatchObject({ eventId: event.id, status: 200 });
    expect(await paymentsOf(repair.id)).toMatchObject([
      {
        amount: '112.96',
        method: 'card_online',
        idempotencyKey: `stripe:${session.id}`,
        takenBy: null,
      },
    ]);
    expect((await account(repair.id)).bill).toMatchObject({
      total: '112.96',
      paid: '112.96',
      balance: '0.00',
    });
    const log = await t.database.db.select().from(activity);
    expect(log.map((entry) => entry.description)).toContain(
      `Repair payment (card_online) of £112.96: Laptop – Lenovo T14 (${String(session.payment_intent)})`,
    );
    const back = await call('GET', `/api/payments/sessions/${session.id}`, undefined, null);
    expect(back.json()).toEqual({ status: 'paid', purpose: 'repair', amount: '112.96' });

    // The same event again, twice at once: one payment, nothing refunded.
    const refundsBefore = fake.refunds.length;
    expect(await Promise.all([fake.redeliver(event), fake.redeliver(event)])).toEqual([200, 200]);
    expect(await paymentsOf(repair.id)).toHaveLength(1);
    expect(fake.refunds.length).toBe(refundsBefore);
    // Paid: nothing more to pay online, and the device goes back.
    const again = await payOnline(repair.trackingCode);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'This repair is paid: there is nothing to pay.' });
    const collected = await call('PATCH', `/api/admin/repairs/${repair.id}`, {
      status: 'collected',
    });
    expect(collected.statusCode, collected.body).toBe(200);

    // The reconciliation lists it as a repair payment and counts it in the day's card-online money.
    const report = await call('GET', '/api/admin/payments');
    const row = report
      .json<{ online: { sessionId: string; purpose: string; paidFor: string; status: string }[] }>()
      .online.find((entry) => entry.sessionId === session.id);
    expect(row).toMatchObject({
      purpose: 'repair',
      paidFor: `Repair R-${repair.id.slice(0, 8).toUpperCase()}`,
      status: 'paid',
    });
    const today = report
      .json<{ daily: { day: string; card_online: string }[] }>()
      .daily.find((entry) => entry.day === todayInLondon())!;
    expect(Number(today.card_online)).toBeGreaterThanOrEqual(112.96);
  });

  it('refunds it all when the desk took the money meanwhile, and the part beyond what is left after a part payment', async () => {
    const whole = await readyRepair();
    const wholeUrl = (await payOnline(whole.trackingCode)).json<{ paymentUrl: string }>()
      .paymentUrl;
    expect((await deskPay(whole.id, '112.96')).statusCode).toBe(201);
    await fake.pay(sessionIdOf(wholeUrl));
    expect((await paymentsOf(whole.id)).map((p) => p.method)).toEqual(['cash']);
    expect(fake.refunds.at(-1)).toMatchObject({ amount: 11_296 });
    const wholeRow = await onlineRow(sessionIdOf(wholeUrl));
    expect(wholeRow).toMatchObject({ status: 'paid', refundedAmount: '112.96', attention: null });
    const [refund] = await t.database.db
      .select()
      .from(onlineRefunds)
      .where(eq(onlineRefunds.onlinePaymentId, wholeRow.id));
    expect(refund).toMatchObject({
      amount: '112.96',
      reason: 'Paid more than the repair bill owed when the payment arrived',
    });

    // £12.96 in cash at the desk after the page opened for £112.96: £100.00 kept, £12.96 back.
    const part = await readyRepair();
    const partUrl = (await payOnline(part.trackingCode)).json<{ paymentUrl: string }>().paymentUrl;
    expect((await deskPay(part.id, '12.96')).statusCode).toBe(201);
    const event = await fake.pay(sessionIdOf(partUrl));
    expect((await paymentsOf(part.id)).map((p) => [p.method, p.amount]).sort()).toEqual([
      ['card_online', '100.00'],
      ['cash', '12.96'],
    ]);
    expect(fake.refunds.at(-1)).toMatchObject({ amount: 1_296 });
    const refunds = fake.refunds.length;
    expect(await fake.redeliver(event)).toBe(200);
    expect(fake.refunds.length).toBe(refunds);
    expect((await account(part.id)).bill).toMatchObject({ balance: '0.00' });
  });

  it('keeps exactly the bill when the card payment and a cash payment at the desk arrive at the same moment', async () => {
    const repair = await readyRepair();
    const url = (await payOnline(repair.trackingCode)).json<{ paymentUrl: string }>().paymentUrl;
    const sessionId = sessionIdOf(url);
    // Paid at the provider; its webhook and the desk's £112.96 in cash then reach the shop
    // together, held by the barriers so both are in flight at once.
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
          call(
            'POST',
            `/api/admin/repairs/${repair.id}/payments`,
            { amount: '112.96', method: 'cash' },
            admin,
            {
              'idempotency-key': randomUUID(),
              [RACE_HEADER]: '1',
            },
          ),
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
    const payments = await paymentsOf(repair.id);
    const row = await onlineRow(sessionId);
    if (cash!.statusCode === 201) {
      // The cash came first: the whole card payment went back.
      expect(payments.map((p) => p.method)).toEqual(['cash']);
      expect(row).toMatchObject({ refundedAmount: '112.96', attention: null });
    } else {
      // The card came first: the cash was refused, nothing to refund.
      expect(cash!.statusCode).toBe(409);
      expect(payments.map((p) => p.method)).toEqual(['card_online']);
      expect(row).toMatchObject({ refundedAmount: '0.00' });
    }
    // Whatever the order, the shop kept exactly the bill.
    const kept = payments.reduce((sum, p) => sum + Math.round(Number(p.amount) * 100), 0);
    expect(kept).toBe(11_296);
  });

  it('refuses a repair with no bill yet, an unknown code, and pays only the repair of its own code', async () => {
    const waiting = await readyRepair(false);
    const noBill = await payOnline(waiting.trackingCode);
    expect(noBill.statusCode).toBe(409);
    expect(noBill.json<{ message: string }>().message).toMatch(/no bill yet/);
    for (const code of ['AAAAAAAAAAAAAAAAAAAAAA', 'not a code', 'x'.repeat(60)]) {
      const res = await payOnline(encodeURIComponent(code));
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: TRACKING_NOT_FOUND });
    }
    const mine = await readyRepair();
    const other = await readyRepair();
    const url = (await payOnline(mine.trackingCode)).json<{ paymentUrl: string }>().paymentUrl;
    expect(await onlineRow(sessionIdOf(url))).toMatchObject({
      repairId: mine.id,
      purpose: 'repair',
    });
    await fake.pay(sessionIdOf(url));
    expect(await paymentsOf(other.id)).toEqual([]);
    expect((await account(other.id)).bill).toMatchObject({ balance: '112.96' });
  });

  it('is recorded by the sweep when its webhook was lost, once', async () => {
    const repair = await readyRepair();
    const url = (await payOnline(repair.trackingCode)).json<{ paymentUrl: string }>().paymentUrl;
    const sessionId = sessionIdOf(url);
    fake.configure({ webhookUrl: 'http://127.0.0.1:9/unreachable' });
    const lost = await fake.pay(sessionId);
    fake.configure({ webhookUrl: webhookUrl() });
    await t.database.db
      .update(onlinePayments)
      .set({ createdAt: new Date(Date.now() - 36 * 60_000) })
      .where(eq(onlinePayments.sessionId, sessionId));
    const sweep = () =>
      sweepStaleSessions(t.database.db, webhookEffectsOf(t.app, t.app.onlinePayments!), t.app.log);
    expect(await sweep()).toBe(1);
    expect(await paymentsOf(repair.id)).toMatchObject([
      { amount: '112.96', method: 'card_online' },
    ]);
    expect(await sweep()).toBe(0);
    expect(await fake.redeliver(lost)).toBe(200);
    expect(await paymentsOf(repair.id)).toHaveLength(1);
    const stored = (
      await t.database.db.select().from(repairs).where(eq(repairs.id, repair.id))
    )[0]!;
    expect(stored.status).toBe('ready');
  });
});

describe('the tracking page', () => {
  it('still shows the balance to pay until the webhook lands', async () => {
    const repair = await readyRepair();
    await payOnline(repair.trackingCode);
    const tracked = await call('GET', `/api/track/${repair.trackingCode}`, undefined, null);
    expect(tracked.json<RepairTracking>().account.bill).toMatchObject({ balance: '112.96' });
  });
});
