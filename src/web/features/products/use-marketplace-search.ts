import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { SEARCH_TEXT_MAX, productSorts, type ProductSort } from '@shared/products/listing-values';
import { ALL_CATEGORIES, marketplaceFilterCategories } from '@shared/products/values';
import type { MarketplaceSearch } from '@web/features/products/api/get-products';

export const DEFAULT_SORT: ProductSort = 'newest';

const filterCategories: readonly string[] = marketplaceFilterCategories.map((c) => c.value);
const sorts: readonly string[] = productSorts.map((sort) => sort.value);

/** Reads the search from the URL; anything unknown falls back to the default. */
export function readMarketplaceSearch(params: URLSearchParams): MarketplaceSearch {
  const category = params.get('category') ?? '';
  const sort = params.get('sort') ?? '';
  return {
    q: (params.get('q') ?? '').trim().slice(0, SEARCH_TEXT_MAX),
    category: filterCategories.includes(category) ? category : ALL_CATEGORIES,
    sort: sorts.includes(sort) ? (sort as ProductSort) : DEFAULT_SORT,
  };
}

/** The URL's query for a search; defaults are left out, so the plain page stays /marketplace. */
export function marketplaceSearchParams(
  search: MarketplaceSearch,
  previous?: URLSearchParams,
): URLSearchParams {
  const next = new URLSearchParams(previous);
  const set = (key: string, value: string, fallback: string) => {
    if (value && value !== fallback) next.set(key, value);
    else next.delete(key);
  };
  set('q', search.q.trim(), '');
  set('category', search.category, ALL_CATEGORIES);
  set('sort', search.sort, DEFAULT_SORT);
  return next;
}

/**
 * Search text, category and sort live in the URL (?q=&category=&sort=), so a
 * search can be shared and Back returns to the previous one.
 */
export function useMarketplaceSearch() {
  const [params, setParams] = useSearchParams();
  const search = readMarketplaceSearch(params);

  const update = useCallback(
    (changes: Partial<MarketplaceSearch>, { replace = false }: { replace?: boolean } = {}) => {
      setParams(
        (previous) =>
          marketplaceSearchParams({ ...readMarketplaceSearch(previous), ...changes }, previous),
        { replace, preventScrollReset: true },
      );
    },
    [setParams],
  );

  return { search, update };
}
