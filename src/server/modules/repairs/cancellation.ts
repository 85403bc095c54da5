/**
 * Cancelling a repair that took money gives the money back in the
 * cancellation's own transaction, under the repair's row lock, so the refund
 * and the cancellation are stored together or not at all, and a repeat (or a
 * second owner at the same moment) finds it given back and refunds nothing
 * more. What goes back is what was paid less what was already refunded, one
 * `repair_refunds` row per way it goes back:
 * - money taken at the desk, by the method asked for, or the one it was paid by;
 * - money paid online, to the card through the provider (as a paid order's,
 *   decision 024), asked under the same lock: a refusal rolls everything back.
 * Proceeds of an uncollected device's sale set against its bill were never the
 * customer's money and are not given back here.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { formatGBP } from '@shared/money';
import {
  PAID_ONLINE_REFUND_METHOD,
  REFUND_METHOD_REQUIRED,
  repairTitle,
  type RepairRefundMethod,
} from '@shared/repairs/schemas';
import type { Tx } from '../../db/client';
import {
  onlinePayments,
  repairPayments,
  repairRefunds,
  type Repair,
  type RepairPayment,
  type RepairRefund,
} from '../../db/schema';
import { HttpError, badRequest } from '../../http-error';
import { recordActivity } from '../activity/repository';
import type { AuditChanges } from '../audit/record';
import {
  recordProviderRefund,
  refundOnlinePayment,
  type ProviderRefund,
} from '../payments/refunds';
import type { PaymentGateway } from '../payments/stripe-gateway';
import { decimal, pennies } from './bill';
import { ONLINE_REPAIR_METHOD } from './payments';

export const REPAIR_CANCELLED_REASON = 'Repair cancelled';

const CARD_PAYMENT_MISSING =
  'This repair was paid online, but its card payment cannot be found to refund: refund it in the Stripe dashboard, then cancel the repair.';

/** Methods of money taken at the desk (not online, not a sale's proceeds). */
const DESK_METHODS = ['cash', 'card'];

export type CancellationRefund = {
  /** How the money taken at the desk goes back; left out, the way it was paid. */
  method: RepairRefundMethod | undefined;
  actorId: string;
  online: { gateway: PaymentGateway } | null;
  /** Told of each refund the provider made, before the transaction commits. */
  onProviderRefund: (refund: ProviderRefund) => void;
};

type Given = { method: string; amount: string };

const sumOf = (rows: { amount: string }[]) =>
  rows.reduce((sum, row) => sum + pennies(row.amount), 0);

/** What the repair kept of each kind of money: taken, less what already went back. */
function keptMoney(paid: RepairPayment[], refunded: RepairRefund[]) {
  const online = (row: { method: string }) => row.method === ONLINE_REPAIR_METHOD;
  const atDesk = paid.filter((payment) => DESK_METHODS.includes(payment.method));
  const byCard = paid.filter(online);
  return {
    atDesk,
    deskPennies: sumOf(atDesk) - sumOf(refunded.filter((refund) => !online(refund))),
    byCard,
    cardPennies: sumOf(byCard) - sumOf(refunded.filter(online)),
  };
}

/** The way desk money goes back: as asked, or the one way it was paid (else 400). */
function deskRefundMethod(atDesk: RepairPayment[], asked: RepairRefundMethod | undefined): string {
  const paidBy = [...new Set(atDesk.map((payment) => payment.method))];
  const method = asked ?? (paidBy.length === 1 ? paidBy[0] : undefined);
  if (!method) throw badRequest(REFUND_METHOD_REQUIRED);
  return method;
}

/**
 * Gives back what the repair kept, in the caller's transaction (the repair's
 * row locked); answers the refund for the cancellation's audit row, or null
 * when nothing was owed. Every 400 is decided before the provider is asked.
 */
export async function refundOnCancel(
  tx: Tx,
  repair: Repair,
  request: CancellationRefund,
): Promise<AuditChanges | null> {
  const paid = await tx.select().from(repairPayments).where(eq(repairPayments.repairId, repair.id));
  const refunded = await tx
    .select()
    .from(repairRefunds)
    .where(eq(repairRefunds.repairId, repair.id));
  const kept = keptMoney(paid, refunded);
  if (request.method && kept.deskPennies <= 0 && kept.cardPennies > 0) {
    throw badRequest(PAID_ONLINE_REFUND_METHOD);
  }
  const deskMethod = kept.deskPennies > 0 ? deskRefundMethod(kept.atDesk, request.method) : null;
  const given: Given[] = [];
  if (kept.cardPennies > 0) {
    await refundToCards(tx, repair, kept.byCard, kept.cardPennies, request);
    given.push({ method: ONLINE_REPAIR_METHOD, amount: decimal(kept.cardPennies) });
  }
  if (deskMethod) given.push({ method: deskMethod, amount: decimal(kept.deskPennies) });
  for (const refund of given) await recordRefund(tx, repair, refund, request.actorId);
  if (given.length === 0) return null;
  return { refund: { old: null, new: given.length === 1 ? given[0] : given } };
}

/**
 * Gives `owedPennies` back to the cards the repair was paid online with,
 * through the provider, under the repair's lock, and writes each refund.
 */
async function refundToCards(
  tx: Tx,
  repair: Repair,
  byCard: RepairPayment[],
  owedPennies: number,
  request: CancellationRefund,
): Promise<void> {
  const { online } = request;
  const sessions = await cardPaymentsOf(tx, repair, byCard);
  if (!online || sessions.length < byCard.length) throw new HttpError(409, CARD_PAYMENT_MISSING);
  let left = owedPennies;
  for (const { payment, keptPennies } of sessions) {
    const amountPennies = Math.min(keptPennies, left);
    if (amountPennies === 0) break;
    const given = await refundOnlinePayment(online, payment, {
      amountPennies,
      reason: REPAIR_CANCELLED_REASON,
      actorId: request.actorId,
      // One key per repair, payment and amount: a retry of the same refund is the same refund.
      idempotencyKey: `repair-cancel-${repair.id}-${payment.id}-${amountPennies}`,
      what: 'repair',
    });
    request.onProviderRefund(given);
    await recordProviderRefund(tx, given);
    left -= amountPennies;
  }
}

/**
 * The provider's payments behind the repair's card payments (whose key is
 * `stripe:<session id>`), each with what the bill kept of it.
 */
async function cardPaymentsOf(tx: Tx, repair: Repair, byCard: RepairPayment[]) {
  const kept = new Map(
    byCard.map((payment) => [payment.idempotencyKey.replace(/^stripe:/, ''), payment]),
  );
  const sessions = await tx
    .select()
    .from(onlinePayments)
    .where(
      and(
        eq(onlinePayments.repairId, repair.id),
        eq(onlinePayments.status, 'paid'),
        inArray(onlinePayments.sessionId, [...kept.keys()]),
      ),
    );
  return sessions.map((payment) => ({
    payment,
    keptPennies: pennies(kept.get(payment.sessionId)!.amount),
  }));
}

/** The refund's row and its activity entry (the cancellation's audit row tells of it). */
async function recordRefund(tx: Tx, repair: Repair, refund: Given, actorId: string) {
  await tx.insert(repairRefunds).values({
    repairId: repair.id,
    amount: refund.amount,
    method: refund.method,
    reason: REPAIR_CANCELLED_REASON,
    // A repair is cancelled once: one refund of each way it was paid, never a second.
    idempotencyKey: `repair-cancel:${repair.id}:${refund.method === ONLINE_REPAIR_METHOD ? 'card_online' : 'desk'}`,
    recordedBy: actorId,
  });
  await recordActivity(tx, {
    type: 'repair',
    description: `Refund of ${formatGBP(refund.amount)} (${refund.method}) on cancelling: ${repairTitle(repair)}`,
    customerName: repair.customerName,
    amount: refund.amount,
    status: 'refunded',
    actorId,
    entityId: repair.id,
    audited: false,
  });
}
