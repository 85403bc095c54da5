/** Request photos in the database (see the table in db/schema.ts). */
import { and, asc, eq, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cashAdvances, photoAddressCounts, requestPhotos } from '../../db/schema';

type Reader = Pick<Db, 'select'>;
type Writer = Pick<Db, 'update'>;

/** Claims an upload id for a new photo; false when the address was used before. */
export async function claimUpload(db: Db, photoId: string, uploadId: string): Promise<boolean> {
  const rows = await db
    .insert(requestPhotos)
    .values({ id: photoId, uploadId })
    .onConflictDoNothing({ target: requestPhotos.uploadId })
    .returning({ id: requestPhotos.id });
  return rows.length === 1;
}

/** Gives a claimed upload id back after a refused upload: a refusal leaves nothing behind. */
export async function releaseUpload(db: Db, photoId: string): Promise<void> {
  await db
    .delete(requestPhotos)
    .where(and(eq(requestPhotos.id, photoId), isNull(requestPhotos.size)));
}

export async function markStored(db: Db, photoId: string, size: number): Promise<void> {
  await db.update(requestPhotos).set({ size }).where(eq(requestPhotos.id, photoId));
}

/**
 * Attaches stored, unattached uploads to a request, in the caller's
 * transaction; answers how many were attached (the caller rolls back when
 * that is fewer than asked for).
 */
export async function attachUploads(
  tx: Writer,
  cashAdvanceId: string,
  uploadIds: readonly string[],
): Promise<number> {
  let attached = 0;
  for (const [position, uploadId] of uploadIds.entries()) {
    const rows = await tx
      .update(requestPhotos)
      .set({ cashAdvanceId, position })
      .where(
        and(
          eq(requestPhotos.uploadId, uploadId),
          isNull(requestPhotos.cashAdvanceId),
          isNotNull(requestPhotos.size),
        ),
      )
      .returning({ id: requestPhotos.id });
    attached += rows.length;
  }
  return attached;
}

/** The photo ids of one request, in the order they were sent. */
export async function photoIdsOf(reader: Reader, cashAdvanceId: string): Promise<string[]> {
  const rows = await reader
    .select({ id: requestPhotos.id })
    .from(requestPhotos)
    .where(eq(requestPhotos.cashAdvanceId, cashAdvanceId))
    .orderBy(asc(requestPhotos.position), asc(requestPhotos.id));
  return rows.map((row) => row.id);
}

/** An attached, stored photo with the owner of its request, or undefined. */
export async function findAttachedPhoto(db: Db, photoId: string) {
  const [row] = await db
    .select({ id: requestPhotos.id, size: requestPhotos.size, ownerId: cashAdvances.userId })
    .from(requestPhotos)
    .innerJoin(cashAdvances, eq(cashAdvances.id, requestPhotos.cashAdvanceId))
    .where(and(eq(requestPhotos.id, photoId), isNotNull(requestPhotos.size)))
    .limit(1);
  return row;
}

/**
 * Deletes unattached photos made before the cut-off (a day ago) and answers
 * their ids, for their files to go too. One statement: with two instances
 * sweeping at once each row is deleted, and answered, by one of them only;
 * a row a request attaches meanwhile no longer matches and stays.
 */
export async function deleteUnattached(db: Db, olderThanHours = 24): Promise<string[]> {
  const rows = await db
    .delete(requestPhotos)
    .where(
      and(
        isNull(requestPhotos.cashAdvanceId),
        sql`${requestPhotos.createdAt} < now() - make_interval(hours => ${olderThanHours})`,
      ),
    )
    .returning({ id: requestPhotos.id });
  return rows.map((row) => row.id);
}

// ---------------------------------------------------------------- upload address counts

export type AddressCountRule = { holder: string; limit: number; windowMs: number; now: number };

/**
 * Counts one more address for the holder; answers false, counting nothing,
 * when the holder already had `limit` in a window that is not over. One
 * statement: the row is locked by the upsert, so two instances asking at
 * once are counted one after the other and never both get the last address.
 * A window is an hour from the first address of it, as a rate limit's.
 */
export async function countAddress(db: Db, rule: AddressCountRule): Promise<boolean> {
  const now = new Date(rule.now);
  const windowOver = sql`${photoAddressCounts.windowStartedAt} <= ${new Date(rule.now - rule.windowMs)}`;
  const rows = await db
    .insert(photoAddressCounts)
    .values({ holder: rule.holder, windowStartedAt: now, given: 1 })
    .onConflictDoUpdate({
      target: photoAddressCounts.holder,
      set: {
        given: sql`case when ${windowOver} then 1 else ${photoAddressCounts.given} + 1 end`,
        windowStartedAt: sql`case when ${windowOver} then ${now} else ${photoAddressCounts.windowStartedAt} end`,
      },
      setWhere: sql`${windowOver} or ${photoAddressCounts.given} < ${rule.limit}`,
    })
    .returning({ given: photoAddressCounts.given });
  return rows.length === 1;
}

/** When the holder's current window started, or undefined when there is none. */
export async function addressWindowStart(db: Db, holder: string): Promise<Date | undefined> {
  const [row] = await db
    .select({ startedAt: photoAddressCounts.windowStartedAt })
    .from(photoAddressCounts)
    .where(eq(photoAddressCounts.holder, holder))
    .limit(1);
  return row?.startedAt;
}

/** Deletes the counts of windows over before `before`: the next address starts a new one anyway. */
export async function forgetFinishedAddressWindows(db: Db, before: number): Promise<number> {
  const rows = await db
    .delete(photoAddressCounts)
    .where(lte(photoAddressCounts.windowStartedAt, new Date(before)))
    .returning({ holder: photoAddressCounts.holder });
  return rows.length;
}
