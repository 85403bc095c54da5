/**
 * ALTCHA proof-of-work challenges (altcha-lib v2), made and checked here only
 * (docs/decisions/018-proof-of-work-challenges.md).
 *
 * A challenge is made in altcha-lib's deterministic mode: the server picks the
 * counter the solver must reach (from half the maximum number to the maximum),
 * derives its key once, and signs the key (keySignature), so checking a
 * solution is two HMACs and never a key derivation. Whether a solution was
 * used already is kept in spent_tokens (claim.ts), by the challenge's signed
 * nonce, not here.
 */
import { randomInt } from 'node:crypto';
import { createChallenge, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { Challenge, ChallengeProblem } from '@shared/challenges';
import { keyFor } from '../../signed-tokens';

export const CHALLENGE_LIFETIME_MS = 30 * 60_000;
/** The purpose of these challenges: their signing keys and their rows in spent_tokens. */
export const CHALLENGE_PURPOSE = 'challenge';

/**
 * PBKDF2-HMAC-SHA-256, built into every browser's WebCrypto and into the
 * widget's bundled workers; COST iterations per counter tried. With the
 * default maximum number (config.ts) a phone's widget spends about half a
 * second and a script about as much CPU per request (bench/challenge-cost.ts).
 */
export const CHALLENGE_ALGORITHM = 'PBKDF2/SHA-256';
export const CHALLENGE_COST = 1_000;

/** The widget's nonce: 16 random bytes as 32 hex characters (spent_tokens.id holds 64). */
const NONCE_PATTERN = /^[0-9a-f]{32}$/;

export type ChallengeSecrets = { signature: string; keySignature: string };

/** Two keys of their own, derived from SESSION_SECRET, as altcha-lib takes them (text). */
export const challengeSecrets = (secret: string): ChallengeSecrets => ({
  signature: keyFor(secret, `${CHALLENGE_PURPOSE}:signature`).toString('hex'),
  keySignature: keyFor(secret, `${CHALLENGE_PURPOSE}:key-signature`).toString('hex'),
});

export type ChallengeOptions = {
  secret: string;
  /** CHALLENGE_MAX_NUMBER: the highest counter a solver may have to reach. */
  maxNumber: number;
  now?: number;
  /** A whole number from min to max, both included; the OS's randomness unless a test says. */
  pick?: (min: number, max: number) => number;
};

/** A new challenge, valid for 30 minutes from `now`, exactly as createChallenge makes it. */
export function issueChallenge({
  secret,
  maxNumber,
  now = Date.now(),
  pick = (min, max) => randomInt(min, max + 1),
}: ChallengeOptions): Promise<Challenge> {
  const secrets = challengeSecrets(secret);
  return createChallenge({
    algorithm: CHALLENGE_ALGORITHM,
    cost: CHALLENGE_COST,
    // Never less than half the maximum: no challenge is a free pass.
    counter: pick(Math.ceil(maxNumber / 2), maxNumber),
    deriveKey,
    expiresAt: new Date(now + CHALLENGE_LIFETIME_MS),
    hmacSignatureSecret: secrets.signature,
    hmacKeySignatureSecret: secrets.keySignature,
  }) as Promise<Challenge>;
}

/** A solved challenge's id and expiry: what is written to spent_tokens when it is used. */
export type ChallengeTicket = { id: string; expiresAt: Date };

export type ChallengeCheck =
  | { ok: true; ticket: ChallengeTicket }
  | { ok: false; problem: Exclude<ChallengeProblem, 'missing' | 'used'> };

type Payload = {
  challenge: { parameters: Record<string, unknown>; signature: string };
  solution: { counter: number; derivedKey: string };
};

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The widget's payload (base64 of JSON `{ challenge, solution }`) when it has that shape. */
export function readPayload(answer: string): Payload | null {
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(answer)) return null;
  let payload: unknown;
  try {
    payload = JSON.parse(Buffer.from(answer, 'base64').toString('utf8'));
  } catch {
    return null;
  }
  if (!isObject(payload) || !isObject(payload.challenge) || !isObject(payload.solution)) {
    return null;
  }
  const { challenge, solution } = payload;
  if (!isObject(challenge.parameters) || typeof challenge.signature !== 'string') return null;
  if (typeof solution.counter !== 'number' || typeof solution.derivedKey !== 'string') return null;
  return payload as Payload;
}

/** Checks a payload (signature, expiry, solution) without looking at what was spent. */
export async function checkChallenge(
  secret: string,
  answer: string,
  now: number = Date.now(),
): Promise<ChallengeCheck> {
  const payload = readPayload(answer);
  if (!payload) return { ok: false, problem: 'invalid' };
  const { parameters } = payload.challenge;
  const { nonce, expiresAt } = parameters;
  const secrets = challengeSecrets(secret);
  let result;
  try {
    result = await verifySolution({
      challenge: payload.challenge as never,
      solution: payload.solution,
      deriveKey,
      hmacSignatureSecret: secrets.signature,
      hmacKeySignatureSecret: secrets.keySignature,
    });
  } catch {
    // Signed by us yet unreadable cannot happen; anything else is not ours.
    return { ok: false, problem: 'invalid' };
  }
  if (result.invalidSignature) return { ok: false, problem: 'invalid' };
  // Everything below is signed by us: these are our own fields.
  if (typeof nonce !== 'string' || !NONCE_PATTERN.test(nonce)) {
    return { ok: false, problem: 'invalid' };
  }
  if (typeof expiresAt !== 'number' || !Number.isFinite(expiresAt)) {
    return { ok: false, problem: 'invalid' };
  }
  // altcha-lib checks the expiry against the clock; `now` decides here too (tests move it).
  if (result.expired || expiresAt * 1000 <= now) return { ok: false, problem: 'expired' };
  if (!result.verified) return { ok: false, problem: 'wrong' };
  return { ok: true, ticket: { id: nonce, expiresAt: new Date(expiresAt * 1000) } };
}
