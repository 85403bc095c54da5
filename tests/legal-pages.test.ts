/**
 * The legal pages (/terms, /privacy, /complaints), drawn on the server like the
 * other public pages (decision 017), and the FCA firm reference number the footer,
 * those pages and GET /api/meta give: the shop's own (FCA_FRN), the example number
 * marked as one in a demo shop without it, and nothing about authorisation otherwise.
 */
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/server/app';
import { testConfig, type AppConfig } from '../src/server/config';
import type { Database } from '../src/server/db/client';
import type { PageRenderer } from '../src/shared/server-render';
import { createTestDatabase } from './helpers/test-database';

const AUTHORISED = 'Authorised and regulated by the Financial Conduct Authority';
const OWN_LINE = `${AUTHORISED}, firm reference number 123456.`;
const DEMO_LINE = `${AUTHORISED}, firm reference number 000000 (example number: this demo shop is not authorised).`;

let webRoot: string;
let renderer: PageRenderer;
const opened: Array<{ app: FastifyInstance; database: Database }> = [];

beforeAll(async () => {
  // The page template is the app's own index.html.
  webRoot = mkdtempSync(path.join(tmpdir(), 'legal-'));
  copyFileSync('index.html', path.join(webRoot, 'index.html'));
  // The web app's server entry from source (a path the server's type check does not follow).
  const entry = '../src/web/entry-server';
  ({ renderer } = (await import(/* @vite-ignore */ entry)) as { renderer: PageRenderer });
});
afterAll(async () => {
  for (const { app, database } of opened) {
    await app.close();
    await database.close();
  }
  rmSync(webRoot, { recursive: true, force: true });
});

async function shopWith(config: Partial<AppConfig>): Promise<FastifyInstance> {
  const database = await createTestDatabase();
  const app = await buildApp({
    config: testConfig(config),
    database,
    webRoot,
    pageRenderer: renderer,
  });
  await app.ready();
  opened.push({ app, database });
  return app;
}

/** What is inside <div id="root">, i.e. drawn by React rather than index.html. */
const appHtml = (html: string) => html.slice(html.indexOf('<div id="root">'));

/** The text React drew, tags dropped and entities read back, for sentences that span elements. */
const drawnText = (html: string) =>
  appHtml(html)
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ');

const PAGES = [
  {
    url: '/terms',
    heading: 'Terms and Conditions',
    says: [
      '28 days',
      'at least 6 months from the date of the agreement',
      // The one £75 statement every paper makes, and no recourse for a shortfall (decision 039).
      'If the credit is £75 or less and you have not redeemed by the end of the six-month redemption period, the item becomes ours.',
      "we must give you at least 14 days' written notice before selling it",
      'we pay you the surplus',
      'we write off the shortfall',
      'You may ask us at any time for a statement of your account',
      'You do not need to show identification to redeem',
      'Statutory declaration: lost pawn-receipt',
      'MoneyHelper',
      'Consumer Contracts Regulations 2013',
      'within 14 days of the day you receive the goods',
      'Consumer Rights Act 2015',
      'Same-day delivery to Leeds LS postcodes only',
      'We hold your order for 3 days that we are open',
      'only once you have approved the estimate',
      '90-day warranty',
    ],
  },
  {
    url: '/privacy',
    heading: 'Privacy Notice',
    says: [
      'Beeston Cash & Repairs of 247 Beeston Road, Leeds LS11 7LR is the controller',
      'date of birth',
      'Stripe',
      'at least five years from the date of the agreement, or three years from the day the goods were redeemed or sold, whichever is later',
      'six years',
      'If you delete your account',
      'Download my data',
      'portability',
      'ico.org.uk',
      '0303 123 1113',
      'regulation 6 of the Privacy and Electronic Communications Regulations 2003',
    ],
  },
  {
    url: '/complaints',
    heading: 'Complaints Procedure',
    says: [
      '0113 496 0123',
      'send a letter to Complaints, Beeston Cash & Repairs, 247 Beeston Road, Leeds LS11 7LR',
      'We acknowledge your complaint promptly',
      'final response in writing within 8 weeks',
      'Financial Ombudsman Service',
      'www.financial-ombudsman.org.uk',
      '0800 023 4567',
      'within 6 months of the date of our final response',
    ],
  },
] as const;

describe('the legal pages, with FCA_FRN set', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await shopWith({ fcaFrn: '123456' });
  });

  it.each(PAGES)('$url arrives drawn, with its heading, texts and the FCA line', async (page) => {
    const res = await app.inject({ method: 'GET', url: page.url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, no-cache');
    expect(res.body).toContain(`<title>${page.heading} | Beeston Cash &amp; Repairs</title>`);
    expect(res.body.match(/<meta name="description"/g)).toHaveLength(1);
    expect(appHtml(res.body)).toMatch(new RegExp(`<h1[^>]*>${page.heading}</h1>`));
    const text = drawnText(res.body);
    for (const words of page.says) expect(text, words).toContain(words);
    // On the page itself and in the footer, before any script runs.
    expect(text.split(OWN_LINE).length - 1).toBeGreaterThanOrEqual(2);
    for (const url of ['/terms', '/privacy', '/complaints']) {
      expect(appHtml(res.body)).toContain(`href="${url}"`);
    }
  });

  it('names the number in every drawn page’s footer and in GET /api/meta', async () => {
    const home = await app.inject({ method: 'GET', url: '/' });
    expect(drawnText(home.body)).toContain(OWN_LINE);
    const meta = await app.inject({ method: 'GET', url: '/api/meta' });
    expect(meta.json()).toMatchObject({ fcaFrn: '123456' });
  });

  it('are in the sitemap', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/sitemap.xml',
      headers: { host: 'x.test' },
    });
    for (const url of ['/terms', '/privacy', '/complaints']) {
      expect(res.body).toContain(`<loc>http://x.test${url}</loc>`);
    }
  });
});

describe('without FCA_FRN', () => {
  it('a demo shop shows the example number, marked as one', async () => {
    const app = await shopWith({ demo: true, fcaFrn: null });
    const res = await app.inject({ method: 'GET', url: '/complaints' });
    expect(res.statusCode).toBe(200);
    expect(drawnText(res.body)).toContain(DEMO_LINE);
    const meta = await app.inject({ method: 'GET', url: '/api/meta' });
    expect(meta.json()).toMatchObject({ demo: true, fcaFrn: null });
  });

  it('any other shop says nothing about authorisation, but still names the Ombudsman', async () => {
    const app = await shopWith({ demo: false, fcaFrn: null });
    for (const { url, heading } of PAGES) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(appHtml(res.body)).toContain(heading);
      expect(appHtml(res.body)).not.toMatch(/Authorised and regulated|firm reference number/);
    }
    const complaints = await app.inject({ method: 'GET', url: '/complaints' });
    expect(drawnText(complaints.body)).toContain('0800 023 4567');
  });
});
