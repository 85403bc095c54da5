/**
 * The pawn book's money (docs/decisions/009-pawn-book.md, 023-pawn-law.md,
 * 039-lending-terms.md): what a loan owes is worked out from its agreement, its
 * payments and its forbearance, never stored.
 *
 * - Interest accrues by the day from the agreement: the first day charged is
 *   the day after it, and each day costs rate% / 28 of the principal owed.
 *   While the principal stays the same the running total is rounded half up
 *   to the penny once per day (never a rounded figure times the days), so a
 *   full 28 days costs exactly rate% and day 10 costs ten twenty-eighths of it.
 * - The interest charged on one loan never exceeds the amount lent: it stops
 *   growing there (no recourse beyond the pledge, CONC 5.2A.2R).
 * - A part payment pays the interest owed first, then principal.
 * - An extension pays exactly the interest owed to its day; the new due date
 *   is 28 days after the later of the old due date and that day (the next
 *   opening day when it falls on a closed one), so it is never in the past.
 *   One extension per term: the next waits until the new term has begun.
 * - A redemption, or the repayment after a notice of withdrawal (s.66A), pays
 *   exactly the balance; nothing is owed after it.
 * - Forbearance: a waiver takes an amount off the interest owed on its day; a
 *   freeze stops interest from its day on.
 * - A due date stays as agreed when staff close the shop on it, but the shut
 *   days from it up to the next opening day cost no interest (decision 036).
 * Every figure is a whole number of pennies.
 */
import { noClosures, openingDayOnOrAfter, type Closures } from '../calendar/opening-days';
import { dateFormatOnFirstUse } from '../made-on-first-use';
import { addDays, daysBetween, parseYmd, todayInLondon } from '../repairs/dates';
import { penniesToDecimal } from '../money-math';
import { formatGBP } from '../money';
import { LOAN_TERM_DAYS } from './values';
import { interestFreeThrough } from './closed-day-grace';
import { dailyInterestOn, interestForDays } from './daily-interest';
import {
  FORFEIT_LIMIT_PENNIES,
  MAX_BACKDATE_MONTHS,
  MIN_REDEMPTION_MONTHS,
  WITHDRAWAL_DAYS,
  WITHDRAWAL_REPAY_DAYS,
  type PaymentKind,
} from './pawn-book-values';

/** What an owner gave a customer in difficulty (CONC 6.7): waivers, and a freeze. */
export type Forbearance = {
  waivers: readonly { onDate: string; amountPennies: number }[];
  /** The first day that costs no interest, or null. */
  frozenFrom: string | null;
};

export const noForbearance: Forbearance = { waivers: [], frozenFrom: null };

export type Agreement = {
  loanPennies: number;
  ratePercent: number;
  /** The day the agreement was made, 'YYYY-MM-DD' (Europe/London); interest runs from the next. */
  startDate: string;
  forbearance?: Forbearance | undefined;
};

export type LedgerEntry = {
  kind: PaymentKind;
  amountPennies: number;
  /** The London day it was taken; interest is charged up to it first. */
  onDate?: string | undefined;
};

/** How a payment was applied: the parts add up to its amount. */
export type Allocation = {
  interestPennies: number;
  principalPennies: number;
};

export type LoanPosition = {
  principalOwed: number;
  interestOwed: number;
  balance: number;
  /** Every day's interest charged so far (waived interest included). */
  interestCharged: number;
  /** The interest owners waived so far. */
  interestWaived: number;
  totalPaid: number;
  /** 1 for the agreement's own term, plus one per extension. */
  terms: number;
  /** The last day of the current term, 'YYYY-MM-DD'. */
  dueDate: string;
  /**
   * The day the current term began, when an extension started it (the old due
   * date, or the day paid when later): null in the agreement's own term.
   */
  previousDueDate: string | null;
  redeemed: boolean;
  /** The last day whose interest is settled (the agreement's day before any is charged). */
  chargedThrough: string;
  /** Days of interest charged so far (the free and frozen days not counted). */
  daysCharged: number;
  /** What the next day costs at the principal owed now (rounded; the running total is exact). */
  dailyInterest: number;
  /** Days after the current due date up to the day worked out to (0 until it is passed). */
  daysLate: number;
  /** The interest stopped growing: it reached the amount lent. */
  capReached: boolean;
  /** Interest frozen from this day (forbearance), or null. */
  frozenFrom: string | null;
  /** Days charged, and interest charged for them, since the principal last changed. */
  stretch: { days: number; interest: number };
};

export { dailyInterestOn, interestForDays, termCharge } from './daily-interest';

/** The most interest one loan can ever be charged: the amount lent. */
export const interestCap = (agreement: Agreement): number => agreement.loanPennies;

/** The last day of a term that begins on `from`: 28 days on, or the next opening day. */
export const termEndFrom = (from: string): string =>
  openingDayOnOrAfter(addDays(from, LOAN_TERM_DAYS));

/** The agreement's own position, before any day is charged or any payment taken. */
export function openingPosition(agreement: Agreement): LoanPosition {
  return {
    principalOwed: agreement.loanPennies,
    interestOwed: 0,
    balance: agreement.loanPennies,
    interestCharged: 0,
    interestWaived: 0,
    totalPaid: 0,
    terms: 1,
    dueDate: termEndFrom(agreement.startDate),
    previousDueDate: null,
    redeemed: false,
    chargedThrough: agreement.startDate,
    daysCharged: 0,
    dailyInterest:
      agreement.forbearance?.frozenFrom &&
      daysBetween(agreement.forbearance.frozenFrom, addDays(agreement.startDate, 1)) >= 0
        ? 0
        : dailyInterestOn(agreement.loanPennies, agreement.ratePercent),
    daysLate: 0,
    capReached: false,
    frozenFrom: agreement.forbearance?.frozenFrom ?? null,
    stretch: { days: 0, interest: 0 },
  };
}

const laterOf = (one: string, other: string): string => (daysBetween(one, other) > 0 ? other : one);

/**
 * What the day after `chargedThrough` will cost: nothing once the interest has
 * reached the cap or is frozen from then on, else a day on the principal owed.
 */
function nextDayInterest(
  agreement: Agreement,
  position: Pick<LoanPosition, 'principalOwed' | 'capReached' | 'frozenFrom' | 'chargedThrough'>,
): number {
  const next = addDays(position.chargedThrough, 1);
  const frozen = position.frozenFrom !== null && daysBetween(position.frozenFrom, next) >= 0;
  if (position.capReached || frozen) return 0;
  return dailyInterestOn(position.principalOwed, agreement.ratePercent);
}

/** Days of `from`..`to` (both included; none when `to` is before `from`). */
const daysIn = (from: string, to: string) => Math.max(0, daysBetween(from, to) + 1);

/** The days in `from`..`to` that overlap `freeFrom`..`freeTo`. */
function overlap(from: string, to: string, freeFrom: string, freeTo: string): number {
  const first = laterOf(from, freeFrom);
  const last = daysBetween(to, freeTo) > 0 ? to : freeTo;
  return daysIn(first, last);
}

/**
 * The position with the interest of every day up to `day` charged, except the
 * days that cost nothing: the shut days after a due date (`closures`,
 * decision 036) and the days from a freeze on. Stops at the cap.
 */
export function accrueTo(
  agreement: Agreement,
  position: LoanPosition,
  day: string,
  closures: Closures = noClosures,
): LoanPosition {
  if (position.redeemed || position.principalOwed <= 0) return position;
  const from = addDays(position.chargedThrough, 1);
  if (daysBetween(from, day) < 0) return position;
  const lateFrom = addDays(position.dueDate, 1);
  const graceEnd = interestFreeThrough(position.dueDate, closures);
  let free = overlap(from, day, lateFrom, graceEnd);
  if (position.frozenFrom) {
    const frozen = overlap(from, day, position.frozenFrom, day);
    // A frozen day inside the grace is counted once.
    const both = overlap(laterOf(from, position.frozenFrom), day, lateFrom, graceEnd);
    free += frozen - both;
  }
  const days = daysIn(from, day) - free;
  const stretchDays = position.stretch.days + days;
  const running = interestForDays(position.principalOwed, agreement.ratePercent, stretchDays);
  const room = interestCap(agreement) - position.interestCharged;
  const added = Math.max(0, Math.min(running - position.stretch.interest, room));
  const interestCharged = position.interestCharged + added;
  const accrued = {
    ...position,
    interestOwed: position.interestOwed + added,
    balance: position.balance + added,
    interestCharged,
    chargedThrough: day,
    daysCharged: position.daysCharged + days,
    daysLate: Math.max(0, daysBetween(position.dueDate, day)),
    capReached: interestCharged >= interestCap(agreement),
    stretch: { days: stretchDays, interest: position.stretch.interest + added },
  };
  return { ...accrued, dailyInterest: nextDayInterest(agreement, accrued) };
}

export type PaymentRefusal = { status: 400 | 409; message: string };

const pounds = (pennies: number) => formatGBP(penniesToDecimal(pennies));

export type ExtensionAmount = {
  /** What an extension takes now: the interest owed to its day, in pennies. */
  amountPennies: number;
  /** The due date the extension gives, 'YYYY-MM-DD'. */
  newDueDate: string;
};

/** The due date an extension paid on `day` gives: 28 days after the later of the due date and `day`. */
export const extendedDueDate = (position: LoanPosition, day: string): string =>
  termEndFrom(laterOf(position.dueDate, day));

/**
 * What an extension on `day` pays (the interest owed to that day; the
 * position must be accrued to it) and the due date it gives. The one source of
 * the figure for staff, online payments, the webhook and emails.
 */
export function extensionAmount(position: LoanPosition, day: string): ExtensionAmount {
  return { amountPennies: position.interestOwed, newDueDate: extendedDueDate(position, day) };
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
 * The extension a loan in its ordinary life can take on `today` (the position
 * accrued to it): its amount, or why there is none.
 */
export function extensionOffer(
  position: LoanPosition,
  today: string,
): { offer: ExtensionAmount; refusal: null } | { offer: null; refusal: string } {
  const refusal = extensionRefusal(position, today);
  if (refusal) return { offer: null, refusal: refusal.message };
  const offer = extensionAmount(position, today);
  if (offer.amountPennies === 0) {
    return {
      offer: null,
      refusal: 'The interest is paid up to today: there is nothing to extend with yet.',
    };
  }
  return { offer, refusal: null };
}

/** "20 December 2026" from 'YYYY-MM-DD', for refusal messages. */
export function formatYmdUK(ymd: string): string {
  const date = parseYmd(ymd);
  if (!date) return ymd;
  return new Date(Date.UTC(date.year, date.month - 1, date.day)).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** Why this payment cannot be taken against the position (accrued to its day), or null. */
export function paymentRefusal(position: LoanPosition, entry: LedgerEntry): PaymentRefusal | null {
  const { amountPennies: amount, kind } = entry;
  if (!Number.isSafeInteger(amount) || amount <= 0) {
    return { status: 400, message: 'Amount must be more than £0' };
  }
  if (position.redeemed || position.balance === 0) {
    return { status: 409, message: 'Nothing is owed on this loan.' };
  }
  if (kind === 'extension') {
    if (position.interestOwed === 0) {
      return {
        status: 409,
        message:
          'The interest is paid up to today, so there is nothing to pay for an extension yet; take a part payment or a redemption.',
      };
    }
    if (amount !== position.interestOwed) {
      return {
        status: 409,
        message: `An extension pays exactly the interest owed to today: ${pounds(position.interestOwed)}.`,
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
  if ((kind === 'redemption' || kind === 'withdrawal') && amount !== position.balance) {
    return {
      status: 409,
      message:
        kind === 'withdrawal'
          ? `Repaying after a withdrawal pays exactly the credit and its interest to today: ${pounds(position.balance)}.`
          : `A redemption pays exactly the balance: ${pounds(position.balance)}.`,
    };
  }
  return null;
}

/**
 * How the payment is applied, and the position after it. Interest is charged
 * up to the payment's day first (the shut days after a due date free,
 * `closures`). Throws on a refused payment.
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
  const refusal = paymentRefusal(position, entry);
  if (refusal) throw new RangeError(refusal.message);
  return allocated(agreement, position, entry);
}

/**
 * A payment already in the ledger, replayed: it was taken on its day against
 * the figures of that day, so it is applied as taken and never refused again.
 * Where the figures of its day differ now (a closure added later, or a row
 * taken under earlier terms that charged more), an amount more than the
 * interest owed pays principal, and one more than the balance leaves nothing owed.
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
  const interestPennies = Math.min(entry.amountPennies, position.interestOwed);
  const principalPennies = entry.amountPennies - interestPennies;
  const closes = entry.kind === 'redemption' || entry.kind === 'withdrawal';
  const principalOwed = closes ? 0 : position.principalOwed - principalPennies;
  const interestOwed = closes ? 0 : position.interestOwed - interestPennies;
  let { terms, dueDate, previousDueDate, stretch } = position;
  if (entry.kind === 'extension') {
    const paidOn = entry.onDate ?? position.chargedThrough;
    terms += 1;
    // The new term begins at the old due date, or on the day paid when that was later.
    previousDueDate = laterOf(dueDate, paidOn);
    dueDate = extendedDueDate(position, paidOn);
  }
  // A new principal starts a new running total.
  if (principalOwed !== position.principalOwed) stretch = { days: 0, interest: 0 };
  return {
    allocation: { interestPennies, principalPennies },
    position: {
      ...position,
      principalOwed,
      interestOwed,
      balance: principalOwed + interestOwed,
      totalPaid: position.totalPaid + entry.amountPennies,
      terms,
      dueDate,
      previousDueDate,
      redeemed: closes,
      dailyInterest: closes ? 0 : nextDayInterest(agreement, { ...position, principalOwed }),
      daysLate: Math.max(0, daysBetween(dueDate, position.chargedThrough)),
      stretch,
    },
  };
}

/** Why a waiver of `amountPennies` cannot be given on a position accrued to its day, or null. */
export function waiverRefusal(
  position: LoanPosition,
  amountPennies: number,
): PaymentRefusal | null {
  if (!Number.isSafeInteger(amountPennies) || amountPennies <= 0) {
    return { status: 400, message: 'Amount must be more than £0' };
  }
  if (position.redeemed || position.balance === 0) {
    return { status: 409, message: 'Nothing is owed on this loan.' };
  }
  if (amountPennies > position.interestOwed) {
    return {
      status: 409,
      message: `Only interest can be waived: ${pounds(position.interestOwed)} is owed today.`,
    };
  }
  return null;
}

/** The position after a waiver: the interest owed less its amount (never below nothing). */
function waived(position: LoanPosition, amountPennies: number): LoanPosition {
  const amount = Math.min(amountPennies, position.interestOwed);
  return {
    ...position,
    interestOwed: position.interestOwed - amount,
    balance: position.balance - amount,
    interestWaived: position.interestWaived + amount,
  };
}

/**
 * The loan's position after every payment of its ledger (oldest first) and
 * every waiver (each on its day, after that day's payments), with the interest
 * charged up to `asOf` (a London day) when given; `closures` are the staff
 * closures, whose days from a due date on cost no interest (decision 036).
 */
export function loanPosition(
  agreement: Agreement,
  ledger: readonly LedgerEntry[],
  asOf?: string,
  closures: Closures = noClosures,
): LoanPosition {
  let position = openingPosition(agreement);
  const waivers = [...(agreement.forbearance?.waivers ?? [])].sort((a, b) =>
    daysBetween(b.onDate, a.onDate),
  );
  let next = 0;
  const waiveThrough = (day: string | undefined) => {
    while (next < waivers.length && (!day || daysBetween(waivers[next]!.onDate, day) > 0)) {
      const waiver = waivers[next++]!;
      position = waived(
        accrueTo(agreement, position, waiver.onDate, closures),
        waiver.amountPennies,
      );
    }
  };
  for (const entry of ledger) {
    waiveThrough(entry.onDate);
    position = replayPayment(agreement, position, entry, closures);
  }
  if (asOf) waiveThrough(addDays(asOf, 1));
  else waiveThrough(undefined);
  return asOf ? accrueTo(agreement, position, asOf, closures) : position;
}

/**
 * The first and last days a notice of withdrawal may be given (s.66A(2)): the
 * 14 days after the day the agreement was made (the day itself is taken too:
 * a customer who changes their mind at once is not turned away).
 */
export const withdrawalWindow = (startDate: string) => ({
  from: startDate,
  to: addDays(startDate, WITHDRAWAL_DAYS),
});

/** The last day the credit is repaid after a notice of withdrawal given on `noticeOn` (s.66A(9)). */
export const withdrawalRepayBy = (noticeOn: string): string =>
  addDays(noticeOn, WITHDRAWAL_REPAY_DAYS);

/** Why a notice of withdrawal given on `noticeOn` cannot be recorded on `today`, or null. */
export function withdrawalNoticeProblem(
  startDate: string,
  noticeOn: string,
  today: string,
): string | null {
  if (!parseYmd(noticeOn)) return 'The day the notice was given must be a date written YYYY-MM-DD';
  if (daysBetween(today, noticeOn) > 0)
    return 'The day the notice was given cannot be in the future';
  const { from, to } = withdrawalWindow(startDate);
  if (daysBetween(from, noticeOn) < 0) {
    return 'The notice cannot come before the agreement was made';
  }
  if (daysBetween(to, noticeOn) > 0) {
    return `The 14 days to withdraw ended on ${formatYmdUK(to)}: the customer can still redeem at any time.`;
  }
  return null;
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
