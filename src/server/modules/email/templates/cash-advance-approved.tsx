/** To the customer: the request is approved with an indicative offer. */
import { formatGBP } from '@shared/money';
import { shop, shopAddressLine } from '@shared/shop';
import { EmailLayout, Facts, Greeting, OpeningHours, Paragraph } from './layout';
import type { EmailTemplate } from './render-email';

export type CashAdvanceApprovedProps = {
  name: string | null;
  reference: string;
  itemDescription: string;
  offerAmount: string;
  offerNote: string | null;
};

export const cashAdvanceApproved: EmailTemplate<CashAdvanceApprovedProps> = {
  kind: 'cash-advance-approved',
  subject: ({ reference, offerAmount }) =>
    `Your cash advance request ${reference}: we can offer ${formatGBP(offerAmount)}`,
  Body: (props) => (
    <EmailLayout
      preview={`Bring the item and your photo ID to the shop to receive ${formatGBP(props.offerAmount)}.`}
      heading={`We can offer you ${formatGBP(props.offerAmount)}`}
      footnote={`You get this email because you asked ${shop.name} for a cash advance.`}
    >
      <Greeting name={props.name} />
      <Paragraph>
        Good news: we have looked at your request and can offer you a cash advance.
      </Paragraph>
      <Facts
        rows={[
          ['Reference', props.reference],
          ['Item', props.itemDescription],
          ['Our offer', formatGBP(props.offerAmount)],
          props.offerNote ? ['Note from the shop', props.offerNote] : null,
        ]}
      />
      <Paragraph>
        The offer is indicative: we confirm it when we have seen the item. Bring it with your photo
        ID to {shopAddressLine}. We are open:
      </Paragraph>
      <OpeningHours />
    </EmailLayout>
  ),
};
