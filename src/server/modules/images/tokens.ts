/**
 * Upload addresses: "/api/objects/put/<token>", where the token is
 * base64url(payload) "." base64url(HMAC-SHA256(secret, payload)) and the
 * payload is {"id": <object id>, "exp": <ms since epoch>}. Only the server
 * knows the secret, so only it can make a token or change its id or expiry.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const UPLOAD_TOKEN_LIFETIME_MS = 15 * 60 * 1000;
export const UPLOAD_PATH_PREFIX = '/api/objects/put/';

/** Object ids: 128 random bits as 32 lowercase hex characters. */
export const OBJECT_ID_PATTERN = /^[0-9a-f]{32}$/;
/** Checked before anything else: no '/', '.', '%' or other surprise can follow. */
const TOKEN_PATTERN = /^([A-Za-z0-9_-]{16,200})\.([A-Za-z0-9_-]{43})$/;

export type UploadTokenPayload = { id: string; exp: number };

export const newObjectId = () => randomBytes(16).toString('hex');

const mac = (secret: string, encodedPayload: string) =>
  createHmac('sha256', secret).update(encodedPayload).digest();

export function signUploadToken(secret: string, payload: UploadTokenPayload): string {
  const encoded = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${encoded}.${mac(secret, encoded).toString('base64url')}`;
}

/**
 * The payload of a well-formed token signed with the secret, or null. Expiry
 * is checked only when `now` is given: an upload is refused after 15 minutes,
 * but turning an already checked upload into an image is not.
 */
export function verifyUploadToken(
  secret: string,
  token: string,
  now?: number,
): UploadTokenPayload | null {
  const match = TOKEN_PATTERN.exec(token);
  if (!match) return null;
  const [, encoded = '', signature = ''] = match;
  const given = Buffer.from(signature, 'base64url');
  const expected = mac(secret, encoded);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let payload: unknown;
  try {
    payload = JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (typeof payload !== 'object' || payload === null) return null;
  const { id, exp } = payload as Record<string, unknown>;
  if (typeof id !== 'string' || !OBJECT_ID_PATTERN.test(id)) return null;
  if (typeof exp !== 'number' || !Number.isFinite(exp)) return null;
  if (now !== undefined && exp <= now) return null;
  return { id, exp };
}
