/**
 * The security question of the cash advance request and the repair booking
 * (spec section 3 "Captcha": two whole numbers from 1 to 10, the answer is
 * their sum). The server asks it (GET /api/challenges) and checks the answer;
 * the page only shows it. Its fields, texts and messages live here once.
 */
import { z } from 'zod';
import { isBlank } from './validation';

export const CAPTCHA_OPERAND_MIN = 1;
export const CAPTCHA_OPERAND_MAX = 10;

export type CaptchaQuestion = { a: number; b: number };

/** `randomInt(min, max)` answers a whole number from min to max, both included. */
export const newCaptcha = (randomInt: (min: number, max: number) => number): CaptchaQuestion => ({
  a: randomInt(CAPTCHA_OPERAND_MIN, CAPTCHA_OPERAND_MAX),
  b: randomInt(CAPTCHA_OPERAND_MIN, CAPTCHA_OPERAND_MAX),
});

export const captchaAnswer = ({ a, b }: CaptchaQuestion): number => a + b;

/** "What is 3 + 4?": the question as the page shows it. */
export const captchaQuestionText = ({ a, b }: CaptchaQuestion): string => `What is ${a} + ${b}?`;

/** The answer as the page reads it (spec section 5): the integer parsed from the text, or null. */
export function readCaptchaAnswer(text: string): number | null {
  const value = Number.parseInt(text, 10);
  return Number.isSafeInteger(value) ? value : null;
}

/** What the server says when a security question does not let a request through. */
export const challengeMessages = {
  missing: 'Answer the security question.',
  notANumber: 'Answer the security question with a number.',
  invalid: 'We could not read this security question. Try the new question.',
  expired: 'This security question has expired. Try the new question.',
  wrong: 'That answer is not right. Try the new question.',
  used: 'This security question has already been answered. Try the new question.',
} as const;

export type ChallengeProblem = keyof typeof challengeMessages;

/** Whether an API message is about the security question (the page then asks a new one). */
export const isChallengeMessage = (message: string | undefined): boolean =>
  (Object.values(challengeMessages) as string[]).includes(message ?? '');

/** Longer than any token the server makes; anything longer is not one of ours. */
const MAX_TOKEN_LENGTH = 512;

/** The two fields every protected form's payload carries. */
export const challengeFields = {
  /** The token of GET /api/challenges. */
  challengeToken: z
    .string({
      error: (issue) =>
        isBlank(issue.input) ? challengeMessages.missing : challengeMessages.invalid,
    })
    .min(1, challengeMessages.missing)
    .max(MAX_TOKEN_LENGTH, challengeMessages.invalid),
  /** The person's answer to its question. */
  challengeAnswer: z
    .number({
      error: (issue) =>
        isBlank(issue.input) ? challengeMessages.missing : challengeMessages.notANumber,
    })
    .int(challengeMessages.notANumber),
};

/** GET /api/challenges: a question and the signed token that goes back with its answer. */
export const challengeSchema = z.object({
  token: z.string(),
  /** "What is 3 + 4?" */
  question: z.string(),
});
export type Challenge = z.infer<typeof challengeSchema>;
