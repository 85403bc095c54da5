/**
 * Faults: the database going away (503 with Retry-After, then back to normal
 * without a restart of the app) and a SIGTERM while requests are in flight.
 * The outage is a real one: a PostgreSQL pool pointed at a port nobody
 * listens on, or a closed PGlite. The figures under load (recovery time, rows
 * kept) come from `npm run soak`.
 */
import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { addDays, todayInLondon } from '@shared/repairs/dates';
import { buildApp } from '../src/server/app';
import { testConfig } from '../src/server/config';
import { openDatabase, type Database } from '../src/server/db/client';
import { cashAdvances } from '../src/server/db/schema';
import {
  DATABASE_UNAVAILABLE_MESSAGE,
  RETRY_AFTER_SECONDS,
  isDatabaseUnavailable,
} from '../src/server/db/unavailable';
import { gracefulShutdown } from '../src/server/graceful-shutdown';
import { withChallenge } from './helpers/challenge';
import { openScratchPostgres } from './helpers/scratch-database';
import { createTestApp } from './helpers/test-app';
import { createTestDatabase } from './helpers/test-database';
import { signedInUser } from './helpers/users';

const GENERIC_FAILURE = 'Something went wrong on our side. Please try again.';

const advance = {
  customerName: 'Priya Shah',
  customerPhone: '07700 900123',
  itemDescription: '9ct gold chain, 12 g',
  itemCategory: 'gold',
  collateralType: 'gold',
  loanAmount: '250.00',
};

/** A PostgreSQL pool whose every connection is refused: nothing listens on port 1. */
const unreachablePostgres = () =>
  openDatabase({ kind: 'postgres', url: 'postgres://shop@127.0.0.1:1/shop', poolSize: 2 });

/**
 * A database that can be switched off and on while the app runs: routes read
 * `app.database.db` at each request, so they reach whichever is current.
 */
function switchableDatabase(working: Database, broken: Database) {
  let current = working;
  const database: Database = {
    get db() {
      return current.db;
    },
    kind: working.kind,
    migrate: () => current.migrate(),
    ping: () => current.ping(),
    close: async () => {
      await working.close();
      await broken.close();
    },
  };
  return {
    database,
    goDown: () => (current = broken),
    comeBack: () => (current = working),
  };
}

function expectUnavailable(res: {
  statusCode: number;
  headers: Record<string, unknown>;
  json: () => unknown;
}) {
  expect(res.statusCode).toBe(503);
  expect(res.headers['retry-after']).toBe(String(RETRY_AFTER_SECONDS));
  expect(res.json()).toEqual({ message: DATABASE_UNAVAILABLE_MESSAGE });
}

describe('database outage', () => {
  let app: FastifyInstance;
  let working: Database;
  let outage: ReturnType<typeof switchableDatabase>;

  beforeAll(async () => {
    working = await createTestDatabase();
    outage = switchableDatabase(working, await unreachablePostgres());
    app = await buildApp({
      config: testConfig({ formRateLimit: 1000, authRateLimit: 1000 }),
      database: outage.database,
    });
    app.get('/api/probe/bug', async () => {
      const missing = undefined as unknown as { name: string };
      return { name: missing.name };
    });
    app.get('/api/probe/bad-sql', async () => {
      await app.database.db.execute(sql`select * from no_such_table`);
      return { ok: true };
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await outage.database.close();
  });
  afterEach(() => {
    outage.comeBack();
  });

  // Read from the database at every request (the product list may be served from a cache).
  const today = todayInLondon();
  const availability = `/api/repairs/availability?from=${today}&to=${addDays(today, 6)}`;

  it('answers 503 with Retry-After while the database is unreachable, and 200 again once it is back', async () => {
    const customer = await signedInUser(app);
    // The question is asked before the outage; the request is sent during it, then again after.
    const request = await withChallenge(app, advance);
    expect((await app.inject({ method: 'GET', url: availability })).statusCode).toBe(200);

    outage.goDown();
    expectUnavailable(await app.inject({ method: 'GET', url: availability }));
    // The session is read from the database before any route runs.
    expectUnavailable(
      await app.inject({
        method: 'GET',
        url: '/api/cash-advances',
        headers: { cookie: customer.cookie },
      }),
    );
    // A write inside a transaction.
    expectUnavailable(
      await app.inject({
        method: 'POST',
        url: '/api/cash-advances',
        headers: { 'idempotency-key': 'outage-key-0001' },
        payload: request,
      }),
    );
    const ready = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.headers['retry-after']).toBe(String(RETRY_AFTER_SECONDS));
    // The process itself is fine: liveness does not depend on the database.
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);

    outage.comeBack();
    expect((await app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: availability })).statusCode).toBe(200);
    const own = await app.inject({
      method: 'GET',
      url: '/api/cash-advances',
      headers: { cookie: customer.cookie },
    });
    expect(own.statusCode).toBe(200);
    // The refused request left nothing behind, and the same key now creates the row.
    const retried = await app.inject({
      method: 'POST',
      url: '/api/cash-advances',
      headers: { 'idempotency-key': 'outage-key-0001' },
      payload: request,
    });
    expect(retried.statusCode).toBe(201);
    const rows = await working.db.select().from(cashAdvances);
    expect(rows.filter((row) => row.idempotencyKey === 'outage-key-0001')).toHaveLength(1);
  });

  it('still answers a programming error with 500 and the generic message', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/probe/bug' });
    expect(res.statusCode).toBe(500);
    expect(res.headers['retry-after']).toBeUndefined();
    expect(res.json()).toEqual({ message: GENERIC_FAILURE });
  });

  it('still answers a failing query on a reachable database with 500', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/probe/bad-sql' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: GENERIC_FAILURE });
  });
});

describe('a closed database (PGlite closed, or the pg pool ended)', () => {
  it('answers 503 with Retry-After on an API route', async () => {
    const t = await createTestApp();
    await t.database.close();
    try {
      expectUnavailable(await t.app.inject({ method: 'GET', url: '/api/products' }));
    } finally {
      await t.app.close();
    }
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('a PostgreSQL connection cut while lent', () => {
  it('goes back to the pool as broken, so the pool neither leaks it nor waits for it at close', async () => {
    const database = await openScratchPostgres(process.env.TEST_DATABASE_URL!, 'shop_faults', 2);
    const pool = (database.db as unknown as { $client: pg.Pool }).$client;
    try {
      // What a transaction does: borrow a client and hold it across statements.
      const client = await pool.connect();
      const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
      // Not events.once: the client first emits the server's 'error', which once() would throw.
      const ended = new Promise((resolve) => client.once('end', resolve));
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      await admin.query('select pg_terminate_backend($1)', [rows[0]!.pid]);
      await admin.end();
      await ended;
      expect(pool.totalCount).toBe(0);
      // The borrower's own release afterwards is harmless.
      client.release();
      // And the pool serves again on a fresh connection.
      await expect(database.ping()).resolves.toBeUndefined();
    } finally {
      await database.close();
    }
  });
});

describe('isDatabaseUnavailable', () => {
  const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

  it('knows a refused connection, PostgreSQL shutting down and a lost connection, also when wrapped', async () => {
    const refused = await unreachablePostgres();
    const error = await refused.ping().then(
      () => null,
      (e: unknown) => e,
    );
    await refused.close();
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(
      isDatabaseUnavailable(
        withCode('terminating connection due to administrator command', '57P01'),
      ),
    ).toBe(true);
    expect(isDatabaseUnavailable(withCode('the database system is starting up', '57P03'))).toBe(
      true,
    );
    expect(
      isDatabaseUnavailable(
        new Error('Failed query: select 1', {
          cause: new Error('Connection terminated unexpectedly'),
        }),
      ),
    ).toBe(true);
    expect(
      isDatabaseUnavailable(
        new AggregateError([withCode('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED')]),
      ),
    ).toBe(true);
  });

  it('does not take query, constraint or programming errors for an outage', () => {
    expect(
      isDatabaseUnavailable(withCode('relation "no_such_table" does not exist', '42P01')),
    ).toBe(false);
    expect(
      isDatabaseUnavailable(withCode('duplicate key value violates unique constraint', '23505')),
    ).toBe(false);
    expect(
      isDatabaseUnavailable(withCode('canceling statement due to statement timeout', '57014')),
    ).toBe(false);
    expect(
      isDatabaseUnavailable(new TypeError("Cannot read properties of undefined (reading 'name')")),
    ).toBe(false);
    expect(
      isDatabaseUnavailable(new Error('Connection terminated unexpectedly, or so they say')),
    ).toBe(false);
    expect(isDatabaseUnavailable('ECONNREFUSED')).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
  });
});

describe('SIGTERM drain', () => {
  /** An app with a route that holds its answer until the test lets it go. */
  async function appWithSlowRoute(timeoutMs?: number) {
    const database = await createTestDatabase();
    let started!: () => void;
    let release!: () => void;
    const requestStarted = new Promise<void>((resolve) => (started = resolve));
    const gate = new Promise<void>((resolve) => (release = resolve));
    const app = await buildApp({ config: testConfig(), database });
    app.get('/api/probe/slow', async () => {
      started();
      await gate;
      return { finished: true };
    });
    // As in main.ts: the database closes after the last request has finished.
    app.addHook('onClose', () => database.close());
    const exit = vi.fn<(code: number) => void>();
    const exited = new Promise<number>((resolve) => exit.mockImplementation(resolve));
    // As in main.ts: prepared before listening, called on the signal.
    const shutdown = gracefulShutdown(app, { exit, timeoutMs });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    return { app, port, requestStarted, release, shutdown, exit, exited };
  }

  function get(port: number, path: string, agent: http.Agent) {
    return new Promise<{ status: number; body: string }>((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, path, agent }, (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (body += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        })
        .on('error', reject);
    });
  }

  it('lets the in-flight request finish, refuses new connections, closes idle keep-alive ones and exits 0', async () => {
    const { app, port, requestStarted, release, shutdown, exit, exited } = await appWithSlowRoute();
    const agent = new http.Agent({ keepAlive: true, maxSockets: 10 });
    const idle = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      // A keep-alive connection left idle after its request.
      expect((await get(port, '/api/health', idle)).status).toBe(200);
      const [idleSocket] = Object.values(idle.freeSockets).flat();
      expect(idleSocket).toBeDefined();
      const idleClosed = once(idleSocket!, 'close');

      const inFlight = get(port, '/api/probe/slow', agent);
      await requestStarted;

      shutdown('SIGTERM');

      await idleClosed;
      await vi.waitFor(() => expect(app.server.listening).toBe(false), { timeout: 10_000 });
      await expect(get(port, '/api/health', new http.Agent())).rejects.toMatchObject({
        code: 'ECONNREFUSED',
      });
      expect(exit).not.toHaveBeenCalled();

      release();
      expect(await inFlight).toEqual({ status: 200, body: '{"finished":true}' });
      expect(await exited).toBe(0);
    } finally {
      release();
      agent.destroy();
      idle.destroy();
    }
  });

  it('gives up after the timeout with exit code 1 when a request never finishes', async () => {
    // The slow request is held until release(), so only the timeout can end the wait.
    const { port, requestStarted, release, shutdown, exited } = await appWithSlowRoute(100);
    const agent = new http.Agent({ keepAlive: true });
    try {
      const inFlight = get(port, '/api/probe/slow', agent);
      await requestStarted;
      shutdown('SIGTERM');
      expect(await exited).toBe(1);
      release();
      expect((await inFlight).status).toBe(200);
    } finally {
      release();
      agent.destroy();
    }
  });
});
