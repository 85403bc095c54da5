/**
 * The security question of the cash advance request and the repair booking:
 * asked and checked by the server, each token good for one record on every
 * instance, for 30 minutes, and only with the right answer.
 */
import { count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { challengeMessages } from '@shared/challenges';
import { addDays, nextBookableDate, todayInLondon } from '@shared/repairs/dates';
import { repairTimeSlots } from '@shared/repairs/values';
import { buildApp } from '../src/server/app';
import { openDatabase, type Database } from '../src/server/db/client';
import { activity, cashAdvances, repairs, spentTokens } from '../src/server/db/schema';
import {
  CHALLENGE_LIFETIME_MS,
  checkChallenge,
  issueChallenge,
} from '../src/server/modules/challenges/challenge';
import { signUploadToken } from '../src/server/modules/images/tokens';
import { expiredTokenSweeper } from '../src/server/spent-tokens';
import { answered, answerOf, injectChallenge } from './helpers/challenge';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { formRateLimit: 10_000, repairSlotCapacity: 1 } });
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

/** The two forms the question guards, each with a body that is right apart from the question. */
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

const post = (app: TestApp['app'], url: string, payload: object, headers = {}) =>
  app.inject({ method: 'POST', url, payload, headers });

describe('GET /api/challenges', () => {
  it('asks the spec’s question, two whole numbers from 1 to 10, never to be cached', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/challenges' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { token, question } = res.json<{ token: string; question: string }>();
    const [, a, b] = /^What is (\d+) \+ (\d+)\?$/.exec(question) ?? [];
    for (const operand of [Number(a), Number(b)]) {
      expect(operand).toBeGreaterThanOrEqual(1);
      expect(operand).toBeLessThanOrEqual(10);
    }
    expect(typeof token).toBe('string');
  });

  it('gives a new token each time, which does not carry its answer in clear', async () => {
    const asked = await Promise.all(
      Array.from({ length: 20 }, () => t.app.inject({ method: 'GET', url: '/api/challenges' })),
    );
    const challenges = asked.map((res) => res.json<{ token: string; question: string }>());
    expect(new Set(challenges.map((c) => c.token)).size).toBe(20);
    for (const { token, question } of challenges) {
      const payload = JSON.parse(
        Buffer.from(token.split('.')[0]!, 'base64url').toString('utf8'),
      ) as Record<string, unknown>;
      expect(Object.keys(payload).sort()).toEqual(['ans', 'exp', 'id']);
      expect(payload.ans).not.toBe(answerOf(question));
      expect(payload.ans).not.toBe(String(answerOf(question)));
      expect(payload.id).toMatch(/^[0-9a-f]{32}$/);
    }
  });
});

describe('checking a token', () => {
  const right = (question: string) => answerOf(question);

  it('takes the right answer until it expires, 30 minutes after it was asked', () => {
    const asked = 1_800_000_000_000;
    const { token, question } = issueChallenge('a-secret', asked);
    expect(checkChallenge('a-secret', token, right(question), asked).ok).toBe(true);
    expect(
      checkChallenge('a-secret', token, right(question), asked + CHALLENGE_LIFETIME_MS - 1).ok,
    ).toBe(true);
    expect(
      checkChallenge('a-secret', token, right(question), asked + CHALLENGE_LIFETIME_MS),
    ).toEqual({ ok: false, problem: 'expired' });
  });

  it('refuses a wrong answer, and a token another secret signed', () => {
    const { token, question } = issueChallenge('a-secret', Date.now(), () => 5);
    expect(question).toBe('What is 5 + 5?');
    expect(checkChallenge('a-secret', token, 9)).toMatchObject({ ok: false, problem: 'wrong' });
    expect(checkChallenge('another-secret', token, 10)).toEqual({ ok: false, problem: 'invalid' });
  });
});

describe.each(forms)('a $name', ({ url, table, body }) => {
  const rows = async () => (await t.database.db.select({ n: count() }).from(table))[0]?.n ?? 0;

  it('needs the question answered: without it, 400 and nothing stored', async () => {
    const res = await post(t.app, url, body());
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: challengeMessages.missing });
    const noAnswer = await post(t.app, url, {
      ...body(),
      challengeToken: (await injectChallenge(t.app)).challengeToken,
    });
    expect(noAnswer.json()).toEqual({ message: challengeMessages.missing });
    const text = await post(t.app, url, {
      ...body(),
      ...(await injectChallenge(t.app)),
      challengeAnswer: 'seven',
    });
    expect(text.json()).toEqual({ message: challengeMessages.notANumber });
    expect(await rows()).toBe(0);
  });

  it('refuses a wrong answer with 400, storing nothing, and the question is then used up', async () => {
    const challenge = await injectChallenge(t.app);
    const wrong = await post(t.app, url, {
      ...body(),
      ...challenge,
      challengeAnswer: challenge.challengeAnswer + 1,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ message: challengeMessages.wrong });
    expect(await rows()).toBe(0);
    // A guess costs a question: the right answer no longer helps.
    const again = await post(t.app, url, { ...body(), ...challenge });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: challengeMessages.used });
    expect(await rows()).toBe(0);
  });

  it('lets one record through per question: a replayed token is refused', async () => {
    const challenge = await injectChallenge(t.app);
    expect((await post(t.app, url, { ...body(), ...challenge })).statusCode).toBe(201);
    const replayed = await post(t.app, url, { ...body(1), ...challenge });
    expect(replayed.statusCode).toBe(400);
    expect(replayed.json()).toEqual({ message: challengeMessages.used });
    expect(await rows()).toBe(1);
  });

  it('lets exactly one of simultaneous requests with one token through', async () => {
    const challenge = await injectChallenge(t.app);
    const results = await Promise.all(
      [0, 1, 2, 3].map((slot) => post(t.app, url, { ...body(slot), ...challenge })),
    );
    expect(results.map((res) => res.statusCode).sort()).toEqual([201, 400, 400, 400]);
    expect(await rows()).toBe(1);
  });

  it('refuses a token older than 30 minutes', async () => {
    const asked = Date.now() - CHALLENGE_LIFETIME_MS - 1_000;
    const res = await post(t.app, url, { ...body(), ...answered(issueChallenge(secret(), asked)) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: challengeMessages.expired });
    expect(await rows()).toBe(0);
  });

  it('refuses forged and altered tokens', async () => {
    const { challengeToken, challengeAnswer } = await injectChallenge(t.app);
    const [payload = '', mac = ''] = challengeToken.split('.');
    const decoded = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
      exp: number;
    };
    const later = Buffer.from(JSON.stringify({ ...decoded, exp: decoded.exp + 3_600_000 }));
    const forged = [
      // Signed with another secret: made by someone who is not the server.
      answered(issueChallenge('not-the-server-secret')).challengeToken,
      // Its expiry pushed back, the signature kept.
      `${later.toString('base64url')}.${mac}`,
      // Signed by the server for something else (an upload address).
      signUploadToken(secret(), { id: 'a'.repeat(32), exp: Date.now() + 60_000 }),
      `${payload}.${'A'.repeat(43)}`,
      'not-a-token',
    ];
    for (const token of forged) {
      const res = await post(t.app, url, { ...body(), challengeToken: token, challengeAnswer });
      expect(res.statusCode, token).toBe(400);
      expect(res.json()).toEqual({ message: challengeMessages.invalid });
    }
    expect(await rows()).toBe(0);
  });
});

describe('a refused request', () => {
  it('does not spend the question: after a full slot (409) it books another', async () => {
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

  it('with a repeated Idempotency-Key answers the first record, without a new question', async () => {
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

  it('take a question once across every instance', async () => {
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

describe('spent questions', () => {
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
    await db
      .insert(spentTokens)
      .values({
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
