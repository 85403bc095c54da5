/** To the buyer: the order is cancelled (by the shop or by the buyer), with the reason. */
import { formatGBP } from '@shared/money';
import { shop } from '@shared/shop';
import { Action, EmailLayout, Facts, Greeting, Paragraph } from './layout';
import type { EmailTemplate } from './render-email';

export type OrderCancelledProps = {
  name: string | null;
  reference: string;
  /** Null to an address not confirmed: a guest may have typed it (cancelling by the guest link). */
  reason: string | null;
  /** What the buyer had paid for it (refunded), or null when nothing was paid. */
  paid: string | null;
  /** The order's page; null for a guest, whose secret link only the confirmation carries. */
  orderUrl: string | null;
};

export const orderCancelled: EmailTemplate<OrderCancelledProps> = {
  kind: 'order-cancelled',
  // A guest cancels with the link the confirmation carried (and their answer to the order).
  visitorCaused: true,
  subject: ({ reference }) => `Your order ${reference} is cancelled`,
  Body: (props) => (
    <EmailLayout
      preview={
        props.paid
          ? 'Your order is cancelled: we will refund you.'
          : 'Your order is cancelled: nothing is owed.'
      }
      heading="Your order is cancelled"
      footnote={`You get this email because you ordered from ${shop.name}.`}
    >
      <Greeting name={props.name} />
      <Paragraph>
        {props.paid
          ? `Your order is cancelled. We will refund the ${formatGBP(props.paid)} you paid, the way you paid it.`
          : 'Your order is cancelled and nothing is owed for it.'}
      </Paragraph>
      <Facts rows={[['Order', props.reference], props.reason ? ['Reason', props.reason] : null]} />
      <Paragraph>If this is a surprise, call us on {shop.telephone}.</Paragraph>
      {props.orderUrl ? <Action href={props.orderUrl}>See your order</Action> : null}
    </EmailLayout>
  ),
};
