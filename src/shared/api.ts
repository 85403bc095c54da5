/** Shapes shared by every API route (zod/mini: every page reads GET /api/meta, decision 012). */
import * as z from 'zod/mini';
import { loanLimitsSchema } from './cash-advances/limits';
import { DEFAULT_LOAN_RATES } from './cash-advances/loan-rates';

/** Every failure, and some successes, answer `{ "message": ... }`. */
export const messageSchema = z.object({ message: z.string() });
export type MessageBody = z.infer<typeof messageSchema>;

/**
 * GET /api/meta: whether this instance runs in demo mode (the login page shows demo logins),
 * the amounts an online cash advance request may ask for (LOAN_MIN, LOAN_MAX), and the
 * FCA firm reference number (FCA_FRN, null when unset) the footer and legal pages show, and
 * the rates of new loans in percent per 28 days (RATE_GOLD, RATE_GENERAL) every page that
 * states a rate shows.
 */
export const appMetaSchema = z.object({
  demo: z.boolean(),
  loanLimits: loanLimitsSchema,
  // Absent (an answer from before the rates were settings) reads as the default rates.
  loanRates: z._default(z.object({ gold: z.number(), general: z.number() }), () => ({
    ...DEFAULT_LOAN_RATES,
  })),
  // Absent reads as null, so a page that wants only the loan limits never fails on it.
  fcaFrn: z._default(z.nullable(z.string()), null),
  /** Whether customers may pay online by card (the shop configured Stripe). */
  onlinePayments: z._default(z.boolean(), false),
});
export type AppMeta = z.infer<typeof appMetaSchema>;
