/**
 * The rates of new loans (RATE_GOLD, RATE_GENERAL; decision 039), apart from the loan maths
 * and without imports: every page's first download holds these few lines (the pages read the
 * rates through lib/chrome-data.ts), while loan.ts comes only with the pages that state a rate.
 */

/** The rates per 28 days, in percent, of gold and precious metals and of general goods. */
export type LoanRates = { gold: number; general: number };

/** The shop's rates unless RATE_GOLD and RATE_GENERAL say otherwise. */
export const DEFAULT_LOAN_RATES: LoanRates = { gold: 15, general: 30 };

/** The highest rate a setting may give: the total interest never exceeds the loan anyway. */
export const MAX_RATE_PERCENT = 100;
