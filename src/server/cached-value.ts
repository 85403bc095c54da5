/**
 * A value loaded on demand and kept for a short time (decision 005). Writes
 * made through this process call invalidate(), so they show at once; the time
 * limit bounds how stale a value can be when another process (a second
 * instance on the same PostgreSQL) made the change. Once the limit has passed
 * the old value is still answered while one reload runs, so readers never
 * wait on an expiry, only after an invalidate(). Callers asking at the same
 * moment share one load.
 */
import type { FastifyRequest } from 'fastify';

export type CachedValue<T> = { get(): Promise<T>; invalidate(): void };

export function cachedValue<T>(load: () => Promise<T>, ttlMs: number): CachedValue<T> {
  let entry: { value: Promise<T>; expires: number; settled: boolean } | null = null;
  let reloading = false;
  // Bumped by invalidate(): a load that started before it must not be kept.
  let generation = 0;

  const start = () => {
    const startedIn = generation;
    const current = { value: load(), expires: Number.POSITIVE_INFINITY, settled: false };
    current.value.then(
      () => {
        current.settled = true;
        current.expires = Date.now() + ttlMs;
      },
      // A failed load is not kept: the next caller tries again.
      () => {
        if (entry === current) entry = null;
      },
    );
    return { current, startedIn };
  };

  return {
    get() {
      if (!entry) {
        entry = start().current;
        return entry.value;
      }
      if (entry.settled && entry.expires <= Date.now() && !reloading) {
        reloading = true;
        const { current, startedIn } = start();
        current.value.then(
          () => {
            reloading = false;
            if (startedIn === generation) entry = current;
          },
          () => {
            reloading = false;
          },
        );
      }
      return entry.value;
    },
    invalidate() {
      generation += 1;
      entry = null;
      reloading = false;
    },
  };
}

/**
 * The time limit for values read from `database`. Only PostgreSQL can have a
 * second process changing the data; the embedded database belongs to this
 * process alone, so its values live until a write drops them. (A reload there
 * also runs on this thread and would stall every request while it counts.)
 */
export function timeLimitFor(database: { kind: 'pglite' | 'postgres' }, ttlMs: number): number {
  return database.kind === 'pglite' ? Number.POSITIVE_INFINITY : ttlMs;
}

/** Counts kept per database, dropped together by any write request (see dropAfterWrites). */
const droppedByWrites = new WeakMap<object, Set<CachedValue<unknown>>>();

/**
 * A cachedValue of figures read from `database` that any request which may
 * write (anything but GET, HEAD and OPTIONS) drops, so the routes that write
 * need not know every figure their change moves.
 */
export function cachedFigures<T>(
  database: object,
  load: () => Promise<T>,
  ttlMs: number,
): CachedValue<T> {
  const value = cachedValue(load, ttlMs);
  let values = droppedByWrites.get(database);
  if (!values) droppedByWrites.set(database, (values = new Set()));
  values.add(value);
  return value;
}

const READ_ONLY_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * An onSend hook: once a request that may have written has run, and before
 * its answer leaves, every cachedFigures of `database` is dropped, so the
 * writer's next read sees the change.
 */
export function dropAfterWrites(database: object) {
  // An onSend hook, synchronous: it runs on every answer and waits for nothing.
  return (
    request: FastifyRequest,
    _reply: unknown,
    payload: unknown,
    done: (error: null, payload: unknown) => void,
  ) => {
    if (!READ_ONLY_METHODS.has(request.method)) {
      for (const value of droppedByWrites.get(database) ?? []) value.invalidate();
    }
    done(null, payload);
  };
}
