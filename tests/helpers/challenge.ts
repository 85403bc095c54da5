/**
 * The one way tests, end-to-end journeys and benchmarks answer the security
 * question of a cash advance request or a repair booking: ask
 * GET /api/challenges, read "What is 3 + 4?" and send the sum with the token.
 * The asking goes through whatever the caller talks to the app with
 * (app.inject, Playwright's request, fetch).
 */
import type { FastifyInstance } from 'fastify';
import type { Challenge } from '../../src/shared/challenges';

export const CHALLENGES_PATH = '/api/challenges';

/** The fields a protected form's body carries. */
export type ChallengeAnswer = { challengeToken: string; challengeAnswer: number };

/** The sum the question asks for. */
export function answerOf(question: string): number {
  const match = /^What is (\d+) \+ (\d+)\?$/.exec(question);
  if (!match) throw new Error(`not a security question: ${JSON.stringify(question)}`);
  return Number(match[1]) + Number(match[2]);
}

export const answered = ({ token, question }: Challenge): ChallengeAnswer => ({
  challengeToken: token,
  challengeAnswer: answerOf(question),
});

/** Asks for a question with `getJson` (a GET answering the parsed body) and answers it. */
export async function answerChallenge(
  getJson: (path: string) => Promise<unknown>,
): Promise<ChallengeAnswer> {
  return answered((await getJson(CHALLENGES_PATH)) as Challenge);
}

/** A question asked through app.inject (from `remoteAddress`, if given) and its answer. */
export function injectChallenge(
  app: FastifyInstance,
  remoteAddress?: string,
): Promise<ChallengeAnswer> {
  return answerChallenge(async (url) => {
    const res = await app.inject({
      method: 'GET',
      url,
      ...(remoteAddress ? { remoteAddress } : {}),
    });
    if (res.statusCode !== 200) throw new Error(`GET ${url}: ${res.statusCode} ${res.body}`);
    return res.json<unknown>();
  });
}

/** The body with a freshly answered question; the body's own challenge fields win. */
export async function withChallenge<T extends object>(
  app: FastifyInstance,
  body: T,
  remoteAddress?: string,
): Promise<ChallengeAnswer & T> {
  return { ...(await injectChallenge(app, remoteAddress)), ...body };
}
