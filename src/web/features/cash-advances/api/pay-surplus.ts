import type { Loan } from '@shared/cash-advances/agreement-schemas';
import type { PaymentMethod } from '@shared/cash-advances/pawn-book-values';
import { postLoanAction, useLoanAction } from '@web/features/cash-advances/api/loan-action';

/**
 * POST /api/admin/cash-advances/:id/surplus-payment { method }: the surplus of a
 * sale paid to the customer (sold → settled); 201 the first time, 200 for a
 * repeat with the same method.
 */
export function paySurplus({ id, method }: { id: string; method: PaymentMethod }): Promise<Loan> {
  return postLoanAction(id, 'surplus-payment', { method });
}

export function usePaySurplus() {
  return useLoanAction(paySurplus);
}
