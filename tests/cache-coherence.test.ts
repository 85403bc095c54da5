/**
 * Two instances of the app on one PostgreSQL (behind a load balancer): a
 * write through one drops the caches of the other at once (LISTEN/NOTIFY,
 * src/server/cache-invalidation.ts), and an instance that lost its LISTEN
 * connection answers nothing from its caches until it is back.
 *
 * Each instance here is its own buildApp over its own openDatabase (its own
 * pool and LISTEN connection) to the same database, as two processes would be.
 */
import { Writable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/server/app';
import { localCacheInvalidation } from '../src/server/cache-invalidation';
import { testConfig } from '../src/server/config';
import { openDatabase, type Database } from '../src/server/db/client';
import { cashAdvances, products } from '../src/server/db/schema';
import { createTestApp } from './helpers/test-app';
import { openScratchPostgres } from './helpers/scratch-database';
import { signedInUser, type TestUser } from './helpers/users';
import { withChallenge } from './helpers/challenge';

const serverUrl = process.env.TEST_DATABASE_URL;

/** How soon another instance's change must show. */
const WITHIN_MS = 1000;

/** Polls `check` until it holds (up to a generous limit, so a slow machine only waits longer); answers how long it took. */
async function timeUntil(check: () => boolean | Promise<boolean>, limitMs = 10_000) {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > limitMs) throw new Error(`still not so after ${limitMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  return Date.now() - started;
}

describe('on the embedded database (one process)', () => {
  it('keeps invalidation in the process, and the caches always trusted', async () => {
    const t = await createTestApp();
    try {
      if (t.database.kind === 'pglite') {
        expect(t.database.dedicatedConnection).toBeUndefined();
        expect(t.app.cacheInvalidation.trusted()).toBe(true);
      }
      const caches = localCacheInvalidation();
      let dropped = 0;
      const dropEverywhere = caches.register('products', () => (dropped += 1));
      dropEverywhere();
      caches.invalidate('products');
      caches.invalidate('something else');
      expect(dropped).toBe(2);
    } finally {
      await t.close();
    }
  });
});

describe.skipIf(!serverUrl)(
  'two instances on one PostgreSQL (PostgreSQL only: PGlite belongs to one process, so nothing to notify; set TEST_DATABASE_URL)',
  () => {
    let databaseA: Database;
    let secondPool: Database;
    let a: FastifyInstance;
    let b: FastifyInstance;
    let admin: TestUser;
    /** B's log lines (JSON), to see the loss and the recovery logged. */
    const linesB: { level: number; msg: string }[] = [];
    /** While true, B's LISTEN connection cannot be made again (as if PostgreSQL were unreachable). */
    let listenRefused = false;
    let listenerB: pg.Client | null = null;

    beforeAll(async () => {
      databaseA = await openScratchPostgres(serverUrl!, 'shop_coherence');
      const { rows } = await databaseA.db.execute<{ name: string }>(
        sql`select current_database() as name`,
      );
      const url = new URL(serverUrl!);
      url.pathname = `/${rows[0]!.name}`;
      secondPool = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 4 });
      const databaseB: Database = {
        ...secondPool,
        dedicatedConnection: () => {
          // Nothing listens on port 1: the connection is refused.
          if (listenRefused)
            return new pg.Client({ connectionString: 'postgres://shop@127.0.0.1:1/shop' });
          listenerB = secondPool.dedicatedConnection!();
          return listenerB;
        },
      };
      const logStream = new Writable({
        write(chunk: Buffer, _encoding, done) {
          for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) {
            linesB.push(JSON.parse(line) as { level: number; msg: string });
          }
          done();
        },
      });
      a = await buildApp({ config: testConfig(), database: databaseA });
      b = await buildApp({
        config: testConfig({ logLevel: 'info' }),
        database: databaseB,
        logStream,
      });
      await Promise.all([a.ready(), b.ready()]);
      const since = mark();
      admin = await signedInUser(a, 'admin');
      await arrivedSince(since);
    });
    afterAll(async () => {
      await a?.close();
      await b?.close();
      await secondPool?.close();
      await databaseA?.close();
    });

    const asAdmin = (
      app: FastifyInstance,
      method: 'GET' | 'POST' | 'PUT' | 'DELETE',
      url: string,
      payload?: object,
    ) => app.inject({ method, url, payload, headers: { cookie: admin.cookie } });
    const listTitles = async (app: FastifyInstance) =>
      (await app.inject({ method: 'GET', url: '/api/products' }))
        .json<{ title: string }[]>()
        .map((product) => product.title);
    const detailStatus = async (app: FastifyInstance, id: string) =>
      (await app.inject({ method: 'GET', url: `/api/products/${id}` })).statusCode;

    /** Where A's and B's notification counts stand now. */
    const mark = () => ({
      sent: a.cacheInvalidation.stats().sent,
      received: b.cacheInvalidation.stats().received,
    });
    /**
     * Once every notification A sent since `since` has reached B: what B holds
     * from then on is not dropped by a late one.
     */
    const arrivedSince = (since: ReturnType<typeof mark>) =>
      timeUntil(() => {
        const sent = a.cacheInvalidation.stats();
        const received = b.cacheInvalidation.stats().received;
        return !sent.sending && received - since.received === sent.sent - since.sent;
      });

    let counter = 0;
    async function createProduct(title: string): Promise<string> {
      counter += 1;
      const since = mark();
      const res = await asAdmin(a, 'POST', '/api/admin/products', {
        title,
        description: `Item ${counter}`,
        category: 'Tools',
        price: '45.50',
      });
      expect(res.statusCode).toBe(201);
      await arrivedSince(since);
      return res.json<{ id: string }>().id;
    }

    it('both instances listen', () => {
      expect(a.cacheInvalidation.trusted()).toBe(true);
      expect(b.cacheInvalidation.trusted()).toBe(true);
    });

    it('a product off-listed or deleted through A is gone from B within 1 s, dropped by the notification alone', async () => {
      const drill = await createProduct('Cordless Drill');
      const grinder = await createProduct('Angle Grinder');
      // B reads, and keeps, the list and both details.
      expect(await listTitles(b)).toEqual(['Angle Grinder', 'Cordless Drill']);
      expect(await detailStatus(b, drill)).toBe(200);
      expect(await detailStatus(b, grinder)).toBe(200);
      expect(b.productCache.stats().entries).toBe(3);
      const heard = b.cacheInvalidation.stats().received;

      expect(
        (await asAdmin(a, 'PUT', `/api/admin/products/${drill}/status`, { status: 'inactive' }))
          .statusCode,
      ).toBe(200);
      // B reads nothing meanwhile: only the notification can empty its cache
      // (an expired entry is not removed, only reloaded by a read).
      const dropped = await timeUntil(() => b.productCache.stats().entries === 0);
      expect(dropped).toBeLessThan(WITHIN_MS);
      // One notification (the cache and the counts in one) did it.
      expect(b.cacheInvalidation.stats().received).toBe(heard + 1);
      expect(await detailStatus(b, drill)).toBe(404);
      expect(await listTitles(b)).toEqual(['Angle Grinder']);

      expect(await detailStatus(b, grinder)).toBe(200);
      expect(b.productCache.stats().entries).toBe(2);
      const since = mark();
      expect((await asAdmin(a, 'DELETE', `/api/admin/products/${grinder}`)).statusCode).toBe(204);
      // Seen from a visitor of B: polled, not waited for.
      const gone = await timeUntil(async () => (await detailStatus(b, grinder)) === 404);
      expect(gone).toBeLessThan(WITHIN_MS);
      expect(await listTitles(b)).toEqual([]);
      await arrivedSince(since);
    });

    it('the admin dashboard counts and the request tab counts of B follow a write through A within 1 s', async () => {
      const dashboard = async () =>
        (await asAdmin(b, 'GET', '/api/admin/dashboard')).json<{ totalProducts: number }>();
      const tabCounts = async () =>
        (await asAdmin(b, 'GET', '/api/admin/cash-advances?group=active')).json<{
          counts: { active: number };
        }>().counts.active;
      const before = await dashboard();
      const activeBefore = await tabCounts();
      // Kept: a row written past every route (no notification) does not show on B…
      await databaseA.db.insert(products).values({
        title: 'Written straight in the table',
        description: '',
        category: 'Tools',
        price: '1.00',
        sellerId: admin.id,
      });
      expect((await dashboard()).totalProducts).toBe(before.totalProducts);

      // …but a write through A does, at once: the notification dropped B's counts.
      await createProduct('Socket Set');
      const shown = await timeUntil(
        async () => (await dashboard()).totalProducts === before.totalProducts + 2,
      );
      expect(shown).toBeLessThan(WITHIN_MS);

      const created = await a.inject({
        method: 'POST',
        url: '/api/cash-advances',
        headers: { 'idempotency-key': 'coherence-key-0001' },
        payload: await withChallenge(a, {
          customerName: 'Priya Shah',
          customerPhone: '07700 900123',
          itemDescription: '9ct gold chain, 12 g',
          itemCategory: 'gold',
          collateralType: 'gold',
          loanAmount: '250.00',
        }),
      });
      expect(created.statusCode).toBe(201);
      const counted = await timeUntil(async () => (await tabCounts()) === activeBefore + 1);
      expect(counted).toBeLessThan(WITHIN_MS);
      await databaseA.db
        .delete(cashAdvances)
        .where(eq(cashAdvances.idempotencyKey, 'coherence-key-0001'));
    });

    it('B, its LISTEN connection cut, serves nothing from its caches until it has listened again, then drops them once', async () => {
      const id = await createProduct('Pressure Washer');
      expect(await detailStatus(b, id)).toBe(200);
      expect(b.productCache.stats().entries).toBeGreaterThan(0);
      const warnings = () =>
        linesB.filter((line) => line.msg.startsWith('cache notifications lost'));
      const recoveries = () =>
        linesB.filter((line) => line.msg.startsWith('cache notifications back'));
      expect(warnings()).toHaveLength(0);

      // Cut it, and keep it from coming back for now.
      listenRefused = true;
      const pid = (listenerB as unknown as { processID: number }).processID;
      const superuser = new pg.Client({ connectionString: serverUrl });
      await superuser.connect();
      try {
        const { rows } = await superuser.query<{ cut: boolean }>(
          `select pg_terminate_backend(pid) as cut from pg_stat_activity where pid = $1 and query ilike 'listen%'`,
          [pid],
        );
        expect(rows).toEqual([{ cut: true }]);
      } finally {
        await superuser.end();
      }
      await timeUntil(() => !b.cacheInvalidation.trusted());

      // A change B cannot be told about (straight in the table: no notification at all) shows at once…
      await databaseA.db
        .update(products)
        .set({ title: 'Renamed elsewhere' })
        .where(eq(products.id, id));
      expect(await listTitles(b)).toContain('Renamed elsewhere');
      expect((await b.inject({ method: 'GET', url: `/api/products/${id}` })).json()).toMatchObject({
        title: 'Renamed elsewhere',
      });
      // …and so does off-listing through A, whose notification B does not hear.
      await asAdmin(a, 'PUT', `/api/admin/products/${id}/status`, { status: 'inactive' });
      expect(await detailStatus(b, id)).toBe(404);
      expect(await listTitles(b)).not.toContain('Renamed elsewhere');
      // The counts are not kept either.
      const total = (await asAdmin(b, 'GET', '/api/admin/dashboard')).json<{
        totalProducts: number;
      }>().totalProducts;
      await databaseA.db.delete(products).where(eq(products.id, id));
      expect(
        (await asAdmin(b, 'GET', '/api/admin/dashboard')).json<{ totalProducts: number }>()
          .totalProducts,
      ).toBe(total - 1);

      // A few failed attempts later, still one warning.
      await new Promise((resolve) => setTimeout(resolve, 400));
      expect(b.cacheInvalidation.trusted()).toBe(false);
      expect(warnings()).toHaveLength(1);
      expect(warnings()[0]!.level).toBe(40);
      expect(recoveries()).toHaveLength(0);

      // Let it back (back-off at most 5 s).
      listenRefused = false;
      await timeUntil(() => b.cacheInvalidation.trusted());
      // Everything it held was dropped once, on the recovery.
      expect(b.productCache.stats().entries).toBe(0);
      expect(recoveries()).toHaveLength(1);
      expect(recoveries()[0]!.level).toBe(30);

      // And it caches, and hears, again.
      const another = await createProduct('Leaf Blower');
      expect(await detailStatus(b, another)).toBe(200);
      expect(b.productCache.stats().entries).toBe(1);
      await asAdmin(a, 'PUT', `/api/admin/products/${another}/status`, { status: 'inactive' });
      expect(await timeUntil(() => b.productCache.stats().entries === 0)).toBeLessThan(WITHIN_MS);
      expect(await detailStatus(b, another)).toBe(404);
    });
  },
);
