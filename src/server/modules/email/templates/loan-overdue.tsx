/** To the customer, always (a legal message): the loan is past its due date. */
import { formatDateUK } from '@shared/dates';
import { formatGBP } from '@shared/money';
import { addDays } from '@shared/repairs/dates';
import { shop } from '@shared/shop';
import { EmailLayout, Facts, Greeting, Paragraph } from './layout';
import type { EmailTemplate } from './render-email';

export type LoanOverdueProps = {
  name: string | null;
  reference: string;
  itemDescription: string;
  dueDate: string;
  balance: string;
  extendAmount: string | null;
  /** The first day the items may be forfeited ('YYYY-MM-DD'). */
  forfeitableFrom: string;
};

export const loanOverdue: EmailTemplate<LoanOverdueProps> = {
  kind: 'loan-overdue',
  subject: ({ reference }) => `Your loan ${reference} is overdue`,
  Body: (props) => (
    <EmailLayout
      preview={`Repay or extend by ${formatDateUK(addDays(props.forfeitableFrom, -1))} to keep your items.`}
      heading="Your loan is overdue"
      footnote={`A notice about your agreement with ${shop.name}. Call us on ${shop.telephone} if you need to talk about it.`}
    >
      <Greeting name={props.name} />
      <Paragraph>
        Your loan on {props.itemDescription} was due on {formatDateUK(props.dueDate)} and has not
        been repaid or extended.
      </Paragraph>
      <Facts
        rows={[
          ['Agreement', props.reference],
          ['Was due', formatDateUK(props.dueDate)],
          ['Still owed', formatGBP(props.balance)],
          props.extendAmount ? ['To extend by 28 days', formatGBP(props.extendAmount)] : null,
        ]}
      />
      <Paragraph>
        Please repay or extend it as soon as you can. If the loan is neither repaid nor extended by{' '}
        {formatDateUK(addDays(props.forfeitableFrom, -1))}, your items may be forfeited from{' '}
        {formatDateUK(props.forfeitableFrom)}.
      </Paragraph>
    </EmailLayout>
  ),
};
