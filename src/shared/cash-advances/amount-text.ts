/** An amount of pounds typed as text: what is wrong with it, in words (no zod: the calculator's first download). */

/** What kind of wrong an amount typed as text is; each gets its own message. */
export type AmountProblem = 'blank' | 'negative' | 'not_a_number' | 'too_many_decimals';

/** Why `value` is not an amount in pounds with at most 2 decimal places, or null. */
export function amountTextProblem(value: unknown): AmountProblem | null {
  if (value === undefined || value === null) return 'blank';
  if (typeof value !== 'string' && typeof value !== 'number') return 'not_a_number';
  const text = (typeof value === 'number' ? String(value) : value).trim().replace(/^£/, '').trim();
  if (text === '') return 'blank';
  if (/^-\s*£?\s*\d*(\.\d*)?$/.test(text) && text !== '-') return 'negative';
  if (/^\d+\.\d{3,}$/.test(text)) return 'too_many_decimals';
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return 'not_a_number';
  return null;
}

/** Messages for an amount field named `label` ("Loan amount", "Estimated value"). */
export const amountMessages = (label: string): Record<AmountProblem, string> => ({
  blank: `${label} is required`,
  negative: `${label} cannot be negative`,
  not_a_number: `${label} must be a number of pounds, like 250 or 250.50`,
  too_many_decimals: `${label} can have at most 2 decimal places`,
});
