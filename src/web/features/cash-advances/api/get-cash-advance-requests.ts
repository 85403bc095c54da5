import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminCashAdvancePage } from '@shared/cash-advances/schemas';
import { apiClient } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';
import { CASH_ADVANCE_LIST_STALE_MS } from '@web/features/cash-advances/api/get-my-cash-advances';

export type CashAdvanceRequestsParams = { page: number; pageSize: number };

/**
 * GET /api/admin/cash-advances?group=active → a page of the pending and active
 * requests of every customer, with the group totals (admins only). The server
 * pages, so the widget never loads every request.
 */
export function getCashAdvanceRequests(
  { page, pageSize }: CashAdvanceRequestsParams,
  signal?: AbortSignal,
): Promise<AdminCashAdvancePage> {
  const query = new URLSearchParams({
    group: 'active',
    page: String(page),
    pageSize: String(pageSize),
  });
  return apiClient.get<AdminCashAdvancePage>(
    `/api/admin/cash-advances?${query.toString()}`,
    signal ? { signal } : {},
  );
}

export function cashAdvanceRequestsQueryOptions(params: CashAdvanceRequestsParams) {
  return queryOptions({
    queryKey: queryKeys.cashAdvances.adminWidget(params),
    queryFn: ({ signal }) => getCashAdvanceRequests(params, signal),
    staleTime: CASH_ADVANCE_LIST_STALE_MS,
    placeholderData: keepPreviousData,
  });
}

export function useCashAdvanceRequests(params: CashAdvanceRequestsParams) {
  return useQuery(cashAdvanceRequestsQueryOptions(params));
}
