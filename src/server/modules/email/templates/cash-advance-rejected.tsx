/** To the customer: the request is turned down, with the shop's reason. */
import { shop } from '@shared/shop';
import { EmailLayout, Facts, Greeting, Paragraph } from './layout';
import type { EmailTemplate } from './render-email';

export type CashAdvanceRejectedProps = {
  name: string | null;
  reference: string;
  itemDescription: string;
  reason: string;
};

export const cashAdvanceRejected: EmailTemplate<CashAdvanceRejectedProps> = {
  kind: 'cash-advance-rejected',
  subject: ({ reference }) => `Your cash advance request ${reference}`,
  Body: (props) => (
    <EmailLayout
      preview="We are sorry: we cannot offer a cash advance on this item."
      heading="We cannot offer a cash advance this time"
      footnote={`You get this email because you asked ${shop.name} for a cash advance.`}
    >
      <Greeting name={props.name} />
      <Paragraph>
        Thank you for asking us. We are sorry: we cannot offer a cash advance on this item.
      </Paragraph>
      <Facts
        rows={[
          ['Reference', props.reference],
          ['Item', props.itemDescription],
          ['Reason', props.reason],
        ]}
      />
      <Paragraph>
        If you have a question, or another item you would like us to look at, call us on{' '}
        {shop.telephone}.
      </Paragraph>
    </EmailLayout>
  ),
};
