/**
 * Headers: every answer (pages, files, API, errors) carries the
 * Content-Security-Policy, nosniff, frame-ancestors and Referrer-Policy; HSTS
 * only behind HTTPS; errors never carry a stack trace or SQL.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { testConfig, type AppConfig } from '../../src/server/config';
import type { Database } from '../../src/server/db/client';
import { createTestDatabase } from '../helpers/test-database';
import { signedInUser } from '../helpers/users';
import { SIGNED_OUT, UNKNOWN_ID, endpoints, fillParams, isSafeMethod } from './support';
import { withChallenge } from '../helpers/challenge';
import { EARLY_TAPS_SCRIPT } from '../../src/shared/early-taps-script';

const GENERIC_FAILURE = { message: 'Something went wrong on our side. Please try again.' };
const HSTS = 'max-age=15552000; includeSubDomains';
const DOCS_PREFIX = '/api/docs';

/** The page's one inline script (the taps made before its code has run), by the hash of its text. */
const EARLY_TAPS_HASH = `'sha256-${createHash('sha256').update(EARLY_TAPS_SCRIPT).digest('base64')}'`;

/** The app's policy: its own scripts, styles, images and API only; nothing may frame it. */
const STRICT_CSP = {
  'default-src': ["'self'"],
  'script-src': ["'self'", EARLY_TAPS_HASH],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

function parseCsp(header: unknown): Record<string, string[]> {
  expect(typeof header, 'Content-Security-Policy').toBe('string');
  return Object.fromEntries(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name!, values]),
  );
}

type Built = { app: FastifyInstance; database: Database; close(): Promise<void> };

let webRoot: string;

/** The real app with a small built web app of its own, so pages and files are answered too. */
async function build(
  config: Partial<AppConfig> = {},
  configure?: (app: FastifyInstance) => void,
): Promise<Built> {
  const database = await createTestDatabase();
  const app = await buildApp({ config: testConfig(config), database, webRoot });
  configure?.(app);
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close().catch(() => undefined);
    },
  };
}

let t: Built;
beforeAll(async () => {
  webRoot = mkdtempSync(path.join(tmpdir(), 'shop-web-'));
  mkdirSync(path.join(webRoot, 'assets'));
  writeFileSync(
    path.join(webRoot, 'index.html'),
    '<!doctype html><title>Shop</title><div id="root"></div>',
  );
  writeFileSync(path.join(webRoot, 'assets', 'app-1234.js'), 'console.log("app")');
  t = await build({ authRateLimit: 3 }, (app) => {
    app.get('/api/probe/crash', async () => {
      throw new Error('select * from secret_table failed');
    });
  });
});
afterAll(async () => {
  await t.close();
  rmSync(webRoot, { recursive: true, force: true });
});

function expectSecurityHeaders(res: LightMyRequestResponse, what: string) {
  expect(res.headers['x-content-type-options'], what).toBe('nosniff');
  expect(res.headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
  const csp = parseCsp(res.headers['content-security-policy']);
  expect(csp['frame-ancestors'], what).toEqual(["'none'"]);
  expect(csp['object-src'], what).toEqual(["'none'"]);
  if (!what.includes(DOCS_PREFIX)) expect(csp, what).toEqual(STRICT_CSP);
}

describe('security headers', () => {
  it('are on every kind of answer: pages, files, API results and every error', async () => {
    const customer = await signedInUser(t.app);
    const login = {
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'x', password: 'y' },
      remoteAddress: '203.0.113.5',
    } as const;
    const answers: [string, InjectOptions, number][] = [
      ['the home page', { url: '/' }, 200],
      ['a page of the client router', { url: '/dashboard/cash-advances/some-loan' }, 200],
      ['an unknown path (the not-found page)', { url: '/marketplace/some-item' }, 404],
      ['a built file', { url: '/assets/app-1234.js' }, 200],
      ['an API result', { url: '/api/health' }, 200],
      [
        'a created record',
        {
          method: 'POST',
          url: '/api/auth/register',
          payload: await withChallenge(t.app, {
            username: 'hdr',
            email: 'hdr@example.com',
            password: 'tawny-kettle-42',
          }),
        },
        201,
      ],
      ['a validation error', { method: 'POST', url: '/api/auth/register', payload: {} }, 400],
      [
        'malformed JSON',
        {
          method: 'POST',
          url: '/api/auth/login',
          payload: '{',
          headers: { 'content-type': 'application/json' },
        },
        400,
      ],
      ['signed out', { url: '/api/auth/user' }, 401],
      ['admins only', { url: '/api/admin/dashboard', headers: { cookie: customer.cookie } }, 403],
      [
        'cross-site',
        { method: 'POST', url: '/api/auth/logout', headers: { origin: 'https://evil.example' } },
        403,
      ],
      ['an unknown API path', { url: '/api/nothing-here' }, 404],
      ['an unknown image', { url: `/images/${'0'.repeat(32)}` }, 404],
      ['a server fault', { url: '/api/probe/crash' }, 500],
    ];
    for (const [what, options, status] of answers) {
      const res = await t.app.inject(options);
      expect(res.statusCode, what).toBe(status);
      expectSecurityHeaders(res, what);
      expect(res.headers['strict-transport-security'], what).toBeUndefined();
    }
    for (let n = 0; n < 3; n += 1) await t.app.inject(login);
    const limited = await t.app.inject(login);
    expect(limited.statusCode).toBe(429);
    expectSecurityHeaders(limited, 'too many attempts');
  });

  it('are on every GET route, with the strict policy everywhere outside the API docs', async () => {
    const reads = endpoints(t.app).filter((e) => isSafeMethod(e.method));
    expect(reads.length).toBeGreaterThan(10);
    for (const { method, url } of reads) {
      const target = fillParams(url, UNKNOWN_ID);
      expectSecurityHeaders(await t.app.inject({ method, url: target }), `${method} ${target}`);
    }
  });

  it('allow only the app’s own scripts: no inline or eval script anywhere', async () => {
    for (const url of ['/', '/api/health', DOCS_PREFIX]) {
      const res = await t.app.inject({ url });
      const csp = parseCsp(res.headers['content-security-policy']);
      const scripts = csp['script-src'] ?? csp['default-src'] ?? [];
      expect(scripts, url).not.toContain("'unsafe-inline'");
      expect(scripts, url).not.toContain("'unsafe-eval'");
      expect(scripts, url).not.toContain('*');
    }
  });

  it('allow the one inline script of a page by its hash, and the page holds no other', async () => {
    const res = await t.app.inject({ url: '/' });
    const inline = [...res.body.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
      (match) => match[1]!,
    );
    expect(inline).toEqual([EARLY_TAPS_SCRIPT]);
    const hash = `'sha256-${createHash('sha256').update(inline[0]!).digest('base64')}'`;
    const csp = parseCsp(res.headers['content-security-policy']);
    expect(csp['script-src']).toEqual(["'self'", hash]);
  });
});

describe('HSTS', () => {
  it('is sent behind an HTTPS proxy (TRUST_PROXY), on pages, API results and errors', async () => {
    const proxied = await build({ trustProxy: true });
    try {
      for (const url of ['/', '/api/health', '/api/auth/user', '/api/nothing-here']) {
        const res = await proxied.app.inject({ url, headers: { 'x-forwarded-proto': 'https' } });
        expect(res.headers['strict-transport-security'], url).toBe(HSTS);
        const plain = await proxied.app.inject({ url });
        expect(plain.headers['strict-transport-security'], `${url} over HTTP`).toBeUndefined();
      }
    } finally {
      await proxied.close();
    }
  });

  it('is not sent when X-Forwarded-Proto is not trusted', async () => {
    const res = await t.app.inject({
      url: '/api/health',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('errors', () => {
  const LEAKS =
    /select |insert |update |delete |from "|drizzle|pglite|postgres|secret_table|node_modules|\.ts:\d|\bat .+:\d+|Error:|stack/i;

  it('hide a server fault behind a generic message, without stack or SQL', async () => {
    const res = await t.app.inject({ url: '/api/probe/crash' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual(GENERIC_FAILURE);
    expect(res.body).not.toMatch(LEAKS);
  });

  it('carry no stack or SQL on any route when the database is gone', async () => {
    const broken = await build();
    const customer = await signedInUser(broken.app);
    await broken.database.close();
    try {
      const all = endpoints(broken.app);
      expect(all.length).toBeGreaterThan(20);
      let faults = 0;
      for (const { method, url } of all) {
        for (const headers of [{}, { cookie: customer.cookie }]) {
          const target = fillParams(url, UNKNOWN_ID);
          const res = await broken.app.inject({
            method,
            url: target,
            headers,
            ...(isSafeMethod(method) ? {} : { payload: { username: 'u', password: 'p' } }),
          });
          // Every error; files and documents (Swagger UI, the OpenAPI description) are served without the database.
          if (res.statusCode >= 400) {
            expect(res.body, `${method} ${target}`).not.toMatch(LEAKS);
          }
          if (res.statusCode >= 500 && url !== '/api/ready') {
            faults += 1;
            expect(Object.keys(res.json<object>()), `${method} ${target}`).toEqual(['message']);
          }
        }
      }
      // The signed-in requests all needed the database: the check above really met faults.
      expect(faults).toBeGreaterThan(10);
      const signedOut = await broken.app.inject({ url: '/api/auth/user' });
      expect(signedOut.json()).toEqual(SIGNED_OUT);
    } finally {
      await broken.close();
    }
  });
});
