/**
 * Keeps the in-memory caches of every instance of the app coherent when
 * several run on one PostgreSQL. A write that drops a cache here also tells
 * the others: `NOTIFY shop_cache` with the names of the caches it dropped,
 * which PostgreSQL delivers to every session that listens on the channel.
 * Each instance holds one connection of its own (outside the pool) that
 * LISTENs, and drops the named caches when a notification arrives.
 *
 * Notifications are not queued for a session that is not connected, so an
 * instance whose LISTEN connection is down may miss some: until it is back,
 * `trusted()` is false and the caches answer nothing from memory and keep
 * nothing (every read goes to the database). Once it listens again every
 * cache is dropped once, and trusted again.
 *
 * The embedded database belongs to one process: there the invalidation is
 * local only, and the caches are always trusted.
 */
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import type { Database } from './db/client';

export const CACHE_CHANNEL = 'shop_cache';

/** Reconnection waits: from the first to the last, doubling on each failure. */
export const RECONNECT_FIRST_MS = 100;
export const RECONNECT_MAX_MS = 5_000;
/** How long closing waits for the last notification to go out. */
const CLOSE_WAIT_MS = 2_000;

export type CacheInvalidation = {
  /**
   * False while this instance may have missed another's change (its LISTEN
   * connection is down, or not up yet): caches then load every read and keep nothing.
   */
  trusted(): boolean;
  /**
   * A cache known by `name` on every instance; `drop` empties it here. It runs
   * when any instance invalidates `name`, and when this one listens again
   * after a loss. Answers the function that drops it everywhere: invalidate(name).
   */
  register(name: string, drop: () => void): () => void;
  /**
   * After a committed write: drops the caches known by `name` here at once,
   * and in every other instance by a notification sent right after.
   */
  invalidate(name: string): void;
  /**
   * Opens the LISTEN connection (the app's onReady); resolves once the first
   * attempt has connected or failed; later attempts run by themselves.
   */
  start(): Promise<void>;
  /**
   * For tests and diagnostics: notifications sent to the others and received
   * from them, and whether one is waiting to go or under way.
   */
  stats(): { sent: number; received: number; sending: boolean };
  /** Sends what is still pending and ends the LISTEN connection (the app's onClose). */
  close(): Promise<void>;
};

type Log = {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
};

/** What one instance tells the others: who sent it (so it ignores its own) and which caches. */
type Message = { from: string; caches: string[] };

/** The caches known to one instance, by name; several may share a name. */
function cacheRegistry() {
  const drops = new Map<string, Set<() => void>>();
  const drop = (name: string) => {
    for (const each of drops.get(name) ?? []) each();
  };
  return {
    add(name: string, each: () => void) {
      let set = drops.get(name);
      if (!set) drops.set(name, (set = new Set()));
      set.add(each);
    },
    drop,
    dropAll() {
      for (const name of drops.keys()) drop(name);
    },
  };
}

/** One process alone (the embedded database, unit tests): invalidation stays here, caches are always trusted. */
export function localCacheInvalidation(): CacheInvalidation {
  const caches = cacheRegistry();
  return {
    trusted: () => true,
    register(name, drop) {
      caches.add(name, drop);
      return () => caches.drop(name);
    },
    invalidate: (name) => caches.drop(name),
    start: async () => {},
    close: async () => {},
    stats: () => ({ sent: 0, received: 0, sending: false }),
  };
}

/** Across instances on PostgreSQL (see above); on the embedded database, localCacheInvalidation. */
export function createCacheInvalidation(
  database: Pick<Database, 'db' | 'dedicatedConnection'>,
  log: Log,
): CacheInvalidation {
  const connect = database.dedicatedConnection;
  if (!connect) return localCacheInvalidation();
  const caches = cacheRegistry();
  const id = randomUUID();
  let sent = 0;
  let received = 0;
  const listening = listener(connect, log, {
    onMessage: (payload) => {
      const message = parseMessage(payload);
      // Something unreadable: everything goes rather than something stale staying.
      if (!message) return caches.dropAll();
      if (message.from === id) return;
      received += 1;
      for (const name of message.caches) caches.drop(name);
    },
    // It may have missed notifications while it was not listening.
    onListening: () => caches.dropAll(),
  });

  // Names dropped here and not yet told; one notification at a time carries all of them.
  const pending = new Set<string>();
  let sending: Promise<void> | null = null;
  const tell = async (names: string[]) => {
    const payload = JSON.stringify({ from: id, caches: names } satisfies Message);
    const client = listening.client();
    if (client) {
      try {
        await client.query('select pg_notify($1, $2)', [CACHE_CHANNEL, payload]);
        return;
      } catch {
        // Its connection went a moment ago: the pool carries it instead.
      }
    }
    await database.db.execute(sql`select pg_notify(${CACHE_CHANNEL}, ${payload})`);
  };
  const sendPending = async () => {
    // What the same request drops in the same turn goes in one notification.
    await new Promise((resolve) => setImmediate(resolve));
    while (pending.size > 0) {
      const names = [...pending];
      pending.clear();
      try {
        await tell(names);
        sent += 1;
      } catch (error) {
        log.warn(
          { err: error, caches: names },
          'could not tell the other instances to drop their caches: theirs catch up within the time limit',
        );
      }
    }
    // Set in the same turn as the last check above, so no name is left behind.
    sending = null;
  };

  const invalidation: CacheInvalidation = {
    trusted: () => listening.listening(),
    start: () => listening.start(),
    register(name, drop) {
      caches.add(name, drop);
      return () => invalidation.invalidate(name);
    },
    invalidate(name) {
      caches.drop(name);
      pending.add(name);
      sending ??= sendPending();
    },
    stats: () => ({ sent, received, sending: sending !== null }),
    async close() {
      // The last drops go out, unless the database no longer answers.
      if (sending) await Promise.race([sending, sleep(CLOSE_WAIT_MS, undefined, { ref: false })]);
      await listening.close();
    },
  };
  return invalidation;
}

function parseMessage(payload: string | undefined): Message | null {
  try {
    const message: unknown = JSON.parse(payload ?? '');
    if (
      typeof message === 'object' &&
      message !== null &&
      'from' in message &&
      'caches' in message &&
      Array.isArray(message.caches) &&
      message.caches.every((name) => typeof name === 'string')
    ) {
      return { from: String(message.from), caches: message.caches };
    }
  } catch {
    // Not JSON.
  }
  return null;
}

/**
 * Holds one LISTEN connection, connecting again with back-off whenever it is
 * lost or cannot be made (RECONNECT_FIRST_MS doubling up to RECONNECT_MAX_MS).
 * The loss is logged once at warn, the recovery at info.
 */
function listener(
  connect: () => pg.Client,
  log: Log,
  handlers: { onMessage(payload: string | undefined): void; onListening(): void },
) {
  let current: pg.Client | null = null;
  let closed = false;
  let lossLogged = false;
  let delay = RECONNECT_FIRST_MS;
  let timer: NodeJS.Timeout | null = null;
  let attempt: Promise<void> | null = null;

  const logLoss = (error: unknown, message: string) => {
    if (lossLogged) return;
    lossLogged = true;
    log.warn({ err: error }, message);
  };

  const retryLater = () => {
    if (closed || timer) return;
    timer = setTimeout(() => {
      timer = null;
      attempt = tryToListen();
    }, delay);
    timer.unref();
    delay = Math.min(delay * 2, RECONNECT_MAX_MS);
  };

  /** The listening connection failed or ended (PostgreSQL restarted, the backend was terminated…). */
  const gone = (client: pg.Client, error?: unknown) => {
    if (client !== current) return;
    current = null;
    client.end().catch(() => {});
    if (closed) return;
    logLoss(error, 'cache notifications lost: caches bypassed until the LISTEN connection is back');
    retryLater();
  };

  const tryToListen = async () => {
    const client = connect();
    let ended = false;
    // Without a listener an 'error' event would be thrown.
    client.on('error', (error) => gone(client, error));
    client.on('end', () => {
      ended = true;
      gone(client);
    });
    client.on('notification', (message) => {
      if (client === current && message.channel === CACHE_CHANNEL) {
        handlers.onMessage(message.payload);
      }
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${CACHE_CHANNEL}`);
      if (ended) throw new Error('LISTEN connection ended as it was made');
    } catch (error) {
      client.end().catch(() => {});
      if (closed) return;
      logLoss(
        error,
        'cache notifications unavailable: caches bypassed until a LISTEN connection is made',
      );
      retryLater();
      return;
    }
    if (closed) {
      await client.end().catch(() => {});
      return;
    }
    current = client;
    delay = RECONNECT_FIRST_MS;
    handlers.onListening();
    if (lossLogged) {
      lossLogged = false;
      log.info({}, 'cache notifications back: caches dropped once and in use again');
    }
  };

  return {
    /** The first attempt; resolves once it has connected or failed (later ones run by themselves). */
    start() {
      attempt ??= tryToListen();
      return attempt;
    },
    listening: () => current !== null,
    client: () => current,
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      await attempt;
      const client = current;
      current = null;
      await client?.end().catch(() => {});
    },
  };
}
