/**
 * Giving a card payment back through the provider (decision 024). The provider
 * is asked first, with an idempotency key of the order and the amount, so a
 * retry never refunds twice; if it refuses, nothing in the shop changes and
 * staff are told why (502). What it gave back is then written in the
 * cancellation's own transaction (recordProviderRefund).
 */
import { and, eq, sql } from 'drizzle-orm';
import { penniesToDecimal } from '@shared/money-math';
import type { Db, Tx } from '../../db/client';
import { onlinePayments, onlineRefunds } from '../../db/schema';
import { HttpError } from '../../http-error';
import type { CheckoutWithLines } from '../orders/dto';
import { providerMessage, type PaymentGateway } from './stripe-gateway';

/** A refund the provider made, to be written once in the shop's books. */
export type ProviderRefund = {
  onlinePaymentId: string;
  providerRefundId: string;
  amount: string;
  reason: string;
  createdBy: string | null;
};

/** Asks the provider to give back `amountPennies` of the order's card payment; writes nothing. */
export async function refundOrderPayment(
  db: Db,
  online: { gateway: PaymentGateway } | null,
  order: CheckoutWithLines,
  refund: { amountPennies: number; reason: string; actorId: string },
): Promise<ProviderRefund> {
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
  try {
    const { id } = await online.gateway.refund({
      paymentIntentId: payment.paymentIntentId,
      amountPennies: refund.amountPennies,
      reason: refund.reason,
      // One key per order and amount: a retry of the same refund is the same refund.
      idempotencyKey: `cancel-${order.checkout.id}-${refund.amountPennies}`,
    });
    return {
      onlinePaymentId: payment.id,
      providerRefundId: id,
      amount: penniesToDecimal(refund.amountPennies),
      reason: refund.reason,
      createdBy: refund.actorId,
    };
  } catch (error) {
    throw new HttpError(
      502,
      `The card payment could not be refunded, so the order is unchanged: ${providerMessage(error)}`,
    );
  }
}

/** Writes a provider refund once (its id is unique) and adds it to what its payment gave back. */
export async function recordProviderRefund(tx: Tx, refund: ProviderRefund): Promise<void> {
  const [stored] = await tx
    .insert(onlineRefunds)
    .values(refund)
    .onConflictDoNothing({ target: onlineRefunds.providerRefundId })
    .returning();
  if (!stored) return;
  await tx
    .update(onlinePayments)
    .set({ refundedAmount: sql`${onlinePayments.refundedAmount} + ${stored.amount}` })
    .where(eq(onlinePayments.id, refund.onlinePaymentId));
}

/**
 * The provider gave money back but the order could not be cancelled after all
 * (it moved on in between): the refund is still written, and staff are asked to
 * look at it on the payments page.
 */
export async function recordStrandedRefund(db: Db, refund: ProviderRefund, why: string) {
  await db.transaction(async (tx) => {
    await recordProviderRefund(tx, refund);
    await tx
      .update(onlinePayments)
      .set({ attention: `Refunded £${refund.amount} to the card, but ${why}` })
      .where(eq(onlinePayments.id, refund.onlinePaymentId));
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
