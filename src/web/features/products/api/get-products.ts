import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { DEFAULT_PAGE_SIZE, type ProductSort } from '@shared/products/listing-values';
import type { ProductListItem } from '@shared/products/schemas';
import { getPagedList, type PagedList } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

export type MarketplaceSearch = {
  /** Search text; '' for none. */
  q: string;
  /** A category of the marketplace filter, or "All Categories" (sent as is, as the spec's call does). */
  category: string;
  sort: ProductSort;
};

/** Spec section 8: what the grid says when the list cannot be loaded. */
export const PRODUCTS_FETCH_FAILED = 'Failed to fetch products';

/**
 * The query string of GET /api/products for one page of a search. The server
 * draws the marketplace from the same string, so both read one cache entry.
 */
export function productsApiQuery(
  { q, category, sort }: MarketplaceSearch,
  page: number,
  pageSize = DEFAULT_PAGE_SIZE,
): string {
  const params = new URLSearchParams({
    category,
    sort,
    page: String(page),
    pageSize: String(pageSize),
  });
  if (q) params.set('q', q);
  return params.toString();
}

/** GET /api/products: one page of active products, the number of matches in X-Total-Count. */
export function getProducts(
  search: MarketplaceSearch,
  page: number,
  { signal, pageSize = DEFAULT_PAGE_SIZE }: { signal?: AbortSignal; pageSize?: number } = {},
): Promise<PagedList<ProductListItem>> {
  return getPagedList<ProductListItem>(
    `/api/products?${productsApiQuery(search, page, pageSize)}`,
    {
      ...(signal ? { signal } : {}),
    },
  );
}

export function marketplaceProductsQueryOptions(search: MarketplaceSearch) {
  return infiniteQueryOptions({
    queryKey: queryKeys.products.marketplace(search),
    queryFn: ({ pageParam, signal }) => getProducts(search, pageParam, { signal }),
    initialPageParam: 1,
    getNextPageParam: (lastPage, allPages) => {
      const loaded = allPages.reduce((count, page) => count + page.items.length, 0);
      return loaded < lastPage.total && lastPage.items.length > 0 ? allPages.length + 1 : undefined;
    },
    // Prices and stock change: a search run again a minute later asks afresh.
    staleTime: 60_000,
    // A new search keeps the current cards (dimmed) until its answer arrives, so nothing jumps.
    placeholderData: keepPreviousData,
  });
}

/** The marketplace grid for one search, loaded a page at a time ("Load more"). */
export function useMarketplaceProducts(search: MarketplaceSearch) {
  return useInfiniteQuery(marketplaceProductsQueryOptions(search));
}
