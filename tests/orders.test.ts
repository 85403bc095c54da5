/**
 * Orders API: placing (idempotent, exact totals from the database's prices,
 * delivery area, guests' contact details), the take-off-sale guard under a
 * race, customers' lists and guest links, cancelling, and the order desk's
 * moves and payments with their activity entries and product statuses.
 */
import { randomUUID } from 'node:crypto';
import { count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POSTCODE_OUTSIDE_AREA } from '../src/shared/orders/postcode';
import { UNPAID_HANDOVER } from '../src/shared/orders/schemas';
import {
  activity,
  checkouts,
  orderPayments,
  orderRefunds,
  orders,
  products,
} from '../src/server/db/schema';
import { createTestApp, type TestApp } from './helpers/test-app';
import { signedInUser, type TestUser } from './helpers/users';
import { withChallenge } from './helpers/challenge';

let t: TestApp;
let admin: TestUser;
let alice: TestUser;
let bob: TestUser;

beforeAll(async () => {
  t = await createTestApp({ config: { formRateLimit: 10_000, deliveryFee: '4.99' } });
  admin = await signedInUser(t.app, 'admin');
  alice = await signedInUser(t.app);
  bob = await signedInUser(t.app);
});
afterAll(() => t.close());

type Json = Record<string, unknown>;
type OrderJson = {
  id: string;
  reference: string;
  status: string;
  fulfilment: string;
  items: { productId: string; title: string; price: string }[];
  subtotal: string;
  deliveryFee: string;
  totalAmount: string;
  fulfilmentDate: string;
  holdUntil: string | null;
  paymentStatus: string;
  orderUrl?: string;
  customerName: string;
  customerEmail: string;
  cancelReason: string | null;
};

/** A product listed through the admin API (so the public cache is kept right). */
async function listProduct(
  price = '10.00',
  title = `Item ${randomUUID().slice(0, 6)}`,
): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/products',
    headers: { cookie: admin.cookie },
    payload: { title, price, category: 'Electronics' },
  });
  expect(res.statusCode).toBe(201);
  return res.json<{ id: string }>().id;
}

const guestContact = {
  customerName: 'Gail Guest',
  customerPhone: '07700 900555',
  customerEmail: 'gail@example.com',
};
const delivery = {
  fulfilment: 'delivery',
  deliveryAddress: '14 Cardigan Road, Headingley',
  postcode: 'ls6 3ag',
};

/** A guest's order carries a solved challenge (tests/challenges.test.ts tries the rest). */
async function place(body: Json, options: { cookie?: string; key?: string | null } = {}) {
  const headers: Record<string, string> = {};
  if (options.cookie) headers.cookie = options.cookie;
  if (options.key !== null) headers['idempotency-key'] = options.key ?? randomUUID();
  const payload = options.cookie ? body : await withChallenge(t.app, body);
  return t.app.inject({ method: 'POST', url: '/api/orders', headers, payload });
}

const items = (...ids: string[]) => ids.map((productId) => ({ productId }));

async function productStatus(id: string) {
  const [row] = await t.database.db.select().from(products).where(eq(products.id, id));
  return row?.status;
}

async function tableCounts() {
  const [c] = await t.database.db.select({ n: count() }).from(checkouts);
  const [o] = await t.database.db.select({ n: count() }).from(orders);
  const [a] = await t.database.db.select({ n: count() }).from(activity);
  return { checkouts: c?.n, orders: o?.n, activity: a?.n };
}

describe('POST /api/orders', () => {
  it('places a signed-in delivery order: totals from the database in exact pence, fee added, items off sale', async () => {
    const a = await listProduct('0.10');
    const b = await listProduct('0.20');
    // The page's figures are not trusted: a price in the body is ignored.
    const res = await place(
      { items: [{ productId: a, price: '0.01' }, { productId: b }], ...delivery, totalAmount: '1' },
      { cookie: alice.cookie },
    );
    expect(res.statusCode).toBe(201);
    const order = res.json<OrderJson>();
    expect(order).toMatchObject({
      status: 'pending',
      fulfilment: 'delivery',
      subtotal: '0.30',
      deliveryFee: '4.99',
      totalAmount: '5.29',
      customerName: alice.username,
      customerEmail: alice.email,
      paymentStatus: 'unpaid',
      holdUntil: null,
    });
    expect(order.reference).toMatch(/^BCR-[A-Z0-9]{6}$/);
    expect(order.fulfilmentDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(order.orderUrl).toBeUndefined();
    expect(order.items.map((i) => i.price).sort()).toEqual(['0.10', '0.20']);

    const [stored] = await t.database.db.select().from(checkouts).where(eq(checkouts.id, order.id));
    expect(stored).toMatchObject({ buyerId: alice.id, totalAmount: '5.29', postcode: 'LS6 3AG' });
    const lines = await t.database.db.select().from(orders).where(eq(orders.checkoutId, order.id));
    expect(lines).toHaveLength(2);
    expect(
      lines.every(
        (l) => l.buyerId === alice.id && l.sellerId === admin.id && l.status === 'pending',
      ),
    ).toBe(true);
    expect(await productStatus(a)).toBe('reserved');

    // Gone from the public marketplace at once (the cache was cleared); its page says so.
    const detail = await t.app.inject({ method: 'GET', url: `/api/products/${a}` });
    expect(detail.json()).toMatchObject({ status: 'reserved', isAvailable: false });
    const list = await t.app.inject({ method: 'GET', url: '/api/products' });
    expect(list.json<{ id: string }[]>().map((p) => p.id)).not.toContain(a);
  });

  it('places a guest collection order: free, held 3 opening days, with a secret link', async () => {
    const a = await listProduct('120.00');
    const res = await place({ items: items(a), fulfilment: 'collection', ...guestContact });
    expect(res.statusCode).toBe(201);
    const order = res.json<OrderJson>();
    expect(order).toMatchObject({
      deliveryFee: '0.00',
      totalAmount: '120.00',
      customerName: 'Gail Guest',
    });
    expect(order.holdUntil! > order.fulfilmentDate).toBe(true);
    expect(order.orderUrl).toMatch(new RegExp(`^/orders/${order.id}\\?key=[A-Za-z0-9_-]{43}$`));
    const [stored] = await t.database.db.select().from(checkouts).where(eq(checkouts.id, order.id));
    expect(stored?.buyerId).toBeNull();
    expect(stored?.guestKeyHash).toMatch(/^[0-9a-f]{64}$/);
    // The key is kept only as a hash.
    expect(JSON.stringify(stored)).not.toContain(order.orderUrl!.split('key=')[1]);
  });

  it('answers a repeated Idempotency-Key with the first order and stores nothing more', async () => {
    const a = await listProduct();
    const key = randomUUID();
    const first = await place(
      { items: items(a), fulfilment: 'collection', ...guestContact },
      { key },
    );
    const before = await tableCounts();
    const again = await place(
      { items: items(a), fulfilment: 'collection', ...guestContact },
      { key },
    );
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.json<OrderJson>().id).toBe(first.json<OrderJson>().id);
    // The guest hears the same secret link again.
    expect(again.json<OrderJson>().orderUrl).toBe(first.json<OrderJson>().orderUrl);
    expect(await tableCounts()).toEqual(before);
    // Someone else replaying the key is refused.
    const stolen = await place(
      { items: items(a), fulfilment: 'collection' },
      { key, cookie: bob.cookie },
    );
    expect(stolen.statusCode).toBe(409);
  });

  it('places one order when the same key is sent twice at once', async () => {
    const a = await listProduct();
    const key = randomUUID();
    const body = { items: items(a), fulfilment: 'collection' };
    const answers = await Promise.all([
      place(body, { key, cookie: alice.cookie }),
      place(body, { key, cookie: alice.cookie }),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 201]);
    expect(new Set(answers.map((r) => r.json<OrderJson>().id)).size).toBe(1);
  });

  it('refuses a postcode outside LS, suggesting collection, and stores nothing', async () => {
    const a = await listProduct();
    const before = await tableCounts();
    const res = await place(
      { items: items(a), ...delivery, postcode: 'BD1 1AA' },
      { cookie: alice.cookie },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: POSTCODE_OUTSIDE_AREA });
    expect(res.json<{ message: string }>().message).toContain('Collect in store');
    expect(await tableCounts()).toEqual(before);
    expect(await productStatus(a)).toBe('active');
  });

  it.each([
    [{ items: [], fulfilment: 'collection' }, 'Your cart is empty'],
    [{ fulfilment: 'collection' }, 'items must be a list of { productId }'],
    [
      { items: [{ productId: 'nope' }], fulfilment: 'collection' },
      'productId must be a product id',
    ],
    [
      { items: items(UNKNOWN, UNKNOWN), fulfilment: 'collection' },
      'Each item can be ordered once: every product is a single second-hand item',
    ],
    [
      { items: items(UNKNOWN), fulfilment: 'post' },
      'Fulfilment must be one of delivery, collection',
    ],
    [{ items: items(UNKNOWN) }, 'Fulfilment is required'],
    [
      { items: items(UNKNOWN), fulfilment: 'delivery', postcode: 'LS6 3AG' },
      'Delivery address is required',
    ],
    [
      { items: items(UNKNOWN), fulfilment: 'delivery', deliveryAddress: '1 Road' },
      'Postcode is required',
    ],
    [
      { items: items(UNKNOWN), fulfilment: 'delivery', deliveryAddress: '1 Road', postcode: 'LS6' },
      'Postcode must be a UK postcode, like LS11 7LR',
    ],
    [
      { items: items(UNKNOWN), fulfilment: 'collection', paymentMethod: 'cheque' },
      'Payment method must be one of card, cash',
    ],
  ])('refuses %j with 400 naming the problem', async (body, message) => {
    const res = await place(body, { cookie: alice.cookie });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toContain(message);
  });

  it('requires an Idempotency-Key', async () => {
    const res = await place(
      { items: items(UNKNOWN), fulfilment: 'collection' },
      { cookie: alice.cookie, key: null },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toContain('Idempotency-Key');
  });

  it.each([
    ['customerName', 'Name is required'],
    ['customerPhone', 'Phone number is required'],
    ['customerEmail', 'Email is required'],
  ] as const)('requires a guest to give %s', async (field, message) => {
    const a = await listProduct();
    const res = await place({
      items: items(a),
      fulfilment: 'collection',
      ...guestContact,
      [field]: '',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message });
    expect(await productStatus(a)).toBe('active');
  });

  it('refuses an item no longer on sale with 409 naming it, storing nothing of the order', async () => {
    const free = await listProduct('5.00', 'Free Lamp');
    const sold = await listProduct('9.00', 'Vintage Camera');
    expect(
      (await place({ items: items(sold), fulfilment: 'collection' }, { cookie: bob.cookie }))
        .statusCode,
    ).toBe(201);
    const before = await tableCounts();
    const res = await place(
      { items: items(free, sold), fulfilment: 'collection' },
      { cookie: alice.cookie },
    );
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message:
        'Sorry, "Vintage Camera" has just been sold. Please remove it from your cart to continue.',
    });
    expect(await tableCounts()).toEqual(before);
    expect(await productStatus(free)).toBe('active');

    const unknown = await place(
      { items: items(UNKNOWN), fulfilment: 'collection' },
      { cookie: alice.cookie },
    );
    expect(unknown.statusCode).toBe(409);
    expect(unknown.json<{ message: string }>().message).toBe(
      'An item in your cart is no longer for sale. Please remove it to continue.',
    );
  });
});

describe('the race for one item', () => {
  it('sells one item once when two customers order it at the same moment', async () => {
    for (let round = 0; round < 5; round += 1) {
      const contested = await listProduct('50.00', `Contested ${round}`);
      const other = await listProduct('1.00');
      const before = await tableCounts();
      const answers = await Promise.all([
        place({ items: items(contested), fulfilment: 'collection' }, { cookie: alice.cookie }),
        place({ items: items(other, contested), ...delivery }, { cookie: bob.cookie }),
      ]);
      const codes = answers.map((r) => r.statusCode).sort();
      expect(codes, answers.map((r) => r.body).join(' | ')).toEqual([201, 409]);
      const loser = answers.find((r) => r.statusCode === 409)!;
      expect(loser.json()).toEqual({
        message: `Sorry, "Contested ${round}" has just been sold. Please remove it from your cart to continue.`,
      });
      const lines = await t.database.db
        .select()
        .from(orders)
        .where(eq(orders.productId, contested));
      expect(lines).toHaveLength(1);
      const after = await tableCounts();
      expect(after.checkouts! - before.checkouts!).toBe(1);
      // The loser's other item stays on sale when Alice won; Bob's order holds it otherwise.
      const bobWon = answers[1].statusCode === 201;
      expect(await productStatus(other)).toBe(bobWon ? 'reserved' : 'active');
    }
  });
});

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

describe('reading orders', () => {
  let aliceOrder: OrderJson;
  let guestOrder: OrderJson;

  beforeAll(async () => {
    aliceOrder = (
      await place(
        { items: items(await listProduct()), fulfilment: 'collection' },
        { cookie: alice.cookie },
      )
    ).json();
    guestOrder = (
      await place({ items: items(await listProduct()), fulfilment: 'collection', ...guestContact })
    ).json();
  });

  it('lists a customer their own orders only', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/orders',
      headers: { cookie: alice.cookie },
    });
    expect(res.statusCode).toBe(200);
    const ids = res.json<OrderJson[]>().map((o) => o.id);
    expect(ids).toContain(aliceOrder.id);
    expect(ids).not.toContain(guestOrder.id);
    const bobs = await t.app.inject({
      method: 'GET',
      url: '/api/orders',
      headers: { cookie: bob.cookie },
    });
    expect(bobs.json<OrderJson[]>().map((o) => o.id)).not.toContain(aliceOrder.id);
    expect((await t.app.inject({ method: 'GET', url: '/api/orders' })).statusCode).toBe(401);
  });

  it('shows an order to its buyer and hides it (404) from everyone else', async () => {
    const url = `/api/orders/${aliceOrder.id}`;
    const own = await t.app.inject({ method: 'GET', url, headers: { cookie: alice.cookie } });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ id: aliceOrder.id, reference: aliceOrder.reference });
    expect(own.headers['cache-control']).toBe('private, no-store');
    for (const cookie of [bob.cookie, undefined]) {
      const res = await t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Order not found' });
    }
  });

  it("opens a guest's order through its secret link only", async () => {
    const link = guestOrder.orderUrl!;
    const res = await t.app.inject({ method: 'GET', url: `/api${link}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: guestOrder.id, customerName: 'Gail Guest' });
    for (const url of [
      `/api/orders/${guestOrder.id}`,
      `/api/orders/${guestOrder.id}?key=wrong`,
      `/api/orders/${aliceOrder.id}?key=${link.split('key=')[1]}`,
    ]) {
      const refused = await t.app.inject({ method: 'GET', url, headers: { cookie: bob.cookie } });
      expect(refused.statusCode, url).toBe(404);
    }
  });

  it('answers 404 for an unknown or malformed id', async () => {
    for (const id of [UNKNOWN, 'not-a-uuid']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/orders/${id}`,
        headers: { cookie: alice.cookie },
      });
      expect(res.statusCode).toBe(404);
    }
  });
});

describe('cancelling', () => {
  it('lets the buyer cancel a pending order: items back on sale, activity written', async () => {
    const a = await listProduct('33.00', 'Cancelled Kettle');
    const order = (
      await place({ items: items(a), fulfilment: 'collection' }, { cookie: alice.cookie })
    ).json<OrderJson>();
    expect((await t.app.inject({ method: 'GET', url: `/api/products/${a}` })).json()).toMatchObject(
      { isAvailable: false },
    );
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/cancel`,
      headers: { cookie: alice.cookie },
      payload: {},
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'cancelled',
      cancelReason: 'Cancelled by the customer',
    });
    expect(await productStatus(a)).toBe('active');
    expect((await t.app.inject({ method: 'GET', url: `/api/products/${a}` })).json()).toMatchObject(
      { isAvailable: true },
    );
    const lines = await t.database.db.select().from(orders).where(eq(orders.checkoutId, order.id));
    expect(lines.map((l) => l.status)).toEqual(['cancelled']);
    const entries = await t.database.db
      .select()
      .from(activity)
      .where(
        eq(activity.description, `Order ${order.reference} cancelled: Cancelled by the customer`),
      );
    expect(entries).toHaveLength(1);
    // Again: the same answer, nothing more written.
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/cancel`,
      headers: { cookie: alice.cookie },
    });
    expect(again.statusCode).toBe(200);
  });

  it('lets a guest cancel through the link, and nobody else', async () => {
    const order = (
      await place({ items: items(await listProduct()), fulfilment: 'collection', ...guestContact })
    ).json<OrderJson>();
    const key = order.orderUrl!.split('key=')[1]!;
    const stranger = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/cancel`,
      headers: { cookie: bob.cookie },
    });
    expect(stranger.statusCode).toBe(404);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/cancel?key=${key}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'cancelled' });
  });

  it('refuses a customer cancel once the order is out for delivery', async () => {
    const order = (
      await place({ items: items(await listProduct()), ...delivery }, { cookie: alice.cookie })
    ).json<OrderJson>();
    await move(order.id, 'confirmed');
    await move(order.id, 'out_for_delivery');
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/cancel`,
      headers: { cookie: alice.cookie },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json<{ message: string }>().message).toContain('can no longer be cancelled online');
  });
});

async function move(id: string, status: string, reason?: string, extra: Json = {}) {
  const res = await t.app.inject({
    method: 'PATCH',
    url: `/api/admin/orders/${id}`,
    headers: { cookie: admin.cookie },
    payload: { status, ...(reason ? { reason } : {}), ...extra },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<OrderJson>();
}

describe('the order desk', () => {
  it('takes a delivery order through to delivered and paid; the items are sold', async () => {
    const a = await listProduct('19.99', 'Desk Lamp');
    const order = (
      await place({ items: items(a), ...delivery }, { cookie: alice.cookie })
    ).json<OrderJson>();
    expect((await move(order.id, 'confirmed')).status).toBe('confirmed');
    expect((await move(order.id, 'out_for_delivery')).status).toBe('out_for_delivery');
    expect(await productStatus(a)).toBe('reserved');
    // Not handed over unpaid: 409, nothing changes.
    const unpaid = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/orders/${order.id}`,
      headers: { cookie: admin.cookie },
      payload: { status: 'delivered' },
    });
    expect(unpaid.statusCode).toBe(409);
    expect(unpaid.json()).toEqual({ message: UNPAID_HANDOVER });
    expect(await productStatus(a)).toBe('reserved');

    const pay = (payload: Json, key = randomUUID()) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/orders/${order.id}/payments`,
        headers: { cookie: admin.cookie, 'idempotency-key': key },
        payload,
      });
    const wrong = await pay({ method: 'card', amount: '24.97' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ message: 'Amount must be the order total, £24.98' });
    const key = randomUUID();
    const paid = await pay({ method: 'card', amount: 24.98 }, key);
    expect(paid.statusCode).toBe(201);
    expect(paid.json()).toMatchObject({
      paymentStatus: 'paid',
      payment: { method: 'card', amount: '24.98' },
    });
    const replay = await pay({ method: 'card', amount: '24.98' }, key);
    expect(replay.statusCode).toBe(200);
    const twice = await pay({ method: 'cash', amount: '24.98' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ message: 'This order is already paid.' });
    expect((await move(order.id, 'delivered')).status).toBe('delivered');
    expect(await productStatus(a)).toBe('sold');
    const payments = await t.database.db
      .select()
      .from(orderPayments)
      .where(eq(orderPayments.checkoutId, order.id));
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({
      amount: '24.98',
      method: 'card',
      provider: 'in_store',
      recordedBy: admin.id,
    });
    const log = await t.database.db
      .select()
      .from(activity)
      .where(
        inArray(activity.description, [
          `Order ${order.reference} confirmed`,
          `Order ${order.reference} out for delivery`,
          `Order ${order.reference} delivered`,
          `Payment for order ${order.reference} (card)`,
        ]),
      );
    expect(log).toHaveLength(4);
  });

  it('takes a collection order to collected', async () => {
    const a = await listProduct();
    const order = (
      await place({ items: items(a), fulfilment: 'collection' }, { cookie: alice.cookie })
    ).json<OrderJson>();
    await move(order.id, 'confirmed');
    await move(order.id, 'ready_for_collection');
    const handOver = (payload: Json) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/admin/orders/${order.id}`,
        headers: { cookie: admin.cookie },
        payload: { status: 'collected', ...payload },
      });
    const wrongAmount = await handOver({ payment: { method: 'cash', amount: '1.00' } });
    expect(wrongAmount.statusCode).toBe(400);
    expect(wrongAmount.json()).toEqual({ message: 'The payment must be the order total, £10.00.' });
    const badMethod = await handOver({ payment: { method: 'card_online', amount: '10.00' } });
    expect(badMethod.statusCode).toBe(400);
    expect(await productStatus(a)).toBe('reserved');
    expect(
      await t.database.db
        .select()
        .from(orderPayments)
        .where(eq(orderPayments.checkoutId, order.id)),
    ).toHaveLength(0);

    // Paid at the counter, recorded in the same step as the hand-over.
    const collected = await handOver({ payment: { method: 'cash', amount: '10.00' } });
    expect(collected.statusCode, collected.body).toBe(200);
    expect(collected.json()).toMatchObject({
      status: 'collected',
      paymentStatus: 'paid',
      payment: { method: 'cash', amount: '10.00' },
    });
    expect(await productStatus(a)).toBe('sold');
    const [stored] = await t.database.db
      .select()
      .from(orderPayments)
      .where(eq(orderPayments.checkoutId, order.id));
    expect(stored).toMatchObject({ method: 'cash', amount: '10.00', recordedBy: admin.id });
  });

  it('cancels a paid order only with its refund, whole or part, recorded in the same step, items back on sale after it', async () => {
    const a = await listProduct('25.00');
    const order = (
      await place({ items: items(a), fulfilment: 'collection' }, { cookie: alice.cookie })
    ).json<OrderJson>();
    await move(order.id, 'confirmed');
    const paid = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.id}/payments`,
      headers: { cookie: admin.cookie, 'idempotency-key': randomUUID() },
      payload: { method: 'card', amount: '25.00' },
    });
    expect(paid.statusCode).toBe(201);
    const patch = (payload: Json) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/admin/orders/${order.id}`,
        headers: { cookie: admin.cookie },
        payload,
      });
    const before = await tableCounts();

    const noRefund = await patch({ status: 'cancelled', reason: 'Changed their mind' });
    expect(noRefund.statusCode).toBe(409);
    expect(noRefund.json()).toEqual({
      message:
        'This order is paid: cancelling it needs its refund recorded with it (method and amount).',
    });
    const tooMuch = await patch({
      status: 'cancelled',
      reason: 'Changed their mind',
      refund: { method: 'card', amount: '25.01' },
    });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json()).toEqual({
      message: 'The refund cannot be more than the payment, £25.00.',
    });
    const online = await patch({
      status: 'cancelled',
      reason: 'Changed their mind',
      refund: { method: 'card_online', amount: '25.00' },
    });
    expect(online.statusCode).toBe(400);
    expect(online.json()).toEqual({
      message: 'Only an order paid online can be refunded to the card online: choose card or cash.',
    });
    // The customer cannot cancel it online either: the money is given back at the desk.
    const bySelf = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/cancel`,
      headers: { cookie: alice.cookie },
      payload: {},
    });
    expect(bySelf.statusCode).toBe(409);
    // Nothing moved: still reserved, still paid, no refund row, no activity.
    expect(await productStatus(a)).toBe('reserved');
    expect(await tableCounts()).toEqual(before);
    expect(await t.database.db.select().from(orderRefunds)).toEqual([]);

    // Part of it kept, the reason saying why: £24.99 of £25.00 given back.
    const done = await patch({
      status: 'cancelled',
      reason: 'Changed their mind; 1p kept for the bag',
      refund: { method: 'cash', amount: '24.99' },
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'refunded',
      refund: { method: 'cash', amount: '24.99' },
      cancelReason: 'Changed their mind; 1p kept for the bag',
    });
    const [refund] = await t.database.db
      .select()
      .from(orderRefunds)
      .where(eq(orderRefunds.checkoutId, order.id));
    expect(refund).toMatchObject({ method: 'cash', amount: '24.99', recordedBy: admin.id });
    expect(await productStatus(a)).toBe('active');
    const log = await t.database.db
      .select()
      .from(activity)
      .where(eq(activity.description, `Refund for order ${order.reference} (cash)`));
    expect(log).toHaveLength(1);
  });

  it('refuses moves out of order with 409 and a cancel without a reason with 400', async () => {
    const order = (
      await place(
        { items: items(await listProduct()), fulfilment: 'collection' },
        { cookie: alice.cookie },
      )
    ).json<OrderJson>();
    const patch = (payload: Json) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/admin/orders/${order.id}`,
        headers: { cookie: admin.cookie },
        payload,
      });
    const skip = await patch({ status: 'collected' });
    expect(skip.statusCode).toBe(409);
    expect(skip.json()).toEqual({
      message: 'An order that is pending cannot be marked collected.',
    });
    await move(order.id, 'confirmed');
    const wrongWay = await patch({ status: 'out_for_delivery' });
    expect(wrongWay.statusCode).toBe(409);
    const noReason = await patch({ status: 'cancelled' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json()).toEqual({ message: 'Reason is required to cancel an order' });
    expect((await patch({ status: 'shipped' })).statusCode).toBe(400);
    const cancelled = await move(order.id, 'cancelled', 'Customer phoned to cancel');
    expect(cancelled).toMatchObject({
      status: 'cancelled',
      cancelReason: 'Customer phoned to cancel',
    });
    expect((await patch({ status: 'confirmed' })).statusCode).toBe(409);
    const pay = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.id}/payments`,
      headers: { cookie: admin.cookie },
      payload: { method: 'cash', amount: cancelled.totalAmount },
    });
    expect(pay.statusCode).toBe(409);
  });

  it('keeps the products screen from re-listing or deleting an ordered item', async () => {
    const a = await listProduct();
    await place({ items: items(a), fulfilment: 'collection' }, { cookie: alice.cookie });
    const relist = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/products/${a}/status`,
      headers: { cookie: admin.cookie },
      payload: { status: 'active' },
    });
    expect(relist.statusCode).toBe(409);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/products/${a}`,
      headers: { cookie: admin.cookie },
    });
    expect(del.statusCode).toBe(409);
    const admins = await t.app.inject({
      method: 'GET',
      url: `/api/admin/products?status=active`,
      headers: { cookie: admin.cookie },
    });
    expect(admins.statusCode).toBe(200);
  });

  it('pages each status tab with counts that add up', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/orders?status=pending&page=1&pageSize=5',
      headers: { cookie: admin.cookie },
    });
    expect(res.statusCode).toBe(200);
    const page = res.json<{
      items: OrderJson[];
      total: number;
      counts: Record<string, number>;
      pageSize: number;
    }>();
    expect(page.items.length).toBeLessThanOrEqual(5);
    expect(page.items.every((o) => o.status === 'pending')).toBe(true);
    const [all] = await t.database.db.select({ n: count() }).from(checkouts);
    expect(Object.values(page.counts).reduce((a, b) => a + b, 0)).toBe(all!.n);
    expect(page.total).toBe(page.counts.pending);
    const second = await t.app.inject({
      method: 'GET',
      url: '/api/admin/orders?status=pending&page=2&pageSize=5',
      headers: { cookie: admin.cookie },
    });
    const ids = new Set(page.items.map((o) => o.id));
    expect(second.json<{ items: OrderJson[] }>().items.some((o) => ids.has(o.id))).toBe(false);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/admin/orders?status=lost',
          headers: { cookie: admin.cookie },
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/admin/orders?pageSize=7',
          headers: { cookie: admin.cookie },
        })
      ).statusCode,
    ).toBe(400);
  });

  it('shows any order to staff, 404 for an unknown one, and is closed to others', async () => {
    const order = (
      await place({ items: items(await listProduct()), fulfilment: 'collection', ...guestContact })
    ).json<OrderJson>();
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${order.id}`,
      headers: { cookie: admin.cookie },
    });
    expect(res.json()).toMatchObject({ id: order.id, customerPhone: '07700 900555' });
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/admin/orders/${UNKNOWN}`,
          headers: { cookie: admin.cookie },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'PATCH',
          url: `/api/admin/orders/${UNKNOWN}`,
          headers: { cookie: admin.cookie },
          payload: { status: 'confirmed' },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/admin/orders/${UNKNOWN}/payments`,
          headers: { cookie: admin.cookie },
          payload: { method: 'cash', amount: '1.00' },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/admin/orders/${order.id}`,
          headers: { cookie: alice.cookie },
        })
      ).statusCode,
    ).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/orders' })).statusCode).toBe(401);
  });

  it("counts completed sales and today's deliveries and hand-overs on the admin dashboard", async () => {
    const dash = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/admin/dashboard',
          headers: { cookie: admin.cookie },
        })
      ).json<Record<string, number>>();
    const before = await dash();
    const order = (
      await place({ items: items(await listProduct()), ...delivery }, { cookie: alice.cookie })
    ).json<OrderJson>();
    // Today's work only counts orders due today: make this one due today whatever the clock says.
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(
      new Date(),
    );
    await t.database.db
      .update(checkouts)
      .set({ fulfilmentDate: today })
      .where(eq(checkouts.id, order.id));
    await move(order.id, 'confirmed');
    const middle = await dash();
    expect(middle.ordersToDeliverToday).toBe(before.ordersToDeliverToday! + 1);
    await move(order.id, 'out_for_delivery');
    await move(order.id, 'delivered', undefined, {
      payment: { method: 'card', amount: order.totalAmount },
    });
    const after = await dash();
    expect(after.completedSales).toBe(before.completedSales! + 1);
    expect(after.ordersToDeliverToday).toBe(before.ordersToDeliverToday);
    expect(typeof after.ordersToHandOverToday).toBe('number');
  });
});
