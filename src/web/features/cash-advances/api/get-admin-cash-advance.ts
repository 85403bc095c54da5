import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Loan } from '@shared/cash-advances/agreement-schemas';
import { apiClient } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** GET /api/admin/cash-advances/:id → one loan of the pawn book (staff); null when unknown (404). */
export function getAdminCashAdvance(id: string, signal?: AbortSignal): Promise<Loan | null> {
  return apiClient.get<Loan | null>(`/api/admin/cash-advances/${encodeURIComponent(id)}`, {
    nullOnStatus: [404],
    ...(signal ? { signal } : {}),
  });
}

export function adminCashAdvanceQueryOptions(id: string) {
  return queryOptions({
    queryKey: queryKeys.cashAdvances.adminDetail(id),
    queryFn: ({ signal }) => getAdminCashAdvance(id, signal),
    staleTime: 10_000,
  });
}

export function useAdminCashAdvance(id: string) {
  return useQuery(adminCashAdvanceQueryOptions(id));
}

/** The pawn receipt (PDF) as staff print it. */
export const adminCashAdvanceReceiptUrl = (id: string) =>
  `/api/admin/cash-advances/${encodeURIComponent(id)}/receipt.pdf`;
