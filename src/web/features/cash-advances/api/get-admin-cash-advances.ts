import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminCashAdvancePage, RequestGroup } from '@shared/cash-advances/schemas';
import { apiClient } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

export type AdminRequestsParams = { group: RequestGroup; page: number; pageSize: number };

/** One page of a tab, tagged with the tab it answers (the screen keeps it while the next loads). */
export type AdminRequestsPage = AdminCashAdvancePage & { group: RequestGroup };

/**
 * GET /api/admin/cash-advances?group=&page=&pageSize= → one page of the tab, newest
 * first, with the totals of both tabs. The server pages, so the screen never loads every row.
 */
export async function getAdminCashAdvances(
  { group, page, pageSize }: AdminRequestsParams,
  signal?: AbortSignal,
): Promise<AdminRequestsPage> {
  const query = new URLSearchParams({ group, page: String(page), pageSize: String(pageSize) });
  const body = await apiClient.get<AdminCashAdvancePage>(
    `/api/admin/cash-advances?${query.toString()}`,
    signal ? { signal } : {},
  );
  return { ...body, group };
}

export function adminCashAdvancesQueryOptions(params: AdminRequestsParams) {
  return queryOptions({
    queryKey: queryKeys.cashAdvances.adminPage(params),
    queryFn: ({ signal }) => getAdminCashAdvances(params, signal),
    // New requests come in all day; a screen shown again after 30 s asks afresh.
    staleTime: 30_000,
    refetchOnMount: true,
    // Paging keeps the rows on screen until the next page arrives, instead of flashing.
    placeholderData: keepPreviousData,
  });
}

export function useAdminCashAdvances(params: AdminRequestsParams) {
  return useQuery(adminCashAdvancesQueryOptions(params));
}
