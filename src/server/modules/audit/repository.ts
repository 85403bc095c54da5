/** Reading the audit trail: filters by person, record, action and day, newest first. */
import { and, count, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import type { AuditEntry, AuditQuery } from '@shared/audit/schemas';
import type { Db } from '../../db/client';
import { auditLog, type AuditRow } from '../../db/schema';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Days are London days as written (YYYY-MM-DD); `to` is included. */
function dayStart(day: string): SQL {
  return sql`(${day}::date)::timestamp at time zone 'Europe/London'`;
}

export function auditFilter(query: Omit<AuditQuery, 'page' | 'pageSize'>): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.actor) {
    const actor = query.actor;
    const byName = ilike(auditLog.actorName, escapeLike(actor));
    conditions.push(
      /^[0-9a-f-]{36}$/i.test(actor) ? or(eq(auditLog.actorId, actor), byName)! : byName,
    );
  }
  if (query.entity) conditions.push(eq(auditLog.entity, query.entity));
  if (query.entityId) conditions.push(eq(auditLog.entityId, query.entityId));
  if (query.action) conditions.push(ilike(auditLog.action, `${escapeLike(query.action)}%`));
  if (query.from) conditions.push(gte(auditLog.at, dayStart(query.from)));
  if (query.to) conditions.push(lt(auditLog.at, sql`${dayStart(query.to)} + interval '1 day'`));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

export function toAuditEntry(row: AuditRow): AuditEntry {
  return {
    id: row.id,
    at: row.at.toISOString(),
    actorId: row.actorId,
    actorName: row.actorName,
    ip: row.ip,
    action: row.action,
    entity: row.entity,
    entityId: row.entityId,
    changes: row.changes,
  };
}

export async function listAuditPage(db: Db, query: AuditQuery) {
  const where = auditFilter(query);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(auditLog).where(where),
  ]);
  return { items: rows.map(toAuditEntry), total: total?.n ?? 0 };
}
