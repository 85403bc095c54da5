/**
 * Security questions as signed tokens. The token carries its id, its expiry
 * and a MAC of its answer, never the answer itself, so it tells nothing the
 * question does not; only the server can check an answer against it. Whether
 * a token was used already is kept in spent_tokens (claim.ts), not here.
 */
import { randomBytes, randomInt } from 'node:crypto';
import { captchaAnswer, captchaQuestionText, newCaptcha, type Challenge } from '@shared/challenges';
import { hmac, keyFor, readSignedToken, sameBytes, signToken } from '../../signed-tokens';

export const CHALLENGE_LIFETIME_MS = 30 * 60_000;
/** The purpose of these tokens: their signing key and their rows in spent_tokens. */
export const CHALLENGE_PURPOSE = 'challenge';

/** 128 random bits as 32 hex characters (spent_tokens.id holds 64). */
const ID_PATTERN = /^[0-9a-f]{32}$/;
const ANSWER_MAC_PATTERN = /^[A-Za-z0-9_-]{22}$/;

type ChallengePayload = { id: string; exp: number; ans: string };

const answerMac = (key: Buffer, id: string, answer: number) =>
  hmac(key, `${id}:${answer}`).subarray(0, 16);

/** Whole numbers from min to max, both included, from the operating system's randomness. */
const secureRandomInt = (min: number, max: number) => randomInt(min, max + 1);

/** A new question and its token, valid for 30 minutes from `now`. */
export function issueChallenge(
  secret: string,
  now: number = Date.now(),
  pick: (min: number, max: number) => number = secureRandomInt,
): Challenge {
  const key = keyFor(secret, CHALLENGE_PURPOSE);
  const question = newCaptcha(pick);
  const id = randomBytes(16).toString('hex');
  const payload: ChallengePayload = {
    id,
    exp: now + CHALLENGE_LIFETIME_MS,
    ans: answerMac(key, id, captchaAnswer(question)).toString('base64url'),
  };
  return { token: signToken(key, payload), question: captchaQuestionText(question) };
}

/** A token's id and expiry: what is written to spent_tokens when it is used. */
export type ChallengeTicket = { id: string; expiresAt: Date };

export type ChallengeCheck =
  | { ok: true; ticket: ChallengeTicket }
  /** `ticket` is given when the token is ours and current, so a wrong answer can spend it. */
  | { ok: false; problem: 'invalid' | 'expired' | 'wrong'; ticket?: ChallengeTicket };

/** Checks a token and an answer without looking at what was spent. */
export function checkChallenge(
  secret: string,
  token: string,
  answer: number,
  now: number = Date.now(),
): ChallengeCheck {
  const key = keyFor(secret, CHALLENGE_PURPOSE);
  const payload = readSignedToken(key, token);
  if (!payload) return { ok: false, problem: 'invalid' };
  const { id, exp, ans } = payload;
  if (typeof id !== 'string' || !ID_PATTERN.test(id)) return { ok: false, problem: 'invalid' };
  if (typeof exp !== 'number' || !Number.isFinite(exp)) return { ok: false, problem: 'invalid' };
  if (typeof ans !== 'string' || !ANSWER_MAC_PATTERN.test(ans)) {
    return { ok: false, problem: 'invalid' };
  }
  if (exp <= now) return { ok: false, problem: 'expired' };
  const ticket = { id, expiresAt: new Date(exp) };
  const right = sameBytes(Buffer.from(ans, 'base64url'), answerMac(key, id, answer));
  return right ? { ok: true, ticket } : { ok: false, problem: 'wrong', ticket };
}
