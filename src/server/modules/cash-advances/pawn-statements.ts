/**
 * The statements the pawn papers make about the law (Consumer Credit Act 1974
 * ss.66A, 94, 114–121; the Agreements, Pawn-Receipts, Realisation of Pawn and
 * Disclosure regulations), written once and used by the agreement and
 * pawn-receipt, the pre-contract information and the letters after it.
 */
import { closedDueDayRule } from '@shared/cash-advances/due-words';
import { dailyInterestOn } from '@shared/cash-advances/ledger';
import {
  FORFEIT_LIMIT_PENNIES,
  MIN_REDEMPTION_MONTHS,
  NOTICE_OF_SALE_DAYS,
} from '@shared/cash-advances/pawn-book-values';
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
export const WITHDRAWAL_DAYS = 14;
export const WITHDRAWAL_REPAY_DAYS = 30;

/** Working days after a sale within which its statement is due (Realisation of Pawn Regs 1983 reg 2(2)). */
export const SALE_STATEMENT_WORKING_DAYS = 20;

export const FCA_SUPERVISOR =
  'the Financial Conduct Authority, 12 Endeavour Square, London E20 1JN (www.fca.org.uk)';

/**
 * Whether an unredeemed pawn becomes the shop's at the end of the redemption
 * period (s.120(1)(a)): only for credit of £75 or less AND a redemption period
 * of exactly six months; otherwise it becomes realisable, to be sold after notice.
 */
export function passesToPawnee(loanPennies: number, papers: PawnPapersContext): boolean {
  return loanPennies <= FORFEIT_LIMIT_PENNIES && papers.redemptionMonths === MIN_REDEMPTION_MONTHS;
}

const monthsText = (months: number) => `${months} month${months === 1 ? '' : 's'}`;

/** "ends on 1 October 2026", or "ends N months after the agreement is made" before there is one. */
export function redemptionPeriodText(papers: PawnPapersContext, endsOn: string | null): string {
  return endsOn
    ? `the redemption period, which ends on ${endsOn}`
    : `the redemption period, which ends ${monthsText(papers.redemptionMonths)} after the agreement is made`;
}

/** When the pawn can be redeemed (s.116). */
export function redemptionStatement(
  loanPennies: number,
  papers: PawnPapersContext,
  endsOn: string | null,
): string {
  const period = redemptionPeriodText(papers, endsOn);
  return passesToPawnee(loanPennies, papers)
    ? `You may redeem the pawn at any time within ${period}, by paying what you owe and handing us this receipt.`
    : `You may redeem the pawn at any time within ${period}, and after it until it is sold, by paying what you owe and handing us this receipt. Redeeming after the redemption period costs no more than before it.`;
}

/** What happens to a pawn that is not redeemed (ss.120–121). */
export function notRedeemedStatement(loanPennies: number, papers: PawnPapersContext): string {
  if (passesToPawnee(loanPennies, papers)) {
    return `This is a pawn agreement. If you do not redeem the pawn by the end of the redemption period, the property passes to us: the pawn becomes ours and can no longer be redeemed, and the loan is settled, so you owe us nothing more.`;
  }
  return `This is a pawn agreement. If you do not redeem the pawn by the end of the redemption period, we may sell it, after giving you at least ${NOTICE_OF_SALE_DAYS} days' written notice of our intention to sell and the asking price. You may still redeem it until it is sold. Within ${SALE_STATEMENT_WORKING_DAYS} working days of the sale we will tell you what it fetched and what the sale cost. If the net proceeds are more than you owe, we will pay you the surplus; if they are less, you will owe us the shortfall.`;
}

/** The pawn-receipt, and redeeming without it (ss.117–118). */
export function lostReceiptStatement(loanPennies: number): string {
  const small =
    loanPennies <= FORFEIT_LIMIT_PENNIES
      ? ` As your loan is ${pounds(FORFEIT_LIMIT_PENNIES)} or less, we may instead accept a statement in writing signed by you.`
      : '';
  return `Keep your pawn-receipt safe: we must hand the pawn to anyone who brings it and pays what is owed, unless we know or have reasonable cause to suspect that they are not the owner or entitled to redeem it. If you lose it, tell us at once. You can still redeem the pawn without it by giving us a statutory declaration (a formal statement made before a solicitor or commissioner for oaths) in the form the law prescribes, which we will give you.${small}`;
}

/**
 * Interest after the due date: day by day at the same rate, nothing else
 * (s.116(4)), and none for the days the shop is closed from the due date on (decision 036).
 */
export function lateInterestStatement(loanPennies: number, ratePercent: number): string {
  const daily = dailyInterestOn(loanPennies, ratePercent);
  return `If you have not repaid by the due date, interest keeps running at the same rate, day by day: each day after the due date costs ${ratePercent}% of the loan still owed divided by ${LOAN_TERM_DAYS} (${pounds(daily)} a day on a loan of ${pounds(loanPennies)}). Nothing else is charged for paying late. ${closedDueDayRule}`;
}

/** The right of withdrawal (s.66A): pawn agreements are not excluded agreements. */
export function withdrawalStatement(loanPennies: number, ratePercent: number): string {
  const daily = dailyInterestOn(loanPennies, ratePercent);
  return `You have the right to withdraw from this agreement, without giving any reason, within ${WITHDRAWAL_DAYS} days beginning with the day it is made (or the day you receive your copy of it, if later). Tell us in the shop, by telephone on ${shop.telephone}, or in writing to ${shop.name}, ${shopAddressLine}. You must then repay the credit (${pounds(loanPennies)}) and the interest on it at the agreement's rate from the day you received it to the day you repay it, ${pounds(daily)} a day, without undue delay and no later than ${WITHDRAWAL_REPAY_DAYS} days after telling us. When you have repaid, you collect your pawn.`;
}

/** Early repayment (s.94). */
export const earlyRepaymentStatement = `You have the right to repay the credit early, in full or in part, at any time (Consumer Credit Act 1974 section 94). There is no charge for repaying early.`;

/** Complaints, and the Financial Ombudsman Service (FCA DISP). */
export const complaintsStatement = `If you have a complaint, tell us in the shop, call ${shop.telephone} or write to ${shop.name}, ${shopAddressLine}. We will send you our final response within ${COMPLAINT_FINAL_RESPONSE_WEEKS} weeks. If you are not happy with it, or have not had it within ${COMPLAINT_FINAL_RESPONSE_WEEKS} weeks, you can refer your complaint, free of charge, to the ${financialOmbudsman.name}, ${financialOmbudsman.address} (${financialOmbudsman.website}, ${financialOmbudsman.telephone}), within ${OMBUDSMAN_REFERRAL_MONTHS} months of our final response.`;

/** The courts' check on a sale (s.121(6)–(7)). */
export const saleChallengeStatement = `If you think the pawn was sold for less than its true market value on the day of the sale, or that the expenses of the sale were unreasonably high, tell us. If it comes to court, it is for us to prove that we used reasonable care to get the true market value, and that the expenses were reasonable; if we cannot, the surplus or shortfall is worked out as if the pawn had fetched its true market value and the expenses had been reasonable (Consumer Credit Act 1974 section 121(6) and (7)).`;
