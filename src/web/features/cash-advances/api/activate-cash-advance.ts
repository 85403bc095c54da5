import type { ActivateCashAdvanceInput, Loan } from '@shared/cash-advances/agreement-schemas';
import { postLoanAction, useLoanAction } from '@web/features/cash-advances/api/loan-action';

/** POST /api/admin/cash-advances/:id/activate. Activate: the agreement made in the shop; the server works out rate, total and due date. */
export function activateCashAdvance({
  id,
  input,
}: {
  id: string;
  input: ActivateCashAdvanceInput;
}): Promise<Loan> {
  return postLoanAction(id, 'activate', input);
}

export function useActivateCashAdvance() {
  return useLoanAction(activateCashAdvance);
}
