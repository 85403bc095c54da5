/**
 * The pawn book's money (docs/decisions/009-pawn-book.md, 023-pawn-law.md): what a
 * loan owes is worked out from its agreement and its payments ledger, never stored.
 *
 * - The agreement charges `rate`% of the loan, flat, for the first 28-day term.
 * - After the due date interest runs day by day at the agreement's rate per 28
 *   days on the principal owed: each day costs principal × rate% / 28, rounded
 *   half up to the penny once per day (Consumer Credit Act 1974 s.116(4): never a
 *   higher rate, nothing else for lateness).
 * - A part payment pays the interest owed first, then principal.
 * - An extension pays exactly the interest owed; a new 28-day term starts at
 *   the old due date with a new charge of `rate`% on the principal still owed,
 *   less the daily interest already charged for days inside that term (no day
 *   is charged twice). When nothing is owed for the term (a part payment
 *   already cleared its charge) the extension pays that new term's charge in
 *   advance instead, so paying part never leaves a customer worse off than
 *   only extending (decision 028). One extension per term: once the loan was
 *   extended, the next extension waits until the new term has begun.
 * - A redemption pays exactly the balance; nothing is owed after it.
 * - A due date that falls on a day the shop is closed (Sunday, a bank holiday)
 *   moves to the next opening day (PRODUCT.md "Opening days"; decision 028).
 * - A due date stays as agreed when staff close the shop on it, but the shut
 *   days from it up to the next opening day cost no interest (decision 036):
 *   the closures are passed in, so the same figures come out wherever they are
 *   worked out (the server, the pages, the papers, the emails).
 * Every figure is a whole number of pennies; charges round half up (percentOf).
 */
import { noClosures, openingDayOnOrAfter, type Closures } from '../calendar/opening-days';
import { dateFormatOnFirstUse } from '../made-on-first-use';
import { addDays, daysBetween, parseYmd, todayInLondon } from '../repairs/dates';
import { penniesToDecimal, percentOf } from '../money-math';
import { formatGBP } from '../money';
import { LOAN_TERM_DAYS } from './values';
import { interestFreeThrough } from './closed-day-grace';
import {
  FORFEIT_LIMIT_PENNIES,
  MAX_BACKDATE_MONTHS,
  MIN_REDEMPTION_MONTHS,
  type PaymentKind,
} from './pawn-book-values';

export type Agreement = {
  loanPennies: number;
  ratePercent: number;
  /** The first day of the first term, 'YYYY-MM-DD' (Europe/London). */
  startDate: string;
};

export type LedgerEntry = {
  kind: PaymentKind;
  amountPennies: number;
  /** The London day it was taken; interest after the due date is charged up to it first. */
  onDate?: string | undefined;
};

/** How a payment was applied: the parts add up to its amount. */
export type Allocation = {
  interestPennies: number;
  principalPennies: number;
  /** The new term's charge an extension raised (0 for other kinds). */
  chargeAddedPennies: number;
};

/** Days after a due date charged at one daily figure (the principal did not change in them). */
type LateStretch = { from: string; to: string; perDay: number };

export type LoanPosition = {
  principalOwed: number;
  interestOwed: number;
  balance: number;
  /** Every charge raised so far: term charges and daily interest after due dates. */
  interestCharged: number;
  totalPaid: number;
  /** 1 for the agreement's own term, plus one per extension. */
  terms: number;
  /** The last day of the current term, 'YYYY-MM-DD'. */
  dueDate: string;
  /** The last day of the term before the current one: null in the agreement's own term. */
  previousDueDate: string | null;
  redeemed: boolean;
  /**
   * The last day whose interest is settled: the due date, or a later day once
   * overdue (the shut days after a due date cost nothing but are settled too).
   */
  chargedThrough: string;
  /** What each day after the due date costs at the principal owed now. */
  dailyInterest: number;
  /**
   * Days after the current due date charged so far (0 until it is passed, and
   * while the shop has been shut since it: decision 036).
   */
  daysLate: number;
  /** The daily interest charged since the current due date, stretch by stretch. */
  lateStretches: readonly LateStretch[];
};

/**
 * One day's interest after the due date: principal × rate% / 28, half up to the
 * penny. In hundredths of a percent so that no binary fraction is involved.
 */
export function dailyInterestOn(principalPennies: number, ratePercent: number): number {
  const rateHundredths = Math.round(ratePercent * 100);
  const divisor = 100 * 100 * LOAN_TERM_DAYS;
  return Math.floor((principalPennies * rateHundredths + divisor / 2) / divisor);
}

/** The last day of a term that begins on `from`: 28 days on, or the next opening day. */
export const termEndFrom = (from: string): string =>
  openingDayOnOrAfter(addDays(from, LOAN_TERM_DAYS));

/** The agreement's own position, before any payment. */
export function openingPosition(agreement: Agreement): LoanPosition {
  const charge = percentOf(agreement.loanPennies, agreement.ratePercent);
  const dueDate = termEndFrom(agreement.startDate);
  return {
    principalOwed: agreement.loanPennies,
    interestOwed: charge,
    balance: agreement.loanPennies + charge,
    interestCharged: charge,
    totalPaid: 0,
    terms: 1,
    dueDate,
    previousDueDate: null,
    redeemed: false,
    chargedThrough: dueDate,
    dailyInterest: dailyInterestOn(agreement.loanPennies, agreement.ratePercent),
    daysLate: 0,
    lateStretches: [],
  };
}

/** The later of two days ('YYYY-MM-DD'). */
const laterOf = (one: string, other: string): string => (daysBetween(one, other) > 0 ? other : one);

/**
 * The position with the daily interest of every day after the due date up to
 * `day` charged, except the days the shop was shut from the due date on
 * (`closures`: the staff closures; decision 036), which cost nothing.
 */
export function accrueTo(
  agreement: Agreement,
  position: LoanPosition,
  day: string,
  closures: Closures = noClosures,
): LoanPosition {
  if (position.redeemed || position.balance === 0) return position;
  const settled = laterOf(position.chargedThrough, interestFreeThrough(position.dueDate, closures));
  const days = daysBetween(settled, day);
  if (days <= 0) return position;
  const perDay = dailyInterestOn(position.principalOwed, agreement.ratePercent);
  const added = days * perDay;
  return {
    ...position,
    interestOwed: position.interestOwed + added,
    balance: position.balance + added,
    interestCharged: position.interestCharged + added,
    chargedThrough: day,
    daysLate: position.daysLate + days,
    lateStretches: [...position.lateStretches, { from: addDays(settled, 1), to: day, perDay }],
  };
}

/** The daily interest already charged for the days from `from` to `to`, both included. */
function chargedWithin(stretches: readonly LateStretch[], from: string, to: string): number {
  let total = 0;
  for (const stretch of stretches) {
    const first = daysBetween(from, stretch.from) > 0 ? stretch.from : from;
    const last = daysBetween(stretch.to, to) > 0 ? stretch.to : to;
    const days = daysBetween(first, last) + 1;
    if (days > 0) total += days * stretch.perDay;
  }
  return total;
}

/** The stretches, cut to the days after `day`. */
function stretchesAfter(stretches: readonly LateStretch[], day: string): LateStretch[] {
  return stretches
    .filter((stretch) => daysBetween(day, stretch.to) > 0)
    .map((stretch) =>
      daysBetween(day, stretch.from) > 0 ? stretch : { ...stretch, from: addDays(day, 1) },
    );
}

export type PaymentRefusal = { status: 400 | 409; message: string };

const pounds = (pennies: number) => formatGBP(penniesToDecimal(pennies));

/**
 * The charge of the term an extension starts (from the due date, 28 days on):
 * `rate`% of the principal owed, less the daily interest already charged for
 * days inside that term, so no day is charged twice.
 */
function nextTermCharge(agreement: Agreement, position: LoanPosition): number {
  const newDueDate = termEndFrom(position.dueDate);
  const alreadyCharged = chargedWithin(
    position.lateStretches,
    addDays(position.dueDate, 1),
    newDueDate,
  );
  return Math.max(0, percentOf(position.principalOwed, agreement.ratePercent) - alreadyCharged);
}

export type ExtensionAmount = {
  /** What an extension takes now, in pennies. */
  amountPennies: number;
  /** Nothing is owed for this term: the extension pays the next term's charge in advance. */
  inAdvance: boolean;
  /** The due date the extension gives, 'YYYY-MM-DD'. */
  newDueDate: string;
};

/**
 * What an extension pays: the interest owed for the term, or, when a part
 * payment already cleared it, the next term's charge in advance. The one
 * source of the figure for staff, online payments, the webhook and emails.
 */
export function extensionAmount(agreement: Agreement, position: LoanPosition): ExtensionAmount {
  const inAdvance = position.interestOwed === 0;
  return {
    amountPennies: inAdvance ? nextTermCharge(agreement, position) : position.interestOwed,
    inAdvance,
    newDueDate: termEndFrom(position.dueDate),
  };
}

/**
 * Why an extension cannot be taken on `today`, beyond its amount: nothing is
 * owed, or the loan was already extended and the term it paid for has not
 * begun yet (one extension per term). Checked when a new extension is asked
 * for, never when the ledger is replayed, so older rows still replay.
 */
export function extensionRefusal(position: LoanPosition, today: string): PaymentRefusal | null {
  if (position.redeemed || position.balance === 0) {
    return { status: 409, message: 'Nothing is owed on this loan.' };
  }
  const previous = position.previousDueDate;
  if (previous && daysBetween(today, previous) >= 0) {
    return {
      status: 409,
      message: `This loan was already extended this term: it is now due ${formatYmdUK(position.dueDate)}. One extension is taken per term; the next can be taken from ${formatYmdUK(addDays(previous, 1))}.`,
    };
  }
  return null;
}

/**
 * The extension a loan in its ordinary life can take on `today`: its amount,
 * or why there is none (already extended this term, or too small for a charge).
 */
export function extensionOffer(
  agreement: Agreement,
  position: LoanPosition,
  today: string,
): { offer: ExtensionAmount; refusal: null } | { offer: null; refusal: string } {
  const refusal = extensionRefusal(position, today);
  if (refusal) return { offer: null, refusal: refusal.message };
  const offer = extensionAmount(agreement, position);
  if (offer.amountPennies === 0) {
    return {
      offer: null,
      refusal: 'This loan is too small for a term charge: nothing to extend with.',
    };
  }
  return { offer, refusal: null };
}

/** "20 December 2026" from 'YYYY-MM-DD', for refusal messages. */
function formatYmdUK(ymd: string): string {
  const date = parseYmd(ymd);
  if (!date) return ymd;
  return new Date(Date.UTC(date.year, date.month - 1, date.day)).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** Why this payment cannot be taken against the position, or null when it can. */
export function paymentRefusal(
  agreement: Agreement,
  position: LoanPosition,
  entry: LedgerEntry,
): PaymentRefusal | null {
  const { amountPennies: amount, kind } = entry;
  if (!Number.isSafeInteger(amount) || amount <= 0) {
    return { status: 400, message: 'Amount must be more than £0' };
  }
  if (position.redeemed || position.balance === 0) {
    return { status: 409, message: 'Nothing is owed on this loan.' };
  }
  // An extension's amount is fixed (and one paid in advance is charged before it is paid).
  if (kind === 'extension') {
    const extension = extensionAmount(agreement, position);
    if (extension.amountPennies === 0) {
      return {
        status: 409,
        message:
          'This loan is too small for a term charge, so there is nothing to pay for an extension; take a part payment or a redemption.',
      };
    }
    if (amount !== extension.amountPennies) {
      return {
        status: 409,
        message: extension.inAdvance
          ? `Nothing is owed for this term, so an extension pays the next term's charge in advance: exactly ${pounds(extension.amountPennies)}.`
          : `An extension pays exactly the interest owed for this term: ${pounds(extension.amountPennies)}.`,
      };
    }
    return null;
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
  if (kind === 'redemption' && amount !== position.balance) {
    return {
      status: 409,
      message: `A redemption pays exactly the balance: ${pounds(position.balance)}.`,
    };
  }
  return null;
}

/**
 * How the payment is applied, and the position after it. Interest after the
 * due date is charged up to the payment's day first (the shut days after it
 * free, `closures`). Throws on a refused payment.
 */
export function applyPayment(
  agreement: Agreement,
  positionBefore: LoanPosition,
  entry: LedgerEntry,
  closures: Closures = noClosures,
): { allocation: Allocation; position: LoanPosition } {
  const position = entry.onDate
    ? accrueTo(agreement, positionBefore, entry.onDate, closures)
    : positionBefore;
  const refusal = paymentRefusal(agreement, position, entry);
  if (refusal) throw new RangeError(refusal.message);
  return allocated(agreement, position, entry);
}

/**
 * A payment already in the ledger, replayed: it was taken on its day against
 * the figures of that day, so it is applied as taken and never refused again.
 * Only a closure added or removed after it (decision 036) can make its day's
 * figures differ now: a redemption still closes the loan, an amount now more
 * than the interest owed pays principal, and one now more than the whole
 * balance leaves nothing owed.
 */
function replayPayment(
  agreement: Agreement,
  positionBefore: LoanPosition,
  entry: LedgerEntry,
  closures: Closures,
): LoanPosition {
  const position = entry.onDate
    ? accrueTo(agreement, positionBefore, entry.onDate, closures)
    : positionBefore;
  if (position.redeemed) return position;
  const after = allocated(agreement, position, entry).position;
  if (after.principalOwed >= 0) return after;
  return { ...after, principalOwed: 0, balance: after.interestOwed, dailyInterest: 0 };
}

/** The payment's parts and the position after it, the payment accepted. */
function allocated(
  agreement: Agreement,
  position: LoanPosition,
  entry: LedgerEntry,
): { allocation: Allocation; position: LoanPosition } {
  // Paid in advance: the new term's charge is raised first, and the payment pays it.
  const inAdvance = entry.kind === 'extension' && position.interestOwed === 0;
  const chargeAddedPennies = entry.kind === 'extension' ? nextTermCharge(agreement, position) : 0;
  const owedBefore = position.interestOwed + (inAdvance ? chargeAddedPennies : 0);
  const interestPennies = Math.min(entry.amountPennies, owedBefore);
  const principalPennies = entry.amountPennies - interestPennies;
  let principalOwed = position.principalOwed - principalPennies;
  let interestOwed = owedBefore - interestPennies;
  let {
    terms,
    dueDate,
    previousDueDate,
    interestCharged,
    chargedThrough,
    lateStretches,
    daysLate,
  } = position;
  if (entry.kind === 'extension') {
    // The new term starts at the old due date; the days of it already charged
    // day by day count toward its charge (nextTermCharge).
    if (!inAdvance) interestOwed += chargeAddedPennies;
    interestCharged += chargeAddedPennies;
    terms += 1;
    previousDueDate = dueDate;
    dueDate = termEndFrom(dueDate);
    if (daysBetween(chargedThrough, dueDate) > 0) chargedThrough = dueDate;
    lateStretches = stretchesAfter(lateStretches, dueDate);
    daysLate = Math.max(0, daysBetween(dueDate, chargedThrough));
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
      previousDueDate,
      redeemed: entry.kind === 'redemption',
      chargedThrough,
      dailyInterest: dailyInterestOn(principalOwed, agreement.ratePercent),
      daysLate,
      lateStretches,
    },
  };
}

/**
 * The loan's position after every payment of its ledger, oldest first, with
 * the interest after the due date charged up to `asOf` (a London day) when
 * given; `closures` are the staff closures, whose days from a due date on cost
 * no interest (decision 036).
 */
export function loanPosition(
  agreement: Agreement,
  ledger: readonly LedgerEntry[],
  asOf?: string,
  closures: Closures = noClosures,
): LoanPosition {
  let position = openingPosition(agreement);
  for (const entry of ledger) position = replayPayment(agreement, position, entry, closures);
  return asOf ? accrueTo(agreement, position, asOf, closures) : position;
}

/**
 * The day the redemption period ends: `months` calendar months after the start
 * (s.116(1)), or the current due date when extensions took the loan past it
 * (s.116(2): a longer period agreed between the parties).
 */
export function redemptionPeriodEnd(startDate: string, months: number, dueDate?: string): string {
  const end = addMonths(startDate, months);
  return dueDate && daysBetween(end, dueDate) > 0 ? dueDate : end;
}

/**
 * What may happen to an unredeemed pawn after its redemption period: its property
 * passes to the shop only where the credit was £75 or less and the period was the
 * six months of s.116(1) (s.120(1)(a)); anything else is sold after notice (s.121).
 */
export function afterPeriodRoute(
  loanPennies: number,
  startDate: string,
  months: number,
  dueDate?: string,
): 'forfeit' | 'sale' {
  const sixMonths = addMonths(startDate, MIN_REDEMPTION_MONTHS);
  return loanPennies <= FORFEIT_LIMIT_PENNIES &&
    redemptionPeriodEnd(startDate, months, dueDate) === sixMonths
    ? 'forfeit'
    : 'sale';
}

/** 'YYYY-MM-DD' plus whole calendar months, on the month's last day when it is shorter. */
export function addMonths(ymd: string, months: number): string {
  const date = parseYmd(ymd);
  if (!date) throw new RangeError(`Not a calendar date: ${ymd}`);
  const monthIndex = date.year * 12 + (date.month - 1) + months;
  const year = Math.floor(monthIndex / 12);
  const month = (monthIndex % 12) + 1;
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const day = Math.min(date.day, lastDay);
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

export type SaleStatement = {
  proceeds: number;
  expenses: number;
  /** What the loan owed on the day of the sale. */
  owed: number;
  surplus: number;
  shortfall: number;
};

/**
 * The statement of a sale (Consumer Credit Act 1974 s.121(3)–(4)): the net
 * proceeds (what it fetched less the costs of the sale) against what was owed
 * on the day; more is a surplus the shop pays the customer, less a shortfall.
 */
export function saleStatement(proceeds: number, expenses: number, owed: number): SaleStatement {
  const net = proceeds - expenses;
  return {
    proceeds,
    expenses,
    owed,
    surplus: Math.max(0, net - owed),
    shortfall: Math.max(0, owed - net),
  };
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

const londonParts = dateFormatOnFirstUse({
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
  const parts = londonParts().formatToParts(at);
  const get = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'));
  return asUtc - Math.floor(at.getTime() / 60_000) * 60_000;
}

/** Active and past the end of its due day. */
export const isOverdue = (dueDate: Date, now: Date = new Date()): boolean =>
  now.getTime() > dueDate.getTime();

/** The first day after the redemption period: forfeit (£75 or less) or notice of sale (more). */
export const afterRedemptionPeriod = (
  startDate: string,
  months: number,
  dueDate?: string,
): string => addDays(redemptionPeriodEnd(startDate, months, dueDate), 1);

/** Whether the redemption period of an agreement started on `startDate` has ended by `today`. */
export const redemptionPeriodOver = (
  startDate: string,
  months: number,
  today: string,
  dueDate?: string,
): boolean => daysBetween(afterRedemptionPeriod(startDate, months, dueDate), today) >= 0;

/**
 * The earliest start date an agreement may have today: five years back, so
 * agreements made on paper before the app can be entered (marked as entered later).
 */
export function earliestStartDate(now: Date = new Date()): string {
  return addMonths(todayInLondon(now), -MAX_BACKDATE_MONTHS);
}

/** Why a start date cannot be used, or null: never in the future, at most five years back. */
export function startDateProblem(ymd: string, now: Date = new Date()): string | null {
  if (!parseYmd(ymd)) return 'Start date must be a date written YYYY-MM-DD';
  if (daysBetween(todayInLondon(now), ymd) > 0) return 'Start date cannot be in the future';
  if (daysBetween(earliestStartDate(now), ymd) < 0) {
    return `Start date can be at most ${MAX_BACKDATE_MONTHS / 12} years ago (${earliestStartDate(now)} or later)`;
  }
  return null;
}
