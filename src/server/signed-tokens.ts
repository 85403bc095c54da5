/**
 * Signed tokens: base64url(JSON payload) "." base64url(HMAC-SHA256(key, payload)).
 * Only the server knows the key, so only it can make a token or change what
 * it says. The payload is readable by anyone: put nothing secret in it.
 * Used by upload addresses (modules/images/tokens.ts) and security questions
 * (modules/challenges/challenge.ts).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** Checked before anything else: base64url text, a dot, a 32-byte MAC. */
const SIGNED_TOKEN_PATTERN = /^([A-Za-z0-9_-]{1,2000})\.([A-Za-z0-9_-]{43})$/;

export const hmac = (key: string | Buffer, data: string): Buffer =>
  createHmac('sha256', key).update(data).digest();

/**
 * A key of its own for one kind of token, derived from the app's secret, so a
 * token made for one purpose never passes as a token of another kind.
 */
export const keyFor = (secret: string, purpose: string): Buffer =>
  hmac(secret, `signed-token:${purpose}`);

/** Equal bytes, compared in constant time. */
export const sameBytes = (a: Buffer, b: Buffer): boolean =>
  a.length === b.length && timingSafeEqual(a, b);

export function signToken(key: string | Buffer, payload: object): string {
  const encoded = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${encoded}.${hmac(key, encoded).toString('base64url')}`;
}

/**
 * The payload of a well-formed token signed with the key, when it is a JSON
 * object; otherwise null. The caller checks the payload's fields.
 */
export function readSignedToken(
  key: string | Buffer,
  token: string,
): Record<string, unknown> | null {
  const match = SIGNED_TOKEN_PATTERN.exec(token);
  if (!match) return null;
  const [, encoded = '', signature = ''] = match;
  if (!sameBytes(Buffer.from(signature, 'base64url'), hmac(key, encoded))) return null;
  let payload: unknown;
  try {
    payload = JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) return null;
  return payload as Record<string, unknown>;
}
