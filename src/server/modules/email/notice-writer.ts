/**
 * Writes one message into the outbox inside the caller's transaction: finds
 * who may get it (recipients.ts), renders its template and enqueues it under
 * its dedupe key. Nothing is rendered for a message nobody may get, nor for
 * one already written.
 *
 * A message a visitor can cause (the template's `visitorCaused`) to an address
 * no account has confirmed is the address's 4th or later in 24 hours: it is
 * recorded as `suppressed` and never sent; the event itself goes ahead
 * (docs/decisions/021-outbox-secrets-and-visitor-mail.md).
 */
import type * as Catalogue from './templates/catalogue';
import type { PropsOf, TemplateName } from './templates/catalogue';
import type { EmailTemplate } from './templates/render-email';
import { countRecentTo, enqueueEmail, lockAddress, takenDedupeKeys, type Writer } from './outbox';
import {
  resolveRecipient,
  type Addressee,
  type MessagePurpose,
  type Recipient,
} from './recipients';

/** Messages an address no account has confirmed gets in any 24 hours, at most. */
export const GUEST_DAILY_LIMIT = 3;

export type NoticeSettings = {
  /** Absolute links in messages start with it (no trailing slash). */
  publicUrl: string;
  /** The shop's own address, copied on new cash advance requests. */
  shopEmail?: string | undefined;
  /**
   * REDEMPTION_MONTHS: months from an agreement's start during which its pawn is
   * certainly redeemable (Consumer Credit Act 1974 s.116; never less than six).
   */
  redemptionMonths: number;
  /** An SMTP server is configured: messages wait to be sent; otherwise they are kept. */
  deliver: boolean;
};

// Loaded on the first message, not at start: React Email, its components and the
// templates hold over 10 MB of V8 heap a process that writes no message never needs (decision 029).
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
      { dailyLimit: !recipient.confirmedAddress, userId: recipient.userId },
    );
  }

  /**
   * Writes the message to this very address (the shop's own copies: no limit).
   * `dailyLimit`: the address is no confirmed account's, so a message a
   * visitor can cause is suppressed past GUEST_DAILY_LIMIT.
   */
  async write<Name extends TemplateName>(
    tx: Writer,
    to: string,
    template: Name,
    props: PropsOf<Name>,
    dedupeKey: string,
    { dailyLimit = false, userId = null }: { dailyLimit?: boolean; userId?: string | null } = {},
  ): Promise<boolean> {
    const { emailTemplates, renderEmail } = await loadCatalogue();
    const { redacted, linkLifetimeMs, visitorCaused, ...rendered } = await renderEmail(
      emailTemplates[template] as EmailTemplate<PropsOf<Name>>,
      props,
    );
    let status: 'pending' | 'kept' | 'suppressed' = this.settings.deliver ? 'pending' : 'kept';
    if (dailyLimit && visitorCaused) {
      // Counted under the address's lock: two requests at once never both take the last place.
      await lockAddress(tx, to);
      if ((await countRecentTo(tx, to)) >= GUEST_DAILY_LIMIT) status = 'suppressed';
    }
    return enqueueEmail(
      tx,
      {
        dedupeKey,
        to,
        userId,
        ...rendered,
        redacted,
        linkExpiresAt: linkLifetimeMs === null ? null : new Date(Date.now() + linkLifetimeMs),
      },
      status,
    );
  }
}
