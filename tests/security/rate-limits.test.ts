/**
 * Brute force and spam: sign-in, registration, admin signup, cash advance
 * requests, repair bookings and their security questions are limited per IP
 * per minute, with 429 and Retry-After; the limits come from AUTH_RATE_LIMIT
 * and FORM_RATE_LIMIT.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FOLLOW_NOT_FOUND } from '../../src/shared/cash-advances/follow';
import { TRACKING_NOT_FOUND } from '../../src/shared/repairs/tracking';
import { CHALLENGES_PER_FORM } from '../../src/server/modules/challenges/routes';
import { ConfigError, loadConfig } from '../../src/server/config';
import { withChallenge } from '../helpers/challenge';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { signedInUser } from '../helpers/users';
import { cashAdvanceBody, repairBody, snapshotTables } from './support';

const LIMIT = 3;

type LimitedRoute = {
  name: string;
  url: string;
  /** The n-th request's body; every one is a request the route would take (or refuse on its merits). */
  body: (n: number) => object | Promise<object>;
  /** The answer while under the limit. */
  status: number;
};

const limitedRoutes: LimitedRoute[] = [
  {
    name: 'sign-in',
    url: '/api/auth/login',
    body: () => ({ username: 'sam', password: 'guess' }),
    status: 401,
  },
  {
    name: 'registration',
    url: '/api/auth/register',
    body: (n) =>
      withChallenge(
        t.app,
        { username: `spam${n}`, email: `spam${n}@example.com`, password: 'tawny-kettle-42' },
        questionAddress(n),
      ),
    status: 201,
  },
  {
    name: 'admin signup',
    url: '/api/auth/create-admin',
    body: (n) => ({
      username: `boss${n}`,
      email: `boss${n}@example.com`,
      password: 'Shop-floor-2026',
      adminKey: 'a-wrong-key-000',
    }),
    status: 403,
  },
  {
    name: 'cash advance requests',
    url: '/api/cash-advances',
    body: (n) => withChallenge(t.app, cashAdvanceBody, questionAddress(n)),
    status: 201,
  },
  {
    name: 'repair bookings',
    url: '/api/repairs',
    body: (n) => withChallenge(t.app, repairBody(n), questionAddress(n)),
    status: 201,
  },
  {
    // Counted before the body is read: refused checkouts (here, no Idempotency-Key) use it up too.
    name: 'checkouts',
    url: '/api/orders',
    body: () => ({
      items: [{ productId: '00000000-0000-4000-8000-000000000000' }],
      fulfilment: 'collection',
    }),
    status: 400,
  },
];

/** The challenges are asked from addresses of their own, so only the form's own limit is tried. */
const questionAddress = (n: number) => `198.51.100.${100 + n}`;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    config: {
      authRateLimit: LIMIT,
      formRateLimit: LIMIT,
      repairSlotCapacity: 100,
      adminKey: 'the-right-key-000',
    },
  });
});
afterAll(() => t.close());

const post = (
  app: TestApp,
  url: string,
  payload: object,
  remoteAddress: string,
  headers: Record<string, string> = {},
) => app.app.inject({ method: 'POST', url, payload, remoteAddress, headers });

describe.each(limitedRoutes)('$name', ({ url, body, status }) => {
  it(`answers the request past the limit from one IP with 429 and Retry-After, storing nothing`, async () => {
    const ip = '203.0.113.10';
    for (let n = 0; n < LIMIT; n += 1) {
      const res = await post(t, url, await body(n), ip);
      expect(res.statusCode, res.body).toBe(status);
    }
    const last = await body(LIMIT);
    const before = await snapshotTables(t.database);
    const refused = await post(t, url, last, ip);
    expect(refused.statusCode).toBe(429);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(refused.json<{ message: string }>().message).toMatch(
      /^Too many attempts\. Please wait .+ and try again\.$/,
    );
    expect(await snapshotTables(t.database)).toEqual(before);
  });

  it('keeps counting per IP: another address is still served', async () => {
    const res = await post(t, url, await body(LIMIT + 1), '203.0.113.11');
    expect(res.statusCode).toBe(status);
  });
});

describe('the client address', () => {
  const attempt = (app: TestApp, forwardedFor: string) =>
    post(app, '/api/auth/login', { username: 'sam', password: 'guess' }, '198.51.100.7', {
      'x-forwarded-for': forwardedFor,
    });

  it('cannot be changed with X-Forwarded-For unless TRUST_PROXY is set', async () => {
    for (let n = 0; n < LIMIT; n += 1) await attempt(t, `10.0.0.${n}`);
    expect((await attempt(t, '10.0.0.99')).statusCode).toBe(429);
  });

  it('is the one the trusted proxy wrote: addresses a client puts before it change nothing', async () => {
    const proxied = await createTestApp({ config: { authRateLimit: LIMIT, trustProxy: true } });
    try {
      // The proxy appends the address it saw to whatever X-Forwarded-For the client sent.
      const spoofed = (n: number) =>
        post(proxied, '/api/auth/login', { username: 'sam', password: 'guess' }, '10.0.0.1', {
          'x-forwarded-for': `198.18.0.${n}, 192.0.2.50`,
        });
      for (let n = 0; n < LIMIT; n += 1) expect((await spoofed(n)).statusCode).toBe(401);
      expect((await spoofed(99)).statusCode).toBe(429);
    } finally {
      await proxied.close();
    }
  });

  it('comes from X-Forwarded-For behind a trusted proxy, so customers behind it are told apart', async () => {
    const proxied = await createTestApp({ config: { authRateLimit: LIMIT, trustProxy: true } });
    try {
      for (let n = 0; n < LIMIT; n += 1)
        expect((await attempt(proxied, '192.0.2.1')).statusCode).toBe(401);
      expect((await attempt(proxied, '192.0.2.1')).statusCode).toBe(429);
      expect((await attempt(proxied, '192.0.2.2')).statusCode).toBe(401);
    } finally {
      await proxied.close();
    }
  });
});

describe('the limits', () => {
  it('are 10 a minute by default: the 11th sign-in attempt is refused', async () => {
    const defaults = await createTestApp();
    try {
      const attempt = () =>
        post(defaults, '/api/auth/login', { username: 'x', password: 'y' }, '127.0.0.1');
      for (let n = 0; n < 10; n += 1) expect((await attempt()).statusCode).toBe(401);
      expect((await attempt()).statusCode).toBe(429);
    } finally {
      await defaults.close();
    }
  });

  it('are read from AUTH_RATE_LIMIT and FORM_RATE_LIMIT, whole numbers of at least 1', () => {
    expect(loadConfig({})).toMatchObject({ authRateLimit: 10, formRateLimit: 10 });
    expect(loadConfig({ AUTH_RATE_LIMIT: '500', FORM_RATE_LIMIT: '250' })).toMatchObject({
      authRateLimit: 500,
      formRateLimit: 250,
    });
    for (const env of [
      { AUTH_RATE_LIMIT: '0' },
      { FORM_RATE_LIMIT: '1.5' },
      { AUTH_RATE_LIMIT: 'lots' },
    ]) {
      expect(() => loadConfig(env), JSON.stringify(env)).toThrow(ConfigError);
    }
  });

  it('apply to exactly the six routes, the account’s password checks, repair tracking and security questions: nothing else is throttled by them', () => {
    const limited = t.app.routeTable
      .filter((route) => (route.config as { rateLimit?: unknown } | undefined)?.rateLimit)
      .map((route) => `${[route.method].flat().join(',')} ${route.url}`);
    expect(limited.sort()).toEqual(
      [
        ...limitedRoutes.map((route) => `POST ${route.url}`),
        // Not 'POST /api/request-photos/uploads': its hourly count is kept in the database.
        ...accountRoutesAskingThePassword,
        'GET /api/track/:code',
        'HEAD /api/track/:code',
        // A guest's private link to follow a cash advance request: limited like tracking.
        'GET /api/follow/:code',
        'HEAD /api/follow/:code',
        // The estimate's answers and the invoice behind a tracking link: as limited as the page.
        'POST /api/track/:code/estimate/approve',
        'POST /api/track/:code/estimate/decline',
        'GET /api/track/:code/invoice.pdf',
        'HEAD /api/track/:code/invoice.pdf',
        // A staff invitation's single-use token: guessed no faster than a reset link's.
        'POST /api/auth/staff-invite',
        'GET /api/challenges',
        // Fastify's HEAD twin of the GET route carries its config, limit included.
        'HEAD /api/challenges',
      ].sort(),
    );
  });
});

const accountRoutesAskingThePassword = [
  'POST /api/account/password',
  'DELETE /api/account',
  'PUT /api/account/email',
  'POST /api/account/confirmation',
  'POST /api/auth/password-reset',
  'POST /api/auth/password-reset/confirm',
  'POST /api/auth/confirm-email',
];

describe("the account's password checks", () => {
  it('are AUTH_RATE_LIMIT a minute per IP, so a stolen session cannot guess the password', async () => {
    const ip = '203.0.113.50';
    const user = await signedInUser(t.app);
    const guess = (method: 'POST' | 'DELETE', url: string, payload: object) =>
      t.app.inject({ method, url, payload, remoteAddress: ip, headers: { cookie: user.cookie } });
    for (let n = 0; n < LIMIT; n += 1) {
      const res = await guess('POST', '/api/account/password', {
        currentPassword: `guess ${n}`,
        newPassword: 'a new long password',
      });
      expect(res.statusCode).toBe(403);
    }
    const refused = await guess('POST', '/api/account/password', {
      currentPassword: 'one more guess',
      newPassword: 'a new long password',
    });
    expect(refused.statusCode).toBe(429);
    const deleting = await guess('DELETE', '/api/account', { password: 'guess' });
    expect(deleting.statusCode).toBe(403);
    // "Forgot your password?" cannot be used to flood an inbox or probe addresses.
    for (let n = 0; n < LIMIT; n += 1) {
      const asked = await guess(
        'POST',
        '/api/auth/password-reset',
        await withChallenge(t.app, { email: `x${n}@example.com` }, questionAddress(n)),
      );
      expect(asked.statusCode).toBe(202);
    }
    const flood = await guess(
      'POST',
      '/api/auth/password-reset',
      await withChallenge(t.app, { email: 'y@example.com' }, questionAddress(LIMIT)),
    );
    expect(flood.statusCode).toBe(429);
  });
});

describe('request photo upload addresses', () => {
  it('are 10 an hour per account for a signed-in customer (GUEST_PHOTO_UPLOADS), from whichever IP, whatever FORM_RATE_LIMIT is, then 429', async () => {
    const { cookie } = await signedInUser(t.app);
    const ask = (address: string) =>
      post(t, '/api/request-photos/uploads', {}, address, { cookie });
    for (let n = 0; n < 10; n += 1) {
      const res = await ask(`203.0.113.${40 + (n % 2)}`);
      expect(res.statusCode, res.body).toBe(200);
    }
    const refused = await ask('203.0.113.44');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(60);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(3600);
    expect(refused.json<{ message: string }>().message).toMatch(/^Too many photo uploads/);
  });

  it('are 10 an hour per IP for guests (GUEST_PHOTO_UPLOADS), whatever FORM_RATE_LIMIT is; signed-in customers count apart', async () => {
    const roomy = await createTestApp({ config: { formRateLimit: 1000 } });
    try {
      const ip = '203.0.113.42';
      // A guest sends a solved challenge (decision 018); a signed-in customer need not.
      const ask = async (headers: Record<string, string> = {}) =>
        post(
          roomy,
          '/api/request-photos/uploads',
          headers.cookie ? {} : await withChallenge(roomy.app, {}, questionAddress(0)),
          ip,
          headers,
        );
      for (let n = 0; n < 10; n += 1) {
        const res = await ask();
        expect(res.statusCode, res.body).toBe(200);
      }
      const refused = await ask();
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(60);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(3600);
      expect(refused.json()).toEqual({
        message: expect.stringMatching(
          /^Too many photo uploads for now\. Please wait (1 hour|59 minutes)/,
        ) as string,
      });
      // A customer signed in from the same address has the account's own ten.
      const { cookie } = await signedInUser(roomy.app);
      for (let n = 0; n < 10; n += 1) expect((await ask({ cookie })).statusCode).toBe(200);
      expect((await ask({ cookie })).statusCode).toBe(429);
      // Another guest address has its own ten.
      expect(
        (
          await post(
            roomy,
            '/api/request-photos/uploads',
            await withChallenge(roomy.app, {}, questionAddress(1)),
            '203.0.113.43',
          )
        ).statusCode,
      ).toBe(200);
    } finally {
      await roomy.close();
    }
  });
});

describe('repair tracking lookups', () => {
  const lookup = (code: string, remoteAddress: string) =>
    t.app.inject({ method: 'GET', url: `/api/track/${code}`, remoteAddress });

  it('are FORM_RATE_LIMIT × 3 a minute per IP, wrong and malformed codes included, then 429', async () => {
    const ip = '203.0.113.50';
    for (let n = 0; n < LIMIT * 3; n += 1) {
      const res = await lookup(n % 2 ? 'AAAAAAAAAAAAAAAAAAAAAA' : `guess-${n}`, ip);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: TRACKING_NOT_FOUND });
    }
    const refused = await lookup('AAAAAAAAAAAAAAAAAAAAAA', ip);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json<{ message: string }>().message).toMatch(/^Too many attempts/);
    expect((await lookup('AAAAAAAAAAAAAAAAAAAAAA', '203.0.113.51')).statusCode).toBe(404);
  });
});

describe("a guest's cash advance follow-link lookups", () => {
  const lookup = (code: string, remoteAddress: string) =>
    t.app.inject({ method: 'GET', url: `/api/follow/${code}`, remoteAddress });

  it('are FORM_RATE_LIMIT × 3 a minute per IP, wrong and malformed codes included, then 429', async () => {
    const ip = '203.0.113.52';
    for (let n = 0; n < LIMIT * 3; n += 1) {
      const res = await lookup(n % 2 ? 'AAAAAAAAAAAAAAAAAAAAAA' : `guess-${n}`, ip);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: FOLLOW_NOT_FOUND });
    }
    const refused = await lookup('AAAAAAAAAAAAAAAAAAAAAA', ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json<{ message: string }>().message).toMatch(/^Too many attempts/);
    expect((await lookup('AAAAAAAAAAAAAAAAAAAAAA', '203.0.113.53')).statusCode).toBe(404);
  });
});

describe('security questions', () => {
  it('are FORM_RATE_LIMIT × 5 a minute per IP (a question per form and a few new ones), then 429', async () => {
    const ip = '203.0.113.50';
    const ask = (from: string) =>
      t.app.inject({ method: 'GET', url: '/api/challenges', remoteAddress: from });
    for (let n = 0; n < LIMIT * CHALLENGES_PER_FORM; n += 1) {
      const res = await ask(ip);
      expect(res.statusCode, res.body).toBe(200);
    }
    const refused = await ask(ip);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json<{ message: string }>().message).toMatch(/^Too many attempts/);
    expect((await ask('203.0.113.51')).statusCode).toBe(200);
  });
});
