import type { ForfeitAnswer } from '@shared/cash-advances/agreement-schemas';
import { postLoanAction, useLoanAction } from '@web/features/cash-advances/api/loan-action';

/**
 * POST /api/admin/cash-advances/:id/forfeit: a loan of £75 or less after its
 * redemption period (the server refuses any other); the pledged items become
 * off-listed products (their ids in the answer).
 */
export function forfeitCashAdvance({
  id,
  note,
}: {
  id: string;
  note?: string;
}): Promise<ForfeitAnswer> {
  return postLoanAction<ForfeitAnswer>(id, 'forfeit', note ? { note } : {});
}

export function useForfeitCashAdvance() {
  return useLoanAction(forfeitCashAdvance, { alsoProducts: true });
}
