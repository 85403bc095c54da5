/**
 * The provider's events, the only source of truth for online payments
 * (decision 024). A signed event is still checked before use (400 when it
 * lacks what it must carry). Each event id is handled once (`payment_events`);
 * what it paid for is written with the write's own idempotency key (the
 * session id), so a replay, or two deliveries at once, record one payment:
 * - checkout.session.completed (and .async_payment_succeeded, a delayed
 *   payment method's late success): the order is paid, or the loan's ledger
 *   takes the payment (as asked when it still fits, else as a part payment or
 *   a redemption, the excess refunded), or the repair's bill takes it (up to
 *   its balance, the rest refunded). A payment whose amount or currency is not
 *   what the shop asked for writes no money: staff are asked to look at it;
 * - checkout.session.expired: an unpaid order is cancelled and its items go
 *   back on sale.
 * A session's status and what it paid for are written in one transaction, so
 * no crash leaves a session paid here with its money unrecorded.
 */
import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type Stripe from 'stripe';
import { z } from 'zod';
import { extensionAmount, extensionRefusal, loanPosition } from '@shared/cash-advances/ledger';
import {
  ONLINE_LOAN_PAYMENT_METHOD,
  type PaymentKind,
} from '@shared/cash-advances/pawn-book-values';
import { formatGBP } from '@shared/money';
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
import { HttpError, badRequest } from '../../http-error';
import { agreementOfLoan, ledgerOf, loadLoan, type LoanRecord } from '../cash-advances/loan-book';
import { recordPayment as recordLoanPayment } from '../cash-advances/payments';
import type { CheckoutWithLines } from '../orders/dto';
import { moveOrder, recordPayment as recordOrderPayment } from '../orders/transitions';
import { recordOnlineRepairPayment } from '../repairs/payments';
import { recordProviderRefund } from './refunds';
import { providerMessage, type PaymentGateway } from './stripe-gateway';

const pennies = (decimal: string) => parsePennies(decimal) ?? 0;
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

export const PAYMENT_NOT_COMPLETED = 'payment not completed';

/** Every session is opened in pounds (stripe-gateway.ts): a payment in anything else is not ours to believe. */
const ASKED_CURRENCY = 'gbp';

/** The event types that settle a session; any other is answered and ignored. */
const SESSION_EVENTS = new Set([
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.expired',
]);

export type WebhookEffects = {
  gateway: PaymentGateway;
  /** Messages written in the payment's transaction. */
  orderPaid?: (tx: Tx, order: CheckoutWithLines) => Promise<void>;
  orderMoved?: (tx: Tx, order: CheckoutWithLines) => Promise<void>;
  loanPaid?: (tx: Tx, record: LoanRecord, payment: CashAdvancePayment) => Promise<void>;
  /** After a committed change of an order's items: the product cache and counts. */
  ordersChanged?: () => void;
};

/** `held`: a payment the shop did not ask for (amount, currency) was left to staff. */
export type WebhookOutcome = 'handled' | 'held' | 'replayed' | 'ignored';

/** What settling a session did; `pending` when the provider has not finished it yet. */
export type Settlement = 'paid' | 'held' | 'expired' | 'pending';

/**
 * The recording functions take the database and open their own transaction;
 * given this one, theirs is a savepoint inside it, so they commit or roll back
 * with the session's status.
 */
const inTransaction = (tx: Tx) => tx as unknown as Db;

// The columns' limits: a longer value would fail the insert with a 500.
const EVENT_ID_LIMIT = 255;
const EVENT_TYPE_LIMIT = 100;
const SESSION_ID_LIMIT = 255;

const notObject = (what: string) => (issue: { input: unknown }) =>
  issue.input === undefined ? `The event has no ${what}.` : `The event's ${what} is not an object.`;
const eventSchema = z.object(
  {
    id: z
      .string({ message: 'The event has no id.' })
      .min(1, 'The event has no id.')
      .max(EVENT_ID_LIMIT, `The event's id is longer than ${EVENT_ID_LIMIT} characters.`),
    type: z
      .string({ message: 'The event has no type.' })
      .min(1, 'The event has no type.')
      .max(EVENT_TYPE_LIMIT, `The event's type is longer than ${EVENT_TYPE_LIMIT} characters.`),
    data: z.object(
      { object: z.record(z.string(), z.unknown(), { error: notObject('data.object') }) },
      { error: notObject('data') },
    ),
  },
  { error: 'The event is not a JSON object.' },
);

/** The fields of a Checkout Session this module reads, as the provider types them. */
const sessionSchema = z.object({
  id: z
    .string({ message: "The event's session has no id." })
    .min(1, "The event's session has no id.")
    .max(SESSION_ID_LIMIT, `The event's session id is longer than ${SESSION_ID_LIMIT} characters.`),
  status: z.string({ message: "The session's status is not text." }).nullish(),
  payment_status: z.string({ message: "The session's payment_status is not text." }).nullish(),
  amount_total: z
    .number({ message: "The session's amount_total is not a number." })
    .int("The session's amount_total is not a whole number of pence.")
    .nonnegative("The session's amount_total is below zero.")
    .nullish(),
  currency: z.string({ message: "The session's currency is not text." }).nullish(),
  payment_intent: z
    .union([z.string(), z.object({ id: z.string() })], {
      message: "The session's payment_intent is neither an id nor an object with one.",
    })
    .nullish(),
});

/** The session as it may be trusted, or a 400 saying what is missing or wrong. */
export function checkedSession(session: unknown): Stripe.Checkout.Session {
  const checked = sessionSchema.safeParse(session);
  if (!checked.success) throw badRequest(firstMessage(checked.error));
  return session as Stripe.Checkout.Session;
}

function firstMessage(error: z.ZodError): string {
  return error.issues[0]?.message ?? 'The event is malformed.';
}

/** The event's session when it is one this module settles; a 400 when the event is malformed. */
function sessionOf(event: Stripe.Event): Stripe.Checkout.Session | null {
  const checked = eventSchema.safeParse(event);
  if (!checked.success) throw badRequest(firstMessage(checked.error));
  if (!SESSION_EVENTS.has(event.type)) return null;
  return checkedSession(checked.data.data.object);
}

/** Records the event's id; false when it was handled before. */
async function firstDelivery(db: Db, event: Stripe.Event): Promise<boolean> {
  const [row] = await db
    .insert(paymentEvents)
    .values({ id: event.id, type: event.type })
    .onConflictDoNothing({ target: paymentEvents.id })
    .returning({ id: paymentEvents.id });
  return row !== undefined;
}

/** An event is recorded only once all it asked for was done: a replay has nothing left to do. */
async function handledBefore(db: Db, event: Stripe.Event): Promise<boolean> {
  const [row] = await db
    .select({ id: paymentEvents.id })
    .from(paymentEvents)
    .where(eq(paymentEvents.id, event.id))
    .limit(1);
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
  const session = sessionOf(event);
  if (!session) return 'ignored';
  if (await handledBefore(db, event)) return 'replayed';
  const payment = await paymentOfSession(db, session.id);
  // A session this shop did not open (another integration's, or a test event): noted, ignored.
  if (!payment) {
    await firstDelivery(db, event);
    return 'ignored';
  }
  // Each step below is idempotent by the session id, so the event is marked handled only
  // after them: a crash in between is put right by Stripe's retry.
  const settlement = await settleSession(db, payment, session, effects);
  if (settlement === 'pending') return 'ignored';
  if (!(await firstDelivery(db, event))) return 'replayed';
  return settlement === 'held' ? 'held' : 'handled';
}

/**
 * Writes what a finished session means: paid (the order or the loan takes it),
 * held for staff (not what the shop asked for), or expired (an unpaid order is
 * released). Idempotent by the session id, so the webhook and the sweep of
 * sessions whose event never came may both call it, and call it again.
 */
export async function settleSession(
  db: Db,
  payment: OnlinePayment,
  session: Stripe.Checkout.Session,
  effects: WebhookEffects,
): Promise<Settlement> {
  if (session.status === 'complete' && session.payment_status === 'paid') {
    const mismatch = mismatchOf(payment, session);
    if (mismatch) {
      await holdForStaff(db, payment, session, mismatch);
      return 'held';
    }
    await completed(db, payment, session, effects);
    return 'paid';
  }
  if (session.status === 'expired') {
    await expired(db, payment, effects);
    return 'expired';
  }
  return 'pending';
}

const intentOf = (session: Stripe.Checkout.Session) =>
  typeof session.payment_intent === 'string'
    ? session.payment_intent
    : (session.payment_intent?.id ?? null);

/** What the provider says it took, as staff would read it. */
function reportedAmount(session: Stripe.Checkout.Session): string {
  if (session.amount_total === null || session.amount_total === undefined) return 'no amount';
  const amount = penniesToDecimal(session.amount_total);
  const currency = session.currency?.toUpperCase();
  if (currency === ASKED_CURRENCY.toUpperCase()) return formatGBP(amount);
  return currency ? `${amount} in ${currency}` : `${amount} in no named currency`;
}

/**
 * Why the provider's payment cannot be believed, or null: it must be exactly
 * the amount the session was opened for, in pounds. Anything else (a session
 * changed in the provider's dashboard, an integration gone wrong) would
 * otherwise pay an order with the wrong sum or credit a loan with money never
 * asked for.
 */
function mismatchOf(payment: OnlinePayment, session: Stripe.Checkout.Session): string | null {
  const currency = session.currency?.toLowerCase();
  if (session.amount_total === pennies(payment.amount) && currency === ASKED_CURRENCY) return null;
  return `The provider reported ${reportedAmount(session)} paid for a ${formatGBP(payment.amount)} payment, so nothing was recorded: check it in the Stripe dashboard.`;
}

/** No money is written: staff see why on the payments page, with the provider's payment id to look up. */
async function holdForStaff(
  db: Db,
  payment: OnlinePayment,
  session: Stripe.Checkout.Session,
  attention: string,
) {
  await db
    .update(onlinePayments)
    .set({ attention, paymentIntentId: intentOf(session) })
    .where(eq(onlinePayments.id, payment.id));
}

/**
 * The session is marked paid in the same transaction as the money it brought
 * (the order's payment, the loan's ledger, the repair's bill); the excess goes
 * back through the provider after the commit, by its own idempotency key.
 */
async function completed(
  db: Db,
  payment: OnlinePayment,
  session: Stripe.Checkout.Session,
  effects: WebhookEffects,
) {
  const paymentIntentId = intentOf(session);
  const paid = { ...payment, paymentIntentId, status: 'paid' };
  const amountPennies = pennies(payment.amount);
  const excess = await db.transaction(async (tx) => {
    const toGiveBack = await takeMoney(tx, paid, amountPennies, effects);
    await tx
      .update(onlinePayments)
      .set({
        status: 'paid',
        paymentIntentId,
        paidAt: sql`coalesce(${onlinePayments.paidAt}, now())`,
      })
      .where(eq(onlinePayments.id, payment.id));
    return toGiveBack;
  });
  if (excess > 0) await refundExcess(db, paid, excess, effects.gateway);
}

/** Writes what the payment paid for; answers what must go back. */
function takeMoney(
  tx: Tx,
  payment: OnlinePayment,
  amountPennies: number,
  effects: WebhookEffects,
): Promise<number> {
  const db = inTransaction(tx);
  if (payment.purpose === 'order') return orderCompleted(db, payment, amountPennies, effects);
  if (payment.purpose === 'repair') return repairCompleted(db, payment, amountPennies);
  return loanCompleted(db, payment, amountPennies, effects);
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
    const agreement = record ? agreementOfLoan(record) : null;
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
      !record.advance.withdrawalNoticeOn &&
      extensionRefusal(position, todayInLondon()) === null &&
      amountPennies === extensionAmount(position, todayInLondon()).amountPennies
    ) {
      [kind, taken] = ['extension', amountPennies];
    } else if (amountPennies >= position.balance) {
      // After a notice of withdrawal the whole balance is its repayment (s.66A).
      kind = record.advance.withdrawalNoticeOn ? 'withdrawal' : 'redemption';
      taken = position.balance;
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

/** The session and, for an order still waiting for it, the order's release: in one transaction. */
async function expired(db: Db, payment: OnlinePayment, effects: WebhookEffects) {
  const released = await db.transaction(async (tx) => {
    const [closed] = await tx
      .update(onlinePayments)
      .set({ status: 'expired' })
      .where(and(eq(onlinePayments.id, payment.id), eq(onlinePayments.status, 'open')))
      .returning({ id: onlinePayments.id });
    if (!closed || payment.purpose !== 'order' || !payment.checkoutId) return false;
    // Only an order still waiting for this payment is released: one paid another way stays.
    const outcome = await moveOrder(inTransaction(tx), payment.checkoutId, {
      to: 'cancelled',
      allowed: ({ checkout, payment: paid }) => checkout.status === 'pending' && !paid,
      reason: PAYMENT_NOT_COMPLETED,
      actorId: null,
      notify: effects.orderMoved,
    });
    return outcome.kind === 'moved';
  });
  if (released) effects.ordersChanged?.();
}
