/**
 * The words staff use for what an entry concerns, both ways: a reference they
 * type (an id, CA-000123, BCR-7KQ2XM, R-1A2B3C4D) to the ids the journal's
 * lines carry, and each entry's lines back to the one reference shown beside it.
 */
import { inArray, sql } from 'drizzle-orm';
import { formatAgreementNumber } from '@shared/cash-advances/pawn-book-values';
import type { Db } from '../../db/client';
import { cashAdvances, checkouts, repairs } from '../../db/schema';
import { invoiceNumber } from '../repairs/invoice-pdf';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const AGREEMENT = /^CA[\s-]*0*(\d{1,9})$/i;
const ORDER = /^BCR-[A-Z0-9]{6}$/i;
const REPAIR = /^R-([0-9A-F]{8})$/i;

/** The record ids a typed reference names; empty when it names none (it may still be a record id). */
export async function idsOfReference(db: Db, reference: string): Promise<string[]> {
  if (UUID.test(reference)) return [reference.toLowerCase()];
  const agreement = AGREEMENT.exec(reference);
  if (agreement) {
    const rows = await db
      .select({ id: cashAdvances.id })
      .from(cashAdvances)
      .where(sql`${cashAdvances.agreementNumber} = ${Number(agreement[1])}`);
    return rows.map((row) => row.id);
  }
  if (ORDER.test(reference)) {
    const rows = await db
      .select({ id: checkouts.id })
      .from(checkouts)
      .where(sql`${checkouts.reference} = ${reference.toUpperCase()}`);
    return rows.map((row) => row.id);
  }
  const repair = REPAIR.exec(reference);
  if (repair) {
    // An invoice number is the first 8 characters of the id: it may, rarely, name two.
    const rows = await db
      .select({ id: repairs.id })
      .from(repairs)
      .where(sql`${repairs.id}::text like ${`${repair[1]!.toLowerCase()}%`}`);
    return rows.map((row) => row.id);
  }
  return [];
}

type LineRefs = {
  cashAdvanceId: string | null;
  checkoutId: string | null;
  repairId: string | null;
};

/** Reads each entry's reference in two queries, whatever the number of entries. */
export async function referenceLabeller(db: Db, lines: readonly LineRefs[]) {
  const loanIds = [...new Set(lines.flatMap((l) => (l.cashAdvanceId ? [l.cashAdvanceId] : [])))];
  const checkoutIds = [...new Set(lines.flatMap((l) => (l.checkoutId ? [l.checkoutId] : [])))];
  const [loans, orders] = await Promise.all([
    loanIds.length > 0
      ? db
          .select({ id: cashAdvances.id, number: cashAdvances.agreementNumber })
          .from(cashAdvances)
          .where(inArray(cashAdvances.id, loanIds))
      : [],
    checkoutIds.length > 0
      ? db
          .select({ id: checkouts.id, reference: checkouts.reference })
          .from(checkouts)
          .where(inArray(checkouts.id, checkoutIds))
      : [],
  ]);
  const agreementOf = new Map(loans.map((loan) => [loan.id, formatAgreementNumber(loan.number)]));
  const orderOf = new Map(orders.map((order) => [order.id, order.reference]));
  /** The entry's reference: its loan's, order's or repair's, else the closed day's. */
  return (entry: { recordType: string; recordId: string }, entryLines: readonly LineRefs[]) => {
    for (const line of entryLines) {
      if (line.cashAdvanceId) return agreementOf.get(line.cashAdvanceId) ?? null;
      if (line.checkoutId) return orderOf.get(line.checkoutId) ?? null;
      if (line.repairId) return invoiceNumber({ id: line.repairId });
    }
    return entry.recordType === 'cash_up' ? entry.recordId : null;
  };
}
