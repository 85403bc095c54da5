/**
 * Giving a card payment back through the provider (decision 024). The provider
 * is asked under the lock of the record being cancelled (the order's row, the
 * repair's row), with an idempotency key of the record and the amount, so
 * neither a retry nor a second cancellation sent at the same moment refunds
 * twice; if it refuses, the transaction is rolled back, nothing in the shop
 * changes and staff are told why (502). What it gave back is written in that
 * same transaction (recordProviderRefund). The lock is held while the provider
 * answers (on the embedded database, every other write waits that long too):
 * the price of a refund that is never given twice.
 */
import { and, eq, sql } from 'drizzle-orm';
import { penniesToDecimal } from '@shared/money-math';
import { ONLINE_CARD_METHOD } from '@shared/orders/values';
import type { Db, Tx } from '../../db/client';
import { onlinePayments, onlineRefunds, orderRefunds, type OnlinePayment } from '../../db/schema';
import { HttpError } from '../../http-error';
import type { CheckoutWithLines } from '../orders/dto';
import { providerMessage, type PaymentGateway } from './stripe-gateway';

type Reader = Pick<Db, 'select'>;

/** A refund the provider made, to be written once in the shop's books. */
export type ProviderRefund = {
  onlinePaymentId: string;
  providerRefundId: string;
  amount: string;
  reason: string;
  createdBy: string | null;
};

/** A refund of an order's card payment: it stays the order's even if the order moved on. */
export type OrderProviderRefund = ProviderRefund & { checkoutId: string };

export type CardRefundRequest = { amountPennies: number; reason: string; actorId: string };

const cardPaymentMissing = (what: string) =>
  `This ${what} was paid online, but its card payment cannot be found to refund: refund it in the Stripe dashboard, then record the cancellation.`;

/**
 * Asks the provider to give back `amountPennies` of a paid online payment;
 * writes nothing. `idempotencyKey` names the record and the amount, so a retry
 * is the same refund. `what` names the record in the messages ("order", "repair").
 */
export async function refundOnlinePayment(
  online: { gateway: PaymentGateway },
  payment: OnlinePayment,
  refund: CardRefundRequest & { idempotencyKey: string; what: string },
): Promise<ProviderRefund> {
  if (!payment.paymentIntentId) throw new HttpError(409, cardPaymentMissing(refund.what));
  try {
    const { id } = await online.gateway.refund({
      paymentIntentId: payment.paymentIntentId,
      amountPennies: refund.amountPennies,
      reason: refund.reason,
      idempotencyKey: refund.idempotencyKey,
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
      `The card payment could not be refunded, so the ${refund.what} is unchanged: ${providerMessage(error)}`,
    );
  }
}

/**
 * Asks the provider to give back `amountPennies` of the order's card payment;
 * writes nothing. Called under the order's lock (moveOrder's onRefunded), with
 * that transaction as `reader`.
 */
export async function refundOrderPayment(
  reader: Reader,
  online: { gateway: PaymentGateway } | null,
  order: CheckoutWithLines,
  refund: CardRefundRequest,
): Promise<OrderProviderRefund> {
  const [payment] = await reader
    .select()
    .from(onlinePayments)
    .where(and(eq(onlinePayments.checkoutId, order.checkout.id), eq(onlinePayments.status, 'paid')))
    .limit(1);
  if (!online || !payment) throw new HttpError(409, cardPaymentMissing('order'));
  const given = await refundOnlinePayment(online, payment, {
    ...refund,
    // One key per order and amount: a retry of the same refund is the same refund.
    idempotencyKey: `cancel-${order.checkout.id}-${refund.amountPennies}`,
    what: 'order',
  });
  return { ...given, checkoutId: order.checkout.id };
}

/** Writes a provider refund once (its id is unique) and adds it to what its payment gave back. */
export async function recordProviderRefund(tx: Tx, refund: ProviderRefund): Promise<void> {
  const [stored] = await tx
    .insert(onlineRefunds)
    .values({
      onlinePaymentId: refund.onlinePaymentId,
      providerRefundId: refund.providerRefundId,
      amount: refund.amount,
      reason: refund.reason,
      createdBy: refund.createdBy,
    })
    .onConflictDoNothing({ target: onlineRefunds.providerRefundId })
    .returning();
  if (!stored) return;
  await tx
    .update(onlinePayments)
    .set({ refundedAmount: sql`${onlinePayments.refundedAmount} + ${stored.amount}` })
    .where(eq(onlinePayments.id, refund.onlinePaymentId));
}

/**
 * The provider gave money back but the record could not be cancelled after all
 * (its transaction failed after the refund): the refund is still written, and
 * staff are asked to look at it on the payments page. An order's refund is
 * also written as the order's own refund, so the books count the money that
 * went back once, against the order that took it.
 */
export async function recordStrandedRefund(
  db: Db,
  refund: ProviderRefund & { checkoutId?: string },
  why: string,
) {
  await db.transaction(async (tx) => {
    await recordProviderRefund(tx, refund);
    if (refund.checkoutId) {
      await tx
        .insert(orderRefunds)
        .values({
          checkoutId: refund.checkoutId,
          method: ONLINE_CARD_METHOD,
          amount: refund.amount,
          recordedBy: refund.createdBy,
        })
        .onConflictDoNothing({ target: orderRefunds.checkoutId });
    }
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
