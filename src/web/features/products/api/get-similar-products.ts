import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductListItem } from '@shared/products/schemas';
import { similarProductsQuery } from '@shared/products/similar';
import { getPagedList } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** GET /api/products for the items offered on a sold product's page (same category, on sale). */
export function similarProductsQueryOptions(category: string) {
  return queryOptions({
    queryKey: queryKeys.products.similar(category),
    queryFn: ({ signal }) =>
      getPagedList<ProductListItem>(`/api/products?${similarProductsQuery(category)}`, { signal }),
    staleTime: 60_000,
  });
}

export function useSimilarProducts(category: string) {
  return useQuery(similarProductsQueryOptions(category));
}
