/**
 * To the customer, always (a legal message): a summary of the agreement made in
 * the shop, with its figures, interest by the day, the right to withdraw and
 * what happens after the due date and after the redemption period. It is not
 * the pawn-receipt: that is the signed agreement handed over at the counter
 * (s.114(1)); its PDF copy stays on the customer's account.
 */
import { closedDueDayRule } from '@shared/cash-advances/due-words';
import {
  annualRateText,
  aprText,
  bearerStatement,
  extensionStatement,
  interestStatement,
  lostReceiptStatement,
  statementOfAccountStatement,
  withdrawalStatement,
} from '@shared/cash-advances/pawn-terms-text';
import { formatDateUK } from '@shared/dates';
import { formatGBP } from '@shared/money';
import { parsePennies } from '@shared/money-math';
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
  /** SHOP_EMAIL, named as a way to withdraw; absent or null when the shop has none. */
  shopEmail?: string | null;
};

const penniesOf = (pounds: string) => parsePennies(pounds) ?? 0;

export const loanAgreementStarted: EmailTemplate<LoanAgreementStartedProps> = {
  kind: 'loan-agreement-started',
  subject: ({ reference }) => `Your pawn agreement ${reference} has started`,
  Body: (props) => (
    <EmailLayout
      preview={`Repay ${formatGBP(props.totalRepayment)} by ${formatDateUK(props.dueDate)} to get your items back.`}
      heading="Your pawn agreement has started"
      footnote={`A summary of your agreement with ${shop.name}. Your pawn-receipt is the signed agreement we gave you in the shop: keep it safe.`}
    >
      <Greeting name={props.name} />
      <Paragraph>
        Thank you. Your agreement has started and we have paid you the amount below. This email sums
        it up; your pawn-receipt is the signed agreement we gave you in the shop.
      </Paragraph>
      <Facts
        rows={[
          ['Agreement', props.reference],
          ['Start date', formatDateUK(props.startDate)],
          ['Amount lent', formatGBP(props.loanAmount)],
          ['Interest', perDay(props.dailyInterest)],
          [
            `A full 28-day term (${Number(props.interestRate)}% for 28 days, fixed)`,
            formatGBP(props.charge),
          ],
          ['Annual rate of interest', annualRateText(Number(props.interestRate))],
          ['Representative APR', aprText(Number(props.interestRate))],
          ['Total to repay on the due date', formatGBP(props.totalRepayment)],
          ['Due date', formatDateUK(props.dueDate)],
          ['Redemption period ends', formatDateUK(props.redemptionEnds)],
        ]}
      />
      <Paragraph>
        {interestStatement({
          dailyPennies: penniesOf(props.dailyInterest),
          ratePercent: Number(props.interestRate),
          termChargePennies: penniesOf(props.charge),
        })}
      </Paragraph>
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
          {formatGBP(props.totalRepayment)} on that day, or less before it. {extensionStatement}{' '}
          Interest is charged by the day, before and after the due date, at{' '}
          {Number(props.interestRate)}% for 28 days: {perDay(props.dailyInterest)} while the whole
          amount lent is owed. Nothing else is charged for paying late. {closedDueDayRule}
        </Paragraph>
      )}
      <AfterRedemption
        redemptionEnds={props.redemptionEnds}
        smallLoan={props.smallLoan}
        today={props.issuedOn}
      />
      <Paragraph>{bearerStatement}</Paragraph>
      <Paragraph>{lostReceiptStatement}</Paragraph>
      <Paragraph>
        {withdrawalStatement(
          {
            loanPennies: penniesOf(props.loanAmount),
            ratePercent: Number(props.interestRate),
            dailyPennies: penniesOf(props.dailyInterest),
            startDate: formatDateUK(props.startDate),
          },
          props.shopEmail,
        )}
      </Paragraph>
      <Paragraph>{statementOfAccountStatement}</Paragraph>
    </EmailLayout>
  ),
};
