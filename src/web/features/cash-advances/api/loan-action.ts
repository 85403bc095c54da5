import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Loan } from '@shared/cash-advances/agreement-schemas';
import { apiClient } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

type LoanActionPath =
  | 'approve'
  | 'reject'
  | 'activate'
  | 'payments'
  | 'forfeit'
  | 'notice-of-sale'
  | 'list-for-sale'
  | 'sale'
  | 'surplus-payment'
  | 'withdrawal'
  | 'waivers'
  | 'interest-freeze';

const loanActionUrl = (id: string, action: LoanActionPath) =>
  `/api/admin/cash-advances/${encodeURIComponent(id)}/${action}`;

/**
 * POST /api/admin/cash-advances/:id/<action> with a body (and headers): every
 * move of a loan answers the loan's new state. Exported for the action files
 * beside it (one per endpoint); screens use their hooks.
 */
export function postLoanAction<Answer extends Loan = Loan>(
  id: string,
  action: LoanActionPath,
  body: unknown,
  headers?: Record<string, string>,
): Promise<Answer> {
  return apiClient.post<Answer>(loanActionUrl(id, action), body, headers ? { headers } : {});
}

/** PATCH /api/admin/cash-advances/:id/<action>: a correction of a step already taken. */
export function patchLoanAction<Answer extends Loan = Loan>(
  id: string,
  action: LoanActionPath,
  body: unknown,
): Promise<Answer> {
  return apiClient.patch<Answer>(loanActionUrl(id, action), body);
}

/**
 * A mutation that moves a loan: the loan page shows the answer at once, and every
 * list, count and dashboard figure that shows cash advances asks again. A forfeit,
 * a listing and a sale also change products, so `alsoProducts` refreshes those lists.
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
