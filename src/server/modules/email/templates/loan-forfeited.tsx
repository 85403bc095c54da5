/** To the customer, always (a legal message): the items of an unpaid loan are forfeited. */
import { formatDateUK } from '@shared/dates';
import { shop } from '@shared/shop';
import { EmailLayout, Facts, Greeting, Lines, Paragraph } from './layout';
import type { EmailTemplate } from './render-email';

export type LoanForfeitedProps = {
  name: string | null;
  reference: string;
  dueDate: string;
  graceDays: number;
  items: readonly string[];
};

export const loanForfeited: EmailTemplate<LoanForfeitedProps> = {
  kind: 'loan-forfeited',
  subject: ({ reference }) => `Your pawned items on ${reference} are forfeited`,
  Body: (props) => (
    <EmailLayout
      preview="The loan is closed and nothing more is owed."
      heading="Your pawned items are forfeited"
      footnote={`A notice about your agreement with ${shop.name}. Call us on ${shop.telephone} with any question.`}
    >
      <Greeting name={props.name} />
      <Paragraph>
        Your loan was due on {formatDateUK(props.dueDate)} and was not repaid or extended by then,
        nor in the {props.graceDays} days&apos; grace that followed. The items you pledged are now
        forfeited to the shop.
      </Paragraph>
      <Facts
        rows={[
          ['Agreement', props.reference],
          ['Was due', formatDateUK(props.dueDate)],
        ]}
      />
      <Paragraph>Items forfeited:</Paragraph>
      <Lines lines={props.items} />
      <Paragraph>The loan is closed: you owe nothing more on it.</Paragraph>
    </EmailLayout>
  ),
};
