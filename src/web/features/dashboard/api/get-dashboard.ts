import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CustomerDashboard } from '@shared/dashboard/schemas';
import { apiClient } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** GET /api/dashboard: the signed-in customer's own figures. */
export function getDashboard({ signal }: { signal?: AbortSignal } = {}) {
  return apiClient.get<CustomerDashboard>('/api/dashboard', signal ? { signal } : {});
}

/** Keyed by the user so one customer never sees another's figures from the cache. */
export function dashboardQueryOptions(userId: string) {
  return queryOptions({
    queryKey: queryKeys.dashboard.customer(userId),
    queryFn: ({ signal }) => getDashboard({ signal }),
    staleTime: 30_000,
    refetchOnWindowFocus: true,
  });
}

/** Signed out, nothing is asked: the page shows zeros and sign-in prompts. */
export function useDashboard(userId: string | null) {
  return useQuery({ ...dashboardQueryOptions(userId ?? ''), enabled: userId !== null });
}
