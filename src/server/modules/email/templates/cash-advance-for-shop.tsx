/** To the shop's own address (SHOP_EMAIL): a new cash advance request to look at. */
import { formatGBP } from '@shared/money';
import { Action, EmailLayout, Facts, Paragraph } from './layout';
import type { EmailTemplate } from './render-email';

export type CashAdvanceForShopProps = {
  reference: string;
  customerName: string | null;
  customerPhone: string | null;
  customerEmail: string | null;
  /** Whether the request came from a signed-in account or a guest. */
  fromAccount: boolean;
  itemDescription: string;
  itemCategory: string;
  collateralType: string;
  loanAmount: string;
  /** The request on the staff screens. */
  adminUrl: string;
};

export const cashAdvanceForShop: EmailTemplate<CashAdvanceForShopProps> = {
  kind: 'cash-advance-for-shop',
  subject: ({ reference, loanAmount }) =>
    `New cash advance request ${reference}: ${formatGBP(loanAmount)}`,
  Body: (props) => (
    <EmailLayout
      preview={`${props.customerName ?? 'A customer'} asks for ${formatGBP(props.loanAmount)}.`}
      heading="New cash advance request"
      footnote="A copy for the shop: the customer got their own confirmation."
    >
      <Facts
        rows={[
          ['Reference', props.reference],
          ['Customer', props.customerName ?? 'Not given'],
          ['Phone', props.customerPhone ?? 'Not given'],
          ['Email', props.customerEmail ?? 'Not given'],
          ['Sent by', props.fromAccount ? 'A signed-in customer' : 'A guest'],
          ['Item', props.itemDescription],
          ['Category', props.itemCategory],
          ['Collateral', props.collateralType],
          ['Amount asked for', formatGBP(props.loanAmount)],
        ]}
      />
      <Paragraph>Approve it with an offer, or reject it with a reason, on its page.</Paragraph>
      <Action href={props.adminUrl}>Open the request</Action>
    </EmailLayout>
  ),
};
