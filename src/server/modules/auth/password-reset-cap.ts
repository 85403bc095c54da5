/**
 * How many password-reset emails one address is sent, whoever asks for them:
 * at most one every five minutes and three an hour, from any IP and through
 * any instance. The per-IP rate limit alone let one address be sent ten a
 * minute from each address a sender could use.
 *
 * The count is the outbox's: every reset written to an address is a row there
 * (with its address, kind and time), in the one database every instance
 * shares, so no counter of its own is needed, nor Redis, which the shop may
 * run without. It is read in the transaction that writes the reset, under the
 * address's advisory lock (the one the daily limit of notice-writer.ts takes):
 * two requests at the same moment, on one instance or two, take turns, and
 * the second counts the first's message. The windows are measured by the
 * database's clock, which every instance reads alike.
 *
 * A capped request writes nothing, and its answer is the same 202 as any
 * other's (the work runs after the answer): nobody learns from it whether the
 * address has an account or was sent a link a moment ago.
 */
import { countRecentTo, lockAddress, type Writer } from '../email/outbox';

/** The kind the reset's template writes (templates/account-password-reset.tsx). */
const PASSWORD_RESET_KIND = 'account-password-reset';

/** Resets an address may be sent within each rolling window. */
export const PASSWORD_RESET_CAPS = [
  { emails: 1, minutes: 5 },
  { emails: 3, minutes: 60 },
] as const;

/**
 * Whether the address has had all the resets it may have for now. Takes the
 * address's lock until the transaction ends: write the reset in the same one.
 */
export async function passwordResetCapReached(tx: Writer, address: string): Promise<boolean> {
  await lockAddress(tx, address);
  for (const cap of PASSWORD_RESET_CAPS) {
    const sent = await countRecentTo(tx, address, {
      minutes: cap.minutes,
      kind: PASSWORD_RESET_KIND,
    });
    if (sent >= cap.emails) return true;
  }
  return false;
}
