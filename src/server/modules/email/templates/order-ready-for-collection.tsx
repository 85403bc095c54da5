/** To the buyer: the order is set aside at the counter. */
import { formatDateUK } from '@shared/dates';
import { formatGBP } from '@shared/money';
import { shop, shopAddressLine } from '@shared/shop';
import { Action, EmailLayout, Facts, Greeting, OpeningHours, Paragraph } from './layout';
import type { EmailTemplate } from './render-email';

export type OrderReadyForCollectionProps = {
  name: string | null;
  reference: string;
  holdUntil: string | null;
  toPay: string | null;
  paymentMethodLabel: string;
  /** The order's page; null for a guest, whose secret link only the confirmation carries. */
  orderUrl: string | null;
};

export const orderReadyForCollection: EmailTemplate<OrderReadyForCollectionProps> = {
  kind: 'order-ready-for-collection',
  subject: ({ reference }) => `Your order ${reference} is ready to collect`,
  Body: (props) => (
    <EmailLayout
      preview={`Collect it from ${shopAddressLine}.`}
      heading="Your order is ready to collect"
      footnote={`You get this email because you ordered from ${shop.name}.`}
    >
      <Greeting name={props.name} />
      <Paragraph>Your order is waiting for you at {shopAddressLine}.</Paragraph>
      <Facts
        rows={[
          ['Order', props.reference],
          props.holdUntil ? ['Held for you until', formatDateUK(props.holdUntil)] : null,
          props.toPay
            ? ['To pay when you collect', `${formatGBP(props.toPay)} (${props.paymentMethodLabel})`]
            : null,
        ]}
      />
      <Paragraph>We are open:</Paragraph>
      <OpeningHours />
      {props.orderUrl ? <Action href={props.orderUrl}>See your order</Action> : null}
    </EmailLayout>
  ),
};
