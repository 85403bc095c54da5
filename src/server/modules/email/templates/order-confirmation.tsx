/**
 * To the buyer, always (a legal message: the contract and the right to cancel
 * on a durable medium): the order as placed.
 */
import { formatDateUK } from '@shared/dates';
import { formatGBP } from '@shared/money';
import { CANCELLATION_RIGHTS_TEXT } from '@shared/orders/values';
import { shop, shopAddressLine } from '@shared/shop';
import { Action, EmailLayout, Facts, Greeting, Lines, Paragraph } from './layout';
import type { EmailTemplate } from './render-email';

export type OrderConfirmationProps = {
  name: string | null;
  reference: string;
  items: readonly { title: string; price: string }[];
  subtotal: string;
  deliveryFee: string;
  total: string;
  delivery: boolean;
  /** Delivery day, or the first day to collect ('YYYY-MM-DD'). */
  fulfilmentDate: string;
  /** Collection: the last day the items are held. */
  holdUntil: string | null;
  /**
   * Delivery: the address and postcode; only the postcode to an address not
   * confirmed (a visitor's words go nowhere else: the order's page has it all).
   */
  deliveryAddress: string | null;
  paymentMethodLabel: string;
  orderUrl: string;
};

export const orderConfirmation: EmailTemplate<OrderConfirmationProps> = {
  kind: 'order-confirmation',
  // A guest's link to the order (a signed-in buyer's link needs the sign-in, but is treated alike).
  secretLink: { prop: 'orderUrl', lifetimeMs: null },
  visitorCaused: true,
  subject: ({ reference }) => `Thank you for your order ${reference}`,
  Body: (props) => (
    <EmailLayout
      preview={`${formatGBP(props.total)}, ${props.delivery ? 'delivered' : 'to collect'} from ${formatDateUK(props.fulfilmentDate)}.`}
      heading="Thank you for your order"
      footnote={`The confirmation of your order with ${shop.name}: please keep it.`}
    >
      <Greeting name={props.name} />
      <Paragraph>We have your order and have set the items aside for you.</Paragraph>
      <Lines lines={props.items.map((item) => `${item.title}: ${formatGBP(item.price)}`)} />
      <Facts
        rows={[
          ['Order', props.reference],
          ['Items', formatGBP(props.subtotal)],
          props.delivery ? ['Delivery', formatGBP(props.deliveryFee)] : null,
          ['Total', formatGBP(props.total)],
          props.delivery
            ? ['Delivery on', formatDateUK(props.fulfilmentDate)]
            : ['Collect from', formatDateUK(props.fulfilmentDate)],
          props.holdUntil ? ['Held for you until', formatDateUK(props.holdUntil)] : null,
          props.delivery && props.deliveryAddress ? ['Deliver to', props.deliveryAddress] : null,
          [
            'Payment',
            `${props.paymentMethodLabel}, ${props.delivery ? 'on delivery' : 'when you collect'}`,
          ],
        ]}
      />
      {props.delivery ? null : <Paragraph>Collect your order from {shopAddressLine}.</Paragraph>}
      <Paragraph>{CANCELLATION_RIGHTS_TEXT}</Paragraph>
      <Action href={props.orderUrl}>See your order</Action>
    </EmailLayout>
  ),
};
