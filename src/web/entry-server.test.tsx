/**
 * The public pages drawn by the server entry and then hydrated by the browser's
 * entry (main.tsx), in React's development build, which names every difference
 * between the two: a page fails if its main text is missing from the HTML or if
 * hydrating it logs anything. The built app is checked the same way in a real
 * browser by e2e/server-rendering.spec.ts.
 */
import { screen, waitFor } from '@testing-library/react';
import { prerender } from 'react-dom/static';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PageData } from '@shared/server-render';
import type { Product, ProductListItem } from '@shared/products/schemas';
import { mockFetch } from '@web/components/testing/render-with-providers';
import { pageNeeds } from '@web/entry-server';

const listItem: ProductListItem = {
  id: '3f1c2a54-8d2e-4c1b-9a7f-2b6d5e4c3a21',
  title: 'ThinkPad T480, 16 GB',
  description: 'Refurbished business laptop with a new battery.',
  price: '249.00',
  category: 'Electronics',
  condition: 'good',
  imageUrl: null,
  thumbnailUrl: null,
  createdAt: '2026-11-20T10:00:00.000Z',
};
const product = { ...listItem, status: 'active', isAvailable: true } as Product;

const loanRates = { gold: 12, general: 25 };

const PAGES: Array<[path: string, mainText: string | RegExp, data: Omit<PageData, 'user'>]> = [
  ['/', /Cash advances, repairs and great deals/, {}],
  ['/cash-advance', 'Cash Advances', {}],
  ['/repairs', 'Computer & Console Repairs', {}],
  ['/marketplace', 'ThinkPad T480, 16 GB', { productList: { items: [listItem], total: 1 } }],
  [`/product/${product.id}`, 'ThinkPad T480, 16 GB', { product }],
  ['/login', 'Sign In', {}],
  ['/terms', 'Terms and Conditions', { firm: { fcaFrn: '123456', demo: false } }],
  ['/privacy', 'Privacy Notice', { firm: { fcaFrn: null, demo: true } }],
  ['/complaints', 'Complaints Procedure', { firm: { fcaFrn: null, demo: false } }],
  // The shop's own rates (RATE_GOLD, RATE_GENERAL), drawn and hydrated as they are.
  ['/', /Gold and precious metals: 12% for 28 days · 156\.4% a year fixed/, { loanRates }],
  ['/cash-advance', /General valuables: 25% for 28 days · 325\.9% a year fixed/, { loanRates }],
  ['/terms', /annual rate of interest of 156\.4% for gold and 325\.9% for other/, { loanRates }],
];

/**
 * The page as the server draws it. React's server renderer leaves the context
 * values it provided last in place (harmless on a server); a browser render in
 * this same realm would read them, so an empty render switches them back.
 */
async function serverHtml(path: string, data: Omit<PageData, 'user'>) {
  // Modules of its own, as on a server (the browser's copy is loaded afresh below).
  vi.resetModules();
  const { renderPage } = await import('@web/entry-server');
  // The origin the browser's page sees too (the structured data names it).
  const page = await renderPage(new URL(path, window.location.origin), { user: null, ...data });
  const { prelude } = await prerender(<></>);
  await prelude.getReader().read();
  return page;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('server-drawn public pages', () => {
  let logged: unknown[][];
  let unmount: (() => void) | undefined;
  beforeEach(() => {
    logged = [];
    for (const level of ['error', 'warn'] as const) {
      vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
        // The server renderer ran in this realm a moment ago (see serverHtml): not the page's doing.
        if (String(args[0]).startsWith('Detected multiple renderers concurrently')) return;
        logged.push(args);
      });
    }
    vi.stubGlobal('scrollTo', vi.fn());
    vi.stubGlobal(
      'fetch',
      vi.fn(
        mockFetch({
          'GET /api/auth/user': { body: null },
          'GET /api/meta': { body: { demo: false } },
          'GET /api/challenges': { body: { token: 't', question: 'What is 3 + 4?' } },
        }),
      ),
    );
  });
  afterEach(() => {
    unmount?.();
    unmount = undefined;
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    vi.resetModules();
    document.body.innerHTML = '';
  });

  it.each(PAGES)(
    '%s is drawn with its main text and hydrates without a warning',
    async (path, mainText, data) => {
      const page = await serverHtml(path, data);
      expect(page.status).toBe(200);
      document.body.innerHTML = `<div id="root">${page.appHtml}</div>${page.dataScript}`;
      // The HTML alone holds the page's words, before any script runs.
      const text = document.getElementById('root')!.textContent ?? '';
      expect(text).toMatch(
        typeof mainText === 'string' ? new RegExp(escapeRegExp(mainText)) : mainText,
      );

      window.history.replaceState(null, '', path);
      // A fresh copy of the app's modules, as a browser loading the page has.
      vi.resetModules();
      const root = await (await import('@web/main')).mounted;
      unmount = () => root.unmount();
      // Hydration is done once the page's own chunk has loaded and its effects ran (the title).
      await waitFor(() => expect(document.title).not.toBe(''));
      await waitFor(() => expect(screen.getAllByText(mainText).length).toBeGreaterThan(0));
      expect(logged).toEqual([]);
    },
  );

  it('asks for the marketplace list the browser would ask for, and a product by its id', () => {
    expect(
      pageNeeds(new URL('http://x/marketplace?q=%20laptop&category=Tools&sort=bogus')),
    ).toEqual({
      productList: 'category=Tools&sort=newest&page=1&pageSize=24&q=laptop',
    });
    expect(pageNeeds(new URL('http://x/product/abc'))).toEqual({ productId: 'abc' });
    expect(pageNeeds(new URL('http://x/login'))).toEqual({});
    expect(pageNeeds(new URL('http://x/terms'))).toEqual({});
    expect(pageNeeds(new URL('http://x/dashboard'))).toBeNull();
    expect(pageNeeds(new URL('http://x/admin/products'))).toBeNull();
  });

  it('answers 404 for a product that does not exist, and keeps it out of search results', async () => {
    const page = await serverHtml('/product/nope', { product: null });
    expect(page.status).toBe(404);
    expect(page.headTags).toContain('<meta name="robots" content="noindex">');
    expect(page.appHtml).toContain('Product Not Found');
  });

  it('writes the product into the head: title, description and its picture preloaded', async () => {
    const page = await serverHtml(`/product/${product.id}`, {
      product: { ...product, imageUrl: '/images/0f0e0d0c0b0a49088706050403020100' },
    });
    expect(page.headTags).toContain(
      '<title>ThinkPad T480, 16 GB | Beeston Cash &amp; Repairs</title>',
    );
    expect(page.headTags).toContain('£249.00');
    expect(page.headTags).toMatch(
      /<link rel="preload" as="image" href="\/images\/[^"]+" imagesrcset="[^"]+\?w=640 640w[^"]*" imagesizes="[^"]+" fetchpriority="high">/,
    );
    expect(page.appHtml).toContain('"@type":"Product"');
  });

  it('never lets a product close the data block', async () => {
    const page = await serverHtml(`/product/${product.id}`, {
      product: { ...product, title: '</script><script>alert(1)</script>' },
    });
    expect(page.dataScript.match(/<\/script>/g)).toHaveLength(1);
  });
});
