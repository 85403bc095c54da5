/**
 * The amounts an online cash advance request may ask for (PRODUCT.md: £20 to
 * £5,000 by default, `LOAN_MIN` and `LOAN_MAX`); larger loans are agreed in the
 * shop. The server reads the limits from its configuration and tells the page
 * through GET /api/meta, so the form and the API check the same figures.
 */
import { z } from 'zod';
import { formatGBP } from '../money';
import { penniesToDecimal } from '../money-math';
import { shop } from '../shop';
import { MAX_LOAN_PENNIES } from './loan';

export type LoanLimits = { minPennies: number; maxPennies: number };

export const DEFAULT_LOAN_LIMITS: LoanLimits = { minPennies: 2_000, maxPennies: 500_000 };

/** How the limits travel on the API: decimal strings, like every amount. */
export const loanLimitsSchema = z.object({ min: z.string(), max: z.string() });
export type LoanLimitsBody = z.infer<typeof loanLimitsSchema>;

export const loanLimitsBody = (limits: LoanLimits): LoanLimitsBody => ({
  min: penniesToDecimal(limits.minPennies),
  max: penniesToDecimal(limits.maxPennies),
});

/** The limits from their API form (decimal strings with 2 places). */
export function loanLimitsFromBody(body: LoanLimitsBody): LoanLimits {
  const pennies = (text: string) => Math.round(Number(text) * 100);
  return { minPennies: pennies(body.min), maxPennies: pennies(body.max) };
}

/** "£20" or "£12.50": whole pounds without pence. */
export const formatLimit = (pennies: number): string =>
  pennies % 100 === 0
    ? `£${(pennies / 100).toLocaleString('en-GB')}`
    : formatGBP(penniesToDecimal(pennies));

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

export const loanBelowMinimumMessage = (limits: LoanLimits) =>
  `Loan amount must be at least ${formatLimit(limits.minPennies)}`;

export const loanAboveMaximumMessage = (limits: LoanLimits) =>
  `Online requests are for up to ${formatLimit(limits.maxPennies)}. For a larger loan, please call the shop on ${shop.telephone}.`;

/** "Online requests are for £20 to £5,000.": said by the form before anything is sent. */
export const loanLimitsHint = (limits: LoanLimits) =>
  `Online requests are for ${formatLimit(limits.minPennies)} to ${formatLimit(limits.maxPennies)}. For more, call us on ${shop.telephone}.`;

/** The loan amount of a request: a decimal string within the limits. */
export const loanAmountField = (limits: LoanLimits) =>
  z
    .union([z.string(), z.number()], { message: 'Loan amount is required' })
    .transform((value, context) => {
      const problem = amountTextProblem(value);
      if (problem) {
        context.addIssue({ code: 'custom', message: amountMessages('Loan amount')[problem] });
        return z.NEVER;
      }
      const text = String(value).trim().replace(/^£/, '').trim();
      const [whole = '0', fraction = ''] = text.split('.');
      // More digits than any limit: too large, without trusting a float.
      const pennies =
        whole.replace(/^0+/, '').length > 10
          ? Number.POSITIVE_INFINITY
          : Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
      if (pennies < limits.minPennies) {
        context.addIssue({ code: 'custom', message: loanBelowMinimumMessage(limits) });
        return z.NEVER;
      }
      if (pennies > limits.maxPennies) {
        context.addIssue({ code: 'custom', message: loanAboveMaximumMessage(limits) });
        return z.NEVER;
      }
      return penniesToDecimal(pennies);
    });

/** Checks configured limits; answers a problem or null. */
export function loanLimitsProblem(limits: LoanLimits): string | null {
  if (limits.minPennies <= 0) return 'LOAN_MIN must be more than 0';
  if (limits.maxPennies > MAX_LOAN_PENNIES)
    return `LOAN_MAX must be at most ${penniesToDecimal(MAX_LOAN_PENNIES)}`;
  if (limits.minPennies > limits.maxPennies) return 'LOAN_MIN must not be more than LOAN_MAX';
  return null;
}
