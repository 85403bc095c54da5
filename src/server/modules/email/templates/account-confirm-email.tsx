/** To a new (or newly changed) address: confirm it before the shop sends it anything else. */
import { shop } from '@shared/shop';
import { Action, EmailLayout, Greeting, Paragraph } from './layout';
import { CONFIRM_EMAIL_DAYS } from '../../account/account-links';
import type { EmailTemplate } from './render-email';

export type AccountConfirmEmailProps = {
  name: string | null;
  confirmUrl: string;
};

export const accountConfirmEmail: EmailTemplate<AccountConfirmEmailProps> = {
  kind: 'account-confirm-email',
  secretLink: { prop: 'confirmUrl', lifetimeMs: CONFIRM_EMAIL_DAYS * 86_400_000 },
  visitorCaused: true,
  subject: () => `Confirm your email address for ${shop.name}`,
  Body: (props) => (
    <EmailLayout
      preview="One click confirms your address."
      heading="Confirm your email address"
      footnote={`You get this email because this address was given for an account with ${shop.name}. If that was not you, ignore it: we will not write again.`}
    >
      <Greeting name={props.name} />
      <Paragraph>
        Please confirm that this is your address. Until you do, we send it nothing but this email
        and password resets.
      </Paragraph>
      <Action href={props.confirmUrl}>Confirm my address</Action>
    </EmailLayout>
  ),
};
