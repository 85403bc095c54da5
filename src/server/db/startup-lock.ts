/**
 * Start-up work that must happen once however many instances start together
 * (migrations, demo seeding) runs under a PostgreSQL advisory lock: the first
 * instance to take it does the work, the others wait, then find nothing left
 * to do. The lock is held by a connection of its own, so the work itself may
 * use the pool, and it goes when that connection does (a crashed instance
 * never leaves it behind).
 */
import pg from 'pg';

/** Any fixed 64-bit number that no other code of the shop uses as a lock key. */
export const STARTUP_LOCK_KEY = 4_262_026_001;

export async function withStartupLock<T>(databaseUrl: string, work: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 10_000 });
  // A dropped connection is reported by the query that needs it; the event alone must not crash.
  client.on('error', () => {});
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
    return await work();
  } finally {
    // Ending the session releases the lock too; unlocking first just lets a waiter go sooner.
    await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]).catch(() => {});
    await client.end().catch(() => {});
  }
}
