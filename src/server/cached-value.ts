/**
 * A value loaded on demand and kept for a short time. Writes made through
 * this process call invalidate(), so they show at once; the time limit bounds
 * how stale a value can be when another process (a second instance on the
 * same PostgreSQL) made the change. Callers asking at the same moment share
 * one load.
 */
export type CachedValue<T> = { get(): Promise<T>; invalidate(): void };

export function cachedValue<T>(load: () => Promise<T>, ttlMs: number): CachedValue<T> {
  let entry: { value: Promise<T>; expires: number; generation: number } | null = null;
  let generation = 0;
  return {
    get() {
      const now = Date.now();
      if (entry && entry.expires > now && entry.generation === generation) return entry.value;
      const current = { value: load(), expires: now + ttlMs, generation };
      entry = current;
      // A failed load is not kept: the next caller tries again.
      current.value.catch(() => {
        if (entry === current) entry = null;
      });
      return current.value;
    },
    invalidate() {
      generation += 1;
      entry = null;
    },
  };
}
