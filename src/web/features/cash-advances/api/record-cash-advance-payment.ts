import type { PaymentAnswer, RecordPaymentInput } from '@shared/cash-advances/agreement-schemas';
import { postLoanAction, useLoanAction } from '@web/features/cash-advances/api/loan-action';

/**
 * POST /api/admin/cash-advances/:id/payments: a part payment, an extension or the
 * redemption, taken in the shop. The key is the dialog's, so a retry or a double
 * click records the payment once.
 */
export function recordCashAdvancePayment({
  id,
  input,
  idempotencyKey,
}: {
  id: string;
  input: RecordPaymentInput;
  idempotencyKey: string;
}): Promise<PaymentAnswer> {
  return postLoanAction<PaymentAnswer>(id, 'payments', input, {
    'Idempotency-Key': idempotencyKey,
  });
}

export function useRecordCashAdvancePayment() {
  return useLoanAction(recordCashAdvancePayment);
}
