import type { RejectCashAdvanceInput, Loan } from '@shared/cash-advances/agreement-schemas';
import { postLoanAction, useLoanAction } from '@web/features/cash-advances/api/loan-action';

/** POST /api/admin/cash-advances/:id/reject. Reject with a reason the customer sees (pending or approved). */
export function rejectCashAdvance({
  id,
  input,
}: {
  id: string;
  input: RejectCashAdvanceInput;
}): Promise<Loan> {
  return postLoanAction(id, 'reject', input);
}

export function useRejectCashAdvance() {
  return useLoanAction(rejectCashAdvance);
}
