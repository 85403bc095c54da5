/**
 * The pawn book's rules as the loan messages state them (Consumer Credit Act
 * 1974 ss.116, 120, 121; decisions 023 and 039), in the sentences written once
 * in @shared/cash-advances/pawn-terms-text for the papers, the emails and /terms:
 * interest runs by the day at the agreement's rate, the pawn is redeemable
 * until the redemption period ends and after it until it becomes the shop's
 * (£75 or less, six months) or is sold after a notice of sale, and a sale's
 * shortfall is written off.
 */
import { formatDateUK } from '@shared/dates';
import {
  debtAdviceStatement,
  forfeitLimitText,
  noRecourseStatement,
  smallPawnStatement,
} from '@shared/cash-advances/pawn-terms-text';
import { formatGBP } from '@shared/money';
import { daysBetween } from '@shared/repairs/dates';
import { Paragraph } from './layout';

/** "£75": the limit of s.120(1)(a), as the messages write it. */
export const forfeitLimit = forfeitLimitText;

/** What a loan's messages need to say what happens when its redemption period ends. */
export type RedemptionTerms = {
  /** The last day of the redemption period, 'YYYY-MM-DD'. */
  redemptionEnds: string;
  /**
   * The amount lent is £75 or less. The messages state the one rule for every
   * loan (an extension may take a small loan to a notice of sale), so this is
   * for the callers' records, not the text.
   */
  smallLoan: boolean;
};

/** One day's interest after the due date: "£1.07 a day". */
export const perDay = (dailyInterest: string) =>
  Number(dailyInterest) === 0
    ? '£0.00 a day (the interest has stopped growing)'
    : `${formatGBP(dailyInterest)} a day`;

/**
 * Until when the items are redeemable and what happens after, in the one
 * statement every paper makes (@shared/cash-advances/pawn-terms-text), with
 * the no-recourse term; in the past tense once `today` ('YYYY-MM-DD', when
 * given) is after the redemption period.
 */
export function AfterRedemption({
  redemptionEnds,
  today,
}: RedemptionTerms & { today?: string | undefined }) {
  const ends = formatDateUK(redemptionEnds);
  const ended = today !== undefined && daysBetween(redemptionEnds, today) > 0;
  return (
    <>
      <Paragraph>
        {ended
          ? `The redemption period ended on ${ends}.`
          : `Your items stay redeemable at least until the redemption period ends on ${ends}; extending the loan lengthens it.`}{' '}
        {smallPawnStatement}
      </Paragraph>
      <Paragraph>{noRecourseStatement}</Paragraph>
    </>
  );
}

/** Free debt advice (CONC 7.3): on every overdue, redemption-ending and notice message. */
export function DebtAdvice() {
  return <Paragraph>{debtAdviceStatement}</Paragraph>;
}
