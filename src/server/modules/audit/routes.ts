/**
 * The audit trail for owners (issue 29): GET /api/admin/audit and .csv, owner-only
 * by plugins/owner-only-routes.ts. A loan's, an order's or a repair's own
 * history is the same list filtered by entity and entityId.
 */
import { desc } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageSchema } from '@shared/api';
import { auditPageSchema, auditQuerySchema } from '@shared/audit/schemas';
import { auditLog } from '../../db/schema';
import { toCsv } from '../cash-advances/csv';
import { audit, exportFilters } from './record';
import { auditFilter, listAuditPage, toAuditEntry } from './repository';

const tags = ['audit', 'admin'];
const errors = { 400: messageSchema, 401: messageSchema, 403: messageSchema };
/** One CSV holds this many rows at most, newest first; narrower filters reach older ones. */
export const AUDIT_CSV_MAX_ROWS = 50_000;

export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;

  app.get(
    '/admin/audit',
    {
      schema: {
        tags,
        summary:
          'The audit trail, newest first: filter by actor (username or id), entity and entityId (e.g. loan and its id), action (prefix) and from/to days (YYYY-MM-DD, London), paged',
        querystring: auditQuerySchema,
        response: { 200: auditPageSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const { items, total } = await listAuditPage(db(), request.query);
      return { items, total, page: request.query.page, pageSize: request.query.pageSize };
    },
  );

  app.get(
    '/admin/audit.csv',
    {
      schema: {
        tags,
        summary: `The audit trail with the same filters, as CSV (text/csv), at most ${AUDIT_CSV_MAX_ROWS} rows`,
        querystring: auditQuerySchema.omit({ page: true, pageSize: true }),
        response: { 200: z.unknown().describe('The audit trail (text/csv)'), ...errors },
      },
    },
    async (request, reply) => {
      const rows = await db()
        .select()
        .from(auditLog)
        .where(auditFilter(request.query))
        .orderBy(desc(auditLog.at), desc(auditLog.id))
        .limit(AUDIT_CSV_MAX_ROWS);
      // An export is itself an audited event.
      await audit(db(), { action: 'export.audit', entity: 'export', changes: exportFilters(request.query) });
      const lines = rows.map(toAuditEntry).map((row) => [
        row.at,
        row.actorName,
        row.actorId,
        row.ip,
        row.action,
        row.entity,
        row.entityId,
        row.changes ? JSON.stringify(row.changes) : '',
      ]);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="audit-trail.csv"')
        .header('cache-control', 'private, no-store')
        .send(
          toCsv([
            ['Time', 'Actor', 'Actor id', 'Address', 'Action', 'Record', 'Record id', 'Changes'],
            ...lines,
          ]),
        );
    },
  );
};
