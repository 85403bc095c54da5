import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CashAdvance } from '@shared/cash-advances/schemas';
import { apiClient } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** Spec section 9: the customer's list is cached for 30 seconds. */
export const CASH_ADVANCE_LIST_STALE_MS = 30_000;

/** GET /api/cash-advances → the signed-in user's own advances, newest first (401 signed out). */
export function getMyCashAdvances(signal?: AbortSignal): Promise<CashAdvance[]> {
  return apiClient.get<CashAdvance[]>('/api/cash-advances', signal ? { signal } : {});
}

/** Keyed by the user, so one account never sees another's cached list after switching. */
export function myCashAdvancesQueryOptions(userId: string) {
  return queryOptions({
    queryKey: queryKeys.cashAdvances.mine(userId),
    queryFn: ({ signal }) => getMyCashAdvances(signal),
    staleTime: CASH_ADVANCE_LIST_STALE_MS,
  });
}

export function useMyCashAdvances(userId: string) {
  return useQuery(myCashAdvancesQueryOptions(userId));
}
