/**
 * The public pages drawn on the server (decision 017), through the real app:
 * the HTML holds each page's main text, the marketplace and product page read
 * the public product cache (a sold product leaves the HTML at once), answers
 * carry ETags, an unknown product is a 404, and no address makes it fail.
 * The web app's own side (hydration without a warning) is src/web/entry-server.test.tsx.
 */
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/server/app';
import { testConfig } from '../src/server/config';
import type { Database } from '../src/server/db/client';
import { activity, products } from '../src/server/db/schema';
import type { PageRenderer } from '../src/shared/server-render';
import { EARLY_TAPS_SCRIPT } from '../src/shared/early-taps-script';
import { createTestDatabase } from './helpers/test-database';
import { signedInUser, type TestUser } from './helpers/users';

let app: FastifyInstance;
let database: Database;
let webRoot: string;
let admin: TestUser;

beforeAll(async () => {
  // The page template is the app's own index.html.
  webRoot = mkdtempSync(path.join(tmpdir(), 'ssr-'));
  copyFileSync('index.html', path.join(webRoot, 'index.html'));
  database = await createTestDatabase();
  // The web app's server entry from source (a path the server's type check does not follow).
  const entry = '../src/web/entry-server';
  const { renderer } = (await import(/* @vite-ignore */ entry)) as { renderer: PageRenderer };
  app = await buildApp({ config: testConfig(), database, webRoot, pageRenderer: renderer });
  await app.ready();
  admin = await signedInUser(app, 'admin');
});
afterAll(async () => {
  await app.close();
  await database.close();
  rmSync(webRoot, { recursive: true, force: true });
});
beforeEach(async () => {
  await database.db.delete(activity).where(sql`true`);
  await database.db.delete(products).where(sql`true`);
  app.productCache.clear();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

let counter = 0;
async function createProduct(overrides: Record<string, unknown> = {}) {
  counter += 1;
  const res = await app.inject({
    method: 'POST',
    url: '/api/admin/products',
    headers: { cookie: admin.cookie },
    payload: {
      title: `Cordless Drill ${counter}`,
      description: 'Two batteries and a charger',
      category: 'Tools',
      price: '45.50',
      ...overrides,
    },
  });
  expect(res.statusCode).toBe(201);
  return res.json<{ id: string; title: string }>();
}

/** What is inside <div id="root">, i.e. drawn by React rather than index.html. */
const appHtml = (html: string) => html.slice(html.indexOf('<div id="root">'));

describe('the six public pages', () => {
  it.each([
    ['/', 'Cash advances, repairs and great deals'],
    ['/cash-advance', 'Cash Advances'],
    ['/repairs', 'Computer &amp; Console Repairs'],
    ['/marketplace', 'Marketplace'],
    ['/login', 'Sign In'],
  ])('%s arrives with its main text, its title and an ETag', async (url, mainText) => {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(appHtml(res.body)).toContain(mainText);
    expect(res.body).toMatch(/<title>[^<]+<\/title>/);
    expect(res.body.match(/<title>/g)).toHaveLength(1);
    expect(res.body.match(/<meta name="description"/g)).toHaveLength(1);
    expect(res.body).toContain('<script type="application/json" id="shop-data">');
    expect(res.headers['cache-control']).toBe('public, no-cache');
    expect(res.headers.etag).toMatch(/^"[^"]+"$/);

    const again = await get(url, { 'if-none-match': String(res.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('draws the product page with its title, price, JSON-LD and meta description', async () => {
    const product = await createProduct({ title: 'Makita Drill <b>', price: '60.00' });
    const res = await get(`/product/${product.id}`);
    expect(res.statusCode).toBe(200);
    expect(appHtml(res.body)).toContain('Makita Drill &lt;b&gt;');
    expect(appHtml(res.body)).toContain('£60.00');
    expect(res.body).toContain(
      '<title>Makita Drill &lt;b&gt; | Beeston Cash &amp; Repairs</title>',
    );
    expect(res.body).toContain('"@type":"Product"');
    expect(res.body).toMatch(/"@id":"http:\/\/localhost[^"]*\/product\//);
    expect(res.body).not.toContain('<b>');
  });

  it('answers 404 with the not-found page for a product that does not exist', async () => {
    for (const url of ['/product/7d4c9e58-1f0a-4b8e-9c3d-2a1b0c9d8e7f', '/product/not-an-id']) {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(appHtml(res.body)).toContain('Product Not Found');
      expect(res.body).toContain('<meta name="robots" content="noindex">');
    }
  });

  it('answers 404 for a path the app does not have, drawn only in the browser', async () => {
    const res = await get('/no-such-page');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<div id="root"></div>');
  });

  it('leaves the signed-in pages to the browser', async () => {
    const res = await get('/dashboard');
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).not.toContain('id="shop-data"');
  });
});

describe('the marketplace', () => {
  it('lists the first page of the search in the address, from the public cache', async () => {
    await createProduct({ title: 'Angle Grinder', category: 'Tools' });
    await createProduct({ title: 'Gold Chain', category: 'Jewelry' });
    const all = await get('/marketplace');
    expect(appHtml(all.body)).toContain('Angle Grinder');
    expect(appHtml(all.body)).toContain('Gold Chain');
    expect(appHtml(all.body)).toContain('2 products');

    const searched = await get('/marketplace?q=grinder&category=Tools&sort=price_asc');
    expect(appHtml(searched.body)).toContain('Angle Grinder');
    expect(appHtml(searched.body)).not.toContain('Gold Chain');
    expect(appHtml(searched.body)).toContain('1 product for “grinder” in Tools');
    // The search box is a real GET form, its lists sent with it.
    expect(searched.body).toMatch(/<form [^>]*action="\/marketplace" method="get"/);
    expect(searched.body).toMatch(/<input[^>]+name="q"[^>]+value="grinder"/);
    expect(searched.body).toMatch(/<select[^>]+name="category"[^>]+form="[^"]+"/);
  });

  it('drops a product sold a moment ago from the marketplace; its page says sold and offers similar items', async () => {
    const product = await createProduct({ title: 'Angle Grinder' });
    await createProduct({ title: 'Bench Vice' });
    await createProduct({ title: 'Gold Ring', category: 'Jewelry' });
    expect(appHtml((await get('/marketplace')).body)).toContain('Angle Grinder');
    expect((await get(`/product/${product.id}`)).statusCode).toBe(200);

    const sold = await app.inject({
      method: 'PUT',
      url: `/api/admin/products/${product.id}/status`,
      headers: { cookie: admin.cookie },
      payload: { status: 'sold' },
    });
    expect(sold.statusCode).toBe(200);
    expect(appHtml((await get('/marketplace')).body)).not.toContain('Angle Grinder');
    const page = await get(`/product/${product.id}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<meta name="robots" content="noindex">');
    const html = appHtml(page.body);
    const [main = '', similar = ''] = html.split('Similar items for sale');
    expect(main).toContain('This item has been sold');
    expect(main).not.toContain('Add to Cart');
    expect(main).not.toContain('Two batteries and a charger');
    // Similar: the same category, on sale; drawn with the page, not fetched afterwards.
    expect(similar).toContain('Bench Vice');
    expect(similar).not.toContain('Gold Ring');
    expect(similar).not.toContain('Loading similar items');
  });

  it('changes its ETag when the list changes', async () => {
    await createProduct();
    const before = await get('/marketplace');
    await createProduct();
    const after = await get('/marketplace', { 'if-none-match': String(before.headers.etag) });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it('never fails, whatever the address holds', async () => {
    const odd = [
      '?q=%00',
      `?q=${'x'.repeat(500)}`,
      '?category=Nope&sort=cheapest',
      '?q=%E2%80%AE%F0%9F%98%80<script>',
      '?q=%ZZ',
      '?page=-1&pageSize=100000',
      '?q[]=a&q[]=b',
      '?category=',
    ];
    for (const query of odd) {
      const res = await get(`/marketplace${query}`);
      expect(res.statusCode, query).toBe(200);
      // The page's own inline script aside (shared/early-taps-script.ts), none from the address.
      expect(res.body.replace(`<script>${EARLY_TAPS_SCRIPT}</script>`, '')).not.toContain(
        '<script>',
      );
    }
    for (const id of ['%00', '..%2F..%2Fetc', 'a'.repeat(300), '%E2%80%AE']) {
      // 404, or 403 from the static files' own check of a NUL in the path.
      expect([403, 404], id).toContain((await get(`/product/${id}`)).statusCode);
    }
  });
});

describe('signed-in visitors', () => {
  it('are greeted in the header, and their page is theirs alone', async () => {
    const customer = await signedInUser(app);
    const res = await get('/marketplace', { cookie: customer.cookie });
    expect(appHtml(res.body)).toContain(customer.username);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.headers.vary).toContain('Cookie');
  });

  it('find their name and email already in the request form, so nothing fills it as they type', async () => {
    const customer = await signedInUser(app);
    const html = appHtml((await get('/cash-advance', { cookie: customer.cookie })).body);
    const field = (name: string) => html.match(new RegExp(`<input[^>]*name="${name}"[^>]*>`))?.[0];
    expect(field('customerName')).toContain(`value="${customer.username}"`);
    expect(field('customerEmail')).toContain(`value="${customer.email}"`);
    expect(field('customerPhone')).not.toContain('value=');
  });

  it('an admin sees a product that is not on sale; nobody else does', async () => {
    const product = await createProduct({ status: 'inactive', title: 'Hidden Drill' });
    expect((await get(`/product/${product.id}`)).statusCode).toBe(404);
    const asAdmin = await get(`/product/${product.id}`, { cookie: admin.cookie });
    expect(asAdmin.statusCode).toBe(200);
    expect(appHtml(asAdmin.body)).toContain('Hidden Drill');
    expect(asAdmin.headers['cache-control']).toBe('private, no-cache');
  });
});

describe('forms without JavaScript', () => {
  it('sends a form posted to a public page back to the page, never storing anything', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/login',
      payload: 'username=a&password=b',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/login');
  });

  it('are method="post", so what is typed never lands in an address', async () => {
    for (const url of ['/login', '/repairs', '/cash-advance']) {
      const forms = (await get(url)).body.match(/<form[^>]*>/g) ?? [];
      const sending = forms.filter((form) => !form.includes('role="search"'));
      expect(sending.length, url).toBeGreaterThan(0);
      for (const form of sending) expect(form, url).toContain('method="post"');
    }
  });
});

describe('GET /api/auth/user', () => {
  it('answers a signed-out visitor null when asked to, 401 otherwise', async () => {
    const asked = await get('/api/auth/user', { prefer: 'signed-out=null' });
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toBeNull();
    expect(asked.headers['preference-applied']).toBe('signed-out=null');
    expect((await get('/api/auth/user')).statusCode).toBe(401);
    expect((await get('/api/auth/user', { prefer: 'return=minimal' })).statusCode).toBe(401);
  });

  it('answers a signed-in visitor with their account either way', async () => {
    const customer = await signedInUser(app);
    const res = await get('/api/auth/user', { prefer: 'signed-out=null', cookie: customer.cookie });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ username: customer.username });
  });
});
