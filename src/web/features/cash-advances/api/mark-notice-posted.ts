import type { Loan } from '@shared/cash-advances/agreement-schemas';
import { patchLoanAction, useLoanAction } from '@web/features/cash-advances/api/loan-action';

/**
 * PATCH /api/admin/cash-advances/:id/notice-of-sale { postedAt }: the printed
 * notice went in the post that day; the sale then waits 14 clear days from it too.
 */
export function markNoticePosted({
  id,
  postedAt,
}: {
  id: string;
  postedAt: string;
}): Promise<Loan> {
  return patchLoanAction(id, 'notice-of-sale', { postedAt });
}

export function useMarkNoticePosted() {
  return useLoanAction(markNoticePosted);
}
