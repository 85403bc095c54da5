import type { z } from 'zod';
import type { Loan, recordSaleSchema } from '@shared/cash-advances/agreement-schemas';
import { postLoanAction, useLoanAction } from '@web/features/cash-advances/api/loan-action';

export type RecordSaleInput = z.input<typeof recordSaleSchema>;

/**
 * POST /api/admin/cash-advances/:id/sale: a sale in the shop (sale_notice or
 * for_sale → sold) with what it fetched and what it cost; the server works out
 * the statement (owed today, surplus or shortfall) and sends it.
 */
export function recordSale({ id, input }: { id: string; input: RecordSaleInput }): Promise<Loan> {
  return postLoanAction(id, 'sale', input);
}

export function useRecordSale() {
  // Products listed for the loan are marked sold with it.
  return useLoanAction(recordSale, { alsoProducts: true });
}
