import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CashAdvanceFollow } from '@shared/cash-advances/follow';
import { apiClient } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** GET /api/follow/:code → a guest's request, or null (404) when the code names none. */
export function getFollowedRequest(
  code: string,
  signal?: AbortSignal,
): Promise<CashAdvanceFollow | null> {
  return apiClient.get<CashAdvanceFollow | null>(
    `/api/follow/${encodeURIComponent(code)}`,
    { nullOnStatus: [404], ...(signal ? { signal } : {}) },
  );
}

export function followedRequestQueryOptions(code: string) {
  return queryOptions({
    queryKey: queryKeys.cashAdvances.follow(code),
    queryFn: ({ signal }) => getFollowedRequest(code, signal),
    // The shop reviews the request; a guest coming back to the tab sees the news.
    staleTime: 30_000,
    refetchOnWindowFocus: true,
  });
}

export function useFollowedRequest(code: string) {
  return useQuery(followedRequestQueryOptions(code));
}
