/** To the old address, always: the account's email was changed (so a thief is noticed). */
import { shop, shopAddressLine } from '@shared/shop';
import { EmailLayout, Greeting, Paragraph } from './layout';
import type { EmailTemplate } from './render-email';

export type AccountEmailChangedProps = {
  name: string | null;
  newEmail: string;
};

export const accountEmailChanged: EmailTemplate<AccountEmailChangedProps> = {
  kind: 'account-email-changed',
  // Whoever holds an account can change its address back and forth.
  visitorCaused: true,
  subject: () => `Your ${shop.name} email address was changed`,
  Body: (props) => (
    <EmailLayout
      preview="Your account now uses another address."
      heading="Your email address was changed"
      footnote={`You get this security email because it was the address of your ${shop.name} account.`}
    >
      <Greeting name={props.name} />
      <Paragraph>
        Your account&apos;s email address is now {props.newEmail}. We will write there from now on.
      </Paragraph>
      <Paragraph>
        If you did not make this change, call us on {shop.telephone} or come to {shopAddressLine}{' '}
        straight away.
      </Paragraph>
    </EmailLayout>
  ),
};
