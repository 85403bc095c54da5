import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dueDateFrom, repaymentFigures, type LoanRates } from '@shared/cash-advances/loan';
import type { z } from 'zod';
import type { CashAdvanceCreated } from '@shared/cash-advances/follow';
import type { createCashAdvanceSchema } from '@shared/cash-advances/schemas';
import { apiClient } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/**
 * Spec section 3 "Cash advance creation payload": the shared schema's fields plus
 * the owner and figures the spec's page sends. The server recomputes the figures,
 * the due date and the owner (PRODUCT.md); they are worked out here by the same
 * shared loan maths only because the spec's payload has them.
 */
export type CreateCashAdvancePayload = z.output<typeof createCashAdvanceSchema> &
  ReturnType<typeof repaymentFigures> & { userId: string; dueDate: string };

export type CashAdvanceRequestDetails = Omit<
  z.output<typeof createCashAdvanceSchema>,
  'loanAmount'
> & {
  loanPennies: number;
};

export function cashAdvancePayload(
  { loanPennies, ...details }: CashAdvanceRequestDetails,
  /** The shop's rates as the page knows them (GET /api/meta); the server applies its own. */
  rates: LoanRates,
  now: Date = new Date(),
): CreateCashAdvancePayload {
  return {
    // A guest placeholder, as the spec sends; a signed-in owner comes from the session.
    userId: `customer_${now.getTime()}`,
    ...details,
    ...repaymentFigures(loanPennies, details.collateralType, rates),
    dueDate: dueDateFrom(now).toISOString(),
  };
}

/**
 * POST /api/cash-advances → 201 (200 for a repeated key) with the stored record
 * and, for a guest, the code of its private follow link; or 400 { message }.
 */
export function createCashAdvance(
  payload: CreateCashAdvancePayload,
  idempotencyKey: string,
): Promise<CashAdvanceCreated> {
  return apiClient.post<CashAdvanceCreated>('/api/cash-advances', payload, {
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

/** Spec section 4: a new request refreshes the cached lists (own, admin) and the dashboards' figures. */
export function useCreateCashAdvance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      payload,
      idempotencyKey,
    }: {
      payload: CreateCashAdvancePayload;
      idempotencyKey: string;
    }) => createCashAdvance(payload, idempotencyKey),
    // Not awaited: the form confirms at once; lists refetch when next shown.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.cashAdvances.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.dashboard.all });
    },
  });
}
