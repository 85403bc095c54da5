/**
 * The loan maths, used by the calculator, the request form and the server
 * (PRODUCT.md "Money is computed on the server"). Rates are flat for the
 * 28-day term; the representative APR is stated alongside, as UK rules ask.
 */
import { MAX_DECIMAL_10_2_PENNIES, percentOf, penniesToDecimal } from '../money-math';
import { LOAN_TERM_DAYS } from './values';

export const GOLD_RATE_PERCENT = 15;
export const GENERAL_RATE_PERCENT = 30;

/**
 * The largest loan whose total repayment, at the higher rate, still fits the
 * decimal(10,2) columns: £76,923,076.91. A larger one could not be stored.
 */
export const MAX_LOAN_PENNIES = Math.floor(
  (MAX_DECIMAL_10_2_PENNIES * 100) / (100 + Math.max(GOLD_RATE_PERCENT, GENERAL_RATE_PERCENT)),
);

/** Share of the estimated value lent against each kind of collateral. */
export const LOAN_TO_VALUE_PERCENT = { gold: 80, general: 60 } as const;

/** Gold gets the gold rate; any other collateral is general goods. */
export function interestRateFor(collateral: string): number {
  return collateral === 'gold' ? GOLD_RATE_PERCENT : GENERAL_RATE_PERCENT;
}

export type Repayment = {
  loanPennies: number;
  ratePercent: number;
  interestPennies: number;
  totalPennies: number;
};

export function computeRepayment(loanPennies: number, collateral: string): Repayment {
  const ratePercent = interestRateFor(collateral);
  const interestPennies = percentOf(loanPennies, ratePercent);
  return { loanPennies, ratePercent, interestPennies, totalPennies: loanPennies + interestPennies };
}

/** The most the shop lends against an item of the given estimated value. */
export function maximumLoanPennies(estimatedValuePennies: number, collateral: string): number {
  const share = collateral === 'gold' ? LOAN_TO_VALUE_PERCENT.gold : LOAN_TO_VALUE_PERCENT.general;
  return Math.floor((estimatedValuePennies * share) / 100);
}

/** The stored figures of a request: decimal strings as the numeric columns hold them. */
export function repaymentFigures(loanPennies: number, collateral: string) {
  const repayment = computeRepayment(loanPennies, collateral);
  return {
    loanAmount: penniesToDecimal(repayment.loanPennies),
    interestRate: penniesToDecimal(repayment.ratePercent * 100),
    totalRepayment: penniesToDecimal(repayment.totalPennies),
  };
}

const DAY_MS = 24 * 60 * 60 * 1000;

export function dueDateFrom(start: Date): Date {
  return new Date(start.getTime() + LOAN_TERM_DAYS * DAY_MS);
}

/** The true annual rate of a flat rate charged every 28 days, one decimal: 15 → 518.4. */
export function representativeApr(flatRatePercent: number): number {
  const apr = (Math.pow(1 + flatRatePercent / 100, 365 / LOAN_TERM_DAYS) - 1) * 100;
  return Math.round(apr * 10) / 10;
}
