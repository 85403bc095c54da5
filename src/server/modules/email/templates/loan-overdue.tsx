/**
 * To the customer, always (a legal message): the loan is past its due date.
 * What it owes today, what each further day costs, that it can still be
 * redeemed or extended, until when it is certainly redeemable, and where to
 * find free debt advice.
 */
import { closedDueDayNotice } from '@shared/cash-advances/due-words';
import { formatDateUK } from '@shared/dates';
import { formatGBP } from '@shared/money';
import { shop, shopAddressLine } from '@shared/shop';
import { EmailLayout, Facts, Greeting, OpeningHours, Paragraph } from './layout';
import { AfterRedemption, DebtAdvice, perDay, type RedemptionTerms } from './pawn-terms';
import type { EmailTemplate } from './render-email';

export type LoanOverdueProps = RedemptionTerms & {
  name: string | null;
  reference: string;
  itemDescription: string;
  dueDate: string;
  /** The last day with no interest after the due date: the next opening day when the shop was closed on it. */
  interestFreeUntil: string;
  /** The day the figures are worked out to ('YYYY-MM-DD'). */
  asOf: string;
  /** Owed on `asOf`, the daily interest up to it included. */
  balance: string;
  /** What each further day costs, in pounds. */
  dailyInterest: string;
  /** What an extension costs on `asOf`; null when there is nothing to extend with. */
  extendAmount: string | null;
  /** The due date an extension would give. */
  /** The due date an extension today gives; null when none can be taken. */
  extendedDueDate: string | null;
};

/** " The shop was closed on …": what a closure on the due date spared, or nothing. */
function closedAfterDue(props: LoanOverdueProps): string {
  const closed = closedDueDayNotice(props.dueDate, props.interestFreeUntil, props.asOf);
  return closed ? ` ${closed}` : '';
}

export const loanOverdue: EmailTemplate<LoanOverdueProps> = {
  kind: 'loan-overdue',
  subject: ({ reference }) => `Your loan ${reference} is overdue`,
  Body: (props) => (
    <EmailLayout
      preview={`${formatGBP(props.balance)} owed, and ${perDay(props.dailyInterest)} until you repay or extend it.`}
      heading="Your loan is overdue"
      footnote={`A notice about your agreement with ${shop.name}. Call us on ${shop.telephone} if you need to talk about it.`}
    >
      <Greeting name={props.name} />
      <Paragraph>
        Your loan on {props.itemDescription} was due on {formatDateUK(props.dueDate)} and has not
        been repaid or extended.{closedAfterDue(props)} Since then interest runs by the day at the
        agreement&apos;s rate: each day costs {formatGBP(props.dailyInterest)}, until the interest
        reaches the amount lent. Nothing else is charged for paying late.
      </Paragraph>
      <Facts
        rows={[
          ['Agreement', props.reference],
          ['Was due', formatDateUK(props.dueDate)],
          [`Owed on ${formatDateUK(props.asOf)}`, formatGBP(props.balance)],
          ['Each further day', formatGBP(props.dailyInterest)],
          props.extendAmount && props.extendedDueDate
            ? [
                `To extend it to ${formatDateUK(props.extendedDueDate)}`,
                formatGBP(props.extendAmount),
              ]
            : null,
          ['Redemption period ends', formatDateUK(props.redemptionEnds)],
        ]}
      />
      <Paragraph>
        You can still repay the loan and collect your items
        {props.extendAmount ? ', or extend it by paying the interest owed to the day' : ''}: the
        amounts grow by {formatGBP(props.dailyInterest)} each day until you do. Come to the shop at{' '}
        {shopAddressLine}. We are open:
      </Paragraph>
      <OpeningHours />
      <AfterRedemption
        redemptionEnds={props.redemptionEnds}
        smallLoan={props.smallLoan}
        today={props.asOf}
      />
      <DebtAdvice />
    </EmailLayout>
  ),
};
