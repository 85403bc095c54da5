/**
 * To the customer, always (a legal message): the agreement made in the shop,
 * with the receipt's figures. The PDF receipt stays on the customer's account.
 */
import { formatDateUK } from '@shared/dates';
import { formatGBP } from '@shared/money';
import { shop } from '@shared/shop';
import { EmailLayout, Facts, Greeting, Lines, Paragraph } from './layout';
import type { EmailTemplate } from './render-email';

export type LoanAgreementStartedProps = {
  name: string | null;
  reference: string;
  /** 'YYYY-MM-DD' (Europe/London). */
  startDate: string;
  dueDate: string;
  loanAmount: string;
  /** Percent for the 28-day term ("15.00"). */
  interestRate: string;
  /** The term's charge in pounds. */
  charge: string;
  totalRepayment: string;
  items: readonly string[];
  /** The first day the items may be forfeited if the loan is neither repaid nor extended. */
  forfeitableFrom: string;
};

export const loanAgreementStarted: EmailTemplate<LoanAgreementStartedProps> = {
  kind: 'loan-agreement-started',
  subject: ({ reference }) => `Your pawn agreement ${reference}: your receipt`,
  Body: (props) => (
    <EmailLayout
      preview={`Repay ${formatGBP(props.totalRepayment)} by ${formatDateUK(props.dueDate)} to get your items back.`}
      heading="Your pawn agreement has started"
      footnote={`This is the receipt of your agreement with ${shop.name}: please keep it.`}
    >
      <Greeting name={props.name} />
      <Paragraph>
        Thank you. Your agreement has started and we have paid you the amount below. Keep this
        email: it is your receipt.
      </Paragraph>
      <Facts
        rows={[
          ['Agreement', props.reference],
          ['Start date', formatDateUK(props.startDate)],
          ['Amount lent', formatGBP(props.loanAmount)],
          [`Charge for 28 days (${Number(props.interestRate)}%)`, formatGBP(props.charge)],
          ['Total to repay', formatGBP(props.totalRepayment)],
          ['Due date', formatDateUK(props.dueDate)],
        ]}
      />
      <Paragraph>The items you pledged, which we keep safe until you collect them:</Paragraph>
      <Lines lines={props.items} />
      <Paragraph>
        To get your items back, repay {formatGBP(props.totalRepayment)} by{' '}
        {formatDateUK(props.dueDate)}. You can instead extend the loan for another 28 days by paying
        the charge of {formatGBP(props.charge)} by that date. If the loan is neither repaid nor
        extended, the items may be forfeited from {formatDateUK(props.forfeitableFrom)}.
      </Paragraph>
    </EmailLayout>
  ),
};
