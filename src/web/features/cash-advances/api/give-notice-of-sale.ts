import type { z } from 'zod';
import type { Loan, noticeOfSaleSchema } from '@shared/cash-advances/agreement-schemas';
import { postLoanAction, useLoanAction } from '@web/features/cash-advances/api/loan-action';

export type NoticeOfSaleInput = z.input<typeof noticeOfSaleSchema>;

/**
 * POST /api/admin/cash-advances/:id/notice-of-sale: the notice of intention to
 * sell an active loan over £75 after its redemption period (→ sale_notice), sent
 * by email and printed to post; `givenOn` enters one already given on paper.
 */
export function giveNoticeOfSale({
  id,
  input,
}: {
  id: string;
  input: NoticeOfSaleInput;
}): Promise<Loan> {
  return postLoanAction(id, 'notice-of-sale', input);
}

export function useGiveNoticeOfSale() {
  return useLoanAction(giveNoticeOfSale);
}
