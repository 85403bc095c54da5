/**
 * Interest by the day (docs/decisions/039-lending-terms.md): rate% / 28 of the
 * principal for each day, the running total rounded half up to the penny once.
 * Apart from ledger.ts so that the public calculator, which needs only these
 * figures, does not download the whole pawn book's maths.
 */
import { LOAN_TERM_DAYS } from './values';

/** A rate in hundredths of a percent, so that no binary fraction is involved. */
const hundredths = (ratePercent: number) => Math.round(ratePercent * 100);

/**
 * The interest of `days` days on a principal at `ratePercent` per 28 days,
 * rounded half up to the penny once: the running total of those days.
 */
export function interestForDays(
  principalPennies: number,
  ratePercent: number,
  days: number,
): number {
  const divisor = 100 * 100 * LOAN_TERM_DAYS;
  const numerator = principalPennies * hundredths(ratePercent) * days;
  return Math.floor((numerator + divisor / 2) / divisor);
}

/** One day's interest, rounded to the penny: what "£x a day" says on the papers. */
export const dailyInterestOn = (principalPennies: number, ratePercent: number): number =>
  interestForDays(principalPennies, ratePercent, 1);

/** What a full 28-day term costs on a principal: exactly rate% of it, half up. */
export const termCharge = (principalPennies: number, ratePercent: number): number =>
  interestForDays(principalPennies, ratePercent, LOAN_TERM_DAYS);

