import { describe, expect, it, vi } from 'vitest';
import type { FastifyRequest } from 'fastify';
import { cachedFigures, cachedValue, dropAfterWrites, timeLimitFor } from './cached-value';

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

  it('keeps values of the embedded database until a write, those of PostgreSQL for the time limit', () => {
    expect(timeLimitFor({ kind: 'pglite' }, 5000)).toBe(Number.POSITIVE_INFINITY);
    expect(timeLimitFor({ kind: 'postgres' }, 5000)).toBe(5000);
  });

  it('drops figures after a request that may write, not after a read', async () => {
    const database = {};
    let n = 0;
    const figures = cachedFigures(database, async () => ++n, 60_000);
    const hook = dropAfterWrites(database);
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
    answer('DELETE', dropAfterWrites({}));
    expect(await figures.get()).toBe(2);
  });
});
