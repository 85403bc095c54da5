/**
 * The append-only activity log. Entries are written inside the transaction
 * of the change they describe, so the log never tells of a change that did
 * not happen.
 */
import type { Db } from '../../db/client';
import { activity } from '../../db/schema';
import { audit, type AuditChanges } from '../audit/record';

export type ActivityType = 'cash_advance' | 'product_sale' | 'repair' | 'product';

export type ActivityEntry = {
  type: ActivityType;
  description: string;
  customerName?: string | null;
  amount?: string | null;
  status?: string | null;
  /** The admin who made the change, when an admin did. */
  actorId?: string | null;
  /**
   * For the audit trail (decision 025): the record changed and its changed
   * fields. A staff member's entry is also an audit row, in the same transaction.
   */
  entityId?: string | null;
  changes?: AuditChanges | null;
  /** Overrides the audit action, by default "<entity>.<status>". */
  action?: string;
  /**
   * False for an entry that is one step of a larger write whose single audit
   * row the caller writes (a payment taken with the hand-over): one staff
   * write, one row in the trail.
   */
  audited?: boolean;
};

/** The audit trail's name for each kind of activity's record. */
const auditEntity: Record<ActivityType, string> = {
  cash_advance: 'loan',
  product_sale: 'order',
  repair: 'repair',
  product: 'product',
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
  if (entry.audited === false) return;
  const entity = auditEntity[entry.type];
  await audit(writer, {
    action: entry.action ?? `${entity}.${entry.status ?? 'changed'}`,
    entity,
    entityId: entry.entityId ?? null,
    changes: entry.changes ?? null,
  });
}
