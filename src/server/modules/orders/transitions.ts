/**
 * Moves of an order and its payment. Each runs in one transaction with the
 * order's rows, the products' status and the activity entry, so the books,
 * the shelves and the log always agree.
 */
import { and, eq, inArray } from 'drizzle-orm';
import {
  RESERVED_PRODUCT_STATUS,
  completedOrderStatuses,
  orderStatuses,
  type OrderStatus,
  type RecordedPaymentMethod,
} from '@shared/orders/values';
import { parsePennies } from '@shared/money-math';
import { labelOf } from '@shared/products/values';
import type { Db, Tx } from '../../db/client';
import { checkouts, orderPayments, orderRefunds, orders, products } from '../../db/schema';
import { recordActivity } from '../activity/repository';
import type { AuditChanges } from '../audit/record';
import type { CheckoutWithLines } from './dto';
import { withLinesOf } from './repository';

export type MoveOutcome =
  | { kind: 'moved'; order: CheckoutWithLines; productsChanged: boolean }
  | { kind: 'missing' }
  | { kind: 'refused'; from: OrderStatus }
  /** A paid order is cancelled only with its refund: none was given. */
  | { kind: 'refund_required' }
  /** The refund given is more than the payment. */
  | { kind: 'refund_amount'; paid: string }
  /** Handed over (delivered, collected) unpaid, and no payment came with the move. */
  | { kind: 'unpaid' }
  /** The payment that came with the hand-over is not the order total. */
  | { kind: 'payment_amount'; total: string };

/** A payment taken by staff, recorded by hand. */
export type HandoverPayment = { method: RecordedPaymentMethod; amount: string };

export type Refund = { method: RecordedPaymentMethod; amount: string };

export type Move = {
  to: OrderStatus;
  /** May this order, in its current state, make the move? */
  allowed: (current: CheckoutWithLines) => boolean;
  reason?: string | undefined;
  /** When cancelling a paid order: the money given back (all or part), recorded with the cancellation. */
  refund?: Refund | undefined;
  /**
   * Gives the money back where that is more than a row (the card, through the
   * provider) and writes it, under the order's lock and before the refund's
   * own row: a second cancellation sent at the same moment waits for this one
   * and then finds the order refunded. Throwing rolls the whole move back.
   */
  onRefunded?: (tx: Tx, current: CheckoutWithLines) => Promise<void>;
  /** When handing over an unpaid order: the payment taken, recorded with the hand-over. */
  payment?: (HandoverPayment & { provider: string }) | undefined;
  actorId: string | null;
  /** Writes the move's messages in its transaction (app.notices). */
  notify?: (tx: Tx, order: CheckoutWithLines) => Promise<void>;
  /**
   * The order was delivered or collected: its products are sold. In the move's
   * transaction, so a pawn listed for sale records its sale with it (decision 023).
   */
  onSold?: (tx: Tx, productIds: string[]) => Promise<unknown>;
};

/** What the products of an order become when it reaches a status. */
function productStatusFor(to: OrderStatus): { status: string; isAvailable: boolean } | null {
  if (completedOrderStatuses.includes(to)) return { status: 'sold', isAvailable: false };
  if (to === 'cancelled') return { status: 'active', isAvailable: true };
  return null;
}

export async function moveOrder(db: Db, id: string, move: Move): Promise<MoveOutcome> {
  return db.transaction(async (tx) => {
    const current = await lockOrder(tx, id);
    if (!current) return { kind: 'missing' };
    if (!move.allowed(current))
      return { kind: 'refused', from: current.checkout.status as OrderStatus };
    // Checked under the order's lock: a payment recorded a moment ago is seen here.
    let refund = current.refund;
    // A refund or a payment made in this move: told of in the move's one audit row.
    let stepChanges: AuditChanges = {};
    if (move.to === 'cancelled' && current.payment && !refund) {
      if (!move.refund || move.actorId === null) return { kind: 'refund_required' };
      // Part of it may be kept (say, for goods handled beyond inspection): never more than was paid.
      if ((parsePennies(move.refund.amount) ?? 0) > (parsePennies(current.payment.amount) ?? 0)) {
        return { kind: 'refund_amount', paid: current.payment.amount };
      }
      await move.onRefunded?.(tx, current);
      refund = await recordRefund(tx, current, move.refund, move.actorId);
      stepChanges = refundChanges(current, move.refund);
    }
    // Handed over only when paid, or with the payment recorded in this same step.
    let payment = current.payment;
    if (completedOrderStatuses.includes(move.to) && !payment) {
      if (!move.payment) return { kind: 'unpaid' };
      if (move.payment.amount !== current.checkout.totalAmount)
        return { kind: 'payment_amount', total: current.checkout.totalAmount };
      payment = await insertPayment(
        tx,
        current,
        { ...move.payment, idempotencyKeyHash: null },
        move.actorId,
        false,
      );
      stepChanges = paymentChanges(current, move.payment);
    }

    const [checkout] = await tx
      .update(checkouts)
      .set({
        status: move.to,
        updatedAt: new Date(),
        ...(move.to === 'cancelled' ? { cancelReason: move.reason ?? null } : {}),
      })
      .where(eq(checkouts.id, id))
      .returning();
    const lines = await tx
      .update(orders)
      .set({ status: move.to })
      .where(eq(orders.checkoutId, id))
      .returning();
    const productIds = lines.flatMap((line) => (line.productId ? [line.productId] : []));
    const productChange = productStatusFor(move.to);
    // Only items this order holds: an item an admin has since re-listed is left alone.
    const changed =
      productChange && productIds.length > 0
        ? await tx
            .update(products)
            .set(productChange)
            .where(
              and(inArray(products.id, productIds), eq(products.status, RESERVED_PRODUCT_STATUS)),
            )
            .returning({ id: products.id })
        : [];
    if (completedOrderStatuses.includes(move.to) && changed.length > 0) {
      await move.onSold?.(
        tx,
        changed.map((product) => product.id),
      );
    }
    await recordActivity(tx, {
      type: 'product_sale',
      description: `Order ${checkout!.reference} ${labelOf(orderStatuses, move.to).toLowerCase()}${
        move.to === 'cancelled' && move.reason ? `: ${move.reason}` : ''
      }`.slice(0, 500),
      customerName: checkout!.customerName,
      amount: checkout!.totalAmount,
      status: completedOrderStatuses.includes(move.to) ? 'sold' : move.to,
      actorId: move.actorId,
      entityId: id,
      // A cancellation that gave money back is, above all, a refund.
      action: stepChanges.refund ? 'order.refunded' : `order.${move.to}`,
      changes: {
        ...stepChanges,
        status: { old: current.checkout.status, new: move.to },
        ...(move.to === 'cancelled'
          ? { cancelReason: { old: null, new: move.reason ?? null } }
          : {}),
      },
    });
    const order = { checkout: checkout!, lines, payment, refund };
    await move.notify?.(tx, order);
    return { kind: 'moved', order, productsChanged: changed.length > 0 };
  });
}

/** A refund's fields, for the audit row of the cancellation it comes with. */
const refundChanges = (current: CheckoutWithLines, refund: Refund): AuditChanges => ({
  paymentStatus: { old: current.checkout.paymentStatus, new: 'refunded' },
  refund: { old: null, new: { method: refund.method, amount: refund.amount } },
});

/** A payment's fields, for the audit row of the payment (or of the hand-over it comes with). */
const paymentChanges = (
  current: CheckoutWithLines,
  payment: { method: string; amount: string },
): AuditChanges => ({
  paymentStatus: { old: current.checkout.paymentStatus, new: 'paid' },
  payment: { old: null, new: { method: payment.method, amount: payment.amount } },
});

/**
 * The refund's row, the order marked refunded and its activity entry (in the
 * move's transaction, whose audit row tells of the refund).
 */
async function recordRefund(tx: Tx, current: CheckoutWithLines, refund: Refund, actorId: string) {
  const [stored] = await tx
    .insert(orderRefunds)
    .values({
      checkoutId: current.checkout.id,
      method: refund.method,
      amount: refund.amount,
      recordedBy: actorId,
    })
    .returning();
  await tx
    .update(checkouts)
    .set({ paymentStatus: 'refunded' })
    .where(eq(checkouts.id, current.checkout.id));
  await recordActivity(tx, {
    type: 'product_sale',
    description: `Refund for order ${current.checkout.reference} (${refund.method})`,
    customerName: current.checkout.customerName,
    amount: refund.amount,
    status: 'refunded',
    actorId,
    entityId: current.checkout.id,
    audited: false,
  });
  return stored!;
}

async function lockOrder(tx: Tx, id: string): Promise<CheckoutWithLines | undefined> {
  const [row] = await tx.select().from(checkouts).where(eq(checkouts.id, id)).for('update');
  if (!row) return undefined;
  const [withLines] = await withLinesOf(tx, [row]);
  return withLines;
}

export type PaymentOutcome =
  | { kind: 'recorded' | 'replayed'; order: CheckoutWithLines }
  | { kind: 'missing' }
  | { kind: 'cancelled' }
  | { kind: 'already_paid' }
  | { kind: 'wrong_amount'; total: string };

/**
 * Records the payment of the whole order: the amount must be its total.
 * The same Idempotency-Key again answers the payment already recorded.
 */
export async function recordPayment(
  db: Db,
  id: string,
  payment: {
    method: RecordedPaymentMethod;
    amount: string;
    provider: string;
    idempotencyKeyHash: string | null;
  },
  /** Null: the provider's webhook recorded it, not a member of staff. */
  actorId: string | null,
  notify?: (tx: Tx, order: CheckoutWithLines) => Promise<void>,
): Promise<PaymentOutcome> {
  return db.transaction(async (tx) => {
    const current = await lockOrder(tx, id);
    if (!current) return { kind: 'missing' };
    const { checkout } = current;
    if (current.payment) {
      const sameKey =
        payment.idempotencyKeyHash !== null &&
        current.payment.idempotencyKeyHash === payment.idempotencyKeyHash;
      return sameKey ? { kind: 'replayed', order: current } : { kind: 'already_paid' };
    }
    if (checkout.status === 'cancelled') return { kind: 'cancelled' };
    // Both are exact decimal strings with two places, from numeric columns and moneyAmount.
    if (payment.amount !== checkout.totalAmount)
      return { kind: 'wrong_amount', total: checkout.totalAmount };

    const stored = await insertPayment(tx, current, payment, actorId);
    const [updated] = await tx.select().from(checkouts).where(eq(checkouts.id, id));
    const order = { ...current, checkout: updated!, payment: stored };
    await notify?.(tx, order);
    return { kind: 'recorded', order };
  });
}

/**
 * Stores an order's payment, marks the order paid and logs it: in the caller's
 * transaction. `audited` false: the caller's own audit row tells of the payment
 * (a hand-over paid in the same step).
 */
async function insertPayment(
  tx: Tx,
  current: CheckoutWithLines,
  payment: {
    method: RecordedPaymentMethod;
    amount: string;
    provider: string;
    idempotencyKeyHash: string | null;
  },
  actorId: string | null,
  audited = true,
) {
  const { checkout } = current;
  const [stored] = await tx
    .insert(orderPayments)
    .values({
      checkoutId: checkout.id,
      provider: payment.provider,
      method: payment.method,
      amount: payment.amount,
      recordedBy: actorId,
      idempotencyKeyHash: payment.idempotencyKeyHash,
    })
    .returning();
  await tx
    .update(checkouts)
    .set({ paymentStatus: 'paid', updatedAt: new Date() })
    .where(eq(checkouts.id, checkout.id));
  await recordActivity(tx, {
    type: 'product_sale',
    description: `Payment for order ${checkout.reference} (${payment.method})`,
    customerName: checkout.customerName,
    amount: payment.amount,
    status: 'paid',
    actorId,
    entityId: checkout.id,
    action: 'order.paid',
    changes: paymentChanges(current, payment),
    audited,
  });
  return stored!;
}
