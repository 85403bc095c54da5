/**
 * Upload addresses: "/api/objects/put/<token>", where the token is
 * base64url(payload) "." base64url(HMAC-SHA256(secret, payload)) and the
 * payload is {"id": <object id>, "exp": <ms since epoch>}. Only the server
 * knows the secret, so only it can make a token or change its id or expiry.
 */
import { randomBytes } from 'node:crypto';
import { readSignedToken, signToken } from '../../signed-tokens';

export const UPLOAD_TOKEN_LIFETIME_MS = 15 * 60 * 1000;
export const UPLOAD_PATH_PREFIX = '/api/objects/put/';

/** Object ids: 128 random bits as 32 lowercase hex characters. */
export const OBJECT_ID_PATTERN = /^[0-9a-f]{32}$/;
/** Checked before anything else: no '/', '.', '%' or other surprise can follow. */
const TOKEN_PATTERN = /^([A-Za-z0-9_-]{16,200})\.([A-Za-z0-9_-]{43})$/;

export type UploadTokenPayload = { id: string; exp: number };

export const newObjectId = () => randomBytes(16).toString('hex');

export function signUploadToken(secret: string, payload: UploadTokenPayload): string {
  return signToken(secret, payload);
}

/** A new upload address under `prefix`, for a fresh object id, valid for 15 minutes from `now`. */
export function newUploadUrl(secret: string, prefix: string, now: number): string {
  return `${prefix}${signUploadToken(secret, { id: newObjectId(), exp: now + UPLOAD_TOKEN_LIFETIME_MS })}`;
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
  if (!TOKEN_PATTERN.test(token)) return null;
  const payload = readSignedToken(secret, token);
  if (!payload) return null;
  const { id, exp } = payload;
  if (typeof id !== 'string' || !OBJECT_ID_PATTERN.test(id)) return null;
  if (typeof exp !== 'number' || !Number.isFinite(exp)) return null;
  if (now !== undefined && exp <= now) return null;
  return { id, exp };
}
