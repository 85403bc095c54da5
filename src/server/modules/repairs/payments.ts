/**
 * Payments the desk takes for a repair's bill, and the hand-over (issue 30).
 * One transaction locks the repair's row, so a second payment waits and then
 * sees the first; the Idempotency-Key makes a repeat answer the payment already
 * taken. The payment, its activity entry and (when asked) the hand-over are
 * written together: a device goes back only when its bill is paid.
 */
import { eq } from 'drizzle-orm';
import { formatGBP } from '@shared/money';
import { repairTitle } from '@shared/repairs/schemas';
import type { RepairPaymentMethod } from '@shared/repairs/estimates';
import type { Db, Tx } from '../../db/client';
import { repairPayments, repairs, type Repair, type RepairPayment } from '../../db/schema';
import { conflict } from '../../http-error';
import { recordActivity } from '../activity/repository';
import { changedFields, type AuditChanges } from '../audit/record';
import { billOf, decimal, pennies, type Bill } from './bill';
import { lockRepair } from './estimates';
import { recordRepairStatus } from './status-history';

export const REPAIR_KEY_TAKEN = 'This Idempotency-Key was already used for a different payment.';
export const NO_BILL_YET =
  'This repair has no bill yet: it is billed once the estimate is answered and the device is ready.';
export const unpaidMessage = (balance: number) =>
  `This repair has ${formatGBP(decimal(balance))} to pay: record the payment before handing the device back.`;

export type RepairPaymentInput = {
  amountPennies: number;
  method: RepairPaymentMethod;
  handOver: boolean;
  idempotencyKey: string;
};

/**
 * Moves a paid repair to collected (the caller holds the row's lock). `alsoChanged`:
 * what the same request changed before it (the payment), for the one audit row.
 */
export async function handOver(
  tx: Tx,
  row: Repair,
  bill: Bill,
  actorId: string,
  alsoChanged: AuditChanges | null = null,
): Promise<Repair> {
  if (bill.balancePennies > 0) throw conflict(unpaidMessage(bill.balancePennies));
  const [updated] = await tx
    .update(repairs)
    .set({ status: 'collected', collectedAt: new Date() })
    .where(eq(repairs.id, row.id))
    .returning();
  await recordRepairStatus(tx, row.id, 'collected');
  await recordActivity(tx, {
    type: 'repair',
    description: `Repair collected: ${repairTitle(row)}`,
    customerName: row.customerName,
    amount: decimal(bill.totalPennies),
    status: 'collected',
    actorId,
    entityId: row.id,
    changes: { ...alsoChanged, ...changedFields(row, updated!) },
  });
  return updated!;
}

export type PaymentResult = {
  repair: Repair;
  payment: RepairPayment;
  bill: Bill;
  created: boolean;
};

export async function recordRepairPayment(
  db: Db,
  id: string,
  input: RepairPaymentInput,
  actorId: string,
): Promise<PaymentResult | null> {
  return db.transaction(async (tx) => {
    const row = await lockRepair(tx, { id });
    if (!row) return null;
    // Looked up after the lock: a repeat sent at the same time waits for the first.
    const [earlier] = await tx
      .select()
      .from(repairPayments)
      .where(eq(repairPayments.idempotencyKey, input.idempotencyKey))
      .limit(1);
    if (earlier) {
      const same =
        earlier.repairId === id &&
        pennies(earlier.amount) === input.amountPennies &&
        earlier.method === input.method;
      if (!same) throw conflict(REPAIR_KEY_TAKEN);
      return { repair: row, payment: earlier, bill: (await billOf(tx, row))!, created: false };
    }
    const before = await billOf(tx, row);
    if (row.status !== 'ready' || !before) throw conflict(NO_BILL_YET);
    if (input.amountPennies > before.balancePennies) {
      throw conflict(
        `The bill has ${formatGBP(decimal(before.balancePennies))} left to pay: take no more than that.`,
      );
    }
    const [payment] = await tx
      .insert(repairPayments)
      .values({
        repairId: id,
        amount: decimal(input.amountPennies),
        method: input.method,
        idempotencyKey: input.idempotencyKey,
        takenBy: actorId,
      })
      .returning();
    const bill = (await billOf(tx, row))!;
    const paid: AuditChanges = {
      payment: {
        old: null,
        new: { amount: decimal(input.amountPennies), method: input.method },
      },
      balance: { old: decimal(before.balancePennies), new: decimal(bill.balancePennies) },
    };
    await recordActivity(tx, {
      type: 'repair',
      description: `Repair payment (${input.method}) of ${formatGBP(decimal(input.amountPennies))}: ${repairTitle(row)}`,
      customerName: row.customerName,
      amount: decimal(input.amountPennies),
      status: row.status,
      actorId,
      entityId: id,
      action: 'repair.payment',
      changes: paid,
      // Handed over in the same request: the hand-over's audit row tells of the payment too.
      audited: !input.handOver,
    });
    const repair = input.handOver ? await handOver(tx, row, bill, actorId, paid) : row;
    return { repair, payment: payment!, bill, created: true };
  });
}

/** How a repair bill paid through the provider is recorded (the reconciliation's method). */
export const ONLINE_REPAIR_METHOD = 'card_online';

/** Whether the customer may start paying online: a ready repair whose bill has a balance. */
export function onlineRepairBalance(row: Repair, bill: Bill | null): number {
  if (row.status !== 'ready' || !bill) throw conflict(NO_BILL_YET);
  if (bill.balancePennies === 0) throw conflict('This repair is paid: there is nothing to pay.');
  return bill.balancePennies;
}

/**
 * Records a card payment the provider confirmed (webhook or sweep) against the
 * bill, keyed by the session: a replay finds the payment already written. It
 * takes no more than the balance at that moment; answers what it took, in
 * pennies, so the rest is refunded (all of it when the bill was paid at the
 * desk meanwhile, or the repair is no longer waiting to be paid).
 */
export async function recordOnlineRepairPayment(
  db: Db,
  repairId: string,
  input: { amountPennies: number; idempotencyKey: string; reference: string },
): Promise<{ takenPennies: number; replayed: boolean }> {
  return db.transaction(async (tx) => {
    const row = await lockRepair(tx, { id: repairId });
    const [earlier] = await tx
      .select()
      .from(repairPayments)
      .where(eq(repairPayments.idempotencyKey, input.idempotencyKey))
      .limit(1);
    if (earlier) return { takenPennies: pennies(earlier.amount), replayed: true };
    if (!row || row.status !== 'ready') return { takenPennies: 0, replayed: false };
    const bill = await billOf(tx, row);
    const taken = Math.min(input.amountPennies, bill?.balancePennies ?? 0);
    if (taken === 0) return { takenPennies: 0, replayed: false };
    await tx.insert(repairPayments).values({
      repairId,
      amount: decimal(taken),
      method: ONLINE_REPAIR_METHOD,
      idempotencyKey: input.idempotencyKey,
      takenBy: null,
    });
    await recordActivity(tx, {
      type: 'repair',
      description: `Repair payment (${ONLINE_REPAIR_METHOD}) of ${formatGBP(decimal(taken))}: ${repairTitle(row)} (${input.reference})`,
      customerName: row.customerName,
      amount: decimal(taken),
      status: row.status,
      actorId: null,
    });
    return { takenPennies: taken, replayed: false };
  });
}
