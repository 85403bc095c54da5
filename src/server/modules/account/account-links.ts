/**
 * The links sent by email for an account: confirming an address and resetting
 * a password. A token is base64url(payload) "." base64url(HMAC-SHA256), the
 * payload naming its purpose, the user, an expiry and a random id; the secret
 * is SESSION_SECRET, so every instance accepts what another sent. A link works
 * once: using it claims its id in `spent_tokens` (same transaction as the change).
 *
 * A reset link also carries a fingerprint of the password hash it was made
 * for, so it dies as soon as the password changes by any means. Both kinds
 * carry the address they were sent to: once the account's address changes,
 * they work no more, and a reset confirms only that address.
 *
 * Nothing of a link is stored: it is checked by its MAC, and only its random
 * id (not enough to make a link) goes to spent_tokens once used. The outbox
 * drops the link from a message once it is sent or has expired.
 */

/** Whether the account still has the address the link was sent to. */
export const sameAddress = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { spentTokens } from '../../db/schema';

export const PASSWORD_RESET_MINUTES = 60;
export const CONFIRM_EMAIL_DAYS = 7;

const payloadSchema = z.discriminatedUnion('purpose', [
  z.object({
    purpose: z.literal('password-reset'),
    id: z.string().regex(/^[A-Za-z0-9_-]{22}$/),
    userId: z.uuid(),
    /** Fingerprint of the password hash the link was made for. */
    password: z.string().length(16),
    /** The address it was sent to: the link dies when the account's address changes. */
    email: z.string().max(254),
    exp: z.number().int(),
  }),
  z.object({
    purpose: z.literal('confirm-email'),
    id: z.string().regex(/^[A-Za-z0-9_-]{22}$/),
    userId: z.uuid(),
    email: z.string().max(254),
    exp: z.number().int(),
  }),
]);
export type AccountLink = z.infer<typeof payloadSchema>;

type WithoutIdentity<T> = T extends unknown ? Omit<T, 'id' | 'exp'> : never;

const TOKEN_PATTERN = /^([A-Za-z0-9_-]{20,800})\.([A-Za-z0-9_-]{43})$/;

const mac = (secret: string, encoded: string) =>
  createHmac('sha256', `account-link:${secret}`).update(encoded).digest();

/** 16 hex characters of the hash's SHA-256: enough to tell two hashes apart, useless to a thief. */
export const passwordFingerprint = (passwordHash: string) =>
  createHash('sha256').update(passwordHash).digest('hex').slice(0, 16);

export function signAccountLink(
  secret: string,
  link: WithoutIdentity<AccountLink>,
  lifetimeMs: number,
  now = Date.now(),
): string {
  const payload = { ...link, id: randomBytes(16).toString('base64url'), exp: now + lifetimeMs };
  const encoded = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${encoded}.${mac(secret, encoded).toString('base64url')}`;
}

/** The link's payload when well formed, signed by us and not expired; else null. */
export function readAccountLink(
  secret: string,
  token: string,
  now = Date.now(),
): AccountLink | null {
  const match = TOKEN_PATTERN.exec(token);
  if (!match) return null;
  const [, encoded = '', signature = ''] = match;
  const given = Buffer.from(signature, 'base64url');
  const expected = mac(secret, encoded);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  const result = payloadSchema.safeParse(parsed);
  if (!result.success || result.data.exp <= now) return null;
  return result.data;
}

/** Claims the link for good; false when it was used before (on any instance). */
export async function spendAccountLink(
  tx: Pick<Db, 'insert'>,
  link: AccountLink,
): Promise<boolean> {
  const claimed = await tx
    .insert(spentTokens)
    .values({
      id: `${link.purpose}:${link.id}`,
      purpose: link.purpose,
      expiresAt: new Date(link.exp),
    })
    .onConflictDoNothing()
    .returning({ id: spentTokens.id });
  return claimed.length > 0;
}
