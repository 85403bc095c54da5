/**
 * To the customer, always (a legal message): the agreement made in the shop,
 * with the receipt's figures and what happens after the due date and after the
 * redemption period. The PDF receipt stays on the customer's account.
 */
import { closedDueDayRule } from '@shared/cash-advances/due-words';
import { formatDateUK } from '@shared/dates';
import { formatGBP } from '@shared/money';
import { daysBetween } from '@shared/repairs/dates';
import { shop } from '@shared/shop';
import { EmailLayout, Facts, Greeting, Lines, Paragraph } from './layout';
import { AfterRedemption, perDay, type RedemptionTerms } from './pawn-terms';
import type { EmailTemplate } from './render-email';

export type LoanAgreementStartedProps = RedemptionTerms & {
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
  /** What each day after the due date costs at the same rate, in pounds. */
  dailyInterest: string;
  items: readonly string[];
  /** The day the message is written ('YYYY-MM-DD'): an agreement entered later may be old. */
  issuedOn: string;
  /** Owed on `issuedOn`: more than the total once an agreement entered later is past its due date. */
  owedOnIssue: string;
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
          ['Interest after the due date', perDay(props.dailyInterest)],
          ['Redemption period ends', formatDateUK(props.redemptionEnds)],
        ]}
      />
      <Paragraph>The items you pledged, which we keep safe until you collect them:</Paragraph>
      <Lines lines={props.items} />
      {daysBetween(props.dueDate, props.issuedOn) > 0 ? (
        <Paragraph>
          The loan was due on {formatDateUK(props.dueDate)}. Since then interest runs by the day at
          the same rate ({Number(props.interestRate)}% for 28 days): {perDay(props.dailyInterest)}{' '}
          while the whole amount lent is owed, and nothing else is charged for paying late. On{' '}
          {formatDateUK(props.issuedOn)} you owe {formatGBP(props.owedOnIssue)}: repay what is owed
          to get your items back.
        </Paragraph>
      ) : (
        <Paragraph>
          The loan is due on {formatDateUK(props.dueDate)}: to get your items back, repay{' '}
          {formatGBP(props.totalRepayment)} by then. You can instead extend the loan for another 28
          days by paying the charge of {formatGBP(props.charge)} by that date. After the due date
          interest runs by the day at the same rate ({Number(props.interestRate)}% for 28 days):{' '}
          {perDay(props.dailyInterest)} while the whole amount lent is owed. Nothing else is charged
          for paying late. {closedDueDayRule}
        </Paragraph>
      )}
      <AfterRedemption
        redemptionEnds={props.redemptionEnds}
        smallLoan={props.smallLoan}
        today={props.issuedOn}
      />
    </EmailLayout>
  ),
};
