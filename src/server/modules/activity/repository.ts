/**
 * The append-only activity log. Entries are written inside the transaction
 * of the change they describe, so the log never tells of a change that did
 * not happen.
 */
import type { Db } from '../../db/client';
import { activity } from '../../db/schema';

export type ActivityType = 'cash_advance' | 'product_sale' | 'repair' | 'product';

export type ActivityEntry = {
  type: ActivityType;
  description: string;
  customerName?: string | null;
  amount?: string | null;
  status?: string | null;
  /** The admin who made the change, when an admin did. */
  actorId?: string | null;
};

/** Anything that can run an insert: the database or an open transaction. */
type Writer = Pick<Db, 'insert'>;

export async function recordActivity(writer: Writer, entry: ActivityEntry): Promise<void> {
  await writer.insert(activity).values({
    type: entry.type,
    description: entry.description,
    customerName: entry.customerName ?? null,
    amount: entry.amount ?? null,
    status: entry.status ?? null,
    actorId: entry.actorId ?? null,
  });
}
