import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminRepairPage } from '@shared/repairs/schemas';
import type { RepairStatus } from '@shared/repairs/values';
import { apiClient } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

export type AdminRepairsParams = {
  /** 'all' or one status. */
  status: RepairStatus | 'all';
  /** 'YYYY-MM-DD', or '' for any date. */
  date: string;
  page: number;
  pageSize: number;
};

/** GET /api/admin/repairs: one page of bookings, newest appointment first, with the status counts. */
export function getAdminRepairs(
  { status, date, page, pageSize }: AdminRepairsParams,
  { signal }: { signal?: AbortSignal } = {},
): Promise<AdminRepairPage> {
  const query = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
  if (status !== 'all') query.set('status', status);
  if (date) query.set('date', date);
  return apiClient.get<AdminRepairPage>(
    `/api/admin/repairs?${query.toString()}`,
    signal ? { signal } : {},
  );
}

export function adminRepairsQueryOptions(params: AdminRepairsParams) {
  return queryOptions({
    queryKey: queryKeys.repairs.adminPage(params),
    queryFn: ({ signal }) => getAdminRepairs(params, { signal }),
    // The desk works through a live list: bookings arrive while it is open.
    staleTime: 15_000,
    refetchOnWindowFocus: true,
    // Keep the current rows on screen while the next page or filter loads.
    placeholderData: keepPreviousData,
  });
}

export function useAdminRepairs(params: AdminRepairsParams) {
  return useQuery(adminRepairsQueryOptions(params));
}
