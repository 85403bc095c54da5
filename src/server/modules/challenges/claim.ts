/**
 * What a guarded route does with the challenge its body carries: check it
 * before anything is stored, and spend it in the transaction that stores the
 * record, so a solution lets exactly one record through on every instance and
 * a refused request spends nothing. A route that stores nothing (a password
 * reset request, a photo upload address) spends it at once (`claimChallenge`).
 */
import { challengeMessages } from '@shared/challenges';
import type { Db } from '../../db/client';
import { badRequest } from '../../http-error';
import { claimToken } from '../../spent-tokens';
import { CHALLENGE_PURPOSE, checkChallenge, type ChallengeTicket } from './challenge';

type Executor = Pick<Db, 'insert' | 'delete'>;

/**
 * The ticket of a solved, current challenge of ours; otherwise a 400 that
 * says what is wrong. `challengeAnswer` is the widget's payload.
 */
export async function answeredChallenge(
  secret: string,
  { challengeAnswer }: { challengeAnswer?: string | undefined },
  now: number = Date.now(),
): Promise<ChallengeTicket> {
  if (!challengeAnswer) throw badRequest(challengeMessages.missing);
  const check = await checkChallenge(secret, challengeAnswer, now);
  if (check.ok) return check.ticket;
  throw badRequest(challengeMessages[check.problem]);
}

/**
 * Spends the ticket inside the caller's transaction, or throws the 400 of a
 * solution already used (which rolls the transaction back).
 */
export async function spendChallenge(tx: Executor, ticket: ChallengeTicket): Promise<void> {
  if (!(await claimToken(tx, { ...ticket, purpose: CHALLENGE_PURPOSE }))) {
    throw badRequest(challengeMessages.used);
  }
}

/** Checks and spends at once, for a route that stores nothing with it. */
export async function claimChallenge(
  db: Executor,
  secret: string,
  body: { challengeAnswer?: string | undefined },
): Promise<void> {
  await spendChallenge(db, await answeredChallenge(secret, body));
}
