/**
 * Each status a repair enters, in repair_status_changes: written in the same
 * transaction as the booking or the desk's move, read for the tracking timeline.
 */
import { asc, eq, sql } from 'drizzle-orm';
import type { RepairStatus } from '@shared/repairs/values';
import type { Db } from '../../db/client';
import { repairStatusChanges } from '../../db/schema';

/** Anything that can run an insert: the database or an open transaction. */
type Writer = Pick<Db, 'insert'>;

export async function recordRepairStatus(
  writer: Writer,
  repairId: string,
  status: RepairStatus,
): Promise<void> {
  await writer.insert(repairStatusChanges).values({
    repairId,
    status,
    // The moment of the change, not the transaction's start (now()): a move that
    // waited for the row lock must not sort before the move it waited for.
    createdAt: sql`clock_timestamp()`,
  });
}

export type RecordedStatus = { status: string; createdAt: Date };

/** A repair's recorded statuses, oldest first. */
export function listRepairStatuses(db: Db, repairId: string): Promise<RecordedStatus[]> {
  return db
    .select({ status: repairStatusChanges.status, createdAt: repairStatusChanges.createdAt })
    .from(repairStatusChanges)
    .where(eq(repairStatusChanges.repairId, repairId))
    .orderBy(asc(repairStatusChanges.createdAt), asc(repairStatusChanges.id))
    .limit(100);
}
