/**
 * What an extension and a redemption pay for, in the customer's words: one
 * text for the shop's payment dialog, the customer's loan page and the emails
 * (decisions 028 and 039).
 */
import { formatDateUK } from '../dates';
import { formatGBP } from '../money';
import { penniesToDecimal } from '../money-math';

export type ExtensionFacts = {
  /** YYYY-MM-DD: the due date after the extension. */
  newDueDate: string;
};

const day = (ymd: string) => formatDateUK(`${ymd}T12:00:00Z`);
const pounds = (pennies: number) => formatGBP(penniesToDecimal(pennies));

/** One sentence: what the money pays for and the new due date. */
export function extensionExplanation({ newDueDate }: ExtensionFacts): string {
  return `Pays the interest up to today; the loan is then due on ${day(newDueDate)}, 28 days after the later of today and the old due date.`;
}

export type InterestFacts = {
  principalOwedPennies: number;
  interestOwedPennies: number;
  /** Days of interest charged from the agreement to the day worked out to. */
  daysCharged: number;
  /** What a full 28-day term costs on the credit: rate% of it. */
  fullTermPennies: number;
  capReached: boolean;
  frozenFrom: string | null;
};

/**
 * Why the balance is what it is: interest by the day, only for the days the
 * customer had the money (decision 039), said before they pay.
 */
export function interestExplanation(facts: InterestFacts): string {
  const days = `${facts.daysCharged} ${facts.daysCharged === 1 ? 'day' : 'days'}`;
  const base = `${pounds(facts.principalOwedPennies)} borrowed plus ${pounds(facts.interestOwedPennies)} interest for ${days}: interest is charged by the day, so you pay only for the days you have had the money (a full 28 days costs ${pounds(facts.fullTermPennies)}).`;
  if (facts.capReached) {
    return `${base} The interest has reached the amount lent and will not grow any more.`;
  }
  if (facts.frozenFrom) return `${base} Interest stopped on ${day(facts.frozenFrom)}.`;
  return base;
}
