/**
 * To the customer: a repaired (or declined) device still waiting in the shop:
 * the reminders at 14 and 30 days, and the uncollected goods notice of the
 * Torts (Interference with Goods) Act 1977 (docs/decisions/027).
 */
import { formatGBP } from '@shared/money';
import { formatDateUK } from '@shared/dates';
import { shop, shopAddressLine } from '@shared/shop';
import { Action, EmailLayout, Facts, Greeting, OpeningHours, Paragraph } from './layout';
import type { EmailTemplate } from './render-email';

export type RepairUncollectedProps = {
  name: string | null;
  device: string;
  readySince: string;
  owed: string;
  /** Null for a reminder; the date on or after which the shop may sell it, for the notice. */
  saleAfter: string | null;
  trackingUrl: string;
};

export const repairUncollected: EmailTemplate<RepairUncollectedProps> = {
  kind: 'repair-uncollected',
  secretLink: { prop: 'trackingUrl', lifetimeMs: null },
  subject: ({ device, saleAfter }) =>
    saleAfter
      ? `Notice of intention to sell your uncollected ${device}`
      : `Your ${device} is waiting for you to collect it`,
  Body: (props) => (
    <EmailLayout
      preview={
        props.saleAfter
          ? 'Notice under the Torts (Interference with Goods) Act 1977.'
          : 'Your device is ready to collect.'
      }
      heading={
        props.saleAfter
          ? 'Uncollected goods: notice of intention to sell'
          : 'Your device is waiting for you'
      }
      footnote={`You get this email because you left a device for repair with ${shop.name}.`}
    >
      <Greeting name={props.name} />
      <Paragraph>
        {`Your device has been ready for delivery to you at ${shop.name}, ${shopAddressLine}, since ${formatDateUK(props.readySince)}.`}
      </Paragraph>
      <Facts
        rows={[
          ['Device', props.device],
          ['Amount owed', formatGBP(props.owed)],
          props.saleAfter ? ['We may sell it on or after', formatDateUK(props.saleAfter)] : null,
        ]}
      />
      {props.saleAfter ? (
        <Paragraph>
          This is notice under section 12 and Schedule 1 of the Torts (Interference with Goods) Act
          1977 of our intention to sell the goods if you do not collect them. If we sell them, we
          will account to you for the proceeds, less the costs of sale and the amount owed.
        </Paragraph>
      ) : null}
      <Paragraph>Please collect it. We are open:</Paragraph>
      <OpeningHours />
      <Action href={props.trackingUrl}>Follow your repair</Action>
    </EmailLayout>
  ),
};
