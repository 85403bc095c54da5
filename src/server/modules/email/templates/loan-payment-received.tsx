/** To the customer: a payment taken on their loan, and where the loan stands now. */
import { formatDateTimeUK, formatDateUK } from '@shared/dates';
import { formatGBP } from '@shared/money';
import { EmailLayout, Facts, Greeting, Paragraph } from './layout';
import type { EmailTemplate } from './render-email';

export type LoanPaymentReceivedProps = {
  name: string | null;
  reference: string;
  /** "Part payment", "Extension", "Redemption". */
  kindLabel: string;
  redeemed: boolean;
  amount: string;
  methodLabel: string;
  paidAt: Date;
  /** What is still owed, and by when (unused once redeemed). */
  balance: string;
  dueDate: string;
};

export const loanPaymentReceived: EmailTemplate<LoanPaymentReceivedProps> = {
  kind: 'loan-payment-received',
  subject: ({ reference, amount }) => `Payment received on ${reference}: ${formatGBP(amount)}`,
  Body: (props) => (
    <EmailLayout
      preview={
        props.redeemed
          ? 'Your loan is repaid in full.'
          : `Balance now ${formatGBP(props.balance)}, due ${formatDateUK(props.dueDate)}.`
      }
      heading="Thank you for your payment"
    >
      <Greeting name={props.name} />
      <Paragraph>We have received your payment.</Paragraph>
      <Facts
        rows={[
          ['Agreement', props.reference],
          ['Payment', props.kindLabel],
          ['Amount', formatGBP(props.amount)],
          ['Paid by', props.methodLabel],
          ['Taken on', formatDateTimeUK(props.paidAt)],
          props.redeemed ? null : ['Balance now', formatGBP(props.balance)],
          props.redeemed ? null : ['Due date', formatDateUK(props.dueDate)],
        ]}
      />
      <Paragraph>
        {props.redeemed
          ? 'Your loan is repaid in full and your items have been handed back to you. Nothing more is owed.'
          : `Please repay the balance, or extend the loan, by ${formatDateUK(props.dueDate)}.`}
      </Paragraph>
    </EmailLayout>
  ),
};
