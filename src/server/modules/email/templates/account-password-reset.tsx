/** A single-use link that sets a new password, valid for an hour. */
import { shop } from '@shared/shop';
import { Action, EmailLayout, Greeting, Paragraph } from './layout';
import { PASSWORD_RESET_MINUTES } from '../../account/account-links';
import type { EmailTemplate } from './render-email';

export type AccountPasswordResetProps = {
  name: string | null;
  resetUrl: string;
  validMinutes: number;
};

export const accountPasswordReset: EmailTemplate<AccountPasswordResetProps> = {
  kind: 'account-password-reset',
  secretLink: { prop: 'resetUrl', lifetimeMs: PASSWORD_RESET_MINUTES * 60_000 },
  visitorCaused: true,
  subject: () => `Reset your ${shop.name} password`,
  Body: (props) => (
    <EmailLayout
      preview="A link to choose a new password."
      heading="Reset your password"
      footnote={`You get this email because someone asked to reset the password of your ${shop.name} account. If it was not you, ignore it: your password stays as it is.`}
    >
      <Greeting name={props.name} />
      <Paragraph>
        Choose a new password with the button below. The link works once, for {props.validMinutes}{' '}
        minutes; choosing a new password signs you out everywhere else.
      </Paragraph>
      <Action href={props.resetUrl}>Choose a new password</Action>
    </EmailLayout>
  ),
};
