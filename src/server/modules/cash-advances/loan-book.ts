/**
 * The pawn book in the database (docs/decisions/009-pawn-book.md): a loan's
 * agreement, ledger and items read together, and the answer built from them.
 * What is owed is never read from a column: loanPosition() works it out.
 */
import { asc, eq, inArray } from 'drizzle-orm';
import type {
  Loan,
  Payment,
  PledgedItem as PledgedItemDto,
} from '@shared/cash-advances/agreement-schemas';
import {
  forfeitableFrom,
  isOverdue,
  loanPosition,
  type Agreement,
  type LedgerEntry,
  type LoanPosition,
} from '@shared/cash-advances/ledger';
import type {
  PaymentKind,
  PaymentMethod,
  PledgedItemStatus,
} from '@shared/cash-advances/pawn-book-values';
import { formatAgreementNumber } from '@shared/cash-advances/pawn-book-values';
import { requestPhotoPath } from '@shared/cash-advances/request-photos';
import { parsePennies, penniesToDecimal } from '@shared/money-math';
import type { Db } from '../../db/client';
import {
  cashAdvancePayments,
  cashAdvances,
  pledgedItems,
  type CashAdvance,
  type CashAdvancePayment,
  type PledgedItem,
} from '../../db/schema';
import { photoIdsOf } from '../request-photos/repository';
import { toCashAdvanceDto } from './repository';

/** Anything that can read: the database or an open transaction. */
export type Reader = Pick<Db, 'select'>;

export type LoanRecord = {
  advance: CashAdvance;
  payments: CashAdvancePayment[];
  items: PledgedItem[];
  /** Ids of the photos sent with the request, in order. */
  photoIds: string[];
};

const pennies = (decimal: string) => parsePennies(decimal) ?? 0;

/** The agreement a row holds, or null before it is active (no start date). */
export function agreementOf(advance: CashAdvance): Agreement | null {
  if (!advance.startDate) return null;
  return {
    loanPennies: pennies(advance.loanAmount),
    ratePercent: pennies(advance.interestRate) / 100,
    startDate: advance.startDate,
  };
}

export const ledgerOf = (payments: readonly CashAdvancePayment[]): LedgerEntry[] =>
  payments.map((p) => ({ kind: p.kind as PaymentKind, amountPennies: pennies(p.amount) }));

/** What the loan owes now; null for a request that is not (or was never) an agreement. */
export function positionOf(record: LoanRecord): LoanPosition | null {
  const agreement = agreementOf(record.advance);
  return agreement ? loanPosition(agreement, ledgerOf(record.payments)) : null;
}

export async function loadLoan(reader: Reader, id: string): Promise<LoanRecord | undefined> {
  const [advance] = await reader
    .select()
    .from(cashAdvances)
    .where(eq(cashAdvances.id, id))
    .limit(1);
  if (!advance) return undefined;
  // One after another: the reader may be a transaction, one connection that runs
  // a query at a time (node-postgres warns of overlapping queries on a client).
  const payments = await reader
    .select()
    .from(cashAdvancePayments)
    .where(eq(cashAdvancePayments.cashAdvanceId, id))
    .orderBy(asc(cashAdvancePayments.seq));
  const items = await reader
    .select()
    .from(pledgedItems)
    .where(eq(pledgedItems.cashAdvanceId, id))
    .orderBy(asc(pledgedItems.position));
  const photoIds = await photoIdsOf(reader, id);
  return { advance, payments, items, photoIds };
}

/** Every loan's ledger at once (the CSV export), oldest payment first. */
export async function ledgersOf(
  reader: Reader,
  ids: string[],
): Promise<Map<string, CashAdvancePayment[]>> {
  const byLoan = new Map<string, CashAdvancePayment[]>();
  for (let start = 0; start < ids.length; start += 1000) {
    const rows = await reader
      .select()
      .from(cashAdvancePayments)
      .where(inArray(cashAdvancePayments.cashAdvanceId, ids.slice(start, start + 1000)))
      .orderBy(asc(cashAdvancePayments.seq));
    for (const row of rows) {
      const list = byLoan.get(row.cashAdvanceId) ?? [];
      list.push(row);
      byLoan.set(row.cashAdvanceId, list);
    }
  }
  return byLoan;
}

/** Staff see who took a payment and where an item is kept; the customer does not. */
export type Audience = 'staff' | 'customer';

export function toPaymentDto(row: CashAdvancePayment, audience: Audience): Payment {
  return {
    id: row.id,
    kind: row.kind as PaymentKind,
    amount: row.amount,
    interestPart: row.interestPart,
    principalPart: row.principalPart,
    chargeAdded: penniesToDecimal(pennies(row.chargeAdded)),
    method: row.method as PaymentMethod,
    note: row.note,
    takenBy: audience === 'staff' ? row.takenBy : null,
    createdAt: row.createdAt.toISOString(),
  };
}

function toItemDto(row: PledgedItem, audience: Audience): PledgedItemDto {
  return {
    id: row.id,
    description: row.description,
    category: row.category,
    serialNumber: row.serialNumber,
    storageLocation: audience === 'staff' ? row.storageLocation : null,
    status: row.status as PledgedItemStatus,
    productId: row.productId,
  };
}

const ZERO = '0.00';

export function toLoanDto(
  record: LoanRecord,
  audience: Audience,
  graceDays: number,
  now: Date = new Date(),
): Loan {
  const { advance, payments, items } = record;
  const position = positionOf(record);
  const active = advance.status === 'active' && position !== null;
  // Only an active loan owes anything: a paid one owes nothing, and a
  // forfeited one was settled by its items (decision 009).
  const owed = (value: number) => (active ? penniesToDecimal(value) : ZERO);
  return {
    ...toCashAdvanceDto(advance),
    agreementNumber: formatAgreementNumber(advance.agreementNumber),
    requestedAmount: advance.requestedAmount ?? advance.loanAmount,
    offerAmount: advance.offerAmount,
    offerNote: advance.offerNote,
    rejectionReason: advance.rejectionReason,
    startDate: advance.startDate,
    idChecked: advance.idChecked,
    activatedAt: advance.activatedAt?.toISOString() ?? null,
    closedAt: advance.closedAt?.toISOString() ?? null,
    balance: owed(position?.balance ?? 0),
    principalOwed: owed(position?.principalOwed ?? 0),
    interestOwed: owed(position?.interestOwed ?? 0),
    interestCharged: penniesToDecimal(position?.interestCharged ?? 0),
    totalPaid: penniesToDecimal(position?.totalPaid ?? 0),
    terms: position?.terms ?? 0,
    overdue: active && isOverdue(advance.dueDate, now),
    forfeitableFrom: active ? forfeitableFrom(position.dueDate, graceDays) : null,
    redeemAmount: active ? penniesToDecimal(position.balance) : null,
    extendAmount: active ? penniesToDecimal(position.interestOwed) : null,
    payments: payments.map((p) => toPaymentDto(p, audience)),
    items: items.map((i) => toItemDto(i, audience)),
    photos: record.photoIds.map(requestPhotoPath),
  };
}
