import type { ForfeitAnswer } from '@shared/cash-advances/agreement-schemas';
import { postLoanAction, useLoanAction } from '@web/features/cash-advances/api/loan-action';

/**
 * POST /api/admin/cash-advances/:id/list-for-sale: from the day the notice
 * allows (→ for_sale), each held item becomes an off-listed product linked to
 * the loan (their ids in the answer), for staff to photograph and list.
 */
export function listForSale({ id }: { id: string }): Promise<ForfeitAnswer> {
  return postLoanAction<ForfeitAnswer>(id, 'list-for-sale', {});
}

export function useListForSale() {
  return useLoanAction(listForSale, { alsoProducts: true });
}
