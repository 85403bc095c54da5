import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Loan } from '@shared/cash-advances/agreement-schemas';
import { apiClient } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** GET /api/admin/cash-advances/:id → one loan of the pawn book (staff); null when unknown (404). */
export function getAdminCashAdvance(id: string, signal?: AbortSignal): Promise<Loan | null> {
  return apiClient.get<Loan | null>(`/api/admin/cash-advances/${encodeURIComponent(id)}`, {
    nullOnStatus: [404],
    ...(signal ? { signal } : {}),
  });
}

export function adminCashAdvanceQueryOptions(id: string) {
  return queryOptions({
    queryKey: queryKeys.cashAdvances.adminDetail(id),
    queryFn: ({ signal }) => getAdminCashAdvance(id, signal),
    staleTime: 10_000,
  });
}

export function useAdminCashAdvance(id: string) {
  return useQuery(adminCashAdvanceQueryOptions(id));
}

/** The pawn receipt (PDF) as staff print it. */
export const adminCashAdvanceReceiptUrl = (id: string) =>
  `/api/admin/cash-advances/${encodeURIComponent(id)}/receipt.pdf`;

const adminLoanPaper = (id: string, file: string) =>
  `/api/admin/cash-advances/${encodeURIComponent(id)}/${file}`;

/**
 * The pre-contract credit information (PDF), printed for the customer before the
 * agreement is made: for the amount about to be agreed when given (pounds).
 */
export const preContractInformationUrl = (id: string, amount?: string) =>
  adminLoanPaper(id, 'pre-contract.pdf') + (amount ? `?amount=${encodeURIComponent(amount)}` : '');

/** The notice of intention to sell (PDF), the letter to post. */
export const noticeOfSaleLetterUrl = (id: string) => adminLoanPaper(id, 'notice-of-sale.pdf');

/** The statement of the sale (PDF) as staff print it. */
export const adminSaleStatementUrl = (id: string) => adminLoanPaper(id, 'sale-statement.pdf');

/** A lost-receipt form (PDF, s.118) for the customer to complete before redeeming. */
export const lostReceiptFormUrl = (
  id: string,
  form: 'statutory_declaration' | 'signed_statement',
) =>
  adminLoanPaper(
    id,
    form === 'statutory_declaration'
      ? 'lost-receipt/statutory-declaration.pdf'
      : 'lost-receipt/signed-statement.pdf',
  );
