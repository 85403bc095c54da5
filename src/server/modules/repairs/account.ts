/** The estimate, bill and warranty of a repair as the API answers them (shared/repairs/bill-schemas). */
import { asc, eq } from 'drizzle-orm';
import type { AdminRepairAccount, BillLineDto, RepairAccount } from '@shared/repairs/bill-schemas';
import { estimateTotalPennies, type EstimateState } from '@shared/repairs/estimates';
import type { RepairStatus } from '@shared/repairs/values';
import type { Db } from '../../db/client';
import { repairPayments, repairRefunds, type Repair } from '../../db/schema';
import {
  billOf,
  billOnTheBooks,
  decimal,
  estimateLinesOf,
  pennies,
  warrantyUntil,
  type BillLine,
} from './bill';

type Reader = Pick<Db, 'select'>;

const lineDto = (line: BillLine): BillLineDto => ({
  kind: line.kind,
  description: line.description,
  quantity: line.quantity,
  unitPrice: decimal(line.unitPricePennies),
  total: decimal(line.quantity * line.unitPricePennies),
});

/** `readBill`: the customer's account shows the payment rows, staff's the journal's figures. */
export async function repairAccountOf(
  db: Reader,
  repair: Repair,
  readBill: typeof billOf = billOf,
): Promise<RepairAccount> {
  const lines = await estimateLinesOf(db, repair.id);
  const bill = await readBill(db, repair);
  return {
    status: repair.status as RepairStatus,
    estimate: repair.estimateState
      ? {
          state: repair.estimateState as EstimateState,
          version: repair.estimateVersion,
          lines: lines.map(lineDto),
          total: decimal(estimateTotalPennies(lines)),
          diagnosticFee: decimal(pennies(repair.diagnosticFee)),
          decidedAt: repair.estimateDecidedAt?.toISOString() ?? null,
          channel: (repair.estimateChannel as 'link' | 'phone' | null) ?? null,
        }
      : null,
    bill: bill && {
      lines: bill.lines.map(lineDto),
      total: decimal(bill.totalPennies),
      paid: decimal(bill.paidPennies),
      ...(bill.refundedPennies > 0 ? { refunded: decimal(bill.refundedPennies) } : {}),
      balance: decimal(bill.balancePennies),
    },
    notRepaired: repair.estimateState === 'declined',
    collectedAt: repair.collectedAt?.toISOString() ?? null,
    warrantyUntil: warrantyUntil(repair),
    warrantyClaim: repair.warrantyClaimOf
      ? {
          decision: (repair.warrantyDecision as 'accepted' | 'refused' | null) ?? null,
          reason: repair.warrantyReason,
        }
      : null,
    uncollectedNotice:
      repair.uncollectedNoticeAt && repair.uncollectedSaleAfter
        ? {
            givenAt: repair.uncollectedNoticeAt.toISOString(),
            saleAfter: repair.uncollectedSaleAfter,
          }
        : null,
  };
}

export async function adminRepairAccountOf(
  db: Reader,
  repair: Repair,
): Promise<AdminRepairAccount> {
  const payments = await db
    .select()
    .from(repairPayments)
    .where(eq(repairPayments.repairId, repair.id))
    .orderBy(asc(repairPayments.createdAt));
  const refunds = await db
    .select()
    .from(repairRefunds)
    .where(eq(repairRefunds.repairId, repair.id))
    .orderBy(asc(repairRefunds.createdAt));
  return {
    ...(await repairAccountOf(db, repair, billOnTheBooks)),
    id: repair.id,
    trackingCode: repair.trackingCode,
    decidedBy: repair.estimateDecidedBy,
    readyAt: repair.readyAt?.toISOString() ?? null,
    warrantyClaimOf: repair.warrantyClaimOf,
    payments: payments.map((p) => ({
      id: p.id,
      amount: p.amount,
      method: p.method,
      createdAt: p.createdAt.toISOString(),
    })),
    ...(refunds.length > 0
      ? {
          refunds: refunds.map((r) => ({
            id: r.id,
            amount: r.amount,
            method: r.method,
            reason: r.reason,
            createdAt: r.createdAt.toISOString(),
          })),
        }
      : {}),
    productId: repair.productId,
    sale:
      repair.saleProceeds !== null
        ? {
            proceeds: repair.saleProceeds,
            costs: repair.saleCosts ?? '0.00',
            dueToCustomer: repair.saleDueToCustomer ?? '0.00',
          }
        : null,
  };
}
