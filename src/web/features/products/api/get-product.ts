import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Product } from '@shared/products/schemas';
import { apiClient } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/**
 * GET /api/products/{id}. An unknown, malformed or unlisted id answers 404
 * "Product not found", which resolves to null: the page shows "Product Not Found".
 */
export function getProduct(id: string, { signal }: { signal?: AbortSignal } = {}) {
  return apiClient.get<Product | null>(`/api/products/${encodeURIComponent(id)}`, {
    nullOnStatus: [404],
    ...(signal ? { signal } : {}),
  });
}

export function productQueryOptions(id: string) {
  return queryOptions({
    queryKey: queryKeys.products.detail(id),
    queryFn: ({ signal }) => getProduct(id, { signal }),
    staleTime: 60_000,
  });
}

export function useProduct(id: string) {
  return useQuery(productQueryOptions(id));
}
