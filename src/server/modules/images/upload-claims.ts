/**
 * Single use of a product image upload address, held in the database
 * (spent_tokens) so it holds across every instance and across restarts: the
 * upload that inserts the address's object id owns it; any other, on any
 * instance, finds the row and is refused.
 */
import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { spentTokens } from '../../db/schema';

const PURPOSE = 'product-image-upload';

/** True when this call claimed the id; false when it was claimed before. */
export async function claimUploadAddress(db: Db, objectId: string, expiresAt: number) {
  const rows = await db
    .insert(spentTokens)
    .values({ id: objectId, purpose: PURPOSE, expiresAt: new Date(expiresAt) })
    .onConflictDoNothing({ target: spentTokens.id })
    .returning({ id: spentTokens.id });
  return rows.length === 1;
}

/** Gives the address back after a refused upload: a refusal leaves nothing behind. */
export async function releaseUploadAddress(db: Db, objectId: string): Promise<void> {
  await db
    .delete(spentTokens)
    .where(and(eq(spentTokens.id, objectId), eq(spentTokens.purpose, PURPOSE)));
}

/** Claims of addresses expired before `before`: their tokens are refused by their own expiry. */
export async function forgetExpiredClaims(db: Db, before: number): Promise<number> {
  const rows = await db
    .delete(spentTokens)
    .where(and(eq(spentTokens.purpose, PURPOSE), lt(spentTokens.expiresAt, new Date(before))))
    .returning({ id: spentTokens.id });
  return rows.length;
}
