/** To the buyer: the order is paid; the receipt, with the right to cancel and the returns policy. */
import { formatGBP } from '@shared/money';
import { shop } from '@shared/shop';
import { Action, EmailLayout, Facts, Greeting, Paragraph } from './layout';
import type { EmailTemplate } from './render-email';

export type OrderReceiptProps = {
  name: string | null;
  reference: string;
  items: { title: string; price: string }[];
  deliveryFee: string;
  total: string;
  paidWith: string;
  cancellationRight: string;
  returnsPolicy: string;
  /** The order's page (with the receipt as a PDF); null for a guest, whose link is in the confirmation. */
  orderUrl: string | null;
};

export const orderReceipt: EmailTemplate<OrderReceiptProps> = {
  kind: 'order-receipt',
  visitorCaused: true,
  subject: ({ reference }) => `Your receipt for order ${reference}`,
  Body: (props) => (
    <EmailLayout
      preview={`Paid ${formatGBP(props.total)} for order ${props.reference}.`}
      heading="Thank you: your order is paid"
      footnote={`You get this email because you ordered from ${shop.name}.`}
    >
      <Greeting name={props.name} />
      <Paragraph>
        We have your payment of {formatGBP(props.total)} ({props.paidWith}). This email is your
        receipt.
      </Paragraph>
      <Facts
        rows={[
          ['Order', props.reference],
          ...props.items.map((item): [string, string] => [item.title, formatGBP(item.price)]),
          ['Delivery', formatGBP(props.deliveryFee)],
          ['Total paid', formatGBP(props.total)],
        ]}
      />
      <Paragraph>{props.cancellationRight}</Paragraph>
      <Paragraph>{props.returnsPolicy}</Paragraph>
      {props.orderUrl ? <Action href={props.orderUrl}>See your order and receipt</Action> : null}
    </EmailLayout>
  ),
};
