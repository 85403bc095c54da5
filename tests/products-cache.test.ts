/**
 * The public product cache (decision 007): repeat reads revalidate with
 * ETag/304, every kind of product write shows at once, queries keep their
 * own answers, and an admin's view of a hidden product is never shared.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { activity, products } from '../src/server/db/schema';
import { createTestApp, type TestApp } from './helpers/test-app';
import { signedInUser, type TestUser } from './helpers/users';

let t: TestApp;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInUser(t.app, 'admin');
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.delete(activity).where(sql`true`);
  await t.database.db.delete(products).where(sql`true`);
  // Changed straight in the table, past the routes that clear the cache.
  t.app.productCache.clear();
});

type Json = Record<string, unknown>;

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });
const asAdmin = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { cookie: admin.cookie } });
const titles = (res: { json: () => unknown }) => (res.json() as Json[]).map((p) => p.title);

let counter = 0;
/** Creates an active product through the admin API (which clears the cache itself). */
async function createProduct(overrides: Json = {}): Promise<Json> {
  counter += 1;
  const res = await asAdmin('POST', '/api/admin/products', {
    title: `Cordless Drill ${counter}`,
    description: 'Two batteries and a charger',
    category: 'Tools',
    price: '45.50',
    ...overrides,
  });
  expect(res.statusCode).toBe(201);
  return res.json();
}

describe('repeat visits', () => {
  it('answers the list with the same strong ETag, public no-cache, and the total, each time', async () => {
    await createProduct();
    const first = await get('/api/products');
    const second = await get('/api/products');
    expect(first.statusCode).toBe(200);
    expect(first.headers.etag).toMatch(/^"[^"]+"$/);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.body).toBe(first.body);
    for (const res of [first, second]) {
      expect(res.headers['cache-control']).toBe('public, no-cache');
      expect(res.headers['x-total-count']).toBe('1');
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    }
  });

  it('answers 304 without a body to a matching If-None-Match, list and detail alike', async () => {
    const product = await createProduct();
    for (const url of ['/api/products?category=Tools', `/api/products/${String(product.id)}`]) {
      const fresh = await get(url);
      const etag = fresh.headers.etag as string;
      const again = await get(url, { 'if-none-match': etag });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(etag);
      // A list of validators, or the weak form of ours, matches too.
      expect((await get(url, { 'if-none-match': `"other", W/${etag}` })).statusCode).toBe(304);
      // A stale validator gets the whole answer.
      const stale = await get(url, { 'if-none-match': '"not-the-current-one"' });
      expect(stale.statusCode).toBe(200);
      expect(stale.body).toBe(fresh.body);
    }
  });

  it('keeps the ETag when a reload finds the same answer, and changes it when the answer changes', async () => {
    await createProduct({ title: 'Angle Grinder' });
    const before = await get('/api/products');
    t.app.productCache.clear();
    const reloaded = await get('/api/products');
    expect(reloaded.headers.etag).toBe(before.headers.etag);
    await createProduct({ title: 'Socket Set' });
    const changed = await get('/api/products', { 'if-none-match': before.headers.etag as string });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(before.headers.etag);
  });
});

describe('what is kept', () => {
  it('answers a repeat read from memory: a change made past the routes shows only once the cache is cleared', async () => {
    await createProduct({ title: 'Angle Grinder' });
    expect(titles(await get('/api/products'))).toEqual(['Angle Grinder']);
    expect(t.app.productCache.stats().entries).toBe(1);
    // As another instance would: straight in the table. An entry, even expired, is answered first.
    await t.database.db
      .update(products)
      .set({ title: 'Renamed elsewhere' })
      .where(sql`true`);
    expect(titles(await get('/api/products'))).toEqual(['Angle Grinder']);
    t.app.productCache.clear();
    expect(titles(await get('/api/products'))).toEqual(['Renamed elsewhere']);
  });

  it('keeps nothing for a missing or hidden product', async () => {
    const hidden = await createProduct({ status: 'inactive' });
    expect((await get(`/api/products/${String(hidden.id)}`)).statusCode).toBe(404);
    expect((await get('/api/products/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect(t.app.productCache.stats().entries).toBe(0);
  });
});

describe('every product write shows at once', () => {
  it('a product created through the admin screens or the marketplace panel', async () => {
    await createProduct({ title: 'Angle Grinder' });
    expect(titles(await get('/api/products'))).toEqual(['Angle Grinder']);
    await createProduct({ title: 'Socket Set' });
    expect(titles(await get('/api/products'))).toEqual(['Socket Set', 'Angle Grinder']);
    const panel = await asAdmin('POST', '/api/products', {
      title: 'Pressure Washer',
      description: 'Hose and lance included',
      category: 'Tools',
      price: '80.00',
      condition: 'good',
    });
    expect(panel.statusCode).toBe(201);
    const list = await get('/api/products');
    expect(titles(list)).toEqual(['Pressure Washer', 'Socket Set', 'Angle Grinder']);
    expect(list.headers['x-total-count']).toBe('3');
  });

  it('an edit, in the list and the detail', async () => {
    const product = await createProduct({ title: 'Angle Grinder', price: '30.00' });
    const detailUrl = `/api/products/${String(product.id)}`;
    const before = await get(detailUrl);
    await get('/api/products');
    const edit = await asAdmin('PUT', `/api/admin/products/${String(product.id)}`, {
      title: 'Angle Grinder 115mm',
      category: 'Tools',
      price: '35.00',
    });
    expect(edit.statusCode).toBe(200);
    expect(titles(await get('/api/products'))).toEqual(['Angle Grinder 115mm']);
    const after = await get(detailUrl, { 'if-none-match': before.headers.etag as string });
    expect(after.statusCode).toBe(200);
    expect(after.json()).toMatchObject({ title: 'Angle Grinder 115mm', price: '35.00' });
  });

  it('an image change, in the list and the detail', async () => {
    const product = await createProduct({ imageUrl: '/images/old.jpg' });
    await get('/api/products');
    await get(`/api/products/${String(product.id)}`);
    await asAdmin('PUT', `/api/admin/products/${String(product.id)}`, {
      title: product.title,
      category: 'Tools',
      price: '45.50',
      imageUrl: '/images/new.jpg',
    });
    expect((await get('/api/products')).json()).toMatchObject([
      { imageUrl: '/images/new.jpg', thumbnailUrl: '/images/new.jpg' },
    ]);
    expect((await get(`/api/products/${String(product.id)}`)).json()).toMatchObject({
      imageUrl: '/images/new.jpg',
    });
  });

  it('a sale takes the product off the list and its page says sold; listing it again shows it', async () => {
    const product = await createProduct({ title: 'Angle Grinder' });
    const detailUrl = `/api/products/${String(product.id)}`;
    expect((await get(detailUrl)).statusCode).toBe(200);
    expect(titles(await get('/api/products?category=Tools'))).toEqual(['Angle Grinder']);

    await asAdmin('PUT', `/api/admin/products/${String(product.id)}/status`, { status: 'sold' });
    expect((await get(detailUrl)).json()).toMatchObject({ status: 'sold', isAvailable: false });
    const tools = await get('/api/products?category=Tools');
    expect(titles(tools)).toEqual([]);
    expect(tools.headers['x-total-count']).toBe('0');

    await asAdmin('PUT', `/api/admin/products/${String(product.id)}/status`, { status: 'active' });
    expect((await get(detailUrl)).json()).toMatchObject({ status: 'active', isAvailable: true });
    expect(titles(await get('/api/products?category=Tools'))).toEqual(['Angle Grinder']);
  });

  it('a deletion, in the list and the detail', async () => {
    const product = await createProduct({ title: 'Angle Grinder' });
    const detailUrl = `/api/products/${String(product.id)}`;
    await get(detailUrl);
    await get('/api/products');
    expect((await asAdmin('DELETE', `/api/admin/products/${String(product.id)}`)).statusCode).toBe(
      204,
    );
    expect((await get(detailUrl)).statusCode).toBe(404);
    const list = await get('/api/products');
    expect(list.json()).toEqual([]);
    expect(list.headers['x-total-count']).toBe('0');
  });
});

describe('separate answers', () => {
  it('gives each query its own entry: search, category, sort and page never share one', async () => {
    await createProduct({ title: 'Angle Grinder', price: '30.00' });
    await createProduct({ title: 'Socket Set', price: '20.00', category: 'Tools' });
    await createProduct({ title: 'Gold Ring', price: '200.00', category: 'Jewelry' });
    const answers = {
      all: ['Gold Ring', 'Socket Set', 'Angle Grinder'],
      'q=socket': ['Socket Set'],
      'category=Jewelry': ['Gold Ring'],
      'sort=price_asc': ['Socket Set', 'Angle Grinder', 'Gold Ring'],
      'pageSize=1&page=2': ['Socket Set'],
    };
    // Twice over: the second round is answered from the cache.
    for (let round = 0; round < 2; round += 1) {
      for (const [query, expected] of Object.entries(answers)) {
        const url = query === 'all' ? '/api/products' : `/api/products?${query}`;
        expect(titles(await get(url)), url).toEqual(expected);
      }
    }
    expect(titles(await get('/api/products?pageSize=1&page=1'))).toEqual(['Gold Ring']);
  });

  it('treats the ways of writing the same search as one: defaults, blank text and All Categories', async () => {
    await createProduct({ title: 'Angle Grinder' });
    const plain = await get('/api/products');
    for (const url of [
      '/api/products?category=All%20Categories',
      '/api/products?q=%20%20&sort=newest&page=1&pageSize=24',
    ]) {
      const res = await get(url, { 'if-none-match': plain.headers.etag as string });
      expect(res.statusCode, url).toBe(304);
    }
  });

  it("never shares an admin's view of a hidden product, before or after a visitor asks", async () => {
    const product = await createProduct({ title: 'Angle Grinder', status: 'inactive' });
    const detailUrl = `/api/products/${String(product.id)}`;
    const adminView = await asAdmin('GET', detailUrl);
    expect(adminView.statusCode).toBe(200);
    expect(adminView.json()).toMatchObject({ status: 'inactive' });
    expect(adminView.headers['cache-control']).toBe('private, no-store');
    expect(adminView.headers.etag).toBeUndefined();

    const visitor = await get(detailUrl);
    expect(visitor.statusCode).toBe(404);
    expect(visitor.json()).toEqual({ message: 'Product not found' });
    expect((await get('/api/products')).json()).toEqual([]);
    // And the other way round: the visitor's 404 does not hide it from the admin.
    expect((await asAdmin('GET', detailUrl)).statusCode).toBe(200);
  });

  it('gives an admin the same shared answer as anyone for an active product', async () => {
    const product = await createProduct();
    const detailUrl = `/api/products/${String(product.id)}`;
    const visitor = await get(detailUrl);
    const adminView = await asAdmin('GET', detailUrl);
    expect(adminView.body).toBe(visitor.body);
    expect(adminView.headers.etag).toBe(visitor.headers.etag);
    // Nothing admin-only in the public answer.
    expect(Object.keys(visitor.json<Json>())).not.toContain('sellerId');
  });
});
