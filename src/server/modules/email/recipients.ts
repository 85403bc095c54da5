/**
 * Who may get a message (PRODUCT.md; the decision in the outbox's report):
 * - an account's messages go to the account's address, and only once its
 *   owner has confirmed it (the confirmation itself and password resets,
 *   `evenUnconfirmed`, excepted);
 * - reminders respect `remindersByEmail`, updates `updatesByEmail`; legal
 *   messages always go;
 * - a guest's messages go to the address the guest typed for them.
 * A message nobody may get is not written at all.
 *
 * The name to greet is only ever a first name (first-name.ts), and a message
 * carries other words typed on a form only to an address its account has
 * confirmed (`ownConfirmed`): anyone may type anyone's address
 * (docs/decisions/021-outbox-secrets-and-visitor-mail.md).
 */
import { and, eq, isNotNull, or, sql } from 'drizzle-orm';
import { isUuid } from '@shared/ids';
import type { Db } from '../../db/client';
import { users, type User } from '../../db/schema';
import { firstNameOf } from './first-name';

/**
 * update: a step of a loan, repair or order (updatesByEmail);
 * reminder: due-date reminders (remindersByEmail);
 * legal: the agreement with its receipt, the overdue and forfeiture notices,
 * the notice of intention to sell and the statement of a sale, the order
 * confirmation with the right to cancel: sent whatever the preferences (an
 * account's still only to its confirmed address);
 * account: about the account itself (confirmation, password reset): always sent.
 */
export type MessagePurpose = 'update' | 'reminder' | 'legal' | 'account';

export type Addressee = {
  /** The account the record belongs to, if any (a guest's placeholder id is none). */
  userId: string | null;
  /** The address typed on the form; used only when there is no account. */
  guestEmail: string | null;
  /** Name to greet; the account's username when there is none. */
  name?: string | null;
};

export type Recipient = {
  to: string;
  /** The account the message is written for (its address); null for a guest's address. */
  userId: string | null;
  /** A first name of letters only, or null ("Hello,"). */
  name: string | null;
  /**
   * The record's own account, at the address its owner confirmed: the message
   * may repeat what was typed on the form (an item's or a problem's description).
   */
  ownConfirmed: boolean;
  /** The address is a confirmed account's address: no daily limit (notice-writer.ts). */
  confirmedAddress: boolean;
};

/**
 * Where an account's messages go: its address once confirmed; while a change
 * waits for its confirmation, the address confirmed before it (issue 31), so
 * receipts and agreements keep reaching the customer; null if none ever was.
 */
export const confirmedAddressOf = (
  account: Pick<User, 'email' | 'emailConfirmedAt' | 'confirmedEmail'>,
): string | null => (account.emailConfirmedAt ? account.email : account.confirmedEmail);

/** Whether some account has confirmed this address (compared without case). */
export async function isConfirmedAddress(
  reader: Pick<Db, 'select'>,
  address: string,
): Promise<boolean> {
  const [row] = await reader
    .select({ id: users.id })
    .from(users)
    .where(
      or(
        and(sql`lower(${users.email}) = lower(${address})`, isNotNull(users.emailConfirmedAt)),
        sql`lower(${users.confirmedEmail}) = lower(${address})`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function resolveRecipient(
  reader: Pick<Db, 'select'>,
  addressee: Addressee,
  purpose: MessagePurpose,
  { evenUnconfirmed = false }: { evenUnconfirmed?: boolean } = {},
): Promise<Recipient | null> {
  const { userId, guestEmail } = addressee;
  if (userId !== null && isUuid(userId)) {
    const [account] = await reader
      .select({
        email: users.email,
        username: users.username,
        emailConfirmedAt: users.emailConfirmedAt,
        confirmedEmail: users.confirmedEmail,
        remindersByEmail: users.remindersByEmail,
        updatesByEmail: users.updatesByEmail,
      })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1);
    if (account) {
      // The confirmation itself and password resets go to the address as it is now.
      const confirmedTo = confirmedAddressOf(account);
      const to = evenUnconfirmed ? account.email : confirmedTo;
      if (to === null) return null;
      if (purpose === 'reminder' && !account.remindersByEmail) return null;
      if (purpose === 'update' && !account.updatesByEmail) return null;
      const confirmed = to === confirmedTo;
      return {
        to,
        userId,
        name: firstNameOf(addressee.name ?? account.username),
        ownConfirmed: confirmed,
        confirmedAddress: confirmed,
      };
    }
  }
  if (!guestEmail) return null;
  return {
    to: guestEmail,
    userId: null,
    name: firstNameOf(addressee.name),
    ownConfirmed: false,
    confirmedAddress: await isConfirmedAddress(reader, guestEmail),
  };
}
