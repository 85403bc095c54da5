/** To the buyer: the order left the shop for same-day delivery. */
import { formatGBP } from '@shared/money';
import { shop } from '@shared/shop';
import { Action, EmailLayout, Facts, Greeting, Paragraph } from './layout';
import type { EmailTemplate } from './render-email';

export type OrderOutForDeliveryProps = {
  name: string | null;
  reference: string;
  deliveryAddress: string;
  /** What to pay the driver; null when already paid. */
  toPay: string | null;
  paymentMethodLabel: string;
  /** The order's page; null for a guest, whose secret link only the confirmation carries. */
  orderUrl: string | null;
};

export const orderOutForDelivery: EmailTemplate<OrderOutForDeliveryProps> = {
  kind: 'order-out-for-delivery',
  subject: ({ reference }) => `Your order ${reference} is on its way`,
  Body: (props) => (
    <EmailLayout
      preview="Your order is out for delivery today."
      heading="Your order is on its way"
      footnote={`You get this email because you ordered from ${shop.name}.`}
    >
      <Greeting name={props.name} />
      <Paragraph>Your order has left the shop and will be with you today.</Paragraph>
      <Facts
        rows={[
          ['Order', props.reference],
          ['Deliver to', props.deliveryAddress],
          props.toPay
            ? ['To pay on delivery', `${formatGBP(props.toPay)} (${props.paymentMethodLabel})`]
            : null,
        ]}
      />
      {props.orderUrl ? <Action href={props.orderUrl}>See your order</Action> : null}
    </EmailLayout>
  ),
};
