/**
 * Single-use tokens, used once across every instance: the claim is an insert
 * of the token's id into spent_tokens, and only the insert that adds the row
 * wins. Inside a caller's transaction the claim stands or falls with it.
 */
import { lt } from 'drizzle-orm';
import type { Db } from './db/client';
import { spentTokens } from './db/schema';

/** The database or a transaction of it. */
type Executor = Pick<Db, 'insert' | 'delete'>;

export type SpentToken = {
  /** At most 64 characters. */
  id: string;
  /** What kind of token ("challenge", "upload"…), at most 30 characters. */
  purpose: string;
  /** After this the token is refused by its own expiry, so the row may go. */
  expiresAt: Date;
};

/** True for the first claim of the token's id; false when it was already spent. */
export async function claimToken(db: Executor, token: SpentToken): Promise<boolean> {
  const inserted = await db
    .insert(spentTokens)
    .values(token)
    .onConflictDoNothing({ target: spentTokens.id })
    .returning({ id: spentTokens.id });
  return inserted.length === 1;
}

/** Forgets the spent tokens that have expired. */
export async function forgetExpiredTokens(db: Executor, now: Date): Promise<void> {
  await db.delete(spentTokens).where(lt(spentTokens.expiresAt, now));
}

/**
 * Deletes expired rows now and then (at most once per `intervalMs` on this
 * instance), so the table holds about one token lifetime of claims.
 */
export function expiredTokenSweeper(db: Executor, intervalMs = 10 * 60_000) {
  let last = Number.NEGATIVE_INFINITY;
  return async (now: Date) => {
    if (now.getTime() - last < intervalMs) return;
    last = now.getTime();
    await forgetExpiredTokens(db, now);
  };
}
