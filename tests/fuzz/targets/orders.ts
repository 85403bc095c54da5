/** Fuzz targets of the order routes: checkout, guest links, cancelling and the order desk. */
import { eq, inArray } from 'drizzle-orm';
import fc from 'fast-check';
import { expect } from 'vitest';
import { pageSizeOptions } from '../../../src/shared/cash-advances/schemas';
import { orderStatusValues } from '../../../src/shared/orders/values';
import { checkouts, orders, products } from '../../../src/server/db/schema';
import type { FuzzModule, FuzzSuite } from '../../helpers/fuzz/runner';
import { emailArbitrary, padded, phoneArbitrary } from '../../helpers/fuzz/values';
import { withChallenge } from '../../helpers/challenge';
import { answerChallenge, challengeFieldArbitraries } from './challenges';
import { added, expectPage, expectStored, userIdOf } from './read-back';

const PRICE = '10.00';

const idempotencyKey = fc.oneof(
  fc.constantFrom('order-key-0001', 'order-key-0002', ' order-key-0003 '),
  fc.stringMatching(/^[A-Za-z0-9_-]{8,100}$/),
);

type Fixtures = {
  productIds: string[];
  orderIds: string[];
  guestKeys: string[];
  /** Orders paid at the desk, and their guest keys: their receipts exist. */
  paidOrderIds: string[];
  paidGuestKeys: string[];
};
const fixturesOf = (suite: FuzzSuite) => suite.fixtures as Fixtures;

async function readOrder(suite: FuzzSuite, id: string) {
  const [checkout] = await suite.database.db.select().from(checkouts).where(eq(checkouts.id, id));
  const lines = await suite.database.db.select().from(orders).where(eq(orders.checkoutId, id));
  return { checkout, lines };
}

export const ordersFuzz: FuzzModule = {
  name: 'orders',
  setup: async (suite) => {
    const admin = suite.users.admin;
    const made = await suite.database.db
      .insert(products)
      .values(
        Array.from({ length: 160 }, (_, i) => ({
          sellerId: admin.id,
          title: `Fuzz item ${i}`,
          category: 'Tools',
          price: PRICE,
        })),
      )
      .returning({ id: products.id });
    suite.app.productCache.clear();
    const productIds = made.map((row) => row.id);
    // Orders for the read, cancel and desk routes: the first 60 products, one per order.
    const orderIds: string[] = [];
    const guestKeys: string[] = [];
    const paidOrderIds: string[] = [];
    const paidGuestKeys: string[] = [];
    for (let i = 0; i < 60; i += 1) {
      const guest = i % 2 === 0;
      const res = await suite.app.inject({
        method: 'POST',
        url: '/api/orders',
        headers: {
          'idempotency-key': `fixture-order-${i}`,
          ...(guest ? {} : { cookie: suite.cookie('customer')! }),
        },
        payload: await withChallenge(suite.app, {
          items: [{ productId: productIds[i] }],
          fulfilment: i % 3 === 0 ? 'collection' : 'delivery',
          deliveryAddress: '7 Town Street, Beeston',
          postcode: 'LS11 8PN',
          customerName: 'Fixture Guest',
          customerPhone: '07700 900123',
          customerEmail: 'fixture@example.com',
        }),
      });
      if (res.statusCode !== 201) throw new Error(`fixture order: ${res.statusCode} ${res.body}`);
      const order = res.json<{ id: string; orderUrl?: string; totalAmount: string }>();
      orderIds.push(order.id);
      if (order.orderUrl) guestKeys.push(order.orderUrl.split('key=')[1]!);
      if (order.orderUrl && paidOrderIds.length < 4) {
        const paid = await suite.app.inject({
          method: 'POST',
          url: `/api/admin/orders/${order.id}/payments`,
          headers: { cookie: suite.cookie('admin')! },
          payload: { method: 'card', amount: order.totalAmount },
        });
        if (paid.statusCode >= 300) throw new Error(`fixture payment: ${paid.body}`);
        paidOrderIds.push(order.id);
        paidGuestKeys.push(order.orderUrl.split('key=')[1]!);
      }
    }
    return {
      productIds: productIds.slice(60),
      orderIds,
      guestKeys,
      paidOrderIds,
      paidGuestKeys,
    } satisfies Fixtures;
  },
  targets: [
    {
      route: 'POST /api/orders',
      requests: (suite) => ({
        fields: {
          productId: fc.constantFrom(...fixturesOf(suite).productIds),
          postcode: fc.constantFrom('LS11 7LR', 'ls6 3ag', 'LS1 4AP', 'BD1 1AA', 'nope'),
          customerPhone: padded(phoneArbitrary),
          customerEmail: emailArbitrary,
          'idempotency-key': idempotencyKey,
          // A guest's checkout carries a solved challenge; an account's may (it is not read).
          ...challengeFieldArbitraries,
        },
      }),
      prepare: answerChallenge,
      readBack: async (exchange, suite) => {
        const { role, response, body } = exchange;
        const answered = body as {
          id: string;
          items: unknown[];
          totalAmount: string;
          fulfilment: string;
        };
        const { checkout, lines } = await readOrder(suite, answered.id);
        if (response.statusCode === 200) {
          // A repeated key: the first order, nothing new.
          expect(added(exchange, 'checkouts')).toBe(0);
          expect(added(exchange, 'orders')).toBe(0);
          return;
        }
        expect(response.statusCode).toBe(201);
        expect(added(exchange, 'checkouts')).toBe(1);
        expect(added(exchange, 'orders')).toBe(answered.items.length);
        const sent = exchange.input as { items: { productId: string }[]; fulfilment: string };
        expectStored(checkout, {
          buyerId: userIdOf(suite, role),
          fulfilment: sent.fulfilment,
          status: 'pending',
          totalAmount: answered.totalAmount,
        });
        expect(lines.map((line) => line.productId).sort()).toEqual(
          sent.items.map((item) => item.productId.toLowerCase()).sort(),
        );
        const held = await suite.database.db
          .select({ status: products.status })
          .from(products)
          .where(
            inArray(
              products.id,
              sent.items.map((item) => item.productId.toLowerCase()),
            ),
          );
        expect(held.every((row) => row.status === 'reserved')).toBe(true);
      },
    },
    {
      route: 'GET /api/orders/:id',
      requests: (suite) => ({
        params: fc.constantFrom(...fixturesOf(suite).orderIds).map((id) => ({ id })),
        fields: { key: fc.constantFrom(...fixturesOf(suite).guestKeys) },
      }),
    },
    {
      route: 'GET /api/orders/:id/receipt.pdf',
      requests: (suite) => ({
        params: fc.constantFrom(...fixturesOf(suite).paidOrderIds).map((id) => ({ id })),
        fields: { key: fc.constantFrom(...fixturesOf(suite).paidGuestKeys) },
      }),
    },
    {
      route: 'POST /api/orders/:id/cancel',
      requests: (suite) => ({
        params: fc.constantFrom(...fixturesOf(suite).orderIds).map((id) => ({ id })),
        fields: { key: fc.constantFrom(...fixturesOf(suite).guestKeys) },
      }),
      readBack: async ({ request, body }, suite) => {
        const { checkout, lines } = await readOrder(suite, request.params.id!);
        expect(checkout?.status).toBe('cancelled');
        expect(body).toMatchObject({ id: checkout!.id, status: 'cancelled' });
        const ids = lines.flatMap((line) => (line.productId ? [line.productId] : []));
        const back = await suite.database.db
          .select()
          .from(products)
          .where(inArray(products.id, ids));
        expect(back.every((row) => row.status !== 'reserved')).toBe(true);
      },
    },
    {
      route: 'GET /api/admin/orders',
      adminOnly: true,
      requests: () => ({ fields: { pageSize: fc.constantFrom(...pageSizeOptions) } }),
      readBack: ({ body, query }) => {
        const asked = query as { status: string; page: number; pageSize: number };
        expectPage(body, asked);
        const statuses = (body as { items: { status: string }[] }).items.map((item) => item.status);
        expect(statuses.every((status) => status === asked.status)).toBe(true);
      },
    },
    {
      route: 'GET /api/admin/orders/:id',
      adminOnly: true,
      requests: (suite) => ({
        params: fc.constantFrom(...fixturesOf(suite).orderIds).map((id) => ({ id })),
      }),
    },
    {
      route: 'PATCH /api/admin/orders/:id',
      adminOnly: true,
      requests: (suite) => ({
        params: fc.constantFrom(...fixturesOf(suite).orderIds).map((id) => ({ id })),
        fields: { status: fc.constantFrom(...orderStatusValues) },
      }),
      readBack: async ({ request, input, body }, suite) => {
        const sent = input as { status: string };
        const { checkout, lines } = await readOrder(suite, request.params.id!);
        expect(checkout?.status).toBe(sent.status);
        expect(lines.every((line) => line.status === sent.status)).toBe(true);
        expect(body).toMatchObject({ id: checkout!.id, status: sent.status });
      },
    },
    {
      route: 'POST /api/admin/orders/:id/payments',
      adminOnly: true,
      requests: (suite) => ({
        params: fc.constantFrom(...fixturesOf(suite).orderIds).map((id) => ({ id })),
        fields: {
          amount: fc.constantFrom('10.00', 10, '14.99', 14.99, '10.5'),
          'idempotency-key': idempotencyKey,
        },
      }),
      readBack: async ({ request, response, body }, suite) => {
        const { checkout } = await readOrder(suite, request.params.id!);
        expect(checkout?.paymentStatus).toBe('paid');
        expect(body).toMatchObject({
          paymentStatus: 'paid',
          payment: { amount: checkout!.totalAmount },
        });
        expect([200, 201]).toContain(response.statusCode);
      },
    },
  ],
};
