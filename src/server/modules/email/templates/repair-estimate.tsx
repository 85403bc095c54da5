/** To the customer: the estimate (or a revised one) to approve or decline from the tracking page. */
import { formatGBP } from '@shared/money';
import { shop } from '@shared/shop';
import { Action, EmailLayout, Facts, Greeting, Lines, Paragraph } from './layout';
import type { EmailTemplate } from './render-email';

export type RepairEstimateProps = {
  name: string | null;
  device: string;
  /** "Screen × 1: £60.00", one a line. */
  lines: string[];
  total: string;
  diagnosticFee: string;
  revised: boolean;
  trackingUrl: string;
};

export const repairEstimate: EmailTemplate<RepairEstimateProps> = {
  kind: 'repair-estimate',
  secretLink: { prop: 'trackingUrl', lifetimeMs: null },
  subject: ({ device, total, revised }) =>
    `${revised ? 'Your revised repair estimate' : 'Your repair estimate'}: ${formatGBP(total)} for ${device}`,
  Body: (props) => (
    <EmailLayout
      preview={`Approve or decline the repair estimate of ${formatGBP(props.total)}.`}
      heading={props.revised ? 'Your revised estimate' : 'Your repair estimate'}
      footnote={`You get this email because you booked a repair with ${shop.name}.`}
    >
      <Greeting name={props.name} />
      <Paragraph>
        We have diagnosed the problem. We start the work only once you approve this estimate:
      </Paragraph>
      <Lines lines={props.lines} />
      <Facts
        rows={[
          ['Device', props.device],
          ['Total', formatGBP(props.total)],
          ['If you decline', `${formatGBP(props.diagnosticFee)} for the diagnosis`],
        ]}
      />
      <Action href={props.trackingUrl}>Approve or decline the estimate</Action>
      <Paragraph>You can also call us on {shop.telephone}.</Paragraph>
    </EmailLayout>
  ),
};
