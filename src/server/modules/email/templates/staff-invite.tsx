/** An owner's invitation to a member of staff: a single-use link, valid 72 hours (issue 29). */
import { shop } from '@shared/shop';
import { STAFF_INVITE_HOURS } from '@shared/staff/schemas';
import { Action, EmailLayout, Greeting, Paragraph } from './layout';
import type { EmailTemplate } from './render-email';

export type StaffInviteProps = {
  inviteUrl: string;
  roleLabel: string;
  invitedBy: string;
};

export const staffInvite: EmailTemplate<StaffInviteProps> = {
  kind: 'staff-invite',
  secretLink: { prop: 'inviteUrl', lifetimeMs: STAFF_INVITE_HOURS * 3_600_000 },
  visitorCaused: false,
  subject: () => `You are invited to join ${shop.name} staff`,
  Body: (props) => (
    <EmailLayout
      preview="Choose a username and password to start."
      heading="Join the shop's staff"
      footnote={`You get this email because ${props.invitedBy} invited this address to the ${shop.name} staff screens. If you did not expect it, ignore it.`}
    >
      <Greeting name={null} />
      <Paragraph>
        {props.invitedBy} has invited you to sign in as {props.roleLabel}. Choose your username and
        password with the button below. The link works once, for {STAFF_INVITE_HOURS} hours.
      </Paragraph>
      <Action href={props.inviteUrl}>Create my staff login</Action>
    </EmailLayout>
  ),
};
