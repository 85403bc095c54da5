/**
 * The amounts an online cash advance request may ask for (PRODUCT.md: £20 to
 * £5,000 by default, `LOAN_MIN` and `LOAN_MAX`); larger loans are agreed in the
 * shop. The server reads the limits from its configuration and tells the page
 * through GET /api/meta, so the form and the API check the same figures.
 */
import * as z from 'zod/mini';
import { formatGBP } from '../money';
import { penniesToDecimal } from '../money-math';
import { shop } from '../shop';
import { MAX_LOAN_PENNIES } from './loan';
import { amountTextProblem, amountMessages } from './amount-text';

// Kept apart without zod for the loan calculator's first download (decision 012).
export * from './amount-text';

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

export const loanBelowMinimumMessage = (limits: LoanLimits) =>
  `Loan amount must be at least ${formatLimit(limits.minPennies)}`;

export const loanAboveMaximumMessage = (limits: LoanLimits) =>
  `Online requests are for up to ${formatLimit(limits.maxPennies)}. For a larger loan, please call the shop on ${shop.telephone}.`;

/** "Online requests are for £20 to £5,000.": said by the form before anything is sent. */
export const loanLimitsHint = (limits: LoanLimits) =>
  `Online requests are for ${formatLimit(limits.minPennies)} to ${formatLimit(limits.maxPennies)}. For more, call us on ${shop.telephone}.`;

/** The loan amount of a request: a decimal string within the limits. */
export const loanAmountField = (limits: LoanLimits) =>
  z.pipe(
    z.union([z.string(), z.number()], { message: 'Loan amount is required' }),
    z.transform((value: string | number, context) => {
      const fail = (message: string) => {
        context.issues.push({ code: 'custom', message, input: value });
        return z.NEVER;
      };
      const problem = amountTextProblem(value);
      if (problem) return fail(amountMessages('Loan amount')[problem]);
      const text = String(value).trim().replace(/^£/, '').trim();
      const [whole = '0', fraction = ''] = text.split('.');
      // More digits than any limit: too large, without trusting a float.
      const pennies =
        whole.replace(/^0+/, '').length > 10
          ? Number.POSITIVE_INFINITY
          : Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
      if (pennies < limits.minPennies) return fail(loanBelowMinimumMessage(limits));
      if (pennies > limits.maxPennies) return fail(loanAboveMaximumMessage(limits));
      return penniesToDecimal(pennies);
    }),
  );

/** Checks configured limits; answers a problem or null. */
export function loanLimitsProblem(limits: LoanLimits): string | null {
  if (limits.minPennies <= 0) return 'LOAN_MIN must be more than 0';
  if (limits.maxPennies > MAX_LOAN_PENNIES)
    return `LOAN_MAX must be at most ${penniesToDecimal(MAX_LOAN_PENNIES)}`;
  if (limits.minPennies > limits.maxPennies) return 'LOAN_MIN must not be more than LOAN_MAX';
  return null;
}
