/**
 * Orders: one customer never reaches another's order, a guest's order opens
 * only with its secret link, the link's key is never stored, and the order
 * desk is closed to customers and visitors.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkouts, products } from '../../src/server/db/schema';
import { guestLinkKey, sha256 } from '../../src/server/modules/orders/routes';
import { ADMIN_ONLY_MESSAGE } from '../../src/server/plugins/auth-guards';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { signedInUser, type TestUser } from '../helpers/users';
import { SIGNED_OUT, snapshotTables } from './support';
import { withChallenge } from '../helpers/challenge';

let t: TestApp;
let admin: TestUser;
let alice: TestUser;
let bob: TestUser;
let aliceOrder: { id: string; reference: string };
let guestOrder: { id: string; orderUrl: string };
const privateAddress = '221B Alice Private Street';

beforeAll(async () => {
  t = await createTestApp({ config: { formRateLimit: 10_000 } });
  admin = await signedInUser(t.app, 'admin');
  alice = await signedInUser(t.app);
  bob = await signedInUser(t.app);
  const made = await t.database.db
    .insert(products)
    .values(
      [1, 2].map((i) => ({
        sellerId: admin.id,
        title: `Secure ${i}`,
        category: 'Tools',
        price: '20.00',
      })),
    )
    .returning({ id: products.id });
  t.app.productCache.clear();
  const place = async (productId: string, extra: object, cookie?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { 'idempotency-key': randomUUID(), ...(cookie ? { cookie } : {}) },
      // A guest's checkout carries a solved challenge.
      payload: cookie
        ? { items: [{ productId }], ...extra }
        : await withChallenge(t.app, { items: [{ productId }], ...extra }),
    });
  const a = await place(
    made[0]!.id,
    {
      fulfilment: 'delivery',
      deliveryAddress: privateAddress,
      postcode: 'LS11 7LR',
      customerPhone: '07700 900111',
    },
    alice.cookie,
  );
  expect(a.statusCode).toBe(201);
  aliceOrder = a.json();
  const g = await place(made[1]!.id, {
    fulfilment: 'collection',
    customerName: 'Gina Guest',
    customerPhone: '07700 900222',
    customerEmail: 'gina@example.com',
  });
  expect(g.statusCode).toBe(201);
  guestOrder = g.json();
});
afterAll(() => t.close());

const send = (method: 'GET' | 'POST' | 'PATCH', url: string, cookie?: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: cookie ? { cookie } : {} });

describe("one customer and another's orders", () => {
  it("never shows Alice's order to Bob or a visitor, in the list or by id", async () => {
    for (const cookie of [bob.cookie, undefined]) {
      const byId = await send('GET', `/api/orders/${aliceOrder.id}`, cookie);
      expect(byId.statusCode).toBe(404);
      expect(byId.body).not.toContain(privateAddress);
    }
    const list = await send('GET', '/api/orders', bob.cookie);
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(aliceOrder.id);
    expect(list.body).not.toContain(privateAddress);
    expect((await send('GET', '/api/orders')).json()).toEqual(SIGNED_OUT);
  });

  it("does not let Bob or a visitor cancel Alice's order, and changes nothing", async () => {
    const before = await snapshotTables(t.database);
    for (const cookie of [bob.cookie, undefined]) {
      const res = await send('POST', `/api/orders/${aliceOrder.id}/cancel`, cookie, {});
      expect(res.statusCode).toBe(404);
    }
    expect(await snapshotTables(t.database)).toEqual(before);
  });
});

describe("a guest's secret link", () => {
  const keyOf = () => guestOrder.orderUrl.split('key=')[1]!;

  it('opens the order with the key and refuses without it or with another', async () => {
    expect((await send('GET', `/api${guestOrder.orderUrl}`)).statusCode).toBe(200);
    for (const url of [
      `/api/orders/${guestOrder.id}`,
      `/api/orders/${guestOrder.id}?key=`,
      `/api/orders/${guestOrder.id}?key=${keyOf().slice(0, -1)}x`,
      `/api/orders/${guestOrder.id}?key=${keyOf().toUpperCase()}`,
      // The guest key opens only its own order, never a signed-in customer's.
      `/api/orders/${aliceOrder.id}?key=${keyOf()}`,
    ]) {
      for (const cookie of [undefined, bob.cookie]) {
        const res = await send('GET', url, cookie);
        expect(res.statusCode, url).toBe(404);
        expect(res.json()).toEqual({ message: 'Order not found' });
      }
    }
  });

  it('is stored only as a hash', async () => {
    const rows = await t.database.db.select().from(checkouts);
    expect(JSON.stringify(rows)).not.toContain(keyOf());
  });

  it('lets a signed-in customer open a guest order only with the key', async () => {
    expect((await send('GET', `/api/orders/${guestOrder.id}`, alice.cookie)).statusCode).toBe(404);
    expect((await send('GET', `/api${guestOrder.orderUrl}`, alice.cookie)).statusCode).toBe(200);
  });
});

describe("a guest's Idempotency-Key", () => {
  const first = {
    customerName: 'Harriet Guest',
    customerPhone: '07700 900333',
    customerEmail: 'harriet@example.com',
  };

  async function guestCheckout(key: string, contact: object) {
    const [product] = await t.database.db
      .insert(products)
      .values({ sellerId: admin.id, title: `Replay ${key}`, category: 'Tools', price: '5.00' })
      .returning({ id: products.id });
    t.app.productCache.clear();
    return async (body: object) =>
      t.app.inject({
        method: 'POST',
        url: '/api/orders',
        headers: { 'idempotency-key': key },
        payload: await withChallenge(t.app, {
          items: [{ productId: product!.id }],
          fulfilment: 'collection',
          ...contact,
          ...body,
        }),
      });
  }

  it('makes a link no one can work out from the key without the server secret', async () => {
    const key = randomUUID();
    const placed = await (await guestCheckout(key, first))({});
    expect(placed.statusCode).toBe(201);
    const linkKey = placed.json<{ orderUrl: string }>().orderUrl.split('key=')[1];
    // Before: sha256("guest-order-link:" + key), which anyone holding the key could compute.
    expect(linkKey).not.toBe(sha256(`guest-order-link:${key}`).slice(0, 43));
    expect(linkKey).toBe(guestLinkKey(t.app.config.sessionSecret, key));
    expect(linkKey).not.toBe(guestLinkKey('another secret of at least thirty-two characters', key));
  });

  it('answers a replay only to the same guest, never to another who reuses the key', async () => {
    const key = randomUUID();
    const checkout = await guestCheckout(key, first);
    const placed = await checkout({});
    expect(placed.statusCode).toBe(201);
    const order = placed.json<{ id: string; orderUrl: string }>();

    const before = await snapshotTables(t.database);
    const stranger = await checkout({
      customerName: 'Sam Stranger',
      customerPhone: '07700 900444',
      customerEmail: 'sam@example.com',
    });
    expect(stranger.statusCode).toBe(409);
    expect(stranger.json()).toEqual({
      message: 'This Idempotency-Key was already used for another order.',
    });
    expect(stranger.body).not.toContain(order.id);
    expect(stranger.body).not.toContain('harriet');
    // Signed in, the key is not theirs either.
    const signedIn = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { 'idempotency-key': key, cookie: bob.cookie },
      payload: { items: [{ productId: randomUUID() }], fulfilment: 'collection' },
    });
    expect([404, 409]).toContain(signedIn.statusCode);
    expect(signedIn.body).not.toContain(order.id);
    expect(await snapshotTables(t.database)).toEqual(before);

    // The guest's own retry (the phone spelt another way) answers their order and link.
    const retry = await checkout({
      customerPhone: '07700900333',
      customerEmail: 'HARRIET@example.com',
    });
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toMatchObject({ id: order.id, orderUrl: order.orderUrl });
  });
});

describe('the order desk', () => {
  const deskRoutes = () =>
    [
      ['GET', '/api/admin/orders'],
      ['GET', `/api/admin/orders/${aliceOrder.id}`],
      ['PATCH', `/api/admin/orders/${aliceOrder.id}`],
      ['POST', `/api/admin/orders/${aliceOrder.id}/payments`],
    ] as const;

  it('answers 401 signed out and 403 to customers, changing nothing', async () => {
    const before = await snapshotTables(t.database);
    for (const [method, url] of deskRoutes()) {
      const payload =
        method === 'GET' ? undefined : { status: 'confirmed', method: 'cash', amount: '24.99' };
      const anonymous = await send(method, url, undefined, payload);
      expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
      const customer = await send(method, url, alice.cookie, payload);
      expect(customer.statusCode, `${method} ${url}`).toBe(403);
      expect(customer.json()).toEqual({ message: ADMIN_ONLY_MESSAGE });
    }
    expect(await snapshotTables(t.database)).toEqual(before);
  });

  it('lets staff read and move any order', async () => {
    const res = await send('PATCH', `/api/admin/orders/${aliceOrder.id}`, admin.cookie, {
      status: 'confirmed',
    });
    expect(res.statusCode).toBe(200);
    expect(
      (await send('GET', `/api/admin/orders/${guestOrder.id}`, admin.cookie)).json(),
    ).toMatchObject({
      customerName: 'Gina Guest',
    });
  });
});
