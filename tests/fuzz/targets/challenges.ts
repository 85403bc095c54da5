/**
 * Fuzz target of the proof-of-work challenges, and what the cases of the
 * routes they guard carry: a placeholder that a fresh, solved challenge
 * replaces just before sending, so valid cases get through and the mutations
 * of the field are tried as sent.
 */
import fc from 'fast-check';
import { expect } from 'vitest';
import type { Challenge } from '../../../src/shared/challenges';
import type { FuzzRequest } from '../../helpers/fuzz/requests';
import type { FuzzModule, FuzzSuite } from '../../helpers/fuzz/runner';
import { HOSTILE_FRAGMENTS } from '../../helpers/fuzz/values';
import { injectChallenge } from '../../helpers/challenge';

const ANSWER_PLACEHOLDER = 'FRESH-CHALLENGE-ANSWER';

/** The field in the valid cases (`requests().fields`), filled in by `answerChallenge`. */
export const challengeFieldArbitraries = {
  challengeAnswer: fc.constant(ANSWER_PLACEHOLDER),
};

/**
 * A target's `prepare`: a newly solved challenge in place of the placeholder
 * the case still holds (one a mutation changed stays changed).
 */
export async function answerChallenge(
  request: FuzzRequest,
  suite: FuzzSuite,
): Promise<FuzzRequest> {
  const { payload } = request;
  if (payload === undefined) return request;
  // The placeholder is ASCII, so a latin1 round trip leaves every other byte as it was.
  const text = Buffer.isBuffer(payload) ? payload.toString('latin1') : payload;
  if (!text.includes(`"${ANSWER_PLACEHOLDER}"`)) return request;
  const { challengeAnswer } = await injectChallenge(suite.app);
  const filled = text.replaceAll(`"${ANSWER_PLACEHOLDER}"`, JSON.stringify(challengeAnswer));
  return { ...request, payload: Buffer.isBuffer(payload) ? Buffer.from(filled, 'latin1') : filled };
}

/** GET /api/challenges takes no input; its cases send some anyway (a query, headers). */
const challengeCases = (): fc.Arbitrary<FuzzRequest> =>
  fc
    .record({
      query: fc.oneof(
        fc.constant(''),
        fc.string({ maxLength: 40 }).map((text) => `q=${encodeURIComponent(text)}`),
        fc.constantFrom('maxnumber=1', 'cost=1&cost=2', '__proto__[polluted]=yes', 'a=%FF'),
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
      cases: challengeCases,
      readBack: ({ body, response }) => {
        const { parameters, signature } = body as Challenge;
        expect(signature).toMatch(/^[0-9a-f]{64}$/);
        // Nothing a query asks changes the difficulty.
        expect(parameters.cost).toBe(1_000);
        expect(parameters.nonce).toMatch(/^[0-9a-f]{32}$/);
        expect(response.headers['cache-control']).toBe('no-store');
      },
    },
  ],
};
