import { describe, expect, it, vi } from 'vitest';
import type { FastifyRequest } from 'fastify';
import { localCacheInvalidation } from './cache-invalidation';
import {
  cachedFigures,
  cachedValue,
  dropAfterWrites,
  sharedValue,
  timeLimitFor,
} from './cached-value';

describe('cachedValue', () => {
  it('loads once for callers within the time limit, again after invalidate()', async () => {
    let n = 0;
    const value = cachedValue(async () => ++n, 60_000);
    expect(await Promise.all([value.get(), value.get()])).toEqual([1, 1]);
    expect(await value.get()).toBe(1);
    value.invalidate();
    expect(await value.get()).toBe(2);
  });

  it('reloads after the time limit, answering the old value while the reload runs', async () => {
    vi.useFakeTimers();
    try {
      let n = 0;
      const value = cachedValue(async () => ++n, 1000);
      expect(await value.get()).toBe(1);
      vi.advanceTimersByTime(1001);
      expect(await value.get()).toBe(1);
      // The reload started by that call has finished: its value is answered now.
      await vi.advanceTimersByTimeAsync(0);
      expect(await value.get()).toBe(2);
      expect(await value.get()).toBe(2);
      expect(n).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('does not keep a failed load', async () => {
    let fail = true;
    const value = cachedValue(async () => {
      if (fail) throw new Error('down');
      return 'up';
    }, 60_000);
    await expect(value.get()).rejects.toThrow('down');
    fail = false;
    expect(await value.get()).toBe('up');
  });

  it('does not keep a load that an invalidate() overtook', async () => {
    let release: (n: number) => void = () => {};
    let n = 0;
    const value = cachedValue(() => {
      n += 1;
      return n === 1 ? new Promise<number>((resolve) => (release = resolve)) : Promise.resolve(n);
    }, 60_000);
    const early = value.get();
    value.invalidate();
    release(1);
    expect(await early).toBe(1);
    expect(await value.get()).toBe(2);
  });

  it('while not trusted, loads at every get() and keeps nothing', async () => {
    let trusted = true;
    let n = 0;
    const value = cachedValue(async () => ++n, 60_000, { trusted: () => trusted });
    expect(await value.get()).toBe(1);
    trusted = false;
    expect(await value.get()).toBe(2);
    expect(await value.get()).toBe(3);
    trusted = true;
    value.invalidate();
    expect(await value.get()).toBe(4);
    expect(await value.get()).toBe(4);
  });

  it('drops a sharedValue through the invalidation it is registered with, by name', async () => {
    const caches = localCacheInvalidation();
    let orders = 0;
    let requests = 0;
    const orderCounts = sharedValue(caches, 'order-counts', async () => ++orders, 60_000);
    const requestCounts = sharedValue(caches, 'request-counts', async () => ++requests, 60_000);
    await Promise.all([orderCounts.get(), requestCounts.get()]);
    orderCounts.invalidate();
    expect([await orderCounts.get(), await requestCounts.get()]).toEqual([2, 1]);
    // What a notification from another instance does.
    caches.invalidate('request-counts');
    expect([await orderCounts.get(), await requestCounts.get()]).toEqual([2, 2]);
  });

  it('keeps values of the embedded database until a write, those of PostgreSQL for the time limit', () => {
    expect(timeLimitFor({ kind: 'pglite' }, 5000)).toBe(Number.POSITIVE_INFINITY);
    expect(timeLimitFor({ kind: 'postgres' }, 5000)).toBe(5000);
  });

  it('drops figures after a request that may write, not after a read', async () => {
    const caches = localCacheInvalidation();
    let n = 0;
    const figures = cachedFigures(caches, async () => ++n, 60_000);
    const hook = dropAfterWrites(caches);
    const answer = (method: string, drop = hook) => {
      const sent: unknown[] = [];
      drop({ method } as FastifyRequest, undefined, 'body', (_error, payload) =>
        sent.push(payload),
      );
      // The answer itself goes out unchanged.
      expect(sent).toEqual(['body']);
    };
    expect(await figures.get()).toBe(1);
    answer('GET');
    expect(await figures.get()).toBe(1);
    answer('POST');
    expect(await figures.get()).toBe(2);
    answer('DELETE', dropAfterWrites(localCacheInvalidation()));
    expect(await figures.get()).toBe(2);
  });
});
