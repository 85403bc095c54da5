import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RepairTracking } from '@shared/repairs/tracking';
import { apiClient } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** GET /api/track/:code → the repair's progress, or null (404) when the code names no repair. */
export function getRepairTracking(
  code: string,
  signal?: AbortSignal,
): Promise<RepairTracking | null> {
  return apiClient.get<RepairTracking | null>(`/api/track/${encodeURIComponent(code)}`, {
    nullOnStatus: [404],
    ...(signal ? { signal } : {}),
  });
}

export function repairTrackingQueryOptions(code: string) {
  return queryOptions({
    queryKey: queryKeys.repairs.tracking(code),
    queryFn: ({ signal }) => getRepairTracking(code, signal),
    // The shop moves the repair on; a customer coming back to the tab sees the news.
    staleTime: 30_000,
    refetchOnWindowFocus: true,
  });
}

export function useRepairTracking(code: string) {
  return useQuery(repairTrackingQueryOptions(code));
}
