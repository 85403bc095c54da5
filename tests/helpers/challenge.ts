/**
 * The one way tests, end-to-end journeys and benchmarks pass the proof-of-work
 * check of a guarded form, as a scripted client would: ask GET /api/challenges
 * and solve it with altcha-lib's own solveChallenge, then send the payload the
 * widget sends (base64 of `{ challenge, solution }`) as `challengeAnswer`.
 * Tests run with a low CHALLENGE_MAX_NUMBER (testConfig), so a solve takes a few
 * milliseconds. The asking goes through whatever the caller talks to the app
 * with (app.inject, Playwright's request, fetch).
 */
import type { FastifyInstance } from 'fastify';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { Challenge } from '../../src/shared/challenges';

export const CHALLENGES_PATH = '/api/challenges';

/** The field a guarded form's body carries. */
export type ChallengeAnswer = { challengeAnswer: string };

/** The widget's payload for a solution: base64 of JSON `{ challenge, solution }`. */
export const payloadOf = (
  challenge: Challenge,
  solution: { counter: number; derivedKey: string; time?: number },
): string =>
  Buffer.from(
    JSON.stringify({
      challenge: { parameters: challenge.parameters, signature: challenge.signature },
      solution,
    }),
  ).toString('base64');

/** Solves the challenge as a script would (one thread, altcha-lib's solver). */
export async function solve(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('the challenge was not solved in time');
  return payloadOf(challenge, solution);
}

export const answered = async (challenge: Challenge): Promise<ChallengeAnswer> => ({
  challengeAnswer: await solve(challenge),
});

/** Asks for a challenge with `getJson` (a GET answering the parsed body) and solves it. */
export async function answerChallenge(
  getJson: (path: string) => Promise<unknown>,
): Promise<ChallengeAnswer> {
  return answered((await getJson(CHALLENGES_PATH)) as Challenge);
}

/** A challenge asked through app.inject (from `remoteAddress`, if given), as it came. */
export async function injectRawChallenge(
  app: FastifyInstance,
  remoteAddress?: string,
): Promise<Challenge> {
  const res = await app.inject({
    method: 'GET',
    url: CHALLENGES_PATH,
    ...(remoteAddress ? { remoteAddress } : {}),
  });
  if (res.statusCode !== 200)
    throw new Error(`GET ${CHALLENGES_PATH}: ${res.statusCode} ${res.body}`);
  return res.json<Challenge>();
}

/** A challenge asked through app.inject (from `remoteAddress`, if given) and solved. */
export async function injectChallenge(
  app: FastifyInstance,
  remoteAddress?: string,
): Promise<ChallengeAnswer> {
  return answered(await injectRawChallenge(app, remoteAddress));
}

/** The body with a freshly solved challenge; the body's own challenge field wins. */
export async function withChallenge<T extends object>(
  app: FastifyInstance,
  body: T,
  remoteAddress?: string,
): Promise<ChallengeAnswer & T> {
  return { ...(await injectChallenge(app, remoteAddress)), ...body };
}
