/**
 * To the customer, always (a legal message): the redemption period of a loan
 * of £75 or less ended unredeemed, and its items became the shop's (s.120(1)(a)).
 */
import { formatDateUK } from '@shared/dates';
import { shop } from '@shared/shop';
import { EmailLayout, Facts, Greeting, Lines, Paragraph } from './layout';
import { forfeitLimit } from './pawn-terms';
import type { EmailTemplate } from './render-email';

export type LoanForfeitedProps = {
  name: string | null;
  reference: string;
  /** The agreement's start date, 'YYYY-MM-DD'. */
  startDate: string;
  /** The last day of the redemption period. */
  redemptionEnded: string;
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
        The redemption period of your agreement ended on {formatDateUK(props.redemptionEnded)} and
        the loan was not repaid. As the amount lent was {forfeitLimit} or less, the items you
        pledged are now the shop&apos;s: they are forfeited.
      </Paragraph>
      <Facts
        rows={[
          ['Agreement', props.reference],
          ['Start date', formatDateUK(props.startDate)],
          ['Redemption period ended', formatDateUK(props.redemptionEnded)],
        ]}
      />
      <Paragraph>Items forfeited:</Paragraph>
      <Lines lines={props.items} />
      <Paragraph>The loan is closed: you owe nothing more on it.</Paragraph>
    </EmailLayout>
  ),
};
