/**
 * Staff closures in the database, and the shop calendar's view of them: a
 * date → reason map the shared calendar functions take (decision 028).
 */
import { and, asc, eq, gte, lte } from 'drizzle-orm';
import type { Closures } from '@shared/calendar/opening-days';
import type { Db } from '../../db/client';
import { shopClosures, users } from '../../db/schema';

type Reader = Pick<Db, 'select'>;

/** The closures from `from` to `to` (both included), as the calendar functions take them. */
export async function closuresBetween(db: Reader, from: string, to: string): Promise<Closures> {
  const rows = await db
    .select({ date: shopClosures.date, reason: shopClosures.reason })
    .from(shopClosures)
    .where(and(gte(shopClosures.date, from), lte(shopClosures.date, to)));
  return new Map(rows.map((row) => [row.date, row.reason]));
}

/** The closures from `from` on, oldest first, with who added each. */
export function listClosuresFrom(db: Reader, from: string) {
  return db
    .select({
      date: shopClosures.date,
      reason: shopClosures.reason,
      createdAt: shopClosures.createdAt,
      addedBy: users.username,
    })
    .from(shopClosures)
    .leftJoin(users, eq(users.id, shopClosures.createdBy))
    .where(gte(shopClosures.date, from))
    .orderBy(asc(shopClosures.date));
}

/** Adds a closure; false when the day already has one. */
export async function addClosure(
  db: Pick<Db, 'insert'>,
  closure: { date: string; reason: string; createdBy: string },
): Promise<boolean> {
  const inserted = await db
    .insert(shopClosures)
    .values(closure)
    .onConflictDoNothing()
    .returning({ date: shopClosures.date });
  return inserted.length > 0;
}

/** Removes a closure; false when the day had none. */
export async function removeClosure(db: Pick<Db, 'delete'>, date: string): Promise<boolean> {
  const removed = await db
    .delete(shopClosures)
    .where(eq(shopClosures.date, date))
    .returning({ date: shopClosures.date });
  return removed.length > 0;
}
