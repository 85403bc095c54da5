import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Loan } from '@shared/cash-advances/agreement-schemas';
import { apiClient } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/**
 * POST /api/admin/cash-advances/:id/<action> with a body (and headers): every
 * move of a loan answers the loan's new state. Exported for the action files
 * beside it (one per endpoint); screens use their hooks.
 */
export function postLoanAction<Answer extends Loan = Loan>(
  id: string,
  action: 'approve' | 'reject' | 'activate' | 'payments' | 'forfeit',
  body: unknown,
  headers?: Record<string, string>,
): Promise<Answer> {
  return apiClient.post<Answer>(
    `/api/admin/cash-advances/${encodeURIComponent(id)}/${action}`,
    body,
    headers ? { headers } : {},
  );
}

/**
 * A mutation that moves a loan: the loan page shows the answer at once, and every
 * list, count and dashboard figure that shows cash advances asks again. A forfeit
 * also adds products, so `alsoProducts` refreshes those lists.
 */
export function useLoanAction<Variables, Answer extends Loan>(
  mutationFn: (variables: Variables) => Promise<Answer>,
  { alsoProducts = false }: { alsoProducts?: boolean } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (loan) => {
      queryClient.setQueryData(queryKeys.cashAdvances.adminDetail(loan.id), loan);
      void queryClient.invalidateQueries({ queryKey: queryKeys.cashAdvances.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.dashboard.all });
      if (alsoProducts) void queryClient.invalidateQueries({ queryKey: queryKeys.products.all });
    },
  });
}
