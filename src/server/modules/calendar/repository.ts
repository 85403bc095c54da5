/**
 * Staff closures in the database, and the shop calendar's view of them: a
 * date → reason map the shared calendar functions take (decision 028).
 */
import { and, asc, eq, gte, lte } from 'drizzle-orm';
import type { Closures } from '@shared/calendar/opening-days';
import type { Db } from '../../db/client';
import { shopClosures, users } from '../../db/schema';
import { audit, changedFields } from '../audit/record';

type Reader = Pick<Db, 'select'>;

/** The closures from `from` to `to` (both included), as the calendar functions take them. */
export async function closuresBetween(db: Reader, from: string, to: string): Promise<Closures> {
  const rows = await db
    .select({ date: shopClosures.date, reason: shopClosures.reason })
    .from(shopClosures)
    .where(and(gte(shopClosures.date, from), lte(shopClosures.date, to)));
  return new Map(rows.map((row) => [row.date, row.reason]));
}

/**
 * Every closure from `from` on, as the calendar functions take them: a loan's
 * figures read those from its start date (no interest for the days the shop
 * was shut from a due date on, decision 036).
 */
export async function closuresFrom(db: Reader, from: string): Promise<Closures> {
  const rows = await db
    .select({ date: shopClosures.date, reason: shopClosures.reason })
    .from(shopClosures)
    .where(gte(shopClosures.date, from));
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

/** Adds a closure with its audit row; false when the day already has one. */
export async function addClosure(
  db: Db,
  closure: { date: string; reason: string; createdBy: string },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(shopClosures)
      .values(closure)
      .onConflictDoNothing()
      .returning({ date: shopClosures.date });
    if (inserted.length === 0) return false;
    await audit(tx, {
      action: 'closure.added',
      entity: 'closure',
      entityId: closure.date,
      changes: changedFields({}, { reason: closure.reason }),
    });
    return true;
  });
}

export type ClosureRemoval = 'removed' | 'missing' | 'past';

/**
 * Removes a closure from `today` on, with its audit row. One in the past stays:
 * it is the record of a day the shop was shut.
 */
export async function removeClosure(db: Db, date: string, today: string): Promise<ClosureRemoval> {
  return db.transaction(async (tx) => {
    const [closure] = await tx
      .select({ reason: shopClosures.reason })
      .from(shopClosures)
      .where(eq(shopClosures.date, date))
      .for('update');
    if (!closure) return 'missing';
    if (date < today) return 'past';
    await tx.delete(shopClosures).where(eq(shopClosures.date, date));
    await audit(tx, {
      action: 'closure.removed',
      entity: 'closure',
      entityId: date,
      changes: changedFields(closure, { reason: null }),
    });
    return 'removed';
  });
}
