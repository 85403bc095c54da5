/**
 * Barriers for race tests: the writes under test are held until every one of
 * them has arrived, then all go on together, so they really are in flight at
 * the same moment (a test that sends them one after the other proves nothing).
 *
 * - At the route: every request that carries the `x-race` header waits in a
 *   preHandler hook until `parties` such requests have reached it. Works on
 *   both databases: each request has passed its guards and is about to read
 *   and write.
 * - At the transaction (PostgreSQL only): every transaction opened while the
 *   barrier is armed waits just after BEGIN until `parties` are open, so the
 *   transactions start in one order and take their row locks in whatever
 *   order the server gives them. PGlite runs one transaction at a time, so
 *   there the route barrier is the one that matters.
 */
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/server/db/client';

export const RACE_HEADER = 'x-race';

export type Barrier = {
  /** Arms the barrier for the next `parties` arrivals. */
  arm(parties: number): void;
  /** Waits (when armed) until every party has arrived. */
  arrive(): Promise<void>;
};

export function barrier(timeoutMs = 10_000): Barrier {
  let expected = 0;
  let arrived = 0;
  let release: () => void = () => undefined;
  let released = Promise.resolve();
  return {
    arm(parties) {
      expected = parties;
      arrived = 0;
      released = new Promise<void>((resolve) => {
        release = resolve;
      });
    },
    async arrive() {
      if (arrived >= expected) return;
      arrived += 1;
      if (arrived === expected) release();
      // A party that never comes must fail the test, not hang it.
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`race barrier: ${arrived}/${expected} arrived`)),
          timeoutMs,
        );
      });
      try {
        await Promise.race([released, timeout]);
      } finally {
        clearTimeout(timer);
      }
    },
  };
}

/** The route barrier: pass to createTestApp's `configure`. */
export function raceAtRoute(gate: Barrier) {
  return (app: FastifyInstance) => {
    app.addHook('preHandler', async (request) => {
      if (request.headers[RACE_HEADER]) await gate.arrive();
    });
  };
}

/** The transaction barrier, on PostgreSQL only (see above); a no-op on PGlite. */
export function raceAtTransactionStart(database: Database, gate: Barrier): void {
  if (database.kind !== 'postgres') return;
  const db = database.db;
  const begin = db.transaction.bind(db);
  db.transaction = (work, config) =>
    begin(async (tx) => {
      await gate.arrive();
      return work(tx);
    }, config);
}

/**
 * Sends the requests together through both barriers and answers their replies
 * in the order given.
 */
export async function race<T>(gates: Barrier[], sends: Array<() => Promise<T>>): Promise<T[]> {
  for (const gate of gates) gate.arm(sends.length);
  return Promise.all(sends.map((send) => send()));
}
