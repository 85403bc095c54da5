/**
 * What an extension pays for, in the customer's words: one text for the shop's
 * payment dialog, the customer's loan page and the emails (decision 028).
 */
import { formatDateUK } from '../dates';

export type ExtensionFacts = {
  /** Nothing was owed for this term: the next term's charge is paid in advance. */
  inAdvance: boolean;
  /** YYYY-MM-DD: the due date after the extension. */
  newDueDate: string;
};

const day = (ymd: string) => formatDateUK(`${ymd}T12:00:00Z`);

/** One sentence: what the money pays for and the new due date. */
export function extensionExplanation({ inAdvance, newDueDate }: ExtensionFacts): string {
  return inAdvance
    ? `Your payments already cover this term's charge, so extending pays the next term's charge in advance; the loan is then due on ${day(newDueDate)}.`
    : `Pays this term's charge; the loan is then due on ${day(newDueDate)}.`;
}
