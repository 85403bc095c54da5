/**
 * The lending terms in the customer's words, written once (decision 039): the
 * agreement and pawn-receipt, the pre-contract information, the letters, the
 * emails, the lost-receipt forms and /terms all read their sentences from here,
 * so a rule is never stated two ways. Pure text: the callers work the figures
 * out (the daily interest with `dailyInterestOn`, dates as they print them).
 */
import { formatGBP, formatPrice } from '../money';
import { penniesToDecimal } from '../money-math';
import { shop, shopAddressLine } from '../shop';
import { annualRateOfInterest, representativeApr } from './loan';
import {
  DEBT_ADVICE,
  FORFEIT_LIMIT_PENNIES,
  NOTICE_OF_SALE_DAYS,
  WITHDRAWAL_DAYS,
  WITHDRAWAL_REPAY_DAYS,
} from './pawn-book-values';
import { LOAN_TERM_DAYS } from './values';

const pounds = (pennies: number) => formatGBP(penniesToDecimal(pennies));

/** "£75": the credit up to which an unredeemed pawn becomes the shop's (s.120(1)(a)). */
export const forfeitLimitText = formatPrice(penniesToDecimal(FORFEIT_LIMIT_PENNIES));

/** Working days after a sale within which its statement is given (Realisation of Pawn Regs 1983 reg 2(2)). */
export const SALE_STATEMENT_WORKING_DAYS = 20;

/**
 * What happens to a pawn that is not redeemed (ss.116(2), 120(1)(a), 121(1)):
 * the one statement every paper, email and page makes, true of every loan
 * whatever its amount, extensions or redemption period: the property passes
 * only where the period is six months (s.120(1)(a)), so "six-month" is the law's.
 */
export const smallPawnStatement = `If the credit is ${forfeitLimitText} or less and you have not redeemed by the end of the six-month redemption period, the item becomes ours. If the redemption period was extended, or the credit is more than ${forfeitLimitText}, we must give you at least ${NOTICE_OF_SALE_DAYS} days' written notice before selling it, and you may redeem it at any time until it is sold.`;

/** No recourse: a sale's shortfall is written off, never asked of the customer. */
export const noRecourseStatement =
  'You never owe us more than the pawn fetches: if we sell it for less than you owe, we write off the shortfall and will never ask you for it.';

/** What happens after a sale (s.121(2)–(4)), with the shop's no-recourse term. */
export const afterSaleStatement = `Within ${SALE_STATEMENT_WORKING_DAYS} working days of a sale we tell you in writing what the pawn fetched, the expenses of the sale and the net proceeds. If the net proceeds are more than you owed on the day of the sale, we pay you the surplus. If they are less, we write off the shortfall: you owe us nothing more, and we will never ask you for it.`;

/** The shortfall of a sale made, written off (the sale statement, letter and email). */
export const shortfallWrittenOff = (shortfall: string) =>
  `The net proceeds were ${shortfall} less than you owed on the day of the sale. We have written off this shortfall: you owe us nothing more on this loan, and we will never ask you for it.`;

/** How a pawn under a notice of sale is offered (the notice's particulars, letter and email alike). */
export const howItWillBeSold = `offered for sale at the asking price in our shop, ${shopAddressLine}, and on our website`;

/** Redemption by the bearer of the pawn-receipt (s.117); identification only on suspicion (s.117(2)). */
export const bearerStatement =
  'Whoever brings the pawn-receipt and pays what is owed may redeem the pawn (Consumer Credit Act 1974 section 117), so keep it safe. You do not need to show identification to redeem: we ask for it only if we know or have reasonable cause to suspect that the person redeeming is neither the owner nor authorised by the owner to redeem it.';

/** The two printable lost-receipt forms (s.118(1)), by the names the papers point to. */
export const lostReceiptForms = {
  statutoryDeclaration: 'Statutory declaration: lost pawn-receipt',
  signedStatement: 'Signed statement: lost pawn-receipt',
} as const;

/** Redeeming without the pawn-receipt (s.118), pointing to the forms the shop prints. */
export const lostReceiptStatement = `If you lose your pawn-receipt, tell us at once. You can still redeem the pawn without it by giving us a statutory declaration on our form "${lostReceiptForms.statutoryDeclaration}", made before a solicitor, commissioner for oaths or justice of the peace; or, if the credit is ${forfeitLimitText} or less and we agree, a statement signed by you on our form "${lostReceiptForms.signedStatement}". Ask us in the shop: we print the form with your agreement's details, free of charge. Once we accept it, the lost receipt can no longer be used to redeem the pawn (section 118).`;

/** The s.77B statement of account. */
export const statementOfAccountStatement =
  'You may ask us at any time for a statement of your account, showing what you have paid, what is owed and when it is due; we will give it free of charge.';

/** How interest accrues: by the day from the agreement (the cap is in `interestStatement`). */
export const interestByTheDayRule = `Interest is charged by the day on the amount of the loan still owed, rounded to the penny once a day: the first day charged is the day after the agreement, so repaying on the 10th day after it costs 10 days' interest.`;

/** The cap: one loan's interest never exceeds the amount lent. */
export const interestCapRule = 'Interest stops growing once it reaches the amount lent.';

/** Early repayment (s.94): only the days used, no other charge. */
export const earlyRepaymentRule =
  'Repay early and you pay only the days you have had the money; there is no other charge for repaying early.';

/** Extensions (s.116(2)): the interest to the day, the new due date, a longer redemption period. */
export const extensionStatement = `You can extend the loan by paying the interest owed on the day you pay. The loan is then due ${LOAN_TERM_DAYS} days after the later of the old due date and the day you pay, and the redemption period is lengthened to last at least until that new due date (Consumer Credit Act 1974 section 116(2)).`;

/** Free debt advice (CONC 7.3), on every overdue, redemption-ending and notice message. */
export const debtAdviceStatement = DEBT_ADVICE.sentence;

/** "391.1% a year, fixed": the annual rate of interest of a rate per 28 days. */
export const annualRateText = (ratePercent: number) =>
  `${annualRateOfInterest(ratePercent).toFixed(1)}% fixed`;

/** "2957.3%": the representative APR. */
export const aprText = (ratePercent: number) => `${representativeApr(ratePercent).toFixed(1)}%`;

export type InterestFigures = {
  /** One day's interest on the amount lent, in pennies (`dailyInterestOn`). */
  dailyPennies: number;
  /** The rate for each 28 days, in percent. */
  ratePercent: number;
  /** A full 28-day term's interest, loan × rate%, in pennies. */
  termChargePennies: number;
};

/**
 * "Interest: £2.14 a day (30% for 28 days, fixed; annual rate of interest
 * 391.1% fixed; representative APR 2957.3%). A full 28-day term costs £60.00. …"
 */
export function interestStatement({
  dailyPennies,
  ratePercent,
  termChargePennies,
}: InterestFigures): string {
  return `Interest: ${pounds(dailyPennies)} a day (${ratePercent}% for ${LOAN_TERM_DAYS} days, fixed; annual rate of interest ${annualRateText(ratePercent)}; representative APR ${aprText(ratePercent)}). A full ${LOAN_TERM_DAYS}-day term costs ${pounds(termChargePennies)}. ${earlyRepaymentRule} ${interestCapRule}`;
}

export type WithdrawalFigures = {
  loanPennies: number;
  /** The rate for each 28 days, in percent. */
  ratePercent: number;
  /** One day's interest on the amount lent, in pennies (`dailyInterestOn`): "about" it. */
  dailyPennies: number;
  /** The agreement's date as the paper prints it; null before the agreement is made. */
  startDate: string | null;
};

/**
 * "If you withdraw, repay £200.00 plus interest of 30% ÷ 28 of it for each day
 * from 1 April 2026 to the day you repay (about £2.14 a day; …)." The exact
 * daily figure, since the running total is rounded once (ledger.ts), not each day.
 */
export function withdrawalFiguresText({
  loanPennies,
  ratePercent,
  dailyPennies,
  startDate,
}: WithdrawalFigures): string {
  const from = startDate ?? 'the day the agreement is made';
  return `If you withdraw, repay ${pounds(loanPennies)} plus interest of ${ratePercent}% ÷ ${LOAN_TERM_DAYS} of it for each day from ${from} to the day you repay (about ${pounds(dailyPennies)} a day; the total is rounded to the nearest penny once).`;
}

/** How to tell the shop: in the shop, by telephone, email (when the shop has an address) or letter. */
export function waysToTellUs(shopEmail?: string | null): string {
  const email = shopEmail ? `, by email to ${shopEmail}` : ', by email';
  return `in the shop, by telephone on ${shop.telephone}${email}, or by letter to ${shop.name}, ${shopAddressLine}`;
}

/** The right of withdrawal (s.66A), with the loan's own figures. */
export function withdrawalStatement(figures: WithdrawalFigures, shopEmail?: string | null): string {
  return `You may withdraw from this agreement, without giving any reason, within ${WITHDRAWAL_DAYS} days after the day it is made, by telling us ${waysToTellUs(shopEmail)}. ${withdrawalFiguresText(figures)} Repay within ${WITHDRAWAL_REPAY_DAYS} days after telling us; there is nothing else to pay, and we then hand the pawn back to you.`;
}

/** The right of withdrawal (s.66A) without a loan's figures: /terms. */
export const withdrawalRule = `You may withdraw from the agreement, without giving any reason, within ${WITHDRAWAL_DAYS} days after the day it is made, by telling us ${waysToTellUs()}. If you withdraw, repay the amount lent plus the daily interest shown on your agreement for each day from the agreement to the day you repay, within ${WITHDRAWAL_REPAY_DAYS} days after telling us; there is nothing else to pay, and we then hand the pawn back to you.`;
