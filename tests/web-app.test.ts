import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/server/app';
import { testConfig } from '../src/server/config';
import type { FastifyInstance } from 'fastify';
import { createTestDatabase } from './helpers/test-database';
import type { Database } from '../src/server/db/client';

let app: FastifyInstance;
let database: Database;
let webRoot: string;

const INDEX_HTML =
  '<!doctype html><html><head><title>App</title></head><body><div id="root"></div></body></html>';
const SCRIPT = 'console.log("the app");'.repeat(20);

/** A file and the compressed copies the build writes beside it (scripts/precompress-plugin.ts). */
function writeWithCopies(file: string, text: string) {
  writeFileSync(file, text);
  writeFileSync(`${file}.br`, brotliCompressSync(text));
  writeFileSync(`${file}.gz`, gzipSync(text));
}

beforeAll(async () => {
  // A stand-in for the built React app, with a Vite manifest naming the pages' chunks.
  webRoot = mkdtempSync(path.join(tmpdir(), 'web-'));
  mkdirSync(path.join(webRoot, 'assets'));
  mkdirSync(path.join(webRoot, '.vite'));
  writeWithCopies(path.join(webRoot, 'index.html'), INDEX_HTML);
  writeWithCopies(path.join(webRoot, 'assets', 'index-abc123.js'), SCRIPT);
  writeFileSync(path.join(webRoot, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(
    path.join(webRoot, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-abc123.js', isEntry: true, imports: ['_react-1.js'] },
      '_react-1.js': { file: 'assets/react-1.js' },
      '_zod-1.js': { file: 'assets/zod-1.js', imports: ['_react-1.js'] },
      'src/web/app/routes/home-page.tsx': {
        file: 'assets/home-page-1.js',
        isDynamicEntry: true,
        imports: ['index.html', '_react-1.js'],
      },
      'src/web/app/routes/product-detail-page.tsx': {
        file: 'assets/product-detail-page-1.js',
        isDynamicEntry: true,
        imports: ['index.html', '_zod-1.js'],
      },
      'src/web/app/routes/track-repair-page.tsx': {
        file: 'assets/track-repair-page-1.js',
        isDynamicEntry: true,
        imports: ['index.html', '_zod-1.js'],
      },
    }),
  );
  database = await createTestDatabase();
  app = await buildApp({ config: testConfig(), database, webRoot });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
  rmSync(webRoot, { recursive: true, force: true });
});

const preloads = (html: string) =>
  [
    ...html.matchAll(
      /<link rel="modulepreload" crossorigin (?:fetchpriority="low" )?href="([^"]+)">/g,
    ),
  ].map((m) => m[1]);

describe('serving the web app', () => {
  it.each([
    '/',
    '/marketplace',
    '/product/123',
    '/admin/dashboard',
    '/admin/no-such-screen',
    '/orders/abc?key=x',
    '/index.html',
  ])('answers %s with the app, revalidated on every visit', async (url) => {
    const res = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<div id="root">');
  });

  it.each(['/no/such/page', '/product', '/cart/extra', '/test-input', '/debug-dropdown'])(
    'answers %s 404 with the app, which draws the not-found page (dev pages: demo and development only)',
    async (url) => {
      const res = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toContain('<div id="root">');
    },
  );

  it("names a public page's own chunks in its HTML, so they download with the entry", async () => {
    const product = await app.inject({ method: 'GET', url: '/product/123' });
    expect(preloads(product.body)).toEqual([
      '/assets/product-detail-page-1.js',
      '/assets/zod-1.js',
    ]);
    const home = await app.inject({ method: 'GET', url: '/?utm_source=flyer' });
    expect(preloads(home.body)).toEqual(['/assets/home-page-1.js']);
    const tracking = await app.inject({ method: 'GET', url: '/track/abc?utm_source=sms' });
    expect(preloads(tracking.body)).toEqual(['/assets/track-repair-page-1.js', '/assets/zod-1.js']);
    const other = await app.inject({ method: 'GET', url: '/admin/dashboard' });
    expect(preloads(other.body)).toEqual([]);
  });

  it('sends the HTML compressed when asked, varying on Accept-Encoding, and 304 when unchanged', async () => {
    const br = await app.inject({
      method: 'GET',
      url: '/marketplace',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain('<div id="root">');

    const gzip = await app.inject({
      method: 'GET',
      url: '/',
      headers: { 'accept-encoding': 'gzip, br;q=0' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toContain('<div id="root">');

    const plain = await app.inject({ method: 'GET', url: '/' });
    expect(plain.headers['content-encoding']).toBeUndefined();

    const again = await app.inject({
      method: 'GET',
      url: '/',
      headers: { 'if-none-match': String(plain.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('caches hashed assets for a year', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends the brotli copy of an asset when asked, with the headers of the original', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends the gzip copy to a client without brotli, and the file itself to one without either', async () => {
    const gzip = await app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT);
    const plain = await app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('keeps index.html revalidated when its compressed copy is sent', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/index.html',
      headers: { 'accept-encoding': 'br' },
    });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('caches other public files for a day', async () => {
    const res = await app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
  });

  it('does not publish the build manifest', async () => {
    const res = await app.inject({ method: 'GET', url: '/.vite/manifest.json' });
    expect(res.headers['content-type']).toMatch(/text\/html/);
  });

  it('answers /robots.txt and /sitemap.xml itself, not with the app', async () => {
    const robots = await app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(robots.body).toContain('Sitemap: ');
    const sitemap = await app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(sitemap.body).toContain('<urlset');
  });

  it('never answers an unknown API path with the app', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'No API route for GET /api/nothing-here' });
  });
});
