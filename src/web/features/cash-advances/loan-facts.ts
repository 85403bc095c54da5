/**
 * What the loan pages say about a loan, worked out from the server's answer
 * with the shared pawn book maths (docs/decisions/023-pawn-law.md): the dates
 * the law turns on, and the position on a given day replayed from the ledger
 * exactly as the server replays it.
 */
import type { Loan } from '@shared/cash-advances/agreement-schemas';
import { closuresOfDays, interestFreeThrough } from '@shared/cash-advances/closed-day-grace';
import type { InterestFacts } from '@shared/cash-advances/extension-copy';
import {
  loanPosition,
  termCharge,
  type Agreement,
  type LoanPosition,
} from '@shared/cash-advances/ledger';
import { redeemableStatuses } from '@shared/cash-advances/values';
import { formatDateUK } from '@shared/dates';
import { formatGBP } from '@shared/money';
import { parsePennies, penniesToDecimal } from '@shared/money-math';
import { daysBetween, todayInLondon } from '@shared/repairs/dates';

export const toPennies = (amount: string | null | undefined): number =>
  parsePennies(amount ?? '0') ?? 0;

/** "£12.50" from pennies. */
export const poundsOf = (pennies: number): string => formatGBP(penniesToDecimal(pennies));

/** "4 January 2027" from a London calendar day ('YYYY-MM-DD'). */
export const formatDay = (ymd: string): string => formatDateUK(`${ymd}T12:00:00Z`);

/** The London day an instant falls on ('YYYY-MM-DD'). */
export const dayOf = (iso: string): string => todayInLondon(new Date(iso));

/** The loan's due day ('YYYY-MM-DD'): `dueDate` is the end of that day in London. */
export const dueDayOf = (loan: Pick<Loan, 'dueDate'>): string => dayOf(loan.dueDate);

/**
 * The last day the loan can be repaid or extended with no interest after its
 * due date: the due date, or the next opening day when staff closed the shop
 * on it (decision 036).
 */
export const interestFreeUntilOf = (loan: Pick<Loan, 'dueDate' | 'closedDays'>): string =>
  interestFreeThrough(dueDayOf(loan), closuresOfDays(loan.closedDays));

/** Whether `day` has come by `today` (both 'YYYY-MM-DD'); false for no day. */
export const hasCome = (day: string | null | undefined, today: string = todayInLondon()): boolean =>
  day !== null && day !== undefined && daysBetween(day, today) >= 0;

/** Still redeemable: active, under a notice of sale or listed for sale (s.116(3)). */
export const isRedeemable = (status: string): boolean =>
  (redeemableStatuses as readonly string[]).includes(status);

/** Active and past its due date (a loan under notice is past it too, but is more than overdue). */
export const isOverdueLoan = (loan: Pick<Loan, 'status' | 'overdue'>): boolean =>
  loan.status === 'active' && loan.overdue;

function agreementOf(loan: Loan): Agreement | null {
  if (!loan.startDate) return null;
  return {
    loanPennies: toPennies(loan.loanAmount),
    ratePercent: toPennies(loan.interestRate) / 100,
    startDate: loan.startDate,
    forbearance: {
      waivers: loan.forbearance
        .filter((given) => given.kind === 'waiver')
        .map((given) => ({ onDate: given.fromDate, amountPennies: toPennies(given.amount) })),
      frozenFrom: loan.interestFrozenFrom,
    },
  };
}

/**
 * The loan's position on `day` (a London day; the day its figures are worked
 * out to by default), its ledger replayed as the server replays it; null before
 * an agreement, or when the ledger cannot be replayed.
 */
export function positionOn(loan: Loan, day: string = loan.figuresOn): LoanPosition | null {
  const agreement = agreementOf(loan);
  if (!agreement) return null;
  const ledger = loan.payments.map((payment) => ({
    kind: payment.kind,
    amountPennies: toPennies(payment.amount),
    onDate: dayOf(payment.createdAt),
  }));
  try {
    return loanPosition(agreement, ledger, day, closuresOfDays(loan.closedDays));
  } catch {
    return null;
  }
}

/** The figures the customer's explanation of the balance is made of (decision 039). */
export function interestFactsOf(loan: Loan): InterestFacts {
  return {
    principalOwedPennies: toPennies(loan.principalOwed),
    interestOwedPennies: toPennies(loan.interestOwed),
    daysCharged: loan.daysCharged,
    fullTermPennies: termCharge(toPennies(loan.loanAmount), toPennies(loan.interestRate) / 100),
    capReached: loan.capReached,
    frozenFrom: loan.interestFrozenFrom,
  };
}
