import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CashAdvance } from '@shared/cash-advances/schemas';
import { apiClient } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** PATCH /api/admin/cash-advances/:id/status → the record; 409 unless pending or active, 404 if unknown. */
export function markCashAdvanceProcessed(id: string): Promise<CashAdvance> {
  return apiClient.patch<CashAdvance>(`/api/admin/cash-advances/${encodeURIComponent(id)}/status`, {
    status: 'processed',
  });
}

/** Spec section 7: on success the lists reload (both tabs, the dashboard widget and summaries). */
export function useMarkCashAdvanceProcessed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markCashAdvanceProcessed,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.cashAdvances.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.dashboard.all }),
      ]),
  });
}
