/**
 * The public tracking of a repair: its unguessable code, and the answer of
 * GET /api/track/:code, built from the booking and its recorded statuses.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { RepairTimelineEntry, RepairTracking } from '@shared/repairs/tracking';
import type { DeviceType, RepairStatus, RepairTimeSlot } from '@shared/repairs/values';
import type { Db } from '../../db/client';
import { repairs, type Repair } from '../../db/schema';
import { listRepairStatuses, type RecordedStatus } from './status-history';
import { repairAccountOf } from './account';

/** The status every booking starts in (bookRepair); no move leads back to it. */
const FIRST_STATUS: RepairStatus = 'scheduled';

/** 128 random bits, base64url: 22 characters nobody can guess. */
export function newTrackingCode(): string {
  return randomBytes(16).toString('base64url');
}

/**
 * The statuses to show, oldest first. A booking made before statuses were
 * recorded has no entry for its booking, or for moves made back then: its
 * creation stands for the first, and the current status closes the list
 * (with no time, which is not known).
 */
export function timelineOf(
  repair: Pick<Repair, 'status' | 'createdAt'>,
  recorded: readonly RecordedStatus[],
): RepairTimelineEntry[] {
  const timeline: RepairTimelineEntry[] = recorded.map((entry) => ({
    status: entry.status as RepairStatus,
    at: entry.createdAt.toISOString(),
  }));
  if (timeline[0]?.status !== FIRST_STATUS) {
    timeline.unshift({ status: FIRST_STATUS, at: repair.createdAt.toISOString() });
  }
  if (timeline.at(-1)?.status !== repair.status) {
    timeline.push({ status: repair.status as RepairStatus, at: null });
  }
  return timeline;
}

/** What the tracking page shows of the repair with this code, or null. */
export async function findRepairTracking(db: Db, code: string): Promise<RepairTracking | null> {
  const [repair] = await db.select().from(repairs).where(eq(repairs.trackingCode, code)).limit(1);
  if (!repair) return null;
  const recorded = await listRepairStatuses(db, repair.id);
  return {
    deviceType: repair.deviceType as DeviceType,
    brandModel: repair.brandModel,
    preferredDate: repair.preferredDate,
    preferredTime: repair.preferredTime as RepairTimeSlot,
    status: repair.status as RepairStatus,
    estimatedCost: repair.estimatedCost,
    bookedAt: repair.createdAt.toISOString(),
    timeline: timelineOf(repair, recorded),
    account: await repairAccountOf(db, repair),
  };
}
