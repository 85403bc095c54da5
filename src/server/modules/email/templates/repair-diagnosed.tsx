/** To the customer: the shop has looked at the device and set the estimate. */
import { formatGBP } from '@shared/money';
import { shop } from '@shared/shop';
import { Action, EmailLayout, Facts, Greeting, Paragraph } from './layout';
import type { EmailTemplate } from './render-email';

export type RepairDiagnosedProps = {
  name: string | null;
  device: string;
  estimatedCost: string;
  trackingUrl: string;
};

export const repairDiagnosed: EmailTemplate<RepairDiagnosedProps> = {
  kind: 'repair-diagnosed',
  secretLink: { prop: 'trackingUrl', lifetimeMs: null },
  subject: ({ device, estimatedCost }) =>
    `Your repair estimate: ${formatGBP(estimatedCost)} for ${device}`,
  Body: (props) => (
    <EmailLayout
      preview={`The repair will cost ${formatGBP(props.estimatedCost)}.`}
      heading="We have looked at your device"
      footnote={`You get this email because you booked a repair with ${shop.name}.`}
    >
      <Greeting name={props.name} />
      <Paragraph>We have diagnosed the problem. Here is what the repair will cost:</Paragraph>
      <Facts
        rows={[
          ['Device', props.device],
          ['Estimate', formatGBP(props.estimatedCost)],
        ]}
      />
      <Paragraph>
        If you have a question about it, call us on {shop.telephone}. Follow the repair here:
      </Paragraph>
      <Action href={props.trackingUrl}>Follow your repair</Action>
    </EmailLayout>
  ),
};
