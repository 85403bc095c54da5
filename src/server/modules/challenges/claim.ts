/**
 * What the cash advance request and the repair booking do with the security
 * question their body carries: check it before anything is stored, and spend
 * it in the transaction that stores the record, so a token lets exactly one
 * record through on every instance and a refused request spends nothing.
 * A wrong answer spends the token at once: each guess costs a new question.
 */
import { challengeMessages } from '@shared/challenges';
import type { Db } from '../../db/client';
import { badRequest } from '../../http-error';
import { claimToken } from '../../spent-tokens';
import { CHALLENGE_PURPOSE, checkChallenge, type ChallengeTicket } from './challenge';

type Executor = Pick<Db, 'insert' | 'delete'>;

export type ChallengeAnswer = { challengeToken: string; challengeAnswer: number };

/**
 * The ticket of a rightly answered, current token of ours; otherwise a 400
 * that says what is wrong (after spending the token of a wrong answer).
 */
export async function answeredChallenge(
  db: Executor,
  secret: string,
  { challengeToken, challengeAnswer }: ChallengeAnswer,
  now: number = Date.now(),
): Promise<ChallengeTicket> {
  const check = checkChallenge(secret, challengeToken, challengeAnswer, now);
  if (check.ok) return check.ticket;
  if (check.problem === 'wrong' && check.ticket) await spend(db, check.ticket);
  throw badRequest(challengeMessages[check.problem]);
}

const spend = (db: Executor, ticket: ChallengeTicket) =>
  claimToken(db, { ...ticket, purpose: CHALLENGE_PURPOSE });

/**
 * Spends the ticket inside the caller's transaction, or throws the 400 of a
 * token already used (which rolls the transaction back).
 */
export async function spendChallenge(tx: Executor, ticket: ChallengeTicket): Promise<void> {
  if (!(await spend(tx, ticket))) throw badRequest(challengeMessages.used);
}
