/** To the customer: the repair booking, with its tracking link. */
import { formatDateUK } from '@shared/dates';
import { shop, shopAddressLine } from '@shared/shop';
import { Action, EmailLayout, Facts, Greeting, Paragraph } from './layout';
import type { EmailTemplate } from './render-email';

export type RepairBookedProps = {
  name: string | null;
  /**
   * "Laptop – Dell XPS 13"; only "Laptop" to an address the booking's own
   * account has not confirmed (a visitor's words go nowhere else).
   */
  device: string;
  /** The problem as described; null to an address not confirmed (see `device`). */
  problem: string | null;
  /** 'YYYY-MM-DD' (Europe/London) and the time slot. */
  date: string;
  slot: string;
  trackingUrl: string;
};

export const repairBooked: EmailTemplate<RepairBookedProps> = {
  kind: 'repair-booked',
  secretLink: { prop: 'trackingUrl', lifetimeMs: null },
  visitorCaused: true,
  subject: ({ device, date }) => `Repair booked: ${device} on ${formatDateUK(date)}`,
  Body: (props) => (
    <EmailLayout
      preview={`Bring it in on ${formatDateUK(props.date)}, ${props.slot}.`}
      heading="Your repair is booked"
      footnote={`You get this email because you booked a repair with ${shop.name}.`}
    >
      <Greeting name={props.name} />
      <Paragraph>
        Thank you for booking. Please bring the device to {shopAddressLine} in your time slot.
      </Paragraph>
      <Facts
        rows={[
          ['Device', props.device],
          props.problem ? ['Problem', props.problem] : null,
          ['Date', formatDateUK(props.date)],
          ['Time', props.slot],
        ]}
      />
      <Paragraph>
        We will email you when we have looked at it, with the cost, and when it is ready. You can
        follow the repair at any time, without signing in:
      </Paragraph>
      <Action href={props.trackingUrl}>Follow your repair</Action>
    </EmailLayout>
  ),
};
