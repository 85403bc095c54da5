import type { ApproveCashAdvanceInput, Loan } from '@shared/cash-advances/agreement-schemas';
import { postLoanAction, useLoanAction } from '@web/features/cash-advances/api/loan-action';

/** POST /api/admin/cash-advances/:id/approve. Approve: invites the customer in with an indicative offer (pending only). */
export function approveCashAdvance({
  id,
  input,
}: {
  id: string;
  input: ApproveCashAdvanceInput;
}): Promise<Loan> {
  return postLoanAction(id, 'approve', input);
}

export function useApproveCashAdvance() {
  return useLoanAction(approveCashAdvance);
}
