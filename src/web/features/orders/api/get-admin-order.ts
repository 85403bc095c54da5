import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminOrder } from '@shared/orders/schemas';
import { apiClient } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** GET /api/admin/orders/:id → any order, or null when there is none. */
export function getAdminOrder(id: string, signal?: AbortSignal): Promise<AdminOrder | null> {
  return apiClient.get<AdminOrder | null>(`/api/admin/orders/${encodeURIComponent(id)}`, {
    nullOnStatus: [404],
    ...(signal ? { signal } : {}),
  });
}

export function adminOrderQueryOptions(id: string) {
  return queryOptions({
    queryKey: queryKeys.orders.adminDetail(id),
    queryFn: ({ signal }) => getAdminOrder(id, signal),
    refetchOnMount: true,
  });
}

export function useAdminOrder(id: string) {
  return useQuery(adminOrderQueryOptions(id));
}
