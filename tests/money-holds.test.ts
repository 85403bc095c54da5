/**
 * Money and goods that must be held once: a card-paid order cancelled by two
 * owners at the same moment is refunded once; a pawn an open order holds is
 * not sold in the shop too; a repair that took money is cancelled only with
 * its refund, in the same transaction; and a card refund whose order could not
 * be cancelled is still the order's own refund on the books. Against the fake
 * Stripe (scripts/fake-stripe.mjs). On PGlite, and on PostgreSQL with
 * TEST_DATABASE_URL.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FakeStripe } from '../scripts/fake-stripe.mjs';
import { addMonths } from '@shared/cash-advances/ledger';
import { ORDER_ALREADY_CANCELLED } from '@shared/orders/schemas';
import { addDays, nextBookableDate, todayInLondon } from '@shared/repairs/dates';
import type { AdminRepairAccount } from '@shared/repairs/bill-schemas';
import { REFUND_METHOD_REQUIRED, type Repair } from '@shared/repairs/schemas';
import { repairTimeSlots } from '@shared/repairs/values';
import { ownerOnlyReasons } from '@shared/staff/schemas';
import {
  activity,
  auditLog,
  checkouts,
  onlinePayments,
  onlineRefunds,
  orderRefunds,
  products,
  repairRefunds,
  repairs,
} from '../src/server/db/schema';
import { HttpError } from '../src/server/http-error';
import { barrier, race, raceAtRoute, raceAtTransactionStart, RACE_HEADER } from './helpers/barrier';
import { withChallenge } from './helpers/challenge';
import { daysAgo, pawnBook, type LoanAnswer } from './helpers/pawn-book';
import { type OnlineShop, startOnlineShop } from './helpers/online-shop';
import type { TestApp } from './helpers/test-app';
import { signedInUser, type TestUser } from './helpers/users';

const atRoute = barrier();
const atTransaction = barrier();

let fake: FakeStripe;
let t: TestApp;
let owner: TestUser;
let secondOwner: TestUser;
let staff: TestUser;
let buyer: TestUser;
let book: ReturnType<typeof pawnBook>;

let shop: OnlineShop;

beforeAll(async () => {
  shop = await startOnlineShop({
    config: { repairSlotCapacity: 100 },
    configure: raceAtRoute(atRoute),
  });
  ({ t, fake } = shop);
  raceAtTransactionStart(t.database, atTransaction);
  owner = await signedInUser(t.app, 'admin');
  secondOwner = await signedInUser(t.app, 'admin');
  staff = await signedInUser(t.app, 'staff');
  buyer = await signedInUser(t.app);
  book = pawnBook(t.app, owner.cookie);
});
afterAll(() => shop.close());
beforeEach(async () => {
  await t.database.db.delete(activity).where(sql`true`);
});

const send = (
  method: 'GET' | 'POST' | 'PUT' | 'PATCH',
  url: string,
  who: TestUser | null,
  payload?: object,
  headers: Record<string, string> = {},
) =>
  t.app.inject({
    method,
    url,
    ...(payload ? { payload } : {}),
    headers: { ...(who ? { cookie: who.cookie } : {}), ...headers },
  });
const raced = { [RACE_HEADER]: '1' };
const pennies = (decimal: string) => Math.round(Number(decimal) * 100);

// ---------------------------------------------------------------- orders

type OrderAnswer = {
  id: string;
  status: string;
  paymentStatus: string;
  paymentUrl?: string;
  refund: { method: string; amount: string } | null;
};

async function listProduct(price: string): Promise<string> {
  const res = await send('POST', '/api/admin/products', owner, {
    title: `Item ${randomUUID().slice(0, 6)}`,
    price,
    category: 'Electronics',
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: string }>().id;
}

/** A guest's collection order of one item, paid by card through the fake's page. */
async function paidOnline(price: string): Promise<OrderAnswer> {
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
  const order = res.json<OrderAnswer>();
  await fake.pay(order.paymentUrl!.split('/pay/')[1]!);
  return order;
}

const onlinePaymentOf = async (checkoutId: string) =>
  (
    await t.database.db
      .select()
      .from(onlinePayments)
      .where(eq(onlinePayments.checkoutId, checkoutId))
  )[0]!;
const orderRow = async (id: string) =>
  (await t.database.db.select().from(checkouts).where(eq(checkouts.id, id)))[0]!;
const orderRefundsOf = (checkoutId: string) =>
  t.database.db.select().from(orderRefunds).where(eq(orderRefunds.checkoutId, checkoutId));

const cancelOrder = (id: string, who: TestUser, body: object = {}, headers = {}) =>
  send(
    'PATCH',
    `/api/admin/orders/${id}`,
    who,
    { status: 'cancelled', reason: 'Customer changed their mind', ...body },
    headers,
  );

describe('a card-paid order cancelled by two owners at the same moment', () => {
  it('is refunded to the card once; the other answers 409, and every provider refund is recorded', async () => {
    const order = await paidOnline('40.00');
    const payment = await onlinePaymentOf(order.id);
    const refundsBefore = fake.refunds.length;
    const refundOf = (who: TestUser, amount: string) => () =>
      cancelOrder(order.id, who, { refund: { method: 'card_online', amount } }, raced);
    const answers = await race(
      [atRoute, atTransaction],
      [refundOf(owner, '25.00'), refundOf(secondOwner, '15.00')],
    );
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    const winner = answers.find((res) => res.statusCode === 200)!.json<OrderAnswer>();
    expect(winner).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
    const given = winner.refund!.amount;

    // The provider was asked once, and that refund is on the books.
    const made = fake.refunds
      .slice(refundsBefore)
      .filter((refund) => refund.payment_intent === payment.paymentIntentId);
    expect(made.map((refund) => refund.amount)).toEqual([pennies(given)]);
    const loser = answers.find((res) => res.statusCode === 409)!;
    expect(loser.json()).toEqual({ message: ORDER_ALREADY_CANCELLED });
    const recorded = await t.database.db
      .select()
      .from(onlineRefunds)
      .where(eq(onlineRefunds.onlinePaymentId, payment.id));
    expect(recorded.map((refund) => refund.providerRefundId)).toEqual(made.map((r) => r.id));
    expect(await onlinePaymentOf(order.id)).toMatchObject({
      refundedAmount: given,
      attention: null,
    });
    expect(await orderRefundsOf(order.id)).toMatchObject([
      { method: 'card_online', amount: given },
    ]);
    // The desk reads the same from the books: £40 taken, one refund given back.
    const desk = await send('GET', `/api/admin/orders/${order.id}`, owner);
    expect(desk.json<{ books: object }>().books).toEqual({ paid: '40.00', refunded: given });
  });
});

describe('a card refund whose order could not be cancelled', () => {
  it('is written as the order’s own refund, so it is counted once and never given again', async () => {
    const order = await paidOnline('30.00');
    const refundsBefore = fake.refunds.length;
    // The cancellation's transaction fails after the provider gave the money back
    // (a lost serialisation race answers 409 the same way).
    const { notices } = t.app;
    const orderMoved = notices.orderMoved;
    notices.orderMoved = () => Promise.reject(new HttpError(409, 'The order changed meanwhile.'));
    const failed = await cancelOrder(order.id, owner).finally(() => {
      notices.orderMoved = orderMoved;
    });
    expect(failed.statusCode, failed.body).toBe(409);
    expect(await orderRow(order.id)).toMatchObject({ status: 'pending', paymentStatus: 'paid' });
    expect(fake.refunds.slice(refundsBefore).map((refund) => refund.amount)).toEqual([3_000]);

    const payment = await onlinePaymentOf(order.id);
    expect(payment.refundedAmount).toBe('30.00');
    expect(payment.attention).toBe(
      'Refunded £30.00 to the card, but the order could not be cancelled.',
    );
    expect(await orderRefundsOf(order.id)).toMatchObject([
      { method: 'card_online', amount: '30.00', recordedBy: owner.id },
    ]);

    // Cancelled later, it is refunded already: nothing more goes back to the card.
    const later = await cancelOrder(order.id, owner);
    expect(later.statusCode, later.body).toBe(200);
    expect(later.json<OrderAnswer>().refund).toMatchObject({
      method: 'card_online',
      amount: '30.00',
    });
    expect(fake.refunds.length).toBe(refundsBefore + 1);
    expect(await orderRefundsOf(order.id)).toHaveLength(1);
  });
});

// ---------------------------------------------------------------- pawns

/** A £200 loan agreed eight months ago, given notice and listed, its first item on the marketplace. */
async function pawnOnSale(): Promise<{ loan: LoanAnswer; productId: string }> {
  const request = await book.request();
  const loan = await book.activate(request.id, '200.00', addMonths(daysAgo(0), -8));
  // Given on paper 25 days ago and posted that day: it may be sold today, whatever the day.
  const notice = await book.post(`/api/admin/cash-advances/${loan.id}/notice-of-sale`, {
    askingPrice: '400.00',
    givenOn: daysAgo(25),
  });
  expect(notice.statusCode, notice.body).toBe(200);
  const posted = await send('PATCH', `/api/admin/cash-advances/${loan.id}/notice-of-sale`, owner, {
    postedAt: daysAgo(25),
  });
  expect(posted.statusCode, posted.body).toBe(200);
  const listed = await book.post(`/api/admin/cash-advances/${loan.id}/list-for-sale`, {});
  expect(listed.statusCode, listed.body).toBe(200);
  const productId = listed.json<LoanAnswer>().productIds![0]!;
  const [draft] = await t.database.db.select().from(products).where(eq(products.id, productId));
  const completed = await send('PUT', `/api/admin/products/${productId}`, owner, {
    title: 'Games console 1TB',
    description: 'A 1TB games console in good working order, tested in the shop.',
    category: 'Electronics',
    price: draft!.price,
    condition: 'good',
    imageUrl: '/images/console.jpg',
  });
  expect(completed.statusCode, completed.body).toBe(200);
  const active = await send('PUT', `/api/admin/products/${productId}/status`, owner, {
    status: 'active',
  });
  expect(active.statusCode, active.body).toBe(200);
  return { loan, productId };
}

const orderItem = (productId: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { cookie: buyer.cookie, 'idempotency-key': randomUUID(), ...headers },
    payload: {
      items: [{ productId }],
      fulfilment: 'collection',
      customerName: 'Bea Buyer',
      customerPhone: '07700 900777',
      customerEmail: 'bea@example.com',
    },
  });
const sellInShop = (loanId: string, headers: Record<string, string> = {}) =>
  send(
    'POST',
    `/api/admin/cash-advances/${loanId}/sale`,
    owner,
    { proceeds: '380.00', expenses: [] },
    headers,
  );
const loanStatus = async (id: string) =>
  (await send('GET', `/api/admin/cash-advances/${id}`, owner)).json<LoanAnswer>().status;
const productStatus = async (id: string) =>
  (await t.database.db.select().from(products).where(eq(products.id, id)))[0]!.status;

describe('a pawn whose item an open order holds', () => {
  it('is not sold in the shop (409) until the order desk cancels the order', async () => {
    const { loan, productId } = await pawnOnSale();
    const ordered = await orderItem(productId);
    expect(ordered.statusCode, ordered.body).toBe(201);
    const order = ordered.json<{ id: string; reference: string }>();

    const refused = await sellInShop(loan.id);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toEqual({
      message: `An order holds this item: “Games console 1TB”, order ${order.reference}. Cancel the order on the order desk before recording a sale in the shop.`,
    });
    expect(await loanStatus(loan.id)).toBe('for_sale');
    expect(await productStatus(productId)).toBe('reserved');

    expect((await cancelOrder(order.id, owner)).statusCode).toBe(200);
    const sold = await sellInShop(loan.id);
    expect(sold.statusCode, sold.body).toBe(200);
    expect(sold.json<LoanAnswer>().status).toBe('sold');
    expect(await productStatus(productId)).toBe('sold');
  });

  it('is sold once when an order and a sale in the shop come at the same moment', async () => {
    const { loan, productId } = await pawnOnSale();
    const [order, sale] = await race(
      [atRoute, atTransaction],
      [() => orderItem(productId, raced), () => sellInShop(loan.id, raced)],
    );
    expect([order!.statusCode, sale!.statusCode].sort(), `${order!.body} ${sale!.body}`).toEqual(
      sale!.statusCode === 200 ? [200, 409] : [201, 409],
    );
    if (sale!.statusCode === 200) {
      expect(await productStatus(productId)).toBe('sold');
    } else {
      expect(sale!.json<{ message: string }>().message).toMatch(/^An order holds this item: /);
      expect(await loanStatus(loan.id)).toBe('for_sale');
      expect(await productStatus(productId)).toBe('reserved');
    }
  });
});

// ---------------------------------------------------------------- repairs

const monday = nextBookableDate(new Date(), 1, addDays(todayInLondon(), 1))!;
let phones = 0;

/** Booked, estimated at £60, approved by phone and repaired: ready, with its bill to pay. */
async function readyRepair(): Promise<Repair> {
  phones += 1;
  const booked = await t.app.inject({
    method: 'POST',
    url: '/api/repairs',
    payload: await withChallenge(t.app, {
      deviceType: 'laptop',
      brandModel: 'Dell XPS 13',
      problemDescription: 'Cracked screen',
      preferredDate: monday,
      preferredTime: repairTimeSlots[0],
      customerName: 'Priya Shah',
      customerPhone: `07700 8${String(phones).padStart(5, '0')}`,
      customerEmail: 'priya.shah@example.com',
    }),
  });
  expect(booked.statusCode, booked.body).toBe(201);
  const repair = booked.json<Repair>();
  const base = `/api/admin/repairs/${repair.id}`;
  const lines = [
    { kind: 'labour', description: 'Screen fitting', quantity: 1, unitPrice: '60.00' },
  ];
  for (const [method, url, body] of [
    ['PATCH', base, { status: 'in_progress' }],
    ['PUT', `${base}/estimate`, { lines }],
    ['POST', `${base}/estimate/send`, undefined],
    ['POST', `${base}/estimate/phone-approval`, { approvedBy: 'Priya Shah' }],
    ['PATCH', base, { status: 'ready' }],
  ] as const) {
    const res = await send(method, url, owner, body);
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  }
  return repair;
}

let keys = 0;
const payAtDesk = async (id: string, amount: string, method: 'cash' | 'card') => {
  const res = await send(
    'POST',
    `/api/admin/repairs/${id}/payments`,
    staff,
    { amount, method },
    { 'idempotency-key': `desk-${(keys += 1)}-${Date.now()}` },
  );
  expect(res.statusCode, res.body).toBe(201);
};
const cancelRepair = (id: string, who: TestUser, body: object = {}, headers = {}) =>
  send('PATCH', `/api/admin/repairs/${id}`, who, { status: 'cancelled', ...body }, headers);
const refundsOf = (repairId: string) =>
  t.database.db.select().from(repairRefunds).where(eq(repairRefunds.repairId, repairId));
const repairStatus = async (id: string) =>
  (await t.database.db.select().from(repairs).where(eq(repairs.id, id)))[0]!.status;
const accountFor = async (id: string, who: TestUser) => {
  const res = await send('GET', `/api/admin/repairs/${id}/account`, who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AdminRepairAccount>();
};

describe('cancelling a repair that took money at the desk', () => {
  it('is the owner’s, and gives the money back in the same step, once, shown on the bill', async () => {
    const repair = await readyRepair();
    await payAtDesk(repair.id, '25.00', 'cash');

    const byStaff = await cancelRepair(repair.id, staff);
    expect(byStaff.statusCode).toBe(403);
    expect(byStaff.json()).toEqual({ message: ownerOnlyReasons.paidRepairCancel });
    expect(await refundsOf(repair.id)).toEqual([]);

    const byOwner = await cancelRepair(repair.id, owner);
    expect(byOwner.statusCode, byOwner.body).toBe(200);
    expect(byOwner.json()).toMatchObject({ id: repair.id, status: 'cancelled' });
    expect(await refundsOf(repair.id)).toMatchObject([
      { amount: '25.00', method: 'cash', recordedBy: owner.id, reason: 'Repair cancelled' },
    ]);
    // The cancellation's own audit row, naming the repair, tells of the refund.
    const trail = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'repair'), eq(auditLog.entityId, repair.id)));
    const cancelled = trail.filter((row) => row.action === 'repair.cancelled');
    expect(cancelled).toHaveLength(1);
    expect(cancelled[0]!.changes).toMatchObject({
      status: { old: 'ready', new: 'cancelled' },
      refund: { old: null, new: { method: 'cash', amount: '25.00' } },
    });

    // The bill staff see: taken, given back, nothing left to pay.
    const account = await accountFor(repair.id, staff);
    expect(account.bill).toMatchObject({
      total: '60.00',
      paid: '25.00',
      refunded: '25.00',
      balance: '0.00',
    });
    expect(account.refunds).toMatchObject([{ amount: '25.00', method: 'cash' }]);

    // Sent again: the repair is cancelled already, and nothing more is given back.
    const again = await cancelRepair(repair.id, owner, { refundMethod: 'cash' });
    expect(again.statusCode, again.body).toBe(200);
    expect(await refundsOf(repair.id)).toHaveLength(1);
  });

  it('refunds once when two owners cancel it at the same moment', async () => {
    const repair = await readyRepair();
    await payAtDesk(repair.id, '25.00', 'card');
    const answers = await race(
      [atRoute, atTransaction],
      [
        () => cancelRepair(repair.id, owner, {}, raced),
        () => cancelRepair(repair.id, secondOwner, {}, raced),
      ],
    );
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200]);
    expect(await refundsOf(repair.id)).toMatchObject([{ amount: '25.00', method: 'card' }]);
  });

  it('asks how to give back money taken more than one way (400, nothing stored), and takes the way given', async () => {
    const repair = await readyRepair();
    await payAtDesk(repair.id, '10.00', 'cash');
    await payAtDesk(repair.id, '15.00', 'card');
    const unsaid = await cancelRepair(repair.id, owner);
    expect(unsaid.statusCode).toBe(400);
    expect(unsaid.json()).toEqual({ message: REFUND_METHOD_REQUIRED });
    expect(await repairStatus(repair.id)).toBe('ready');
    expect(await refundsOf(repair.id)).toEqual([]);

    const notCancelling = await send('PATCH', `/api/admin/repairs/${repair.id}`, owner, {
      status: 'collected',
      refundMethod: 'bank',
    });
    expect(notCancelling.statusCode).toBe(400);

    const byBank = await cancelRepair(repair.id, owner, { refundMethod: 'bank' });
    expect(byBank.statusCode, byBank.body).toBe(200);
    expect(await refundsOf(repair.id)).toMatchObject([{ amount: '25.00', method: 'bank' }]);
  });
});

describe('cancelling a repair paid online', () => {
  it('gives the money back to the card through the provider, recorded with the cancellation', async () => {
    const repair = await readyRepair();
    const started = await send('POST', `/api/track/${repair.trackingCode}/pay-online`, null);
    expect(started.statusCode, started.body).toBe(200);
    const sessionId = started.json<{ paymentUrl: string }>().paymentUrl.split('/pay/')[1]!;
    await fake.pay(sessionId);
    const refundsBefore = fake.refunds.length;

    const byCash = await cancelRepair(repair.id, owner, { refundMethod: 'cash' });
    expect(byCash.statusCode).toBe(400);
    expect(fake.refunds.length).toBe(refundsBefore);

    const res = await cancelRepair(repair.id, owner);
    expect(res.statusCode, res.body).toBe(200);
    const made = fake.refunds.slice(refundsBefore);
    expect(made.map((refund) => refund.amount)).toEqual([6_000]);
    expect(await refundsOf(repair.id)).toMatchObject([{ amount: '60.00', method: 'card_online' }]);
    const [payment] = await t.database.db
      .select()
      .from(onlinePayments)
      .where(eq(onlinePayments.sessionId, sessionId));
    expect(payment).toMatchObject({ refundedAmount: '60.00', attention: null });
    const recorded = await t.database.db
      .select()
      .from(onlineRefunds)
      .where(eq(onlineRefunds.onlinePaymentId, payment!.id));
    expect(recorded.map((refund) => refund.providerRefundId)).toEqual([made[0]!.id]);
    expect((await accountFor(repair.id, owner)).bill).toMatchObject({
      paid: '60.00',
      refunded: '60.00',
      balance: '0.00',
    });
  });
});
