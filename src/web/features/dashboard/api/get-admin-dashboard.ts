import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminDashboard } from '@shared/dashboard/schemas';
import { apiClient } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** Spec section 7: refreshed every 600000 ms, also while the tab is in the background. */
export const ADMIN_DASHBOARD_REFRESH_MS = 600_000;

export function getAdminDashboard({ signal }: { signal?: AbortSignal } = {}) {
  return apiClient.get<AdminDashboard>('/api/admin/dashboard', signal ? { signal } : {});
}

export function adminDashboardQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.dashboard.admin,
    queryFn: ({ signal }) => getAdminDashboard({ signal }),
    refetchInterval: ADMIN_DASHBOARD_REFRESH_MS,
    refetchIntervalInBackground: true,
  });
}

export function useAdminDashboard() {
  return useQuery(adminDashboardQueryOptions());
}
