import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cachedResponse, createResponseCache, type CachedResponse } from './response-cache';

const answer = (text: string) => cachedResponse(JSON.stringify({ text }));
const text = (response: CachedResponse | undefined) =>
  response ? (JSON.parse(response.body.toString()) as { text: string }).text : undefined;

describe('createResponseCache', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('answers an expired entry while one reload replaces it', async () => {
    const cache = createResponseCache({ maxBytes: 1_000_000, ttlMs: 1000 });
    const load = vi.fn(async () => answer('first'));
    expect(text(await cache.get('k', load))).toBe('first');
    vi.advanceTimersByTime(1001);
    const reload = vi.fn(async () => answer('second'));
    // Still the old answer, and one reload only however many readers ask.
    const during = await Promise.all([cache.get('k', reload), cache.get('k', reload)]);
    expect(during.map(text)).toEqual(['first', 'first']);
    await vi.advanceTimersByTimeAsync(0);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(text(await cache.get('k', reload))).toBe('second');
  });

  it('drops an entry whose reload finds nothing (sold or deleted meanwhile): the next read loads again', async () => {
    const cache = createResponseCache({ maxBytes: 1_000_000, ttlMs: 1000 });
    expect(text(await cache.get('detail', async () => answer('for sale')))).toBe('for sale');
    vi.advanceTimersByTime(1001);
    const gone = vi.fn(async (): Promise<CachedResponse | undefined> => undefined);
    // The expired answer goes out once more while the reload runs…
    expect(text(await cache.get('detail', gone))).toBe('for sale');
    await vi.advanceTimersByTimeAsync(0);
    expect(gone).toHaveBeenCalledTimes(1);
    // …and the reload that found nothing took the entry away.
    expect(cache.stats()).toEqual({ entries: 0, bytes: 0 });
    expect(await cache.get('detail', gone)).toBeUndefined();
    expect(gone).toHaveBeenCalledTimes(2);
    // A product listed again is kept again.
    expect(text(await cache.get('detail', async () => answer('back')))).toBe('back');
    expect(cache.stats().entries).toBe(1);
  });

  it('keeps the entry when its reload fails, and tries again on a later read', async () => {
    const onReloadError = vi.fn();
    const cache = createResponseCache({ maxBytes: 1_000_000, ttlMs: 1000, onReloadError });
    await cache.get('k', async () => answer('first'));
    vi.advanceTimersByTime(1001);
    expect(text(await cache.get('k', () => Promise.reject(new Error('down'))))).toBe('first');
    await vi.advanceTimersByTimeAsync(0);
    expect(onReloadError).toHaveBeenCalledTimes(1);
    expect(text(await cache.get('k', async () => answer('second')))).toBe('first');
    await vi.advanceTimersByTimeAsync(0);
    expect(text(await cache.get('k', async () => answer('third')))).toBe('second');
  });

  it('does not store a load that a clear() overtook', async () => {
    const cache = createResponseCache({ maxBytes: 1_000_000, ttlMs: 60_000 });
    let release!: (response: CachedResponse) => void;
    const early = cache.get('k', () => new Promise((resolve) => (release = resolve)));
    cache.clear();
    release(answer('before the write'));
    expect(text(await early)).toBe('before the write');
    expect(cache.stats().entries).toBe(0);
    expect(text(await cache.get('k', async () => answer('after')))).toBe('after');
  });

  it('while not trusted, loads every read and keeps nothing; once trusted again, caches again', async () => {
    let trusted = true;
    const cache = createResponseCache({
      maxBytes: 1_000_000,
      ttlMs: 60_000,
      trusted: () => trusted,
    });
    let n = 0;
    const load = async () => answer(`load ${++n}`);
    expect(text(await cache.get('k', load))).toBe('load 1');
    trusted = false;
    // The entry held is not answered, nor is anything new kept.
    expect(text(await cache.get('k', load))).toBe('load 2');
    expect(text(await cache.get('other', load))).toBe('load 3');
    expect(cache.stats().entries).toBe(1);
    trusted = true;
    cache.clear();
    expect(text(await cache.get('k', load))).toBe('load 4');
    expect(text(await cache.get('k', load))).toBe('load 4');
  });
});
