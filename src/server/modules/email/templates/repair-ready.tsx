/** To the customer: the repair is done and waiting to be collected. */
import { formatGBP } from '@shared/money';
import { repairWarrantyDays, shop, shopAddressLine } from '@shared/shop';
import { Action, EmailLayout, Facts, Greeting, OpeningHours, Paragraph } from './layout';
import type { EmailTemplate } from './render-email';

export type RepairReadyProps = {
  name: string | null;
  device: string;
  estimatedCost: string | null;
  trackingUrl: string;
};

export const repairReady: EmailTemplate<RepairReadyProps> = {
  kind: 'repair-ready',
  secretLink: { prop: 'trackingUrl', lifetimeMs: null },
  subject: ({ device }) => `Your ${device} is ready to collect`,
  Body: (props) => (
    <EmailLayout
      preview="Your repair is done: collect it from the shop."
      heading="Your repair is ready to collect"
      footnote={`You get this email because you booked a repair with ${shop.name}.`}
    >
      <Greeting name={props.name} />
      <Paragraph>
        Good news: your repair is done. Every repair has a {repairWarrantyDays}-day warranty.
      </Paragraph>
      <Facts
        rows={[
          ['Device', props.device],
          props.estimatedCost ? ['To pay', formatGBP(props.estimatedCost)] : null,
        ]}
      />
      <Paragraph>Collect it from {shopAddressLine}. We are open:</Paragraph>
      <OpeningHours />
      <Action href={props.trackingUrl}>Follow your repair</Action>
    </EmailLayout>
  ),
};
