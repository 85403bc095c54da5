/** To the customer: their cash advance request has arrived. */
import { formatGBP } from '@shared/money';
import { shop } from '@shared/shop';
import { Action, EmailLayout, Facts, Greeting, Paragraph } from './layout';
import type { EmailTemplate } from './render-email';

export type CashAdvanceReceivedProps = {
  name: string | null;
  reference: string;
  /** The item as described; null to an address not confirmed (a visitor's words go nowhere else). */
  itemDescription: string | null;
  /** Decimal pounds ("250.00"). */
  loanAmount: string;
  /** A guest's private link to follow the request; null for an account's (the dashboard has it). */
  followUrl: string | null;
};

export const cashAdvanceReceived: EmailTemplate<CashAdvanceReceivedProps> = {
  kind: 'cash-advance-received',
  secretLink: { prop: 'followUrl', lifetimeMs: null },
  visitorCaused: true,
  subject: ({ reference }) => `We have your cash advance request ${reference}`,
  Body: (props) => (
    <EmailLayout
      preview={`We will look at your request for ${formatGBP(props.loanAmount)} and reply soon.`}
      heading="We have your cash advance request"
      footnote={`You get this email because you asked ${shop.name} for a cash advance.`}
    >
      <Greeting name={props.name} />
      <Paragraph>
        Thank you for your request. We will look at it and reply by email, usually within one
        working day.
      </Paragraph>
      <Facts
        rows={[
          ['Reference', props.reference],
          props.itemDescription ? ['Item', props.itemDescription] : null,
          ['Amount asked for', formatGBP(props.loanAmount)],
        ]}
      />
      <Paragraph>
        This is not an offer yet: the amount is agreed in the shop once we have seen the item and
        your photo ID.
      </Paragraph>
      {props.followUrl ? (
        <>
          <Paragraph>
            You can follow your request at any time, without signing in. Keep this link to yourself:
            anyone who has it can see the request.
          </Paragraph>
          <Action href={props.followUrl}>Follow your request</Action>
        </>
      ) : null}
    </EmailLayout>
  ),
};
