/// <reference lib="dom" />
// The sitemap is parsed with jsdom's DOMParser, so this one server test uses the DOM types.
import { createRequire } from 'node:module';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../src/server/db/schema';
import { createTestApp, type TestApp } from './helpers/test-app';

// jsdom has no type declarations in this project; only its DOMParser is used, to parse the XML.
const { JSDOM } = createRequire(import.meta.url)('jsdom') as {
  JSDOM: new () => { window: { DOMParser: typeof DOMParser } };
};

let t: TestApp;
let activeIds: string[];
let hiddenIds: string[];

beforeAll(async () => {
  t = await createTestApp();
  await t.database.db.delete(products).where(sql`true`);
  const rows = await t.database.db
    .insert(products)
    .values(
      (['active', 'sold', 'active', 'inactive'] as const).map((status, index) => ({
        title: `Item ${index}`,
        category: 'Electronics',
        price: '10.00',
        status,
        isAvailable: status === 'active',
        createdAt: new Date(Date.UTC(2026, 2, 10 + index)),
      })),
    )
    .returning();
  activeIds = rows.filter((row) => row.status === 'active').map((row) => row.id);
  hiddenIds = rows.filter((row) => row.status !== 'active').map((row) => row.id);
});
afterAll(() => t.close());

/** The <loc> values of a sitemap, after checking it parses as XML in the sitemap namespace. */
function locations(xml: string): string[] {
  const { DOMParser } = new JSDOM().window;
  const document = new DOMParser().parseFromString(xml, 'application/xml');
  expect(document.getElementsByTagName('parsererror')).toHaveLength(0);
  expect(document.documentElement.namespaceURI).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
  return Array.from(document.getElementsByTagName('loc'), (loc: Element) => loc.textContent ?? '');
}

describe('GET /sitemap.xml', () => {
  it('lists the public pages and every active product, with absolute URLs', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/sitemap.xml',
      headers: { host: 'shop.example' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    const urls = locations(res.body);
    expect(urls.slice(0, 7)).toEqual([
      'http://shop.example/',
      'http://shop.example/marketplace',
      'http://shop.example/cash-advance',
      'http://shop.example/repairs',
      'http://shop.example/terms',
      'http://shop.example/privacy',
      'http://shop.example/complaints',
    ]);
    // Newest first; sold and off-listed products are not public.
    expect(urls.slice(7)).toEqual(
      [...activeIds].reverse().map((id) => `http://shop.example/product/${id}`),
    );
    for (const id of hiddenIds) expect(res.body).not.toContain(id);
    expect(res.body).toContain(`<lastmod>2026-03-12</lastmod>`);
  });

  it('ignores X-Forwarded-Proto unless TRUST_PROXY is set', async () => {
    const headers = { host: 'shop.example', 'x-forwarded-proto': 'https' };
    const direct = await t.app.inject({ method: 'GET', url: '/sitemap.xml', headers });
    expect(locations(direct.body)[0]).toBe('http://shop.example/');

    const proxied = await createTestApp({ config: { trustProxy: true } });
    try {
      const res = await proxied.app.inject({ method: 'GET', url: '/sitemap.xml', headers });
      expect(locations(res.body)[0]).toBe('https://shop.example/');
    } finally {
      await proxied.close();
    }
  });

  it('escapes a host name that is not plain text, so the XML stays valid', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/sitemap.xml',
      headers: { host: 'a&b' },
    });
    expect(locations(res.body)[0]).toBe('http://a&b/');
  });
});

describe('GET /robots.txt', () => {
  it('lets crawlers read the public pages, keeps them out of private ones, and names the sitemap', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/robots.txt',
      headers: { host: 'shop.example' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = res.body.split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Allow: /');
    for (const path of ['/admin', '/api', '/dashboard', '/track', '/test-input', '/ultra-test']) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    for (const path of [
      '/marketplace',
      '/product',
      '/repairs',
      '/cash-advance',
      '/terms',
      '/privacy',
      '/complaints',
      // Public, and held to Lighthouse's SEO 100 like the other public pages (issue 32).
      '/login',
    ]) {
      expect(
        lines.filter((line) => line.startsWith('Disallow:') && path.startsWith(line.slice(10))),
      ).toEqual([]);
    }
    expect(lines).toContain('Sitemap: http://shop.example/sitemap.xml');
  });
});
