/**
 * What the estimate and the bill allow of a desk's status move (issue 30):
 * the work is finished ("ready") only on an approved estimate (or an accepted
 * warranty claim, which is free); a declined one is already ready, not
 * repaired; a device goes back ("collected") only once its bill is paid.
 */
import { estimateMessages } from '@shared/repairs/estimate-messages';
import type { RepairStatus } from '@shared/repairs/values';
import type { Tx } from '../../db/client';
import type { Repair } from '../../db/schema';
import { billOf } from './bill';
import { unpaidMessage } from './payments';

export async function billGateProblem(
  tx: Tx,
  current: Repair,
  to: RepairStatus,
): Promise<string | null> {
  if (to === current.status) return null;
  const freeClaim = current.warrantyClaimOf !== null && current.warrantyDecision === 'accepted';
  if (to === 'ready' && current.estimateState !== 'approved' && !freeClaim) {
    return estimateMessages.needsApproval;
  }
  if (to === 'collected') {
    const bill = await billOf(tx, current);
    if (!bill) return estimateMessages.needsApproval;
    if (bill.balancePennies > 0) return unpaidMessage(bill.balancePennies);
  }
  return null;
}
