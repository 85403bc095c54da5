/**
 * Giving a card payment back through the provider (decision 024): staff
 * cancelling an order paid online. The provider is asked first, with an
 * idempotency key of the order, so a retry never refunds twice; if it refuses,
 * nothing in the shop changes and staff are told why (502).
 */
import { and, eq, sql } from 'drizzle-orm';
import { parsePennies } from '@shared/money-math';
import type { Db } from '../../db/client';
import { onlinePayments, onlineRefunds } from '../../db/schema';
import { HttpError } from '../../http-error';
import type { CheckoutWithLines } from '../orders/dto';
import { providerMessage, type PaymentGateway } from './stripe-gateway';

export async function refundOnline(
  db: Db,
  online: { gateway: PaymentGateway } | null,
  order: CheckoutWithLines,
  reason: string,
  actorId: string,
): Promise<void> {
  const [payment] = await db
    .select()
    .from(onlinePayments)
    .where(and(eq(onlinePayments.checkoutId, order.checkout.id), eq(onlinePayments.status, 'paid')))
    .limit(1);
  if (!online || !payment?.paymentIntentId) {
    throw new HttpError(
      409,
      'This order was paid online, but its card payment cannot be found to refund: refund it in the Stripe dashboard, then record the cancellation.',
    );
  }
  const amountPennies =
    (parsePennies(payment.amount) ?? 0) - (parsePennies(payment.refundedAmount) ?? 0);
  if (amountPennies <= 0) return;
  let refundId: string;
  try {
    ({ id: refundId } = await online.gateway.refund({
      paymentIntentId: payment.paymentIntentId,
      amountPennies,
      reason,
      idempotencyKey: `cancel-${order.checkout.id}`,
    }));
  } catch (error) {
    throw new HttpError(
      502,
      `The card payment could not be refunded, so the order is unchanged: ${providerMessage(error)}`,
    );
  }
  await db.transaction(async (tx) => {
    const [stored] = await tx
      .insert(onlineRefunds)
      .values({
        onlinePaymentId: payment.id,
        providerRefundId: refundId,
        amount: payment.amount,
        reason,
        createdBy: actorId,
      })
      .onConflictDoNothing({ target: onlineRefunds.providerRefundId })
      .returning();
    if (stored) {
      await tx
        .update(onlinePayments)
        .set({ refundedAmount: sql`${onlinePayments.refundedAmount} + ${stored.amount}` })
        .where(eq(onlinePayments.id, payment.id));
    }
  });
}

/**
 * Closes the payment pages still open for an order (cancelled by staff or the
 * customer), so no money is taken for it; best effort: a page that cannot be
 * closed is still safe, since a payment for a cancelled order is refunded.
 */
export async function expireOpenSessions(
  db: Db,
  online: { gateway: PaymentGateway } | null,
  checkoutId: string,
  log: { warn: (object: object, message: string) => void },
): Promise<void> {
  if (!online) return;
  const open = await db
    .select({ id: onlinePayments.id, sessionId: onlinePayments.sessionId })
    .from(onlinePayments)
    .where(and(eq(onlinePayments.checkoutId, checkoutId), eq(onlinePayments.status, 'open')));
  for (const payment of open) {
    try {
      await online.gateway.expireSession(payment.sessionId);
      await db
        .update(onlinePayments)
        .set({ status: 'expired' })
        .where(and(eq(onlinePayments.id, payment.id), eq(onlinePayments.status, 'open')));
    } catch (error) {
      log.warn({ err: error, session: payment.sessionId }, 'payment page not closed');
    }
  }
}
