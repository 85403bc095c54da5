import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminCashAdvancePage, RequestGroup } from '@shared/cash-advances/schemas';
import { apiClient } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

export type AdminRequestsParams = {
  group: RequestGroup;
  page: number;
  pageSize: number;
  /** Customer name, phone or agreement number. */
  search?: string | undefined;
  /** Only active loans past their due date. */
  overdue?: boolean | undefined;
};

function listQuery({ group, search, overdue }: Omit<AdminRequestsParams, 'page' | 'pageSize'>) {
  const query = new URLSearchParams({ group });
  if (search) query.set('search', search);
  if (overdue) query.set('overdue', 'true');
  return query;
}

/** GET /api/admin/cash-advances.csv: the loan book as the list shows it (tab, search, overdue). */
export const loanBookCsvUrl = (filters: Omit<AdminRequestsParams, 'page' | 'pageSize'>) =>
  `/api/admin/cash-advances.csv?${listQuery(filters).toString()}`;

/** One page of a tab, tagged with the tab it answers (the screen keeps it while the next loads). */
export type AdminRequestsPage = AdminCashAdvancePage & { group: RequestGroup };

/**
 * GET /api/admin/cash-advances?group=&page=&pageSize= → one page of the tab, newest
 * first, with the totals of both tabs. The server pages, so the screen never loads every row.
 */
export async function getAdminCashAdvances(
  { page, pageSize, ...filters }: AdminRequestsParams,
  signal?: AbortSignal,
): Promise<AdminRequestsPage> {
  const query = listQuery(filters);
  query.set('page', String(page));
  query.set('pageSize', String(pageSize));
  const body = await apiClient.get<AdminCashAdvancePage>(
    `/api/admin/cash-advances?${query.toString()}`,
    signal ? { signal } : {},
  );
  return { ...body, group: filters.group };
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
