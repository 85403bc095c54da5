import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ALL_CATEGORIES } from '@shared/products/values';
import { SEARCH_DEBOUNCE_MS, SearchBox } from '@web/features/products/components/search-box';
import {
  marketplaceSearchParams,
  readMarketplaceSearch,
} from '@web/features/products/use-marketplace-search';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const input = () => screen.getByRole('searchbox', { name: 'Search products' });
const type = (text: string) => fireEvent.change(input(), { target: { value: text } });

describe('SearchBox', () => {
  it('searches once typing pauses, not per keystroke', () => {
    const onSearch = vi.fn();
    render(<SearchBox value="" onSearch={onSearch} />);
    for (const text of ['l', 'la', 'lap', 'lapt', 'lapto', 'laptop']) {
      type(text);
      act(() => {
        vi.advanceTimersByTime(100);
      });
    }
    expect(onSearch).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
    });
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('laptop', { replace: false });
  });

  it('searches at once on Enter, trimmed', () => {
    const onSearch = vi.fn();
    render(<SearchBox value="" onSearch={onSearch} />);
    type('  ring ');
    fireEvent.submit(input());
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('ring', { replace: false });
  });

  it('shows the URL text when the URL moves elsewhere (Back), keeping text being typed', () => {
    const onSearch = vi.fn();
    const { rerender } = render(<SearchBox value="" onSearch={onSearch} />);
    type('lap');
    act(() => {
      vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
    });
    type('lapt');
    // The search just sent lands in the URL while the visitor types on.
    rerender(<SearchBox value="lap" onSearch={onSearch} />);
    expect(input()).toHaveValue('lapt');
    // Back to the plain list.
    rerender(<SearchBox value="" onSearch={onSearch} />);
    expect(input()).toHaveValue('');
  });
});

describe('marketplace search in the URL', () => {
  it('reads q, category and sort, falling back on anything unknown', () => {
    expect(
      readMarketplaceSearch(new URLSearchParams('q=laptop&category=Tools&sort=price_asc')),
    ).toEqual({ q: 'laptop', category: 'Tools', sort: 'price_asc' });
    expect(readMarketplaceSearch(new URLSearchParams('category=Cars&sort=cheapest'))).toEqual({
      q: '',
      category: ALL_CATEGORIES,
      sort: 'newest',
    });
  });

  it('leaves the defaults out of the URL', () => {
    expect(
      marketplaceSearchParams({ q: '', category: ALL_CATEGORIES, sort: 'newest' }).toString(),
    ).toBe('');
    expect(
      marketplaceSearchParams({
        q: 'gold ring',
        category: 'Jewelry',
        sort: 'price_desc',
      }).toString(),
    ).toBe('q=gold+ring&category=Jewelry&sort=price_desc');
  });
});
