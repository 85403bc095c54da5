/** Fuzz targets of the marketplace and the admin product screens. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import fc from 'fast-check';
import { expect } from 'vitest';
import {
  SEARCH_TEXT_MAX,
  TOTAL_COUNT_HEADER,
  productSorts,
} from '../../../src/shared/products/schemas';
import {
  ALL_CATEGORIES,
  productCategoryValues,
  productStatusValues,
} from '../../../src/shared/products/values';
import { isGoneToBuyer, publicPageStatuses } from '../../../src/shared/products/similar';
import { products } from '../../../src/server/db/schema';
import type { Exchange, FuzzModule, FuzzSuite } from '../../helpers/fuzz/runner';
import { moneyArbitrary, textArbitrary } from '../../helpers/fuzz/values';
import { added, expectStored } from './read-back';

/** Image files go to a scratch folder, made when the suite starts. */
let dataDir = '';

/** Paths on this site, stored images among them; the schema refuses anything else. */
const imagePath = fc.oneof(
  fc.constant(null),
  fc.constant(''),
  fc.stringMatching(/^\/images\/[0-9a-f]{32}$/),
  fc.stringMatching(/^\/[a-z0-9._-]{1,40}(\/[a-z0-9._-]{1,20}){0,3}$/),
);
const fields = {
  price: moneyArbitrary(),
  imageUrl: imagePath,
  thumbnailUrl: fc.oneof(fc.constant(undefined), imagePath),
};

const productIds = (suite: FuzzSuite) =>
  fc.constantFrom(...(suite.fixtures.ids as string[])).map((id) => ({ id }));

async function storedProduct(suite: FuzzSuite, id: string) {
  const [row] = await suite.database.db.select().from(products).where(eq(products.id, id));
  return row;
}

/** A created product holds what was sent, with the signed-in admin as its seller. */
async function expectCreated(exchange: Exchange, suite: FuzzSuite, defaults: { status: string }) {
  const sent = exchange.input as Record<string, unknown>;
  const row = await storedProduct(suite, (exchange.body as { id: string }).id);
  expect(added(exchange, 'products')).toBe(1);
  expectStored(row, {
    title: sent.title,
    description: sent.description,
    category: sent.category,
    price: sent.price,
    condition: sent.condition,
    status: sent.status ?? defaults.status,
    imageUrl: sent.imageUrl,
    thumbnailUrl: sent.thumbnailUrl === undefined ? sent.imageUrl : sent.thumbnailUrl,
    sellerId: suite.users.admin.id,
    isAdminProduct: true,
  });
}

/** Every listed product exists with the listed status; no more than a page; the total holds them. */
async function expectListed(
  { body, response }: Exchange,
  suite: FuzzSuite,
  expected: { statuses: readonly string[]; category?: string; pageSize: number },
) {
  const items = body as { id: string; category: string }[];
  expect(items.length).toBeLessThanOrEqual(expected.pageSize);
  expect(Number(response.headers[TOTAL_COUNT_HEADER])).toBeGreaterThanOrEqual(items.length);
  if (items.length === 0) return;
  const rows = await suite.database.db
    .select()
    .from(products)
    .where(
      inArray(
        products.id,
        items.map((item) => item.id),
      ),
    );
  expect(rows).toHaveLength(items.length);
  for (const row of rows) {
    expect(expected.statuses).toContain(row.status);
    if (expected.category) expect(row.category).toBe(expected.category);
  }
}

export const productsFuzz: FuzzModule = {
  name: 'products',
  config: () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'fuzz-products-'));
    return { dataDir };
  },
  teardown: () => {
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  },
  setup: async (suite) => {
    const ids: string[] = [];
    for (let i = 0; i < 60; i += 1) {
      const res = await suite.app.inject({
        method: 'POST',
        url: '/api/admin/products',
        headers: { cookie: suite.users.admin.cookie },
        payload: {
          title: `Fixture ${i}`,
          description: 'A fixture product',
          category: productCategoryValues[i % productCategoryValues.length],
          price: `${10 + i}.00`,
          status: productStatusValues[i % productStatusValues.length],
        },
      });
      expect(res.statusCode, res.body).toBe(201);
      ids.push(res.json<{ id: string }>().id);
    }
    return { ids };
  },
  targets: [
    {
      route: 'GET /api/products',
      requests: () => ({
        fields: {
          category: fc.constantFrom('', ALL_CATEGORIES, ...productCategoryValues),
          sort: fc.constantFrom('', ...productSorts.map((sort) => sort.value)),
          q: fc.option(textArbitrary(0, SEARCH_TEXT_MAX), { nil: undefined }),
        },
      }),
      readBack: (exchange, suite) => {
        const query = exchange.query as { category?: string; pageSize: number };
        return expectListed(exchange, suite, { statuses: ['active'], ...query });
      },
    },
    {
      route: 'GET /api/products/:id',
      requests: (suite) => ({ params: productIds(suite) }),
      readBack: async ({ role, request, body }, suite) => {
        const row = await storedProduct(suite, request.params.id!);
        expect(body).toMatchObject({
          id: row!.id,
          title: row!.title,
          price: row!.price,
          status: row!.status,
        });
        // Anyone opens a product on sale or gone to a buyer (whose description is withheld).
        if (role !== 'admin') expect(publicPageStatuses).toContain(row!.status);
        if (role !== 'admin' && isGoneToBuyer(row!.status)) {
          expect(body).toMatchObject({ description: '' });
        }
      },
    },
    {
      route: 'POST /api/products',
      adminOnly: true,
      requests: () => ({ fields }),
      readBack: (exchange, suite) => expectCreated(exchange, suite, { status: 'active' }),
    },
    {
      route: 'GET /api/admin/products',
      adminOnly: true,
      readBack: (exchange, suite) => {
        const query = exchange.query as { status?: string; pageSize: number };
        return expectListed(exchange, suite, {
          statuses: query.status ? [query.status] : productStatusValues,
          pageSize: query.pageSize,
        });
      },
    },
    {
      route: 'POST /api/admin/products',
      adminOnly: true,
      requests: () => ({ fields }),
      readBack: (exchange, suite) => expectCreated(exchange, suite, { status: 'active' }),
    },
    {
      route: 'PUT /api/admin/products/:id',
      adminOnly: true,
      requests: (suite) => ({ params: productIds(suite), fields }),
      readBack: async ({ request, input }, suite) => {
        const sent = input as Record<string, unknown>;
        const thumbnail = sent.thumbnailUrl === undefined ? sent.imageUrl : sent.thumbnailUrl;
        expectStored(await storedProduct(suite, request.params.id!), {
          title: sent.title,
          description: sent.description,
          category: sent.category,
          price: sent.price,
          condition: sent.condition,
          imageUrl: sent.imageUrl,
          thumbnailUrl: thumbnail,
        });
      },
    },
    {
      route: 'PUT /api/admin/products/:id/status',
      adminOnly: true,
      requests: (suite) => ({ params: productIds(suite) }),
      readBack: async ({ request, input }, suite) => {
        const row = await storedProduct(suite, request.params.id!);
        expect(row?.status).toBe((input as { status: string }).status);
      },
    },
    {
      route: 'DELETE /api/admin/products/:id',
      adminOnly: true,
      requests: (suite) => ({ params: productIds(suite) }),
      readBack: async (exchange, suite) => {
        expect(exchange.response.statusCode).toBe(204);
        expect(await storedProduct(suite, exchange.request.params.id!)).toBeUndefined();
        expect(added(exchange, 'products')).toBe(-1);
      },
    },
  ],
};
