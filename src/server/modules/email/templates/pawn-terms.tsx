/**
 * The pawn book's rules as the loan messages state them, written once
 * (Consumer Credit Act 1974 ss.116, 120, 121; docs/decisions/023-pawn-law.md):
 * interest after the due date runs by the day at the agreement's rate, the
 * pawn is redeemable until the redemption period ends and after it until it
 * is forfeited (£75 or less) or sold after a notice of sale (over £75).
 */
import { formatDateUK } from '@shared/dates';
import { FORFEIT_LIMIT_PENNIES, NOTICE_OF_SALE_DAYS } from '@shared/cash-advances/pawn-book-values';
import { formatGBP, formatPrice } from '@shared/money';
import { penniesToDecimal } from '@shared/money-math';
import { addDays, daysBetween } from '@shared/repairs/dates';
import { Paragraph } from './layout';

/** "£75": the limit of s.120(1)(a), as the messages write it. */
export const forfeitLimit = formatPrice(penniesToDecimal(FORFEIT_LIMIT_PENNIES));

/** What a loan's messages need to say what happens when its redemption period ends. */
export type RedemptionTerms = {
  /** The last day of the redemption period, 'YYYY-MM-DD'. */
  redemptionEnds: string;
  /** The amount lent is £75 or less: the items may be forfeited, not sold after notice. */
  smallLoan: boolean;
};

/** One day's interest after the due date: "£1.07 a day". */
export const perDay = (dailyInterest: string) => `${formatGBP(dailyInterest)} a day`;

/**
 * What happens at the end of the redemption period, by the £75 rule; in the
 * past tense once `today` ('YYYY-MM-DD', when given) is after it.
 */
export function AfterRedemption({
  redemptionEnds,
  smallLoan,
  today,
}: RedemptionTerms & { today?: string | undefined }) {
  const ends = formatDateUK(redemptionEnds);
  const ended = today !== undefined && daysBetween(redemptionEnds, today) > 0;
  if (smallLoan) {
    return ended ? (
      <Paragraph>
        The redemption period ended on {ends}. As the amount lent is {forfeitLimit} or less, the
        items may now become the shop&apos;s; the loan is then closed and you owe nothing more on
        it. Until we have taken them, you can still redeem them.
      </Paragraph>
    ) : (
      <Paragraph>
        Your items stay redeemable until the redemption period ends on {ends}. As the amount lent is{' '}
        {forfeitLimit} or less, if the loan has not been repaid by then the items may become the
        shop&apos;s from {formatDateUK(addDays(redemptionEnds, 1))}; the loan is then closed and you
        owe nothing more on it. Until we have taken them, you can still redeem them.
      </Paragraph>
    );
  }
  const notice = `Before selling them we would give you at least ${NOTICE_OF_SALE_DAYS} days' written notice of our intention to sell, and after a sale we would pay you any surplus: what the sale fetched, less its costs, over what was owed on the day.`;
  return ended ? (
    <Paragraph>
      The redemption period ended on {ends}: your items stay redeemable until they are sold.{' '}
      {notice}
    </Paragraph>
  ) : (
    <Paragraph>
      Your items stay redeemable until the redemption period ends on {ends}, and after it until they
      are sold. {notice}
    </Paragraph>
  );
}
