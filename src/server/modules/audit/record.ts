/**
 * Appending to the audit trail (decision 025). Called with the write's own
 * transaction, so a row exists exactly when the change it tells of was stored.
 */
import type { Db } from '../../db/client';
import { auditLog } from '../../db/schema';
import { currentActor, type AuditActor } from './context';

export type AuditChanges = Record<string, { old: unknown; new: unknown }>;

export type AuditEvent = {
  action: string;
  entity?: string | null;
  entityId?: string | null;
  changes?: AuditChanges | null;
};

type Writer = Pick<Db, 'insert'>;

/** Only the fields whose value changed; null when nothing did. */
export function changedFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): AuditChanges | null {
  const changes: AuditChanges = {};
  for (const [field, value] of Object.entries(after)) {
    if (value === undefined) continue;
    const old = before[field] ?? null;
    const next = value ?? null;
    const same =
      old instanceof Date && next instanceof Date
        ? old.getTime() === next.getTime()
        : JSON.stringify(old) === JSON.stringify(next);
    if (!same) changes[field] = { old, new: next };
  }
  return Object.keys(changes).length > 0 ? changes : null;
}

/** Writes one row for the given actor (sign-in, which happens before the request has one). */
export async function auditAs(writer: Writer, actor: AuditActor, event: AuditEvent) {
  await writer.insert(auditLog).values({
    actorId: actor.actorId,
    actorName: actor.actorName,
    ip: actor.ip,
    action: event.action,
    entity: event.entity ?? null,
    entityId: event.entityId ?? null,
    changes: event.changes ?? null,
  });
}

/** One row for a staff member's write; a customer's or the system's own writes are not staff writes. */
export async function audit(writer: Writer, event: AuditEvent): Promise<void> {
  const actor = currentActor();
  if (!actor?.staff) return;
  await auditAs(writer, actor, event);
}

/** An export's filters, as its audit row's "changes" (what was exported). */
export function exportFilters(query: Record<string, unknown>): AuditChanges | null {
  const given = Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined));
  return Object.keys(given).length > 0 ? { filters: { old: null, new: given } } : null;
}
