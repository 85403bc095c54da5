/**
 * The loan maths, used by the calculator, the request form and the server
 * (docs/decisions/039-lending-terms.md). Interest is charged by the
 * day at the rate for the item's class, a percentage per 28 days (RATE_GOLD,
 * RATE_GENERAL; decision 039): the 28-day figure is what a full term costs. The
 * representative APR and the annual rate of interest are stated alongside, as
 * UK rules ask.
 */
import { MAX_DECIMAL_10_2_PENNIES, penniesToDecimal } from '../money-math';
import { MAX_RATE_PERCENT, type LoanRates } from './loan-rates';
import { LOAN_TERM_DAYS } from './values';

export { DEFAULT_LOAN_RATES, MAX_RATE_PERCENT, type LoanRates } from './loan-rates';

/**
 * The largest loan whose total repayment still fits the decimal(10,2) columns at any
 * rate a setting allows (the interest of one loan is never more than the loan):
 * £49,999,999.99. A larger one could not be stored.
 */
export const MAX_LOAN_PENNIES = Math.floor(
  (MAX_DECIMAL_10_2_PENNIES * 100) / (100 + MAX_RATE_PERCENT),
);

/** Share of the estimated value lent against each kind of collateral. */
export const LOAN_TO_VALUE_PERCENT = { gold: 80, general: 60 } as const;

/** Gold gets the gold rate; any other collateral is general goods. */
export function interestRateFor(collateral: string, rates: LoanRates): number {
  return collateral === 'gold' ? rates.gold : rates.general;
}

/**
 * The rates in an answer of GET /api/meta (`loanRates`), read by hand for the pages that
 * carry no schema library (decision 012); null when absent or not a rate a setting allows.
 */
export function readLoanRates(body: unknown): LoanRates | null {
  if (typeof body !== 'object' || body === null) return null;
  const rates = (body as { loanRates?: unknown }).loanRates;
  if (typeof rates !== 'object' || rates === null) return null;
  const { gold, general } = rates as Record<string, unknown>;
  const allowed = (rate: unknown): rate is number =>
    typeof rate === 'number' && rate > 0 && rate <= MAX_RATE_PERCENT;
  return allowed(gold) && allowed(general) ? { gold, general } : null;
}

export type Repayment = {
  loanPennies: number;
  ratePercent: number;
  interestPennies: number;
  totalPennies: number;
};

/**
 * What a full 28-day term costs: the loan × the rate, rounded half up to the penny.
 * Worked in hundredths of a percent, so a rate like 12.55 loses nothing to binary fractions.
 */
export function termInterestPennies(loanPennies: number, ratePercent: number): number {
  const hundredths = Math.round(ratePercent * 100);
  return Math.floor((loanPennies * hundredths + 5_000) / 10_000);
}

/** The figures of a full 28-day term at the rate of the collateral's class. */
export function computeRepayment(
  loanPennies: number,
  collateral: string,
  rates: LoanRates,
): Repayment {
  const ratePercent = interestRateFor(collateral, rates);
  const interestPennies = termInterestPennies(loanPennies, ratePercent);
  return { loanPennies, ratePercent, interestPennies, totalPennies: loanPennies + interestPennies };
}

/** The most the shop lends against an item of the given estimated value. */
export function maximumLoanPennies(estimatedValuePennies: number, collateral: string): number {
  const share = collateral === 'gold' ? LOAN_TO_VALUE_PERCENT.gold : LOAN_TO_VALUE_PERCENT.general;
  return Math.floor((estimatedValuePennies * share) / 100);
}

/** The stored figures of a request: decimal strings as the numeric columns hold them. */
export function repaymentFigures(loanPennies: number, collateral: string, rates: LoanRates) {
  const repayment = computeRepayment(loanPennies, collateral, rates);
  return {
    loanAmount: penniesToDecimal(repayment.loanPennies),
    interestRate: penniesToDecimal(Math.round(repayment.ratePercent * 100)),
    totalRepayment: penniesToDecimal(repayment.totalPennies),
  };
}

const DAY_MS = 24 * 60 * 60 * 1000;

export function dueDateFrom(start: Date): Date {
  return new Date(start.getTime() + LOAN_TERM_DAYS * DAY_MS);
}

/** The true annual rate of a rate per 28 days, compounded every 28 days, one decimal: 15 → 518.4. */
export function representativeApr(flatRatePercent: number): number {
  const apr = (Math.pow(1 + flatRatePercent / 100, 365 / LOAN_TERM_DAYS) - 1) * 100;
  return Math.round(apr * 10) / 10;
}

/**
 * The annual rate of interest of a rate per 28 days, not compounded, one decimal: 15 → 195.5,
 * 30 → 391.1. Fixed: the rate of an agreement never changes.
 */
export function annualRateOfInterest(ratePercent: number): number {
  return Math.round((ratePercent * 365 * 10) / LOAN_TERM_DAYS) / 10;
}

/** "15% for 28 days · 195.5% a year fixed (annual rate of interest) · Representative 518.4% APR". */
export function rateStatement(ratePercent: number): string {
  return [
    `${ratePercent}% for ${LOAN_TERM_DAYS} days`,
    `${annualRateOfInterest(ratePercent).toFixed(1)}% a year fixed (annual rate of interest)`,
    `Representative ${representativeApr(ratePercent).toFixed(1)}% APR`,
  ].join(' · ');
}
