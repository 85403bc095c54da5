/**
 * The pawn book in the database (docs/decisions/009-pawn-book.md): a loan's
 * agreement, ledger and items read together, and the answer built from them.
 * What is owed is never read from a column: loanPosition() works it out.
 */
import { asc, eq, inArray } from 'drizzle-orm';
import type {
  Loan,
  LoanRefund,
  Payment,
  PledgedItem as PledgedItemDto,
  SaleExpense,
} from '@shared/cash-advances/agreement-schemas';
import {
  afterPeriodRoute,
  afterRedemptionPeriod,
  extensionOffer,
  interestCap,
  isOverdue,
  loanPosition,
  redemptionPeriodEnd,
  withdrawalRepayBy,
  withdrawalWindow,
  type Agreement,
  type Forbearance,
  type LedgerEntry,
  type LoanPosition,
} from '@shared/cash-advances/ledger';
import { redeemableStatuses } from '@shared/cash-advances/values';
import { noClosures, type Closures } from '@shared/calendar/opening-days';
import { todayInLondon } from '@shared/repairs/dates';
import type {
  PaymentKind,
  PaymentMethod,
  PledgedItemStatus,
} from '@shared/cash-advances/pawn-book-values';
import { formatAgreementNumber } from '@shared/cash-advances/pawn-book-values';
import {
  noticeCountsFrom,
  noticeTiming,
  type NoticeDelivery,
} from '@shared/cash-advances/notice-delivery';
import { requestPhotoPath } from '@shared/cash-advances/request-photos';
import { shop, shopAddressLine } from '@shared/shop';
import { parsePennies, penniesToDecimal } from '@shared/money-math';
import type { Db } from '../../db/client';
import {
  cashAdvanceForbearance,
  cashAdvancePayments,
  cashAdvanceSaleExpenses,
  cashAdvances,
  customerCareNotes,
  onlinePayments,
  onlineRefunds,
  pledgedItems,
  users,
  type CashAdvance,
  type CashAdvancePayment,
  type PledgedItem,
} from '../../db/schema';

export type ForbearanceRow = typeof cashAdvanceForbearance.$inferSelect;
import { closuresFrom } from '../calendar/repository';
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
  /** Refunds to the card of the loan's online payments, oldest first. */
  refunds: LoanRefundRow[];
  /** The usernames of the staff who took its payments, by id: staff read names, not ids. */
  staffNames: ReadonlyMap<string, string>;
  /**
   * The staff closures from the agreement's start on (none before one): the
   * shut days from a due date on cost no interest (decision 036).
   */
  closures: Closures;
  /** The waivers and the freeze an owner gave, oldest first (CONC 6.7). */
  forbearance: ForbearanceRow[];
  /** The customer needs extra care: the note staff read on every loan of theirs. */
  careNote: string | null;
  /** The costs of its sale, itemised, in order (none before a sale). */
  saleExpenses: SaleExpenseRow[];
};

export type SaleExpenseRow = Pick<
  typeof cashAdvanceSaleExpenses.$inferSelect,
  'description' | 'amount'
>;

export type LoanRefundRow = Pick<
  typeof onlineRefunds.$inferSelect,
  'amount' | 'reason' | 'createdAt' | 'providerRefundId'
>;

const pennies = (decimal: string) => parsePennies(decimal) ?? 0;

/** The forbearance the loan maths applies, from the rows an owner wrote. */
export function forbearanceOf(rows: readonly ForbearanceRow[]): Forbearance {
  const freeze = rows.find((row) => row.kind === 'freeze');
  return {
    waivers: rows
      .filter((row) => row.kind === 'waiver')
      .map((row) => ({ onDate: row.fromDate, amountPennies: pennies(row.amount) })),
    frozenFrom: freeze?.fromDate ?? null,
  };
}

/**
 * The agreement a row holds (with the forbearance given on it), or null
 * before it is active (no start date).
 */
export function agreementOf(
  advance: CashAdvance,
  forbearance: readonly ForbearanceRow[] = [],
): Agreement | null {
  if (!advance.startDate) return null;
  return {
    loanPennies: pennies(advance.loanAmount),
    ratePercent: pennies(advance.interestRate) / 100,
    startDate: advance.startDate,
    forbearance: forbearanceOf(forbearance),
  };
}

/** The agreement of a loan read whole: its forbearance counted. */
export const agreementOfLoan = (record: Pick<LoanRecord, 'advance' | 'forbearance'>) =>
  agreementOf(record.advance, record.forbearance);

/** The ledger as the loan maths replays it: each payment on its London day. */
export const ledgerOf = (payments: readonly CashAdvancePayment[]): LedgerEntry[] =>
  payments.map((p) => ({
    kind: p.kind as PaymentKind,
    amountPennies: pennies(p.amount),
    onDate: todayInLondon(p.createdAt),
  }));

/**
 * What the loan owes on `on` (a London day, today by default), the interest after
 * the due date charged up to it; null for a request that is not (or was never) an agreement.
 */
export function positionOf(record: LoanRecord, on: string = todayInLondon()): LoanPosition | null {
  const agreement = agreementOfLoan(record);
  return agreement ? loanPosition(agreement, ledgerOf(record.payments), on, record.closures) : null;
}

/** The closures a loan's figures count: those from its agreement's start on. */
export const loanClosures = (reader: Reader, advance: CashAdvance): Promise<Closures> =>
  advance.startDate ? closuresFrom(reader, advance.startDate) : Promise.resolve(noClosures);

/**
 * The closures every one of these loans' figures count, read once (the CSV
 * export): from the earliest start on, a closure before a loan's start never
 * being one of its due dates.
 */
export function closuresOfLoans(
  reader: Reader,
  advances: readonly CashAdvance[],
): Promise<Closures> {
  const starts = advances.flatMap((advance) => advance.startDate ?? []).sort();
  return starts[0] ? closuresFrom(reader, starts[0]) : Promise.resolve(noClosures);
}

/** Still redeemable: active, or under a notice of sale or listed (s.116(3)). */
export const isRedeemable = (status: string): boolean =>
  (redeemableStatuses as readonly string[]).includes(status);

/** The pawn book's rules a loan answer needs from the configuration. */
export type LoanRules = { redemptionMonths: number };

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
  const refunds = await reader
    .select({
      amount: onlineRefunds.amount,
      reason: onlineRefunds.reason,
      createdAt: onlineRefunds.createdAt,
      providerRefundId: onlineRefunds.providerRefundId,
    })
    .from(onlineRefunds)
    .innerJoin(onlinePayments, eq(onlinePayments.id, onlineRefunds.onlinePaymentId))
    .where(eq(onlinePayments.cashAdvanceId, id))
    .orderBy(asc(onlineRefunds.createdAt));
  const takers = [...new Set(payments.flatMap((payment) => payment.takenBy ?? []))];
  const staff = takers.length
    ? await reader
        .select({ id: users.id, username: users.username })
        .from(users)
        .where(inArray(users.id, takers))
    : [];
  const staffNames = new Map(staff.map((person) => [person.id, person.username]));
  const closures = await loanClosures(reader, advance);
  const forbearance = await reader
    .select()
    .from(cashAdvanceForbearance)
    .where(eq(cashAdvanceForbearance.cashAdvanceId, id))
    .orderBy(asc(cashAdvanceForbearance.createdAt));
  const [care] = await reader
    .select({ note: customerCareNotes.note })
    .from(customerCareNotes)
    .where(eq(customerCareNotes.customerId, advance.userId))
    .limit(1);
  return {
    advance,
    payments,
    items,
    photoIds,
    refunds,
    staffNames,
    closures,
    forbearance,
    careNote: care?.note ?? null,
    saleExpenses: advance.saleDate ? await saleExpensesOf(reader, id) : [],
  };
}

/** A sale's expense lines, in order. */
const saleExpensesOf = (reader: Reader, id: string): Promise<SaleExpenseRow[]> =>
  reader
    .select({
      description: cashAdvanceSaleExpenses.description,
      amount: cashAdvanceSaleExpenses.amount,
    })
    .from(cashAdvanceSaleExpenses)
    .where(eq(cashAdvanceSaleExpenses.cashAdvanceId, id))
    .orderBy(asc(cashAdvanceSaleExpenses.position));

/** Rows of many loans read in chunks and grouped by loan (the CSV export). */
async function byLoanOf<Row extends { loanId: string }>(
  ids: readonly string[],
  read: (chunk: string[]) => Promise<Row[]>,
): Promise<Map<string, Row[]>> {
  const byLoan = new Map<string, Row[]>();
  for (let start = 0; start < ids.length; start += 1000) {
    for (const row of await read(ids.slice(start, start + 1000))) {
      const list = byLoan.get(row.loanId) ?? [];
      list.push(row);
      byLoan.set(row.loanId, list);
    }
  }
  return byLoan;
}

/** Every loan's pledged items at once (the CSV export: the receipt's description), in order. */
export const itemsOfLoans = (reader: Reader, ids: readonly string[]) =>
  byLoanOf(ids, (chunk) =>
    reader
      .select({ loanId: pledgedItems.cashAdvanceId, item: pledgedItems })
      .from(pledgedItems)
      .where(inArray(pledgedItems.cashAdvanceId, chunk))
      .orderBy(asc(pledgedItems.cashAdvanceId), asc(pledgedItems.position)),
  );

/** Every sold loan's expense lines at once (the CSV export), in order. */
export const saleExpensesOfLoans = (reader: Reader, ids: readonly string[]) =>
  byLoanOf(ids, (chunk) =>
    reader
      .select({
        loanId: cashAdvanceSaleExpenses.cashAdvanceId,
        description: cashAdvanceSaleExpenses.description,
        amount: cashAdvanceSaleExpenses.amount,
      })
      .from(cashAdvanceSaleExpenses)
      .where(inArray(cashAdvanceSaleExpenses.cashAdvanceId, chunk))
      .orderBy(asc(cashAdvanceSaleExpenses.cashAdvanceId), asc(cashAdvanceSaleExpenses.position)),
  );

/** Every loan's forbearance at once (the CSV export), oldest first. */
export async function forbearanceOfLoans(
  reader: Reader,
  ids: string[],
): Promise<Map<string, ForbearanceRow[]>> {
  const byLoan = new Map<string, ForbearanceRow[]>();
  for (let start = 0; start < ids.length; start += 1000) {
    const rows = await reader
      .select()
      .from(cashAdvanceForbearance)
      .where(inArray(cashAdvanceForbearance.cashAdvanceId, ids.slice(start, start + 1000)))
      .orderBy(asc(cashAdvanceForbearance.createdAt));
    for (const row of rows)
      byLoan.set(row.cashAdvanceId, [...(byLoan.get(row.cashAdvanceId) ?? []), row]);
  }
  return byLoan;
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

export function toPaymentDto(
  row: CashAdvancePayment,
  audience: Audience,
  staffNames: ReadonlyMap<string, string>,
): Payment {
  return {
    id: row.id,
    kind: row.kind as PaymentKind,
    amount: row.amount,
    interestPart: row.interestPart,
    principalPart: row.principalPart,
    chargeAdded: penniesToDecimal(pennies(row.chargeAdded)),
    receiptSubstitute: (row.receiptSubstitute as Payment['receiptSubstitute']) ?? null,
    method: row.method as Payment['method'],
    note: row.note,
    takenBy: audience === 'staff' && row.takenBy ? (staffNames.get(row.takenBy) ?? null) : null,
    createdAt: row.createdAt.toISOString(),
  };
}

function toRefundDto(row: LoanRefundRow, audience: Audience): LoanRefund {
  return {
    amount: row.amount,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
    providerRefundId: audience === 'staff' ? row.providerRefundId : null,
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

const isoOrNull = (date: Date | null) => date?.toISOString() ?? null;

/**
 * How the loan's notice of sale reaches the customer (notice-delivery.ts): by
 * email when they agreed to it and the first day of sale was counted from the
 * day of the notice (only the email is counted so); otherwise by the letter,
 * from its posting day once recorded. Null without a notice.
 */
export function noticeDeliveryOf(advance: CashAdvance): NoticeDelivery | null {
  if (!advance.noticeGivenAt) return null;
  const givenOn = todayInLondon(advance.noticeGivenAt);
  // A letter is delivered two working days after posting at the earliest, so only the
  // email is received the working day after the notice (and its sale counted from then).
  const byEmail = { by: 'email', givenOn } as const;
  if (advance.noticesByEmail && advance.saleAllowedFrom === noticeTiming(byEmail).saleAllowedFrom) {
    return byEmail;
  }
  return {
    by: 'post',
    postedOn: advance.noticePostedAt ? todayInLondon(advance.noticePostedAt) : null,
  };
}

function noticeOf(advance: CashAdvance): Loan['noticeOfSale'] {
  const delivery = noticeDeliveryOf(advance);
  if (!advance.noticeGivenAt || !delivery) return null;
  return {
    givenAt: advance.noticeGivenAt.toISOString(),
    askingPrice: advance.noticeAskingPrice ?? ZERO,
    owed: advance.noticeOwed ?? ZERO,
    postedAt: isoOrNull(advance.noticePostedAt),
    deliveredBy: delivery.by,
    deliveredOn: advance.saleAllowedFrom ? noticeCountsFrom(advance.saleAllowedFrom) : null,
    saleAllowedFrom: advance.saleAllowedFrom,
  };
}

/** Where a pawn was sold: the premises staff named, or the shop's own (the pawn records). */
export const salePremisesOf = (advance: Pick<CashAdvance, 'salePremises'>): string =>
  advance.salePremises ?? `${shop.name}, ${shopAddressLine}`;

function statementOf(
  advance: CashAdvance,
  expenseLines: readonly SaleExpenseRow[],
): Loan['saleStatement'] {
  if (!advance.saleDate) return null;
  const money = (value: string | null) => penniesToDecimal(pennies(value ?? '0'));
  return {
    saleDate: advance.saleDate,
    premises: salePremisesOf(advance),
    proceeds: money(advance.saleProceeds),
    expenses: money(advance.saleExpenses),
    expenseLines: expenseLines.map((line): SaleExpense => ({
      description: line.description,
      amount: money(line.amount),
    })),
    owed: money(advance.saleOwed),
    surplus: money(advance.saleSurplus),
    shortfall: money(advance.saleShortfall),
    surplusPaidAt: isoOrNull(advance.surplusPaidAt),
    surplusPaidMethod: (advance.surplusPaidMethod as PaymentMethod | null) ?? null,
  };
}

/** A surplus of a sale the shop has not paid the customer yet, in pennies. */
export const unpaidSurplus = (advance: CashAdvance): number =>
  advance.surplusPaidAt ? 0 : pennies(advance.saleSurplus ?? '0');

export function toLoanDto(
  record: LoanRecord,
  audience: Audience,
  rules: LoanRules,
  { now = new Date(), on = todayInLondon(now) }: { now?: Date; on?: string } = {},
): Loan {
  const { advance, payments, items } = record;
  const position = positionOf(record, on);
  const active = isRedeemable(advance.status) && position !== null;
  // Only a loan that can still be redeemed owes anything: a paid one owes
  // nothing, a forfeited one was settled by its items, and a sold one by its
  // sale statement (decisions 009 and 023).
  const owed = (value: number) => (active ? penniesToDecimal(value) : ZERO);
  const start = advance.startDate;
  const due = position?.dueDate;
  const route = start
    ? afterPeriodRoute(pennies(advance.loanAmount), start, rules.redemptionMonths, due)
    : null;
  const afterPeriod = start ? afterRedemptionPeriod(start, rules.redemptionMonths, due) : null;
  const agreement = agreementOfLoan(record);
  const extension =
    active && advance.status === 'active' && !advance.withdrawalNoticeOn
      ? extensionOffer(position, on)
      : null;
  const withdrawal = start ? withdrawalWindow(start) : null;
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
    redemptionPeriodEnds: start ? redemptionPeriodEnd(start, rules.redemptionMonths, due) : null,
    figuresOn: on,
    dailyInterest: owed(position?.dailyInterest ?? 0),
    daysLate: active ? position.daysLate : 0,
    daysCharged: position?.daysCharged ?? 0,
    interestWaived: penniesToDecimal(position?.interestWaived ?? 0),
    interestCap: agreement ? penniesToDecimal(interestCap(agreement)) : null,
    capReached: position?.capReached ?? false,
    interestFrozenFrom: position?.frozenFrom ?? null,
    withdrawalOpenUntil:
      withdrawal &&
      advance.status === 'active' &&
      !advance.withdrawalNoticeOn &&
      on <= withdrawal.to
        ? withdrawal.to
        : null,
    withdrawal: advance.withdrawalNoticeOn
      ? {
          noticeGivenOn: advance.withdrawalNoticeOn,
          repayBy: withdrawalRepayBy(advance.withdrawalNoticeOn),
        }
      : null,
    // The customer's pages replay the ledger with it too; the reason is staff's.
    forbearance: record.forbearance.map((row) => ({
      id: row.id,
      kind: row.kind as 'waiver' | 'freeze',
      amount: row.amount,
      fromDate: row.fromDate,
      reason: audience === 'staff' ? row.reason : null,
      createdAt: row.createdAt.toISOString(),
    })),
    careNote: audience === 'staff' ? record.careNote : null,
    forfeitableFrom: advance.status === 'active' && route === 'forfeit' ? afterPeriod : null,
    noticeOfSaleFrom: advance.status === 'active' && route === 'sale' ? afterPeriod : null,
    dateOfBirth: audience === 'staff' ? advance.customerDateOfBirth : null,
    address: advance.customerAddress,
    noticesByEmail: advance.noticesByEmail,
    noticeEmail: advance.noticesByEmail ? advance.noticeEmail : null,
    enteredLater: advance.enteredLater,
    noticeOfSale: noticeOf(advance),
    listedAt: isoOrNull(advance.listedAt),
    saleStatement: statementOf(advance, record.saleExpenses),
    surplusOwed: penniesToDecimal(unpaidSurplus(advance)),
    redeemAmount: active ? penniesToDecimal(position.balance) : null,
    closedDays: start ? [...record.closures.keys()].filter((day) => day >= start).sort() : [],
    // Extensions are for a loan still in its ordinary life, not one under notice of sale.
    extendAmount: extension?.offer ? penniesToDecimal(extension.offer.amountPennies) : null,
    extendedDueDate: extension?.offer?.newDueDate ?? null,
    extensionBlocked: extension?.refusal ?? null,
    payments: payments.map((p) => toPaymentDto(p, audience, record.staffNames)),
    refunds: record.refunds.map((r) => toRefundDto(r, audience)),
    items: items.map((i) => toItemDto(i, audience)),
    photos: record.photoIds.map(requestPhotoPath),
  };
}
