/**
 * The proof-of-work check (ALTCHA) of the forms anyone may send: the cash
 * advance request, the repair booking, registration, the password reset
 * request, guest checkout and guest photo upload addresses. The server makes
 * the challenge (GET /api/challenges, exactly as altcha-lib's createChallenge
 * makes it); the page's widget solves it while the customer types and the
 * request carries the widget's payload (base64 of `{ challenge, solution }`)
 * as `challengeAnswer`. PRODUCT.md: the spec's maths question becomes this
 * check (docs/decisions/018-proof-of-work-challenges.md).
 */
import * as z from 'zod/mini';
import { isBlank } from './fields';

/** What the server says when a challenge does not let a request through. */
export const challengeMessages = {
  missing: 'Complete the security verification.',
  invalid: 'We could not read this security verification. Please verify again.',
  expired: 'This security verification has expired. Please verify again.',
  wrong: 'This security verification was not solved. Please verify again.',
  used: 'This security verification has already been used. Please verify again.',
} as const;

export type ChallengeProblem = keyof typeof challengeMessages;

/** Whether an API message is about the challenge (the page then solves a new one). */
export const isChallengeMessage = (message: string | undefined): boolean =>
  (Object.values(challengeMessages) as string[]).includes(message ?? '');

/**
 * Longer than any payload the widget makes for our challenges (about 700
 * characters); anything longer is not one of ours and is not decoded.
 */
export const MAX_CHALLENGE_ANSWER_LENGTH = 4096;

/** The widget's payload: base64 text, read by the server (modules/challenges). */
const challengeAnswerField = z
  .string({
    error: (issue) =>
      isBlank(issue.input) ? challengeMessages.missing : challengeMessages.invalid,
  })
  .check(
    z.minLength(1, challengeMessages.missing),
    z.maxLength(MAX_CHALLENGE_ANSWER_LENGTH, challengeMessages.invalid),
  );

/** The field every guarded form's payload carries. */
export const challengeFields = { challengeAnswer: challengeAnswerField };

/** The same field where only signed-out visitors must send it (guest checkout, photo addresses). */
export const optionalChallengeFields = { challengeAnswer: z.optional(challengeAnswerField) };

export type ChallengeAnswer = { challengeAnswer: string };

/**
 * GET /api/challenges: altcha-lib v2's Challenge, every field createChallenge
 * can set (the signature covers them all, so none may be dropped on the way).
 */
export const challengeSchema = z.object({
  parameters: z.object({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number(),
    keyLength: z.number(),
    keyPrefix: z.string(),
    keySignature: z.optional(z.string()),
    memoryCost: z.optional(z.number()),
    parallelism: z.optional(z.number()),
    expiresAt: z.optional(z.number()),
    data: z.optional(
      z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
    ),
  }),
  signature: z.string(),
});
export type Challenge = z.infer<typeof challengeSchema>;
