/**
 * Writes one message into the outbox inside the caller's transaction: finds
 * who may get it (recipients.ts), renders its template and enqueues it under
 * its dedupe key. Nothing is rendered for a message nobody may get, nor for
 * one already written.
 */
import type * as Catalogue from './templates/catalogue';
import type { PropsOf, TemplateName } from './templates/catalogue';
import type { EmailTemplate } from './templates/render-email';
import { enqueueEmail, takenDedupeKeys, type Writer } from './outbox';
import {
  resolveRecipient,
  type Addressee,
  type MessagePurpose,
  type Recipient,
} from './recipients';

export type NoticeSettings = {
  /** Absolute links in messages start with it (no trailing slash). */
  publicUrl: string;
  /** The shop's own address, copied on new cash advance requests. */
  shopEmail?: string | undefined;
  /** Days after the due date before a loan may be forfeited. */
  graceDays: number;
  /** An SMTP server is configured: messages wait to be sent; otherwise they are kept. */
  deliver: boolean;
};

// Loaded on first use: React Email and its components take a while to load.
let catalogue: Promise<typeof Catalogue> | undefined;
const loadCatalogue = () => (catalogue ??= import('./templates/catalogue'));

export class NoticeWriter {
  constructor(readonly settings: NoticeSettings) {}

  /** An absolute address on the shop's site. */
  link(path: string): string {
    return `${this.settings.publicUrl}${path}`;
  }

  /**
   * Writes the message to whoever may get it (nobody: nothing is written).
   * `evenUnconfirmed`: for the address confirmation itself and password resets.
   * Answers whether a message was written.
   */
  async notify<Name extends TemplateName>(
    tx: Writer,
    addressee: Addressee,
    purpose: MessagePurpose,
    message: { template: Name; dedupeKey: string; props: (recipient: Recipient) => PropsOf<Name> },
    options: { evenUnconfirmed?: boolean } = {},
  ): Promise<boolean> {
    if ((await takenDedupeKeys(tx, [message.dedupeKey])).size > 0) return false;
    const recipient = await resolveRecipient(tx, addressee, purpose, options);
    if (!recipient) return false;
    return this.write(
      tx,
      recipient.to,
      message.template,
      message.props(recipient),
      message.dedupeKey,
    );
  }

  /** Writes the message to this very address (the shop's own copies). */
  async write<Name extends TemplateName>(
    tx: Writer,
    to: string,
    template: Name,
    props: PropsOf<Name>,
    dedupeKey: string,
  ): Promise<boolean> {
    const { emailTemplates, renderEmail } = await loadCatalogue();
    const rendered = await renderEmail(
      emailTemplates[template] as EmailTemplate<PropsOf<Name>>,
      props,
    );
    return enqueueEmail(
      tx,
      { dedupeKey, to, ...rendered },
      this.settings.deliver ? 'pending' : 'kept',
    );
  }

  /** Loads the templates now, so that the first message does not wait for them. */
  async warmUp(): Promise<void> {
    await loadCatalogue();
  }
}
