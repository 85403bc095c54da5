import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Order } from '@shared/orders/schemas';
import { apiClient } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** GET /api/orders → the signed-in customer's orders, newest first. */
export function getMyOrders(signal?: AbortSignal): Promise<Order[]> {
  return apiClient.get<Order[]>('/api/orders', signal ? { signal } : {});
}

export function myOrdersQueryOptions(userId: string) {
  return queryOptions({
    queryKey: queryKeys.orders.mine(userId),
    queryFn: ({ signal }) => getMyOrders(signal),
    staleTime: 30_000,
    refetchOnMount: true,
  });
}

export function useMyOrders(userId: string | null) {
  return useQuery({ ...myOrdersQueryOptions(userId ?? ''), enabled: userId !== null });
}
