/**
 * Opens the database: PGlite (Postgres compiled to WASM, in process) under
 * DATA_DIR by default, or PostgreSQL through node-postgres when a URL is given.
 * Both are driven through the same Drizzle schema and migrations.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
/**
 * Both drivers answer raw queries with `{ rows }`; the node-postgres type is
 * used for both so `db.execute` results are typed the same way.
 */
export type Db = NodePgDatabase<Schema>;
/** An open transaction of `Db`: what repository functions that must share one take. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies pending migrations; a second run on the same data does nothing. */
  migrate(): Promise<void>;
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  close(): Promise<void>;
  /**
   * PostgreSQL only: a new connection outside the pool, not yet connected, for
   * a session that must stay open (LISTEN). Its user connects and ends it.
   */
  dedicatedConnection?: () => pg.Client;
};

export const migrationsFolder = path.resolve('drizzle');

/**
 * True when the database has every migration of the journal: one small query, so
 * an ordinary start need not read and hash every migration file nor open Drizzle's
 * migration transaction (decision 029). Drizzle applies the migrations newer than
 * the last one recorded, so "the last recorded is the journal's last" is its own
 * test for "nothing to do". No table yet (a new database): false.
 */
async function migrationsUpToDate(db: Db): Promise<boolean> {
  const journal = JSON.parse(
    readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
  ) as { entries: { when: number }[] };
  const newest = Math.max(...journal.entries.map((entry) => entry.when));
  try {
    const result = await db.execute<{ last: string | null }>(
      sql`select max(created_at)::text as last from drizzle.__drizzle_migrations`,
    );
    return Number(result.rows[0]?.last ?? 0) >= newest;
  } catch {
    return false;
  }
}

export type DatabaseOptions =
  | { kind: 'postgres'; url: string; poolSize?: number }
  /**
   * dataDir undefined means in memory (tests); `template` is a dump of an
   * already migrated database, which opens far faster than a fresh initdb.
   */
  | { kind: 'pglite'; dataDir?: string; template?: Blob };

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.kind === 'postgres'
    ? openPostgres(options.url, options.poolSize)
    : openPglite(options.dataDir, options.template);
}

/**
 * PGlite's PostgreSQL keeps its shared buffers inside the WASM heap, which
 * never shrinks: the default 128 MB of buffers was most of the embedded shop's
 * memory. The shop's whole database is a few megabytes, so 16 MB of buffers
 * holds it with room to spare, and one connection never needs more than 2 MB
 * to sort (decision 029, measured by `npm run bench:memory`).
 */
export const PGLITE_SETTINGS = ['shared_buffers = 16MB', 'work_mem = 2MB', 'wal_buffers = 512kB'];

async function openPglite(dataDir?: string, template?: Blob): Promise<Database> {
  const options = { extensions: { pg_trgm }, postgresqlconf: PGLITE_SETTINGS };
  let client: PGlite;
  if (dataDir) {
    const dir = path.resolve(dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
    client = await PGlite.create(dir, options);
  } else {
    client = await PGlite.create({ ...options, ...(template ? { loadDataDir: template } : {}) });
  }
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: async () => {
      if (await migrationsUpToDate(db)) return;
      await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
    },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => client.close(),
  };
}

async function openPostgres(url: string, poolSize = 10): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: 3000,
    idleTimeoutMillis: 30_000,
  });
  // A dropped connection (PostgreSQL restarted, network cut) must not crash the
  // process: an 'error' event without a listener is thrown. The pool's listener
  // covers idle clients; a client lent to a request has the pool's listener
  // removed, so each client gets its own. The broken client is then discarded
  // (pg-pool drops clients that are no longer queryable when released) and the
  // next checkout opens a fresh connection, so the app recovers by itself.
  pool.on('error', () => {});
  pool.on('connect', (client) => {
    client.on('error', () => {});
  });
  returnDeadClients(pool);
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    migrate: async () => {
      if (await migrationsUpToDate(db)) return;
      await migratePg(drizzlePg(pool, { schema }), { migrationsFolder });
    },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => pool.end(),
    dedicatedConnection: () =>
      new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000, keepAlive: true }),
  };
}

/**
 * Drizzle's transaction sends BEGIN before its try/finally, so when the
 * connection is already dead at BEGIN (PostgreSQL restarting) the client is
 * never released: the pool keeps counting it, a few such leaks starve the
 * pool, and pool.end() at shutdown waits for it forever. So a client lent out
 * whose connection ends is released (as broken, so it is discarded) right
 * away, and a later release by its borrower does nothing.
 */
function returnDeadClients(pool: pg.Pool) {
  const connect = pool.connect.bind(pool);
  const lend = async (): Promise<pg.PoolClient> => {
    const client = await connect();
    const release = client.release.bind(client);
    let released = false;
    const releaseOnce = (error?: Error | boolean) => {
      if (released) return;
      released = true;
      client.removeListener('end', onEnd);
      release(error);
    };
    const onEnd = () => releaseOnce(new Error('connection ended while lent'));
    client.once('end', onEnd);
    client.release = releaseOnce;
    return client;
  };
  // pg-pool's own query() passes a callback and releases correctly; only promise borrowers are wrapped.
  pool.connect = ((callback?: Parameters<pg.Pool['connect']>[0]) =>
    callback ? connect(callback) : lend()) as pg.Pool['connect'];
}

/** A dump of a migrated in-memory PGlite, used as the template of test databases. */
export async function dumpPgliteTemplate(): Promise<Blob> {
  const client = await PGlite.create({ extensions: { pg_trgm } });
  await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
  const dump = await client.dumpDataDir('none');
  await client.close();
  return dump;
}
