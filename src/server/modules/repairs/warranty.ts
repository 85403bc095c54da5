/**
 * The 90-day warranty from collection (issue 30): a claim is a new booking
 * linked to the original repair, free of charge once accepted. Staff accept
 * a claim made within the warranty, or refuse one with a reason; a claim made
 * after the warranty ended can only be refused.
 */
import { eq } from 'drizzle-orm';
import { formatDateUK } from '@shared/dates';
import { repairTitle } from '@shared/repairs/schemas';
import { daysBetween, todayInLondon } from '@shared/repairs/dates';
import { repairTimeSlots } from '@shared/repairs/values';
import type { Db } from '../../db/client';
import { repairs, type Repair } from '../../db/schema';
import { conflict } from '../../http-error';
import { recordActivity } from '../activity/repository';
import { changedFields } from '../audit/record';
import { warrantyUntil } from './bill';
import { lockRepair } from './estimates';
import { recordRepairStatus } from './status-history';
import { newTrackingCode } from './tracking';

export const NOT_COLLECTED = 'Only a collected repair has a warranty to claim on.';
export const NOT_A_CLAIM = 'This booking is not a warranty claim.';
export const ALREADY_DECIDED = 'This warranty claim has already been decided.';
export const warrantyEnded = (until: string) =>
  `The warranty of this repair ended on ${formatDateUK(until)}: the claim can only be refused.`;

/**
 * A claim on a collected repair: a new booking for today, linked to it. Its
 * audit row names the original repair, whose page the claim is made from, and
 * the claim it led to.
 */
export async function createWarrantyClaim(
  db: Db,
  originalId: string,
  problemDescription: string,
  actorId: string,
): Promise<Repair | null> {
  return db.transaction(async (tx) => {
    const original = await lockRepair(tx, { id: originalId });
    if (!original) return null;
    if (original.status !== 'collected' || !original.collectedAt) throw conflict(NOT_COLLECTED);
    const [claim] = await tx
      .insert(repairs)
      .values({
        userId: original.userId,
        customerName: original.customerName,
        customerPhone: original.customerPhone,
        customerEmail: original.customerEmail,
        deviceType: original.deviceType,
        brandModel: original.brandModel,
        problemDescription,
        preferredDate: todayInLondon(),
        preferredTime: repairTimeSlots[0],
        status: 'scheduled',
        trackingCode: newTrackingCode(),
        warrantyClaimOf: original.id,
      })
      .returning();
    await recordRepairStatus(tx, claim!.id, 'scheduled');
    await recordActivity(tx, {
      type: 'repair',
      description: `Warranty claim booked: ${repairTitle(original)}`,
      customerName: original.customerName,
      status: 'scheduled',
      actorId,
      entityId: original.id,
      action: 'repair.warranty_claimed',
      changes: {
        warrantyClaim: { old: null, new: { id: claim!.id, problemDescription } },
      },
    });
    return claim!;
  });
}

export async function decideWarrantyClaim(
  db: Db,
  claimId: string,
  decision: { decision: 'accepted' | 'refused'; reason?: string | undefined },
  actorId: string,
): Promise<Repair | null> {
  return db.transaction(async (tx) => {
    const claim = await lockRepair(tx, { id: claimId });
    if (!claim) return null;
    if (!claim.warrantyClaimOf) throw conflict(NOT_A_CLAIM);
    if (claim.warrantyDecision) throw conflict(ALREADY_DECIDED);
    const [original] = await tx.select().from(repairs).where(eq(repairs.id, claim.warrantyClaimOf));
    const until = original ? warrantyUntil(original) : null;
    const claimedOn = todayInLondon(claim.createdAt);
    if (decision.decision === 'accepted' && (!until || daysBetween(claimedOn, until) < 0)) {
      throw conflict(warrantyEnded(until ?? claimedOn));
    }
    const [updated] = await tx
      .update(repairs)
      .set({ warrantyDecision: decision.decision, warrantyReason: decision.reason ?? null })
      .where(eq(repairs.id, claimId))
      .returning();
    await recordActivity(tx, {
      type: 'repair',
      description: `Warranty claim ${decision.decision}${decision.reason ? ` (${decision.reason})` : ''}: ${repairTitle(claim)}`,
      customerName: claim.customerName,
      status: claim.status,
      actorId,
      entityId: claimId,
      action: `repair.warranty_${decision.decision}`,
      changes: changedFields(claim, updated!),
    });
    return updated!;
  });
}
