/**
 * A repair's estimate lines and bill (issue 30), read from the database and
 * worked out in pennies: the bill is the approved lines, or the diagnostic
 * fee when the customer declined, or nothing for an accepted warranty claim.
 */
import { asc, eq, sum } from 'drizzle-orm';
import {
  estimateTotalPennies,
  type EstimateLineKind,
  type EstimateState,
} from '@shared/repairs/estimates';
import { parsePennies, penniesToDecimal } from '@shared/money-math';
import { addDays, todayInLondon } from '@shared/repairs/dates';
import { repairWarrantyDays } from '@shared/shop';
import type { Db } from '../../db/client';
import {
  repairEstimateLines,
  repairPayments,
  repairRefunds,
  type Repair,
} from '../../db/schema';
import { moneyOnTheBooks } from '../ledger/record-money';

type Reader = Pick<Db, 'select'>;

export type BillLine = {
  kind: EstimateLineKind | 'diagnostic';
  description: string;
  quantity: number;
  unitPricePennies: number;
};

export const pennies = (decimal: string | null | undefined): number =>
  decimal ? (parsePennies(decimal) ?? 0) : 0;

export async function estimateLinesOf(db: Reader, repairId: string): Promise<BillLine[]> {
  const rows = await db
    .select()
    .from(repairEstimateLines)
    .where(eq(repairEstimateLines.repairId, repairId))
    .orderBy(asc(repairEstimateLines.position));
  return rows.map((row) => ({
    kind: row.kind as EstimateLineKind,
    description: row.description,
    quantity: row.quantity,
    unitPricePennies: pennies(row.unitPrice),
  }));
}

export const DIAGNOSTIC_LINE = 'Diagnosis (estimate declined)';

/** The lines the customer pays for: null while there is no bill yet. */
export function billLinesOf(repair: Repair, estimate: BillLine[]): BillLine[] | null {
  if (repair.warrantyClaimOf && repair.warrantyDecision === 'accepted') return [];
  const state = repair.estimateState as EstimateState | null;
  if (state === 'approved') return estimate;
  if (state === 'declined') {
    const fee = pennies(repair.diagnosticFee);
    return fee > 0
      ? [{ kind: 'diagnostic', description: DIAGNOSTIC_LINE, quantity: 1, unitPricePennies: fee }]
      : [];
  }
  return null;
}

export async function paidPennies(db: Reader, repairId: string): Promise<number> {
  const [row] = await db
    .select({ paid: sum(repairPayments.amount) })
    .from(repairPayments)
    .where(eq(repairPayments.repairId, repairId));
  return pennies(row?.paid ?? null);
}

/** Money given back on the repair (its cancellation after payment). */
export async function refundedPennies(db: Reader, repairId: string): Promise<number> {
  const [row] = await db
    .select({ refunded: sum(repairRefunds.amount) })
    .from(repairRefunds)
    .where(eq(repairRefunds.repairId, repairId));
  return pennies(row?.refunded ?? null);
}

export type Bill = {
  lines: BillLine[];
  totalPennies: number;
  paidPennies: number;
  refundedPennies: number;
  balancePennies: number;
};

/**
 * The bill as it stands, or null while the estimate has no answer, from the payment and
 * refund rows: what the writes check, under the repair's lock, before taking money.
 */
export async function billOf(db: Reader, repair: Repair): Promise<Bill | null> {
  const lines = billLinesOf(repair, await estimateLinesOf(db, repair.id));
  if (!lines) return null;
  return billFrom(repair, lines, {
    paidPennies: await paidPennies(db, repair.id),
    refundedPennies: await refundedPennies(db, repair.id),
  });
}

/**
 * The bill as staff are shown it: what was paid and given back as the journal holds it
 * (decision 037), so a correcting entry posted on the repair shows too.
 */
export async function billOnTheBooks(db: Reader, repair: Repair): Promise<Bill | null> {
  const lines = billLinesOf(repair, await estimateLinesOf(db, repair.id));
  if (!lines) return null;
  return billFrom(repair, lines, await moneyOnTheBooks(db, { repairId: repair.id }));
}

type BillMoney = Pick<Bill, 'paidPennies' | 'refundedPennies'>;

function billFrom(repair: Repair, lines: BillLine[], money: BillMoney): Bill {
  const total = estimateTotalPennies(lines);
  const { paidPennies: paid, refundedPennies: refunded } = money;
  return {
    lines,
    totalPennies: total,
    paidPennies: paid,
    refundedPennies: refunded,
    // A cancelled repair is owed nothing: what it took was given back with the cancellation.
    balancePennies: repair.status === 'cancelled' ? 0 : Math.max(0, total - paid + refunded),
  };
}

/** The last day of the warranty: 90 days from the day of collection. */
export const warrantyUntil = (repair: Pick<Repair, 'collectedAt'>): string | null =>
  repair.collectedAt ? addDays(todayInLondon(repair.collectedAt), repairWarrantyDays) : null;

export const decimal = penniesToDecimal;
