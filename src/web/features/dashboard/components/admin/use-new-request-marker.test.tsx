import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { LAST_SEEN_TOTAL_KEY, useNewRequestMarker } from './use-new-request-marker';

beforeEach(() => window.localStorage.clear());

describe('the new-request marker', () => {
  it('stores the first total silently', () => {
    const { result } = renderHook(() => useNewRequestMarker(7));
    expect(result.current.hasNew).toBe(false);
    expect(window.localStorage.getItem(LAST_SEEN_TOTAL_KEY)).toBe('7');
  });

  it('marks a total above the stored one as new until acknowledged', () => {
    window.localStorage.setItem(LAST_SEEN_TOTAL_KEY, '7');
    const { result } = renderHook(() => useNewRequestMarker(9));
    expect(result.current.hasNew).toBe(true);
    act(() => result.current.acknowledge());
    expect(result.current.hasNew).toBe(false);
    expect(window.localStorage.getItem(LAST_SEEN_TOTAL_KEY)).toBe('9');
  });

  it('shows nothing while the total is loading or unchanged', () => {
    window.localStorage.setItem(LAST_SEEN_TOTAL_KEY, '4');
    expect(renderHook(() => useNewRequestMarker(undefined)).result.current.hasNew).toBe(false);
    expect(renderHook(() => useNewRequestMarker(4)).result.current.hasNew).toBe(false);
  });
});
