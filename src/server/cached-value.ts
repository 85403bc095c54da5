/**
 * A value loaded on demand and kept for a short time (decision 005). Writes
 * call invalidate(), so they show at once. A sharedValue's invalidate() also
 * reaches the other instances on the same PostgreSQL at once
 * (cache-invalidation.ts), and while this instance may have missed such a
 * notification every get() loads and nothing is kept; the time limit is only
 * a backstop now. Once the limit has passed the old value is still answered
 * while one reload runs, so readers never wait on an expiry, only after an
 * invalidate(). Callers asking at the same moment share one load.
 */
import type { FastifyRequest } from 'fastify';
import type { CacheInvalidation } from './cache-invalidation';

export type CachedValue<T> = { get(): Promise<T>; invalidate(): void };

export type CachedValueOptions = {
  /** While this answers false, get() loads every time and keeps nothing. Always true if left out. */
  trusted?: () => boolean;
};

export function cachedValue<T>(
  load: () => Promise<T>,
  ttlMs: number,
  options: CachedValueOptions = {},
): CachedValue<T> {
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
      if (options.trusted && !options.trusted()) return load();
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

/**
 * A cachedValue known as `name` to every instance (see cache-invalidation.ts):
 * its invalidate() drops it here and in the others, and it keeps nothing
 * while this instance may have missed another's change.
 */
export function sharedValue<T>(
  caches: CacheInvalidation,
  name: string,
  load: () => Promise<T>,
  ttlMs: number,
): CachedValue<T> {
  const value = cachedValue(load, ttlMs, { trusted: () => caches.trusted() });
  return {
    get: () => value.get(),
    invalidate: caches.register(name, () => value.invalidate()),
  };
}

/** The name under which every cachedFigures is known: any write request drops them all. */
export const FIGURES = 'figures';

/**
 * A sharedValue of figures that any request which may write (anything but
 * GET, HEAD and OPTIONS), through any instance, drops, so the routes that
 * write need not know every figure their change moves.
 */
export function cachedFigures<T>(
  caches: CacheInvalidation,
  load: () => Promise<T>,
  ttlMs: number,
): CachedValue<T> {
  return sharedValue(caches, FIGURES, load, ttlMs);
}

const READ_ONLY_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * An onSend hook: once a request that may have written has run, and before
 * its answer leaves, every cachedFigures of `caches` is dropped, here and (by
 * a notification sent right after) in the other instances, so the writer's
 * next read sees the change.
 */
export function dropAfterWrites(caches: CacheInvalidation) {
  // An onSend hook, synchronous: it runs on every answer and waits for nothing.
  return (
    request: FastifyRequest,
    _reply: unknown,
    payload: unknown,
    done: (error: null, payload: unknown) => void,
  ) => {
    if (!READ_ONLY_METHODS.has(request.method)) caches.invalidate(FIGURES);
    done(null, payload);
  };
}
