import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Order } from '@shared/orders/schemas';
import { apiClient } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** GET /api/orders/:id[?key=] → the order, or null (404) when it is not the visitor's to see. */
export function getOrder(
  id: string,
  key: string | null,
  signal?: AbortSignal,
): Promise<Order | null> {
  const query = key ? `?key=${encodeURIComponent(key)}` : '';
  return apiClient.get<Order | null>(`/api/orders/${encodeURIComponent(id)}${query}`, {
    nullOnStatus: [404],
    ...(signal ? { signal } : {}),
  });
}

export function orderQueryOptions(id: string, key: string | null) {
  return queryOptions({
    queryKey: queryKeys.orders.detail(id, key),
    queryFn: ({ signal }) => getOrder(id, key, signal),
    refetchOnMount: true,
  });
}

export function useOrder(id: string, key: string | null) {
  return useQuery(orderQueryOptions(id, key));
}

/** The receipt (PDF) of a paid order; a guest's through its secret link's key. */
export const orderReceiptUrl = (id: string, key: string | null) =>
  `/api/orders/${encodeURIComponent(id)}/receipt.pdf${key ? `?key=${encodeURIComponent(key)}` : ''}`;
