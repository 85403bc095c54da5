import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dueDateFrom, repaymentFigures } from '@shared/cash-advances/loan';
import type { CashAdvance } from '@shared/cash-advances/schemas';
import type { CollateralType, ItemCategory } from '@shared/cash-advances/values';
import { ApiError } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/**
 * Spec section 3 "Cash advance creation payload". The server recomputes the
 * figures, the due date and the owner (PRODUCT.md); they are sent because the
 * spec's payload has them, worked out by the same shared loan maths.
 */
export type CreateCashAdvancePayload = {
  userId: string;
  customerName: string;
  customerPhone: string;
  customerEmail: string;
  itemDescription: string;
  itemCategory: ItemCategory;
  collateralType: CollateralType;
  loanAmount: string;
  interestRate: string;
  totalRepayment: string;
  dueDate: string;
};

export type CashAdvanceRequestDetails = Pick<
  CreateCashAdvancePayload,
  | 'customerName'
  | 'customerPhone'
  | 'customerEmail'
  | 'itemDescription'
  | 'itemCategory'
  | 'collateralType'
> & { loanPennies: number };

export function cashAdvancePayload(
  { loanPennies, ...details }: CashAdvanceRequestDetails,
  now: Date = new Date(),
): CreateCashAdvancePayload {
  return {
    // A guest placeholder, as the spec sends; a signed-in owner comes from the session.
    userId: `customer_${now.getTime()}`,
    ...details,
    ...repaymentFigures(loanPennies, details.collateralType),
    dueDate: dueDateFrom(now).toISOString(),
  };
}

/** One key per form fill: a repeated send (double click, retry) gets the first record back. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // randomUUID exists only in secure contexts; plain-HTTP previews fall back to a v4 UUID by hand.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * POST /api/cash-advances → 201 (200 for a repeated key) with the stored record, or
 * 400 { message }. Uses fetch directly because the shared api client does not send
 * custom headers yet; failures still become the app's ApiError.
 */
export async function createCashAdvance(
  payload: CreateCashAdvancePayload,
  idempotencyKey: string,
): Promise<CashAdvance> {
  const response = await fetch('/api/cash-advances', {
    method: 'POST',
    credentials: 'include',
    headers: {
      Accept: 'application/json',
      'Content-Type': 'application/json',
      'Idempotency-Key': idempotencyKey,
    },
    body: JSON.stringify(payload),
  });
  if (!response.ok) {
    throw new ApiError(response.status, response.statusText, await response.text());
  }
  return (await response.json()) as CashAdvance;
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
