import { describe, expect, it, vi } from 'vitest';
import { cachedValue } from './cached-value';

describe('cachedValue', () => {
  it('loads once for callers within the time limit, again after invalidate()', async () => {
    let n = 0;
    const value = cachedValue(async () => ++n, 60_000);
    expect(await Promise.all([value.get(), value.get()])).toEqual([1, 1]);
    expect(await value.get()).toBe(1);
    value.invalidate();
    expect(await value.get()).toBe(2);
  });

  it('reloads after the time limit', async () => {
    vi.useFakeTimers();
    try {
      let n = 0;
      const value = cachedValue(async () => ++n, 1000);
      expect(await value.get()).toBe(1);
      vi.advanceTimersByTime(1001);
      expect(await value.get()).toBe(2);
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
});
