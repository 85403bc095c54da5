/**
 * A challenge solved in the page without a widget, for the requests that need
 * one each beyond the form's own (a guest's photo upload addresses): fetched
 * from GET /api/challenges and solved with altcha-lib's own solver and the
 * browser's native PBKDF2 (WebCrypto), answered as the widget's payload.
 * Part of the cash advance page's chunk, never of the first download of `/` (decision 018).
 */
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import type { Challenge, ChallengeAnswer } from '@shared/challenges';
import { apiClient } from '@web/lib/api-client';

export async function solveInPage(): Promise<ChallengeAnswer> {
  const challenge = await apiClient.get<Challenge>('/api/challenges');
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('The security verification could not finish. Try again.');
  const payload = JSON.stringify({
    challenge: { parameters: challenge.parameters, signature: challenge.signature },
    solution,
  });
  return { challengeAnswer: btoa(payload) };
}
