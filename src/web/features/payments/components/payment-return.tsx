import { useEffect, useEffectEvent, type ReactNode } from 'react';
import { formatGBP } from '@shared/money';
import { usePaymentSession } from '@web/features/payments/api/get-payment-session';

/**
 * Where the provider's hosted page sends the customer back to (decision 024):
 * `?payment=return&session_id=cs_…` after paying, `?payment=cancelled` after
 * turning back.
 */
export type PaymentReturn = { outcome: 'return'; sessionId: string } | { outcome: 'cancelled' };

export function paymentReturnOf(search: URLSearchParams): PaymentReturn | null {
  const outcome = search.get('payment');
  const sessionId = search.get('session_id');
  if (outcome === 'return' && sessionId && /^cs_[A-Za-z0-9_]{1,250}$/.test(sessionId)) {
    return { outcome: 'return', sessionId };
  }
  if (outcome === 'cancelled') return { outcome: 'cancelled' };
  return null;
}

export const PAYMENT_PROCESSING = 'Payment processing…';
export const PAYMENT_RECEIVED = 'Payment received';
export const PAYMENT_EXPIRED = 'The payment was not completed.';
export const PAYMENT_CANCELLED = 'Payment not completed.';
export const PAYMENT_STILL_WAITING =
  'Your payment has not been confirmed yet. If you paid, it will show here: refresh this page in a few minutes.';

export type PaymentReturnState =
  | { state: 'processing' }
  | { state: 'received'; amount: string }
  | { state: 'expired' }
  | { state: 'cancelled' }
  | { state: 'still-waiting' };

/**
 * The state of the payment the customer came back from, asked of the server
 * until the provider's webhook lands; `onPaid` runs once it has, so the page
 * fetches what was paid for again. Null when the page was not a return.
 */
export function usePaymentReturn(
  back: PaymentReturn | null,
  onPaid: () => void,
): PaymentReturnState | null {
  const { session, isPending, stillWaiting } = usePaymentSession(
    back?.outcome === 'return' ? back.sessionId : null,
  );
  const status = session?.status;
  const paid = useEffectEvent(onPaid);
  useEffect(() => {
    if (status === 'paid') paid();
  }, [status]);
  if (!back) return null;
  if (back.outcome === 'cancelled') return { state: 'cancelled' };
  if (isPending) return { state: 'processing' };
  // No such payment, or the server could not be asked: the page's own figures say the rest.
  if (!session) return null;
  if (session.status === 'paid') return { state: 'received', amount: session.amount };
  if (session.status === 'expired') return { state: 'expired' };
  return stillWaiting ? { state: 'still-waiting' } : { state: 'processing' };
}

/** Whether the page should offer to pay (again): not while a payment is on its way. */
export const mayPayAgain = (payment: PaymentReturnState | null) =>
  payment === null || payment.state === 'cancelled' || payment.state === 'expired';

/**
 * What the return page says. `retry` (a "Pay now" link, say) follows a payment
 * that was not completed.
 */
export function PaymentReturnNotice({
  payment,
  retry,
}: {
  payment: PaymentReturnState | null;
  retry?: ReactNode;
}) {
  if (!payment) return null;
  if (payment.state === 'cancelled' || payment.state === 'expired') {
    return (
      <div
        role="alert"
        className="grid justify-items-start gap-3 rounded-lg border border-destructive/40 bg-red-50 p-4"
      >
        <p className="font-semibold text-destructive">
          {payment.state === 'cancelled' ? PAYMENT_CANCELLED : PAYMENT_EXPIRED}
        </p>
        {retry}
      </div>
    );
  }
  return (
    <div
      role="status"
      className="grid gap-1 rounded-lg border border-border bg-gold-50 p-4 text-brand-950"
      aria-busy={payment.state === 'processing'}
    >
      {payment.state === 'received' ? (
        <>
          <p className="text-lg font-semibold">{PAYMENT_RECEIVED}</p>
          <p className="text-sm">{formatGBP(payment.amount)} paid by card. Thank you.</p>
        </>
      ) : (
        <>
          <p className="text-lg font-semibold">{PAYMENT_PROCESSING}</p>
          <p className="text-sm">
            {payment.state === 'still-waiting'
              ? PAYMENT_STILL_WAITING
              : 'We are waiting for the card provider to confirm it: this takes a few seconds.'}
          </p>
        </>
      )}
    </div>
  );
}
