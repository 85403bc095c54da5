/**
 * To the customer unless they turned reminders off: the redemption period of
 * an active loan ends within 14 days; what is owed today, what happens after
 * it (the one £75 statement), and where to find free debt advice.
 */
import { formatDateUK } from '@shared/dates';
import { formatGBP } from '@shared/money';
import { shop, shopAddressLine } from '@shared/shop';
import { EmailLayout, Facts, Greeting, OpeningHours, Paragraph } from './layout';
import { AfterRedemption, DebtAdvice, perDay, type RedemptionTerms } from './pawn-terms';
import type { EmailTemplate } from './render-email';

export type LoanRedemptionEndingProps = RedemptionTerms & {
  name: string | null;
  reference: string;
  itemDescription: string;
  /** Whole days from `asOf` to the end of the redemption period (0: it ends today). */
  daysLeft: number;
  /** The day the figures are worked out to ('YYYY-MM-DD'). */
  asOf: string;
  balance: string;
  /** The current term's last day. */
  dueDate: string;
  /** Past the due date, or from it: what each day costs, in pounds. */
  dailyInterest: string;
};

const when = (daysLeft: number) =>
  daysLeft === 0 ? 'today' : daysLeft === 1 ? 'tomorrow' : `in ${daysLeft} days`;

export const loanRedemptionEnding: EmailTemplate<LoanRedemptionEndingProps> = {
  kind: 'loan-redemption-ending',
  subject: ({ reference, daysLeft }) =>
    `The redemption period of your loan ${reference} ends ${when(daysLeft)}`,
  Body: (props) => (
    <EmailLayout
      preview={`Repay the loan by ${formatDateUK(props.redemptionEnds)} to be sure of getting your items back.`}
      heading={`Your redemption period ends ${when(props.daysLeft)}`}
      footnote={`A reminder of your loan with ${shop.name}. To stop these reminders, call us on ${shop.telephone}.`}
    >
      <Greeting name={props.name} />
      <Paragraph>
        The redemption period of your loan on {props.itemDescription} ends on{' '}
        {formatDateUK(props.redemptionEnds)}. Extending the loan lengthens it: the redemption period
        then lasts at least until the new due date.
      </Paragraph>
      <Facts
        rows={[
          ['Agreement', props.reference],
          ['Redemption period ends', formatDateUK(props.redemptionEnds)],
          [`Owed on ${formatDateUK(props.asOf)}`, formatGBP(props.balance)],
          ['Due date', formatDateUK(props.dueDate)],
          ['Interest by the day', perDay(props.dailyInterest)],
        ]}
      />
      <AfterRedemption redemptionEnds={props.redemptionEnds} smallLoan={props.smallLoan} />
      <Paragraph>
        Come to the shop at {shopAddressLine} to repay the loan and collect your items. We are open:
      </Paragraph>
      <OpeningHours />
      <DebtAdvice />
    </EmailLayout>
  ),
};
