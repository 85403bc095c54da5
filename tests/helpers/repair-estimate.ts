/**
 * A repair whose estimate the customer approved (issue 30): the desk may then
 * finish the work. A fixture for tests about other things than the estimate
 * (tests/repair-bills.test.ts goes through the routes); with no lines, the
 * bill is £0, so the device may also be handed back.
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../../src/server/db/client';
import { repairs } from '../../src/server/db/schema';

export async function approveEstimate(database: Database, repairId: string): Promise<void> {
  await database.db
    .update(repairs)
    .set({ estimateState: 'approved', estimateVersion: 1, estimateChannel: 'phone' })
    .where(eq(repairs.id, repairId));
}
