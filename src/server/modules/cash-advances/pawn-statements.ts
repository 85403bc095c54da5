/**
 * The statements the pawn papers make about the law (Consumer Credit Act 1974
 * ss.66A, 94, 114–121; the Agreements, Pawn-Receipts, Realisation of Pawn and
 * Disclosure regulations), used by the agreement and pawn-receipt, the
 * pre-contract information and the letters after it. The lending terms' own
 * sentences are written once in @shared/cash-advances/pawn-terms-text (the
 * emails and /terms read them too); this file adds the loan's figures.
 */
import { closedDueDayRule } from '@shared/cash-advances/due-words';
import { dailyInterestOn } from '@shared/cash-advances/ledger';
import { termInterestPennies } from '@shared/cash-advances/loan';
import {
  afterSaleStatement,
  bearerStatement,
  earlyRepaymentRule,
  interestStatement,
  smallPawnStatement,
  withdrawalStatement as withdrawalText,
} from '@shared/cash-advances/pawn-terms-text';
import { LOAN_TERM_DAYS } from '@shared/cash-advances/values';
import {
  COMPLAINT_FINAL_RESPONSE_WEEKS,
  OMBUDSMAN_REFERRAL_MONTHS,
  financialOmbudsman,
} from '@shared/legal';
import { penniesToDecimal } from '@shared/money-math';
import { formatGBP } from '@shared/money';
import { shop, shopAddressLine } from '@shared/shop';
import type { PawnPapersContext } from './papers-context';

export const pounds = (pennies: number) => formatGBP(penniesToDecimal(pennies));

/** Days the customer has to withdraw (s.66A(2)) and to repay after withdrawing (s.66A(9)). */
export { WITHDRAWAL_DAYS, WITHDRAWAL_REPAY_DAYS } from '@shared/cash-advances/pawn-book-values';
/** Working days after a sale within which its statement is due (Realisation of Pawn Regs 1983 reg 2(2)). */
export {
  SALE_STATEMENT_WORKING_DAYS,
  lostReceiptStatement,
  statementOfAccountStatement,
} from '@shared/cash-advances/pawn-terms-text';

export const FCA_SUPERVISOR =
  'the Financial Conduct Authority, 12 Endeavour Square, London E20 1JN (www.fca.org.uk)';

const monthsText = (months: number) => `${months} month${months === 1 ? '' : 's'}`;

/** "ends on 1 October 2026", or "ends N months after the agreement is made" before there is one. */
export function redemptionPeriodText(papers: PawnPapersContext, endsOn: string | null): string {
  return endsOn
    ? `the redemption period, which ends on ${endsOn}`
    : `the redemption period, which ends ${monthsText(papers.redemptionMonths)} after the agreement is made`;
}

/**
 * When the pawn can be redeemed (ss.116–117): within the redemption period, longer
 * when extended, and after it until it is sold or has become ours; by the bearer.
 */
export function redemptionStatement(papers: PawnPapersContext, endsOn: string | null): string {
  const period = redemptionPeriodText(papers, endsOn);
  return `You may redeem the pawn at any time within ${period} (an extension lengthens it), and after it until the pawn is sold or has become ours, by paying what is owed and handing us the pawn-receipt. Redeeming after the redemption period costs no more than before it. ${bearerStatement}`;
}

/** What happens to a pawn that is not redeemed (ss.120–121), with no recourse for a shortfall. */
export const notRedeemedStatement = `This is a pawn agreement. ${smallPawnStatement} ${afterSaleStatement}`;

/** The loan's interest figures: the daily interest on the amount lent, the full term's charge. */
export function interestFigures(loanPennies: number, ratePercent: number) {
  return {
    dailyPennies: dailyInterestOn(loanPennies, ratePercent),
    ratePercent,
    termChargePennies: termInterestPennies(loanPennies, ratePercent),
  };
}

/** "Interest: £2.14 a day (30% for 28 days, fixed; annual rate …). A full 28-day term costs £60.00. …" */
export const interestStatementOf = (loanPennies: number, ratePercent: number) =>
  interestStatement(interestFigures(loanPennies, ratePercent));

/**
 * Interest after the due date: it keeps running by the day at the same rate,
 * nothing else is charged (s.93 and the agreement: never a higher rate after default), and none for the days the shop is closed
 * from the due date on (decision 036).
 */
export function lateInterestStatement(loanPennies: number, ratePercent: number): string {
  const daily = dailyInterestOn(loanPennies, ratePercent);
  return `If you have not repaid by the due date, interest keeps running by the day at the same rate, ${ratePercent}% for ${LOAN_TERM_DAYS} days on the loan still owed (${pounds(daily)} a day on a loan of ${pounds(loanPennies)}), until it reaches the amount lent. Nothing else is charged for paying late. ${closedDueDayRule}`;
}

/** The right of withdrawal (s.66A), by the day: pawn agreements are not excluded agreements. */
export function withdrawalStatement(
  loanPennies: number,
  ratePercent: number,
  startDate: string | null,
  papers: Pick<PawnPapersContext, 'shopEmail'>,
): string {
  return withdrawalText(
    {
      loanPennies,
      ratePercent,
      dailyPennies: dailyInterestOn(loanPennies, ratePercent),
      startDate,
    },
    papers.shopEmail,
  );
}

/** Early repayment (s.94). */
export const earlyRepaymentStatement = `You have the right to repay the credit early, in full or in part, at any time (Consumer Credit Act 1974 section 94). ${earlyRepaymentRule}`;

/** Complaints, and the Financial Ombudsman Service (FCA DISP). */
export const complaintsStatement = `If you have a complaint, tell us in the shop, call ${shop.telephone} or write to ${shop.name}, ${shopAddressLine}. We will send you our final response within ${COMPLAINT_FINAL_RESPONSE_WEEKS} weeks. If you are not happy with it, or have not had it within ${COMPLAINT_FINAL_RESPONSE_WEEKS} weeks, you can refer your complaint, free of charge, to the ${financialOmbudsman.name}, ${financialOmbudsman.address} (${financialOmbudsman.website}, ${financialOmbudsman.telephone}), within ${OMBUDSMAN_REFERRAL_MONTHS} months of our final response.`;

/** The courts' check on a sale (s.121(6)–(7)). */
export const saleChallengeStatement = `If you think the pawn was sold for less than its true market value on the day of the sale, or that the expenses of the sale were unreasonably high, tell us. If it comes to court, it is for us to prove that we used reasonable care to get the true market value, and that the expenses were reasonable; if we cannot, any surplus we owe you is worked out as if the pawn had fetched its true market value and the expenses had been reasonable (Consumer Credit Act 1974 section 121(6) and (7)).`;
