/**
 * The pawn book's money (docs/decisions/009-pawn-book.md): what a loan owes is
 * worked out from its agreement and its payments ledger, never stored.
 *
 * - The agreement charges `rate`% of the loan, flat, for the first 28-day term.
 * - A part payment pays the interest owed first, then principal.
 * - An extension pays exactly the interest owed; a new 28-day term starts at
 *   the old due date with a new charge of `rate`% on the principal still owed.
 * - A redemption pays exactly the balance; nothing is owed after it.
 * Every figure is a whole number of pennies; charges round half up (percentOf).
 */
import { addDays, daysBetween, parseYmd, todayInLondon } from '../repairs/dates';
import { penniesToDecimal, percentOf } from '../money-math';
import { formatGBP } from '../money';
import { LOAN_TERM_DAYS } from './values';
import { MAX_BACKDATE_MONTHS, type PaymentKind } from './pawn-book-values';

export type Agreement = {
  loanPennies: number;
  ratePercent: number;
  /** The first day of the first term, 'YYYY-MM-DD' (Europe/London). */
  startDate: string;
};

export type LedgerEntry = { kind: PaymentKind; amountPennies: number };

/** How a payment was applied: the parts add up to its amount. */
export type Allocation = {
  interestPennies: number;
  principalPennies: number;
  /** The new term's charge an extension raised (0 for other kinds). */
  chargeAddedPennies: number;
};

export type LoanPosition = {
  principalOwed: number;
  interestOwed: number;
  balance: number;
  /** Every charge raised so far: the first term's and one per extension. */
  interestCharged: number;
  totalPaid: number;
  /** 1 for the agreement's own term, plus one per extension. */
  terms: number;
  /** The last day of the current term, 'YYYY-MM-DD'. */
  dueDate: string;
  redeemed: boolean;
};

/** The agreement's own position, before any payment. */
export function openingPosition(agreement: Agreement): LoanPosition {
  const charge = percentOf(agreement.loanPennies, agreement.ratePercent);
  return {
    principalOwed: agreement.loanPennies,
    interestOwed: charge,
    balance: agreement.loanPennies + charge,
    interestCharged: charge,
    totalPaid: 0,
    terms: 1,
    dueDate: addDays(agreement.startDate, LOAN_TERM_DAYS),
    redeemed: false,
  };
}

export type PaymentRefusal = { status: 400 | 409; message: string };

const pounds = (pennies: number) => formatGBP(penniesToDecimal(pennies));

/** Why this payment cannot be taken against the position, or null when it can. */
export function paymentRefusal(position: LoanPosition, entry: LedgerEntry): PaymentRefusal | null {
  const { amountPennies: amount, kind } = entry;
  if (!Number.isSafeInteger(amount) || amount <= 0) {
    return { status: 400, message: 'Amount must be more than £0' };
  }
  if (position.redeemed || position.balance === 0) {
    return { status: 409, message: 'Nothing is owed on this loan.' };
  }
  if (amount > position.balance) {
    return {
      status: 409,
      message: `The amount ${pounds(amount)} is more than the balance of ${pounds(position.balance)}.`,
    };
  }
  if (kind === 'part' && amount === position.balance) {
    return {
      status: 409,
      message: `${pounds(amount)} is the whole balance: record it as a redemption.`,
    };
  }
  if (kind === 'extension') {
    if (position.interestOwed === 0) {
      return {
        status: 409,
        message:
          'No interest is owed for this term, so there is nothing to pay for an extension; take a part payment or a redemption.',
      };
    }
    if (amount !== position.interestOwed) {
      return {
        status: 409,
        message: `An extension pays exactly the interest owed for this term: ${pounds(position.interestOwed)}.`,
      };
    }
  }
  if (kind === 'redemption' && amount !== position.balance) {
    return {
      status: 409,
      message: `A redemption pays exactly the balance: ${pounds(position.balance)}.`,
    };
  }
  return null;
}

/** How the payment is applied, and the position after it. Throws on a refused payment. */
export function applyPayment(
  agreement: Agreement,
  position: LoanPosition,
  entry: LedgerEntry,
): { allocation: Allocation; position: LoanPosition } {
  const refusal = paymentRefusal(position, entry);
  if (refusal) throw new RangeError(refusal.message);
  const interestPennies = Math.min(entry.amountPennies, position.interestOwed);
  const principalPennies = entry.amountPennies - interestPennies;
  let principalOwed = position.principalOwed - principalPennies;
  let interestOwed = position.interestOwed - interestPennies;
  let chargeAddedPennies = 0;
  let { terms, dueDate, interestCharged } = position;
  if (entry.kind === 'extension') {
    chargeAddedPennies = percentOf(principalOwed, agreement.ratePercent);
    interestOwed += chargeAddedPennies;
    interestCharged += chargeAddedPennies;
    terms += 1;
    // The new term starts at the old due date.
    dueDate = addDays(dueDate, LOAN_TERM_DAYS);
  }
  if (entry.kind === 'redemption') {
    principalOwed = 0;
    interestOwed = 0;
  }
  return {
    allocation: { interestPennies, principalPennies, chargeAddedPennies },
    position: {
      principalOwed,
      interestOwed,
      balance: principalOwed + interestOwed,
      interestCharged,
      totalPaid: position.totalPaid + entry.amountPennies,
      terms,
      dueDate,
      redeemed: entry.kind === 'redemption',
    },
  };
}

/** The loan's position after every payment of its ledger, oldest first. */
export function loanPosition(agreement: Agreement, ledger: readonly LedgerEntry[]): LoanPosition {
  let position = openingPosition(agreement);
  for (const entry of ledger) position = applyPayment(agreement, position, entry).position;
  return position;
}

// ------------------------------------------------------------------ dates

/**
 * The instant a term ends: the end of its last day in the shop's time zone
 * (23:59:59.999 Europe/London), so a loan due "today" is not overdue today.
 */
export function endOfLondonDay(ymd: string): Date {
  const parts = parseYmd(ymd);
  if (!parts) throw new RangeError(`Not a calendar date: ${ymd}`);
  const next = parseYmd(addDays(ymd, 1))!;
  // Midnight starting the next day, London: UTC midnight less London's offset then.
  const utcMidnight = Date.UTC(next.year, next.month - 1, next.day);
  const offsetMs = londonOffsetMs(new Date(utcMidnight));
  return new Date(utcMidnight - offsetMs - 1);
}

const londonParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

/** London's offset from UTC at an instant (0 in winter, one hour in summer). */
function londonOffsetMs(at: Date): number {
  const parts = londonParts.formatToParts(at);
  const get = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'));
  return asUtc - Math.floor(at.getTime() / 60_000) * 60_000;
}

/** Active and past the end of its due day. */
export const isOverdue = (dueDate: Date, now: Date = new Date()): boolean =>
  now.getTime() > dueDate.getTime();

/** The first day the shop may forfeit a loan due on `dueDate` ('YYYY-MM-DD'). */
export const forfeitableFrom = (dueDate: string, graceDays: number): string =>
  addDays(dueDate, graceDays + 1);

export function mayForfeit(dueDate: string, graceDays: number, now: Date = new Date()): boolean {
  return daysBetween(forfeitableFrom(dueDate, graceDays), todayInLondon(now)) >= 0;
}

/** The earliest start date an agreement may have today: six months back. */
export function earliestStartDate(now: Date = new Date()): string {
  const today = parseYmd(todayInLondon(now))!;
  const monthIndex = today.year * 12 + (today.month - 1) - MAX_BACKDATE_MONTHS;
  const year = Math.floor(monthIndex / 12);
  const month = (monthIndex % 12) + 1;
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const day = Math.min(today.day, lastDay);
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Why a start date cannot be used, or null: never in the future, at most six months back. */
export function startDateProblem(ymd: string, now: Date = new Date()): string | null {
  if (!parseYmd(ymd)) return 'Start date must be a date written YYYY-MM-DD';
  if (daysBetween(todayInLondon(now), ymd) > 0) return 'Start date cannot be in the future';
  if (daysBetween(earliestStartDate(now), ymd) < 0) {
    return `Start date can be at most ${MAX_BACKDATE_MONTHS} months ago (${earliestStartDate(now)} or later)`;
  }
  return null;
}
