/**
 * How many request photo upload addresses a visitor gets (decision 020): a
 * guest GUEST_PHOTO_UPLOADS (10) an hour per IP, a signed-in customer the same
 * per account, staff no limit. The count is a database row, so two instances
 * on one database share it, and asking on both at once never gets past it.
 */
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { tooManyPhotoAddressesMessage } from '../src/shared/cash-advances/request-photos';
import { buildApp } from '../src/server/app';
import { openDatabase, type Database } from '../src/server/db/client';
import { photoAddressCounts } from '../src/server/db/schema';
import { withChallenge } from './helpers/challenge';
import { createTestApp, type TestApp } from './helpers/test-app';
import { signedInUser, type TestUser } from './helpers/users';

const PER_HOUR = 10;
const HOUR_MS = 60 * 60 * 1000;
const ADDRESSES = '/api/request-photos/uploads';

let t: TestApp;
/** A second instance of the app on the same database. */
let other: FastifyInstance;
let otherDatabase: Database;

/**
 * A second connection to the test's database: a pool of its own on
 * PostgreSQL; PGlite lives in one process, so both apps share it.
 */
async function secondConnection(first: Database): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return first;
  const { rows } = await first.db.execute<{ name: string }>(sql`select current_database() as name`);
  const url = new URL(serverUrl);
  url.pathname = `/${rows[0]!.name}`;
  return openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 4 });
}

beforeAll(async () => {
  t = await createTestApp();
  expect(t.app.config.guestPhotoUploads).toBe(PER_HOUR);
  otherDatabase = await secondConnection(t.database);
  other = await buildApp({ config: t.app.config, database: otherDatabase });
  await other.ready();
}, 60_000);
afterAll(async () => {
  await other?.close();
  // The second pool first: closing the first drops the scratch database.
  if (otherDatabase && otherDatabase !== t?.database) await otherDatabase.close();
  await t?.close();
});
afterEach(() => vi.useRealTimers());

let ipCounter = 0;
/** An address no other test asks from. */
const newIp = () => `198.51.100.${(ipCounter += 1)}`;

const askAsUser = (who: TestUser, ip = newIp(), app: FastifyInstance = t.app) =>
  app.inject({
    method: 'POST',
    url: ADDRESSES,
    remoteAddress: ip,
    headers: { cookie: who.cookie },
  });

async function askAsGuest(ip: string, app: FastifyInstance = t.app) {
  // The challenge is asked from an address of its own: only the address count is tried.
  const payload = await withChallenge(app, {}, newIp());
  return app.inject({ method: 'POST', url: ADDRESSES, remoteAddress: ip, payload });
}

/** Moves the app's clock (Date only: the database's own timers keep running). */
function clockAt(ms: number) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(ms);
}

function expectRefused(res: Awaited<ReturnType<typeof askAsUser>>, waitSeconds: number) {
  expect(res.statusCode, res.body).toBe(429);
  expect(res.json()).toEqual({ message: tooManyPhotoAddressesMessage(waitSeconds / 60) });
  expect(Number(res.headers['retry-after'])).toBe(waitSeconds);
}

describe('a signed-in customer', () => {
  it('gets 10 addresses an hour from any IP; the 11th is 429 { message } with Retry-After, and the count starts again an hour after the first', async () => {
    const start = Date.now();
    clockAt(start);
    const customer = await signedInUser(t.app);
    for (let n = 0; n < PER_HOUR; n += 1) {
      const res = await askAsUser(customer);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<{ uploadURL: string }>().uploadURL).toMatch(
        /^\/api\/request-photos\/uploads\//,
      );
    }
    // Another IP does not help: the count is the account's.
    expectRefused(await askAsUser(customer), 3600);

    clockAt(start + 40 * 60 * 1000);
    expectRefused(await askAsUser(customer), 20 * 60);
    // A refusal counts nothing.
    const [row] = await t.database.db
      .select()
      .from(photoAddressCounts)
      .where(eq(photoAddressCounts.holder, `account:${customer.id}`));
    expect(row?.given).toBe(PER_HOUR);

    clockAt(start + HOUR_MS);
    for (let n = 0; n < PER_HOUR; n += 1) expect((await askAsUser(customer)).statusCode).toBe(200);
    expectRefused(await askAsUser(customer), 3600);
  });

  it('has a count of their own: another customer on the same IP, and guests there, are not held by it', async () => {
    const ip = newIp();
    const [first, second] = await Promise.all([signedInUser(t.app), signedInUser(t.app)]);
    for (let n = 0; n < PER_HOUR; n += 1) expect((await askAsUser(first, ip)).statusCode).toBe(200);
    expect((await askAsUser(first, ip)).statusCode).toBe(429);
    expect((await askAsUser(second, ip)).statusCode).toBe(200);
    expect((await askAsGuest(ip)).statusCode).toBe(200);
  });
});

describe('staff', () => {
  it.each(['admin', 'staff'] as const)(
    '(%s) are not counted: 15 addresses in a row',
    async (role) => {
      const member = await signedInUser(t.app, role);
      const ip = newIp();
      for (let n = 0; n < PER_HOUR + 5; n += 1) {
        const res = await askAsUser(member, ip);
        expect(res.statusCode, res.body).toBe(200);
      }
      const counted = await t.database.db
        .select()
        .from(photoAddressCounts)
        .where(eq(photoAddressCounts.holder, `account:${member.id}`));
      expect(counted).toEqual([]);
    },
  );
});

describe('a guest', () => {
  it('gets 10 addresses an hour per IP, then 429 { message }; an hour later 10 again', async () => {
    const start = Date.now();
    clockAt(start);
    const ip = newIp();
    for (let n = 0; n < PER_HOUR; n += 1) expect((await askAsGuest(ip)).statusCode).toBe(200);
    expectRefused(await askAsGuest(ip), 3600);
    expect((await askAsGuest(newIp())).statusCode).toBe(200);
    clockAt(start + HOUR_MS);
    expect((await askAsGuest(ip)).statusCode).toBe(200);
  });
});

describe('two instances on one database', () => {
  it('share one count: addresses taken on either are refused past 10 on both', async () => {
    const customer = await signedInUser(t.app);
    const answers: number[] = [];
    for (let n = 0; n < PER_HOUR; n += 1) {
      answers.push((await askAsUser(customer, newIp(), n % 2 ? other : t.app)).statusCode);
    }
    expect(answers).toEqual(Array<number>(PER_HOUR).fill(200));
    expect((await askAsUser(customer, newIp(), t.app)).statusCode).toBe(429);
    expect((await askAsUser(customer, newIp(), other)).statusCode).toBe(429);
  });

  it('never give more than 10 when 30 are asked for at once on both', async () => {
    const customer = await signedInUser(t.app);
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, n) => askAsUser(customer, newIp(), n % 2 ? other : t.app)),
    );
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(PER_HOUR);
    expect(statuses.filter((status) => status === 429)).toHaveLength(30 - PER_HOUR);
  });
});

describe('the hourly sweep', () => {
  it('forgets the counts whose hour is over and keeps the others', async () => {
    const start = Date.now();
    clockAt(start);
    const [old, recent] = await Promise.all([signedInUser(t.app), signedInUser(t.app)]);
    expect((await askAsUser(old)).statusCode).toBe(200);
    clockAt(start + 30 * 60 * 1000);
    expect((await askAsUser(recent)).statusCode).toBe(200);
    clockAt(start + HOUR_MS);
    await t.app.requestPhotos.sweep();
    const holders = (await t.database.db.select().from(photoAddressCounts)).map(
      (row) => row.holder,
    );
    expect(holders).not.toContain(`account:${old.id}`);
    expect(holders).toContain(`account:${recent.id}`);
  });
});
