import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Loan } from '@shared/cash-advances/agreement-schemas';
import { apiClient } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** GET /api/cash-advances/:id → the signed-in customer's own loan; null when it is not theirs (404). */
export function getCashAdvance(id: string, signal?: AbortSignal): Promise<Loan | null> {
  return apiClient.get<Loan | null>(`/api/cash-advances/${encodeURIComponent(id)}`, {
    nullOnStatus: [404],
    ...(signal ? { signal } : {}),
  });
}

export function cashAdvanceQueryOptions(id: string) {
  return queryOptions({
    queryKey: queryKeys.cashAdvances.detail(id),
    queryFn: ({ signal }) => getCashAdvance(id, signal),
    staleTime: 30_000,
  });
}

export function useCashAdvance(id: string) {
  return useQuery(cashAdvanceQueryOptions(id));
}

/** The pawn receipt (PDF) of the customer's active or redeemed loan. */
export const cashAdvanceReceiptUrl = (id: string) =>
  `/api/cash-advances/${encodeURIComponent(id)}/receipt.pdf`;

/** The statement of the sale (PDF) of the customer's sold pawn. */
export const saleStatementUrl = (id: string) =>
  `/api/cash-advances/${encodeURIComponent(id)}/sale-statement.pdf`;
