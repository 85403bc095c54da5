/**
 * The proof-of-work check (ALTCHA, docs/decisions/018-proof-of-work-challenges.md):
 * made and checked by the server, solved as altcha-lib's own solver solves it,
 * each solution good for one request on every instance, for 30 minutes; a
 * script that answers the old arithmetic question gets nowhere. Every guarded
 * route refuses a request without a valid solution.
 */
import { randomUUID } from 'node:crypto';
import { count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { challengeMessages, type Challenge } from '@shared/challenges';
import { addDays, nextBookableDate, todayInLondon } from '@shared/repairs/dates';
import { repairTimeSlots } from '@shared/repairs/values';
import { buildApp } from '../src/server/app';
import { openDatabase, type Database } from '../src/server/db/client';
import {
  activity,
  cashAdvances,
  checkouts,
  repairs,
  spentTokens,
  users,
} from '../src/server/db/schema';
import {
  CHALLENGE_ALGORITHM,
  CHALLENGE_COST,
  CHALLENGE_LIFETIME_MS,
  checkChallenge,
  issueChallenge,
} from '../src/server/modules/challenges/challenge';
import { TEST_CHALLENGE_MAX_NUMBER } from '../src/server/config';
import { signUploadToken } from '../src/server/modules/images/tokens';
import { expiredTokenSweeper } from '../src/server/spent-tokens';
import { injectChallenge, injectRawChallenge, solve } from './helpers/challenge';
import { createTestApp, type TestApp } from './helpers/test-app';
import { signedInUser, type TestUser } from './helpers/users';

let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp({
    config: {
      formRateLimit: 10_000,
      authRateLimit: 10_000,
      repairSlotCapacity: 1,
      guestPhotoUploads: 10_000,
    },
  });
  admin = await signedInUser(t.app, 'admin');
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.delete(activity).where(sql`true`);
  await t.database.db.delete(cashAdvances).where(sql`true`);
  await t.database.db.delete(repairs).where(sql`true`);
});

const secret = () => t.app.config.sessionSecret;

const monday = nextBookableDate(new Date(), 1, addDays(todayInLondon(), 1))!;
let phone = 0;
/** Each booking from another guest, so the limit of open bookings per phone stays out of the way. */
const nextPhone = () => `07700 9${String((phone += 1)).padStart(5, '0')}`;

/** A product on sale, for a guest's checkout. */
async function listProduct(): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/products',
    headers: { cookie: admin.cookie },
    payload: { title: `Item ${randomUUID().slice(0, 6)}`, price: '10.00', category: 'Electronics' },
  });
  expect(res.statusCode).toBe(201);
  return res.json<{ id: string }>().id;
}

/** The two record forms the check guards, each with a body that is right apart from the check. */
const forms = [
  {
    name: 'cash advance request',
    url: '/api/cash-advances',
    table: cashAdvances,
    body: () => ({
      customerName: 'Priya Shah',
      customerPhone: nextPhone(),
      itemDescription: '18ct gold bracelet',
      itemCategory: 'gold',
      loanAmount: '100.00',
    }),
  },
  {
    name: 'repair booking',
    url: '/api/repairs',
    table: repairs,
    body: (slot = 0) => ({
      deviceType: 'laptop',
      brandModel: 'Dell XPS 13',
      problemDescription: 'Cracked screen',
      preferredDate: monday,
      preferredTime: repairTimeSlots[slot],
      customerName: 'Sam Patel',
      customerPhone: nextPhone(),
    }),
  },
] as const;

let registered = 0;
/** Every guarded route (signed out), with a body right apart from the check and its success. */
const guarded = [
  { ...forms[0], success: 201, body: async () => forms[0].body() },
  // Each in another slot (one booking per slot here), so only the check can refuse it.
  { ...forms[1], success: 201, body: async () => forms[1].body((registered += 1) % 4) },
  {
    name: 'registration',
    url: '/api/auth/register',
    table: users,
    success: 201,
    body: async () => {
      registered += 1;
      return {
        username: `pow${registered}x${Date.now() % 100_000}`,
        email: `pow${registered}.${Date.now()}@example.com`,
        password: 'a fine long password',
      };
    },
  },
  {
    name: 'password reset request',
    url: '/api/auth/password-reset',
    table: null,
    success: 202,
    body: async () => ({ email: 'nobody@example.com' }),
  },
  {
    name: 'guest checkout',
    url: '/api/orders',
    table: checkouts,
    success: 201,
    headers: () => ({ 'idempotency-key': randomUUID() }),
    body: async () => ({
      items: [{ productId: await listProduct() }],
      fulfilment: 'collection',
      customerName: 'Gail Guest',
      customerPhone: nextPhone(),
      customerEmail: 'gail@example.com',
    }),
  },
  {
    name: 'guest photo upload address',
    url: '/api/request-photos/uploads',
    table: null,
    success: 200,
    body: async () => ({}),
  },
] as const;

const post = (app: TestApp['app'], url: string, payload: object, headers = {}) =>
  app.inject({ method: 'POST', url, payload, headers });

const headersOf = (route: (typeof guarded)[number]) => ('headers' in route ? route.headers() : {});

/** A challenge solved at once, from a server's secret and a given time. */
async function solvedAt(at: number, key = secret()): Promise<string> {
  return solve(
    await issueChallenge({ secret: key, maxNumber: TEST_CHALLENGE_MAX_NUMBER, now: at }),
  );
}

/** The payload's JSON, to alter it as a forger would. */
const decode = (answer: string) =>
  JSON.parse(Buffer.from(answer, 'base64').toString('utf8')) as {
    challenge: { parameters: Record<string, unknown>; signature: string };
    solution: { counter: number; derivedKey: string };
  };
const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');

describe('GET /api/challenges', () => {
  it('answers a challenge exactly as altcha-lib’s createChallenge makes it, never to be cached', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/challenges' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const challenge = res.json<Challenge>();
    expect(Object.keys(challenge).sort()).toEqual(['parameters', 'signature']);
    expect(Object.keys(challenge.parameters).sort()).toEqual([
      'algorithm',
      'cost',
      'expiresAt',
      'keyLength',
      'keyPrefix',
      'keySignature',
      'nonce',
      'salt',
    ]);
    expect(challenge.parameters).toMatchObject({
      algorithm: CHALLENGE_ALGORITHM,
      cost: CHALLENGE_COST,
      keyLength: 32,
    });
    expect(challenge.parameters.nonce).toMatch(/^[0-9a-f]{32}$/);
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
    const expiresAt = challenge.parameters.expiresAt! * 1000;
    expect(expiresAt).toBeGreaterThan(Date.now() + CHALLENGE_LIFETIME_MS - 5_000);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + CHALLENGE_LIFETIME_MS);
  });

  it('is solved by altcha-lib’s own solver, within the configured maximum number', async () => {
    for (let n = 0; n < 5; n += 1) {
      const challenge = await injectRawChallenge(t.app);
      const solution = await solveChallenge({ challenge, deriveKey });
      expect(solution).not.toBeNull();
      expect(solution!.counter).toBeGreaterThanOrEqual(Math.ceil(TEST_CHALLENGE_MAX_NUMBER / 2));
      expect(solution!.counter).toBeLessThanOrEqual(TEST_CHALLENGE_MAX_NUMBER);
    }
  });

  it('gives a new challenge each time', async () => {
    const asked = await Promise.all(Array.from({ length: 10 }, () => injectRawChallenge(t.app)));
    expect(new Set(asked.map((c) => c.parameters.nonce)).size).toBe(10);
  });
});

describe('checking a solution', () => {
  it('takes a solution until its challenge expires, 30 minutes after it was made', async () => {
    const asked = Date.now();
    const answer = await solvedAt(asked);
    expect((await checkChallenge(secret(), answer, asked)).ok).toBe(true);
    expect((await checkChallenge(secret(), answer, asked + CHALLENGE_LIFETIME_MS - 1_000)).ok).toBe(
      true,
    );
    expect(await checkChallenge(secret(), answer, asked + CHALLENGE_LIFETIME_MS)).toEqual({
      ok: false,
      problem: 'expired',
    });
  });

  it('refuses a challenge another secret signed', async () => {
    const answer = await solvedAt(Date.now(), 'not-the-server-secret-at-all-32-chars');
    expect(await checkChallenge(secret(), answer)).toEqual({ ok: false, problem: 'invalid' });
  });
});

describe.each(guarded)('the $name', (route) => {
  const rows = async () =>
    route.table ? ((await t.database.db.select({ n: count() }).from(route.table))[0]?.n ?? 0) : 0;

  it('refuses a request without a valid solution with 400 naming the problem, storing nothing', async () => {
    const before = await rows();
    const cases: [unknown, string][] = [
      [undefined, challengeMessages.missing],
      ['', challengeMessages.missing],
      [7, challengeMessages.invalid],
      ['not a payload', challengeMessages.invalid],
      // The widget's own test mode: no challenge, no solution.
      [encode({ challenge: null, solution: null, test: true }), challengeMessages.invalid],
      [await solvedAt(Date.now() - CHALLENGE_LIFETIME_MS - 60_000), challengeMessages.expired],
    ];
    for (const [challengeAnswer, message] of cases) {
      const body = { ...(await route.body()), challengeAnswer };
      const res = await post(t.app, route.url, body, headersOf(route));
      expect(res.statusCode, String(challengeAnswer)).toBe(400);
      expect(res.json()).toEqual({ message });
    }
    expect(await rows()).toBe(before);
  });

  it('takes a solved challenge once: a replay is refused', async () => {
    const before = await rows();
    const answer = await injectChallenge(t.app);
    const first = await post(
      t.app,
      route.url,
      { ...(await route.body()), ...answer },
      headersOf(route),
    );
    expect(first.statusCode, first.body).toBe(route.success);
    const replay = await post(
      t.app,
      route.url,
      { ...(await route.body()), ...answer },
      headersOf(route),
    );
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toEqual({ message: challengeMessages.used });
    if (route.table) expect(await rows()).toBe(before + 1);
  });
});

describe('a script that answers the old arithmetic question', () => {
  it('gets nowhere: a number, or the old token and answer, are refused with 400', async () => {
    // What the old one-line script sent: the sum, and the token it was given.
    const old = [
      { challengeAnswer: 7 },
      { challengeAnswer: '7' },
      {
        challengeToken: 'eyJpZCI6IjAxMjM0NTY3ODlhYmNkZWYwMTIzNDU2Nzg5YWJjZGVmIn0.sig',
        challengeAnswer: 7,
      },
      {
        challengeToken: 'eyJpZCI6IjAxMjM0NTY3ODlhYmNkZWYwMTIzNDU2Nzg5YWJjZGVmIn0.sig',
        challengeAnswer: '7',
      },
    ];
    for (const route of guarded) {
      for (const fields of old) {
        const res = await post(
          t.app,
          route.url,
          { ...(await route.body()), ...fields },
          headersOf(route),
        );
        expect(res.statusCode, `${route.name} ${JSON.stringify(fields)}`).toBe(400);
        expect(res.json<{ message: string }>().message).toBe(challengeMessages.invalid);
      }
    }
  });
});

describe.each(forms)('a $name', ({ url, table, body }) => {
  const rows = async () => (await t.database.db.select({ n: count() }).from(table))[0]?.n ?? 0;

  it('lets exactly one of simultaneous requests with one solution through', async () => {
    const challenge = await injectChallenge(t.app);
    const results = await Promise.all(
      [0, 1, 2, 3].map((slot) => post(t.app, url, { ...body(slot), ...challenge })),
    );
    expect(results.map((res) => res.statusCode).sort()).toEqual([201, 400, 400, 400]);
    expect(await rows()).toBe(1);
  });

  it('refuses tampered payloads: another solution, altered parameters, a forged signature', async () => {
    const real = decode((await injectChallenge(t.app)).challengeAnswer);
    const other = decode((await injectChallenge(t.app)).challengeAnswer);
    const { parameters, signature } = real.challenge;
    const expiresAt = parameters.expiresAt as number;
    const tampered: [string, unknown][] = [
      // Another challenge's solution with this challenge.
      ['wrong', { ...real, solution: other.solution }],
      // A guessed key.
      ['wrong', { ...real, solution: { counter: 1, derivedKey: '00'.repeat(32) } }],
      // Its expiry pushed back, the signature kept.
      [
        'invalid',
        {
          ...real,
          challenge: { parameters: { ...parameters, expiresAt: expiresAt + 3600 }, signature },
        },
      ],
      // An easier challenge: a lower cost.
      ['invalid', { ...real, challenge: { parameters: { ...parameters, cost: 1 }, signature } }],
      // Another challenge's signature.
      ['invalid', { ...real, challenge: { parameters, signature: other.challenge.signature } }],
      // No signature at all.
      ['invalid', { ...real, challenge: { parameters } }],
      // A challenge the server never made, signed by someone else.
      ['invalid', decode(await solvedAt(Date.now(), 'not-the-server-secret-at-all-32-chars'))],
    ];
    for (const [problem, payload] of tampered) {
      const res = await post(t.app, url, { ...body(), challengeAnswer: encode(payload) });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toEqual({ message: challengeMessages[problem as 'wrong' | 'invalid'] });
    }
    // Something else the server signs (an upload address) is not a solution either.
    const upload = signUploadToken(secret(), { id: 'a'.repeat(32), exp: Date.now() + 60_000 });
    const res = await post(t.app, url, { ...body(), challengeAnswer: upload });
    expect(res.json()).toEqual({ message: challengeMessages.invalid });
    expect(await rows()).toBe(0);
  });
});

describe('a refused request', () => {
  it('does not spend the solution: after a full slot (409) it books another', async () => {
    const [repairForm] = forms.slice(1);
    const first = await post(t.app, repairForm!.url, {
      ...repairForm!.body(0),
      ...(await injectChallenge(t.app)),
    });
    expect(first.statusCode).toBe(201);
    const challenge = await injectChallenge(t.app);
    const full = await post(t.app, repairForm!.url, { ...repairForm!.body(0), ...challenge });
    expect(full.statusCode).toBe(409);
    const other = await post(t.app, repairForm!.url, { ...repairForm!.body(1), ...challenge });
    expect(other.statusCode).toBe(201);
  });

  it('with a repeated Idempotency-Key answers the first record, without a new solution', async () => {
    const challenge = await injectChallenge(t.app);
    const headers = { 'idempotency-key': 'retry-after-a-lost-answer' };
    const body = { ...forms[0].body(), ...challenge };
    const first = await post(t.app, '/api/cash-advances', body, headers);
    const retried = await post(t.app, '/api/cash-advances', body, headers);
    expect(first.statusCode).toBe(201);
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toEqual(first.json());
  });
});

describe('several instances', () => {
  /** Another connection to the test's database (PostgreSQL), or the same one (PGlite in memory). */
  async function secondConnection(): Promise<{ database: Database; close: () => Promise<void> }> {
    const serverUrl = process.env.TEST_DATABASE_URL;
    if (!serverUrl) return { database: t.database, close: async () => {} };
    const { rows } = await t.database.db.execute<{ name: string }>(
      sql`select current_database() as name`,
    );
    const url = new URL(serverUrl);
    url.pathname = `/${rows[0]!.name}`;
    const database = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 2 });
    return { database, close: () => database.close() };
  }

  it('take a solution once across every instance', async () => {
    const connection = await secondConnection();
    const other = await buildApp({ config: t.app.config, database: connection.database });
    try {
      await other.ready();
      const challenge = await injectChallenge(t.app);
      const body = { ...forms[0].body(), ...challenge };
      expect((await post(t.app, '/api/cash-advances', body)).statusCode).toBe(201);
      const replayed = await post(other, '/api/cash-advances', body);
      expect(replayed.statusCode).toBe(400);
      expect(replayed.json()).toEqual({ message: challengeMessages.used });
      // And the other way round.
      const second = await injectChallenge(other);
      const third = { ...forms[0].body(), ...second };
      expect((await post(other, '/api/cash-advances', third)).statusCode).toBe(201);
      expect((await post(t.app, '/api/cash-advances', third)).statusCode).toBe(400);
    } finally {
      await other.close();
      await connection.close();
    }
  });
});

describe('spent solutions', () => {
  it('are forgotten once expired, now and then', async () => {
    const db = t.database.db;
    const now = new Date();
    await db.insert(spentTokens).values([
      { id: 'expired-token-1', purpose: 'challenge', expiresAt: new Date(now.getTime() - 1) },
      { id: 'current-token-1', purpose: 'challenge', expiresAt: new Date(now.getTime() + 60_000) },
    ]);
    const sweep = expiredTokenSweeper(db, 60_000);
    await sweep(now);
    const left = async () =>
      (await db.select({ id: spentTokens.id }).from(spentTokens)).map((row) => row.id);
    expect(await left()).toContain('current-token-1');
    expect(await left()).not.toContain('expired-token-1');
    // Not again within the interval…
    await db.insert(spentTokens).values({
      id: 'expired-token-2',
      purpose: 'challenge',
      expiresAt: new Date(now.getTime() - 1),
    });
    await sweep(new Date(now.getTime() + 59_000));
    expect(await left()).toContain('expired-token-2');
    // …but after it.
    await sweep(new Date(now.getTime() + 60_000));
    expect(await left()).not.toContain('expired-token-2');
  });
});
