/**
 * The provider's events, the only source of truth for online payments
 * (decision 024). Each event id is handled once (`payment_events`); what it
 * paid for is written with the write's own idempotency key (the session id), so
 * a replay, or two deliveries at once, record one payment:
 * - checkout.session.completed: the order is paid, or the loan's ledger takes
 *   the payment (as asked when it still fits, else as a part payment or a
 *   redemption, the excess refunded), or the repair's bill takes it (up to its
 *   balance, the rest refunded);
 * - checkout.session.expired: an unpaid order is cancelled and its items go
 *   back on sale.
 */
import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type Stripe from 'stripe';
import { extensionAmount, extensionRefusal, loanPosition } from '@shared/cash-advances/ledger';
import {
  ONLINE_LOAN_PAYMENT_METHOD,
  type PaymentKind,
} from '@shared/cash-advances/pawn-book-values';
import { ONLINE_CARD_METHOD } from '@shared/orders/values';
import { parsePennies, penniesToDecimal } from '@shared/money-math';
import { todayInLondon } from '@shared/repairs/dates';
import type { Db, Tx } from '../../db/client';
import {
  cashAdvancePayments,
  onlinePayments,
  paymentEvents,
  type CashAdvancePayment,
  type OnlinePayment,
} from '../../db/schema';
import { HttpError } from '../../http-error';
import { agreementOf, ledgerOf, loadLoan, type LoanRecord } from '../cash-advances/loan-book';
import { recordPayment as recordLoanPayment } from '../cash-advances/payments';
import type { CheckoutWithLines } from '../orders/dto';
import { moveOrder, recordPayment as recordOrderPayment } from '../orders/transitions';
import { recordOnlineRepairPayment } from '../repairs/payments';
import { recordProviderRefund } from './refunds';
import { providerMessage, type PaymentGateway } from './stripe-gateway';

const pennies = (decimal: string) => parsePennies(decimal) ?? 0;
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

export const PAYMENT_NOT_COMPLETED = 'payment not completed';

export type WebhookEffects = {
  gateway: PaymentGateway;
  /** Messages written in the payment's transaction. */
  orderPaid?: (tx: Tx, order: CheckoutWithLines) => Promise<void>;
  orderMoved?: (tx: Tx, order: CheckoutWithLines) => Promise<void>;
  loanPaid?: (tx: Tx, record: LoanRecord, payment: CashAdvancePayment) => Promise<void>;
  /** After a committed change of an order's items: the product cache and counts. */
  ordersChanged?: () => void;
};

export type WebhookOutcome = 'handled' | 'replayed' | 'ignored';

/** Records the event's id; false when it was handled before. */
async function firstDelivery(db: Db, event: Stripe.Event): Promise<boolean> {
  const [row] = await db
    .insert(paymentEvents)
    .values({ id: event.id, type: event.type })
    .onConflictDoNothing({ target: paymentEvents.id })
    .returning({ id: paymentEvents.id });
  return row !== undefined;
}

async function paymentOfSession(db: Db, sessionId: string): Promise<OnlinePayment | undefined> {
  const [row] = await db
    .select()
    .from(onlinePayments)
    .where(eq(onlinePayments.sessionId, sessionId))
    .limit(1);
  return row;
}

export async function handleEvent(
  db: Db,
  event: Stripe.Event,
  effects: WebhookEffects,
): Promise<WebhookOutcome> {
  if (event.type !== 'checkout.session.completed' && event.type !== 'checkout.session.expired') {
    return 'ignored';
  }
  const session = event.data.object;
  const payment = await paymentOfSession(db, session.id);
  // A session this shop did not open (another integration's, or a test event): noted, ignored.
  if (!payment) {
    await firstDelivery(db, event);
    return 'ignored';
  }
  // Each step below is idempotent by the session id, so the event is marked handled only
  // after them: a crash in between is put right by Stripe's retry.
  if (!(await settleSession(db, payment, session, effects))) return 'ignored';
  return (await firstDelivery(db, event)) ? 'handled' : 'replayed';
}

/**
 * Writes what a finished session means: paid (the order or the loan takes it)
 * or expired (an unpaid order is released). Idempotent by the session id, so
 * the webhook and the sweep of sessions whose event never came may both call
 * it. False for a session not finished yet.
 */
export async function settleSession(
  db: Db,
  payment: OnlinePayment,
  session: Stripe.Checkout.Session,
  effects: WebhookEffects,
): Promise<boolean> {
  if (session.status === 'complete' && session.payment_status === 'paid') {
    await completed(db, payment, session, effects);
    return true;
  }
  if (session.status === 'expired') {
    await expired(db, payment, effects);
    return true;
  }
  return false;
}

async function completed(
  db: Db,
  payment: OnlinePayment,
  session: Stripe.Checkout.Session,
  effects: WebhookEffects,
) {
  const paymentIntentId =
    typeof session.payment_intent === 'string'
      ? session.payment_intent
      : (session.payment_intent?.id ?? null);
  const amountPennies = session.amount_total ?? pennies(payment.amount);
  await db
    .update(onlinePayments)
    .set({
      status: 'paid',
      paymentIntentId,
      paidAt: sql`coalesce(${onlinePayments.paidAt}, now())`,
    })
    .where(eq(onlinePayments.id, payment.id));
  const paid = { ...payment, paymentIntentId, status: 'paid' };
  const excess =
    payment.purpose === 'order'
      ? await orderCompleted(db, paid, amountPennies, effects)
      : payment.purpose === 'repair'
        ? await repairCompleted(db, paid, amountPennies)
        : await loanCompleted(db, paid, amountPennies, effects);
  if (excess > 0) await refundExcess(db, paid, excess, effects.gateway);
}

/** The order is paid; answers what must go back (all of it when the order was cancelled meanwhile). */
async function orderCompleted(
  db: Db,
  payment: OnlinePayment,
  amountPennies: number,
  effects: WebhookEffects,
): Promise<number> {
  if (!payment.checkoutId) return amountPennies;
  const outcome = await recordOrderPayment(
    db,
    payment.checkoutId,
    {
      method: ONLINE_CARD_METHOD,
      amount: penniesToDecimal(amountPennies),
      provider: 'stripe',
      idempotencyKeyHash: sha256(`stripe:${payment.sessionId}`),
    },
    null,
    effects.orderPaid,
  );
  if (outcome.kind === 'recorded' || outcome.kind === 'replayed') return 0;
  // Cancelled (or paid another way) before the card payment landed: it all goes back.
  return amountPennies - pennies(payment.refundedAmount);
}

/**
 * The loan's ledger takes the payment: as asked while it still fits; otherwise
 * (the loan changed in between) as a part payment, or as the redemption with
 * the excess refunded. A loan no longer running gives it all back.
 */
async function loanCompleted(
  db: Db,
  payment: OnlinePayment,
  amountPennies: number,
  effects: WebhookEffects,
): Promise<number> {
  const key = `stripe:${payment.sessionId}`;
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const [earlier] = await db
      .select()
      .from(cashAdvancePayments)
      .where(eq(cashAdvancePayments.idempotencyKey, key))
      .limit(1);
    if (earlier)
      return Math.max(0, amountPennies - pennies(earlier.amount) - pennies(payment.refundedAmount));
    const record = payment.cashAdvanceId ? await loadLoan(db, payment.cashAdvanceId) : undefined;
    const agreement = record ? agreementOf(record.advance) : null;
    const running = record && ['active', 'sale_notice', 'for_sale'].includes(record.advance.status);
    if (!record || !agreement || !running) return amountPennies;
    const position = loanPosition(
      agreement,
      ledgerOf(record.payments),
      todayInLondon(),
      record.closures,
    );
    const asked = payment.loanPaymentKind as PaymentKind;
    let kind: PaymentKind;
    let taken: number;
    if (
      asked === 'extension' &&
      record.advance.status === 'active' &&
      extensionRefusal(position, todayInLondon()) === null &&
      amountPennies === extensionAmount(agreement, position).amountPennies
    ) {
      [kind, taken] = ['extension', amountPennies];
    } else if (amountPennies >= position.balance) {
      [kind, taken] = ['redemption', position.balance];
    } else {
      [kind, taken] = ['part', amountPennies];
    }
    try {
      await recordLoanPayment(
        db,
        record.advance.id,
        {
          kind,
          amount: penniesToDecimal(taken),
          method: ONLINE_LOAN_PAYMENT_METHOD,
          note: `Paid online (${payment.paymentIntentId ?? payment.sessionId})`,
          dueDate: kind === 'extension' ? position.dueDate : undefined,
          idempotencyKey: key,
        },
        null,
        effects.loanPaid,
      );
      return amountPennies - taken;
    } catch (error) {
      // The loan moved between the reading and the writing: work it out again.
      if (error instanceof HttpError && error.statusCode === 409) continue;
      throw error;
    }
  }
  await db
    .update(onlinePayments)
    .set({ attention: 'Paid online, but the loan kept changing: record it by hand.' })
    .where(eq(onlinePayments.id, payment.id));
  return 0;
}

/**
 * The repair's bill takes the payment, up to its balance at that moment; the
 * rest goes back (all of it when the desk took the money meanwhile).
 */
async function repairCompleted(
  db: Db,
  payment: OnlinePayment,
  amountPennies: number,
): Promise<number> {
  if (!payment.repairId) return amountPennies - pennies(payment.refundedAmount);
  const { takenPennies } = await recordOnlineRepairPayment(db, payment.repairId, {
    amountPennies,
    idempotencyKey: `stripe:${payment.sessionId}`,
    reference: payment.paymentIntentId ?? payment.sessionId,
  });
  return Math.max(0, amountPennies - takenPennies - pennies(payment.refundedAmount));
}

const EXCESS_REASONS: Partial<Record<string, string>> = {
  order: 'The order was cancelled before the payment arrived',
  loan: 'Paid more than the loan owed when the payment arrived',
  repair: 'Paid more than the repair bill owed when the payment arrived',
};

/** Gives back what the payment paid beyond what was owed; staff see it if the provider refuses. */
async function refundExcess(
  db: Db,
  payment: OnlinePayment,
  excessPennies: number,
  gateway: PaymentGateway,
) {
  if (!payment.paymentIntentId) return;
  const reason = EXCESS_REASONS[payment.purpose] ?? EXCESS_REASONS.loan!;
  try {
    const refund = await gateway.refund({
      paymentIntentId: payment.paymentIntentId,
      amountPennies: excessPennies,
      reason,
      idempotencyKey: `excess-${payment.sessionId}`,
    });
    await db.transaction((tx) =>
      recordProviderRefund(tx, {
        onlinePaymentId: payment.id,
        providerRefundId: refund.id,
        amount: penniesToDecimal(excessPennies),
        reason,
        createdBy: null,
      }),
    );
  } catch (error) {
    await db
      .update(onlinePayments)
      .set({
        attention: `Refund of ${penniesToDecimal(excessPennies)} pounds refused: ${providerMessage(error)}`,
      })
      .where(eq(onlinePayments.id, payment.id));
  }
}

async function expired(db: Db, payment: OnlinePayment, effects: WebhookEffects) {
  if (payment.status !== 'open') return;
  await db
    .update(onlinePayments)
    .set({ status: 'expired' })
    .where(eq(onlinePayments.id, payment.id));
  if (payment.purpose !== 'order' || !payment.checkoutId) return;
  // Only an order still waiting for this payment is released: one paid another way stays.
  const outcome = await moveOrder(db, payment.checkoutId, {
    to: 'cancelled',
    allowed: ({ checkout, payment: paid }) => checkout.status === 'pending' && !paid,
    reason: PAYMENT_NOT_COMPLETED,
    actorId: null,
    notify: effects.orderMoved,
  });
  if (outcome.kind === 'moved') effects.ordersChanged?.();
}
