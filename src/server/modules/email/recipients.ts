/**
 * Who may get a message (PRODUCT.md; the decision in the outbox's report):
 * - an account's messages go to the account's address, and only once its
 *   owner has confirmed it (the confirmation itself and password resets,
 *   `evenUnconfirmed`, excepted);
 * - reminders respect `remindersByEmail`, updates `updatesByEmail`; legal
 *   messages always go;
 * - a guest's messages go to the address the guest typed for them.
 * A message nobody may get is not written at all.
 */
import { eq } from 'drizzle-orm';
import { isUuid } from '@shared/ids';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';

/**
 * update: a step of a loan, repair or order (updatesByEmail);
 * reminder: due-date reminders (remindersByEmail);
 * legal: the agreement with its receipt, the overdue and forfeiture notices,
 * the order confirmation with the right to cancel: always sent;
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

export type Recipient = { to: string; name: string | null };

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
        remindersByEmail: users.remindersByEmail,
        updatesByEmail: users.updatesByEmail,
      })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1);
    if (account) {
      if (!account.emailConfirmedAt && !evenUnconfirmed) return null;
      if (purpose === 'reminder' && !account.remindersByEmail) return null;
      if (purpose === 'update' && !account.updatesByEmail) return null;
      return { to: account.email, name: addressee.name ?? account.username };
    }
  }
  return guestEmail ? { to: guestEmail, name: addressee.name ?? null } : null;
}
