/**
 * Fuzz target of the security questions, and what the cases of the forms
 * they guard (cash advance request, repair booking) carry: placeholders that
 * a fresh, rightly answered question replaces just before sending, so valid
 * cases get through and the mutations of the two fields are tried as sent.
 */
import fc from 'fast-check';
import { expect } from 'vitest';
import type { FuzzRequest } from '../../helpers/fuzz/requests';
import type { FuzzModule, FuzzSuite } from '../../helpers/fuzz/runner';
import { HOSTILE_FRAGMENTS } from '../../helpers/fuzz/values';
import { answerOf, injectChallenge } from '../../helpers/challenge';

const TOKEN_PLACEHOLDER = 'FRESH-CHALLENGE-TOKEN';
const ANSWER_PLACEHOLDER = 987_654_321;

/** The two fields in the valid cases (`requests().fields`), filled in by `answerChallenge`. */
export const challengeFieldArbitraries = {
  challengeToken: fc.constant(TOKEN_PLACEHOLDER),
  challengeAnswer: fc.constant(ANSWER_PLACEHOLDER),
};

/**
 * A target's `prepare`: a new question and its answer in place of the
 * placeholders the case still holds (one a mutation changed stays changed).
 */
export async function answerChallenge(
  request: FuzzRequest,
  suite: FuzzSuite,
): Promise<FuzzRequest> {
  const { payload } = request;
  if (payload === undefined) return request;
  // Placeholders are ASCII, so a latin1 round trip leaves every other byte as it was.
  const text = Buffer.isBuffer(payload) ? payload.toString('latin1') : payload;
  const hasToken = text.includes(`"${TOKEN_PLACEHOLDER}"`);
  const hasAnswer = text.includes(`:${ANSWER_PLACEHOLDER}`);
  if (!hasToken && !hasAnswer) return request;
  const { challengeToken, challengeAnswer } = await injectChallenge(suite.app);
  const filled = text
    .replaceAll(`"${TOKEN_PLACEHOLDER}"`, JSON.stringify(challengeToken))
    .replaceAll(`:${ANSWER_PLACEHOLDER}`, `:${challengeAnswer}`);
  return { ...request, payload: Buffer.isBuffer(payload) ? Buffer.from(filled, 'latin1') : filled };
}

/** GET /api/challenges takes no input; its cases send some anyway (a query, headers). */
const questionCases = (): fc.Arbitrary<FuzzRequest> =>
  fc
    .record({
      query: fc.oneof(
        fc.constant(''),
        fc.string({ maxLength: 40 }).map((text) => `q=${encodeURIComponent(text)}`),
        fc.constantFrom('answer=7', 'token=x&token=y', '__proto__[polluted]=yes', 'a=%FF'),
      ),
      header: fc.constantFrom(...HOSTILE_FRAGMENTS.filter((text) => /^[\x20-\x7e]+$/.test(text))),
    })
    .map(({ query, header }) => ({
      kind: query ? 'query' : 'valid',
      params: {},
      query,
      headers: { 'x-fuzz': header },
      routed: true,
    }));

export const challengesFuzz: FuzzModule = {
  name: 'challenges',
  targets: [
    {
      route: 'GET /api/challenges',
      cases: questionCases,
      readBack: ({ body, response }) => {
        const { token, question } = body as { token: string; question: string };
        expect(typeof token).toBe('string');
        expect(answerOf(question)).toBeGreaterThanOrEqual(2);
        expect(response.headers['cache-control']).toBe('no-store');
      },
    },
  ],
};
