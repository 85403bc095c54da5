/**
 * The owner's reports (issue 29, decision 026), as JSON and each as CSV.
 * Staff for now (the /api/admin prefix hook); owners only once roles exist.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageSchema } from '@shared/api';
import {
  presetRange,
  reportCsvQuerySchema,
  reportsQuerySchema,
  reportsSchema,
  type ReportRange,
} from '@shared/reports/schemas';
import { badRequest } from '../../http-error';
import { toCsv } from '../cash-advances/csv';
import { reportRows } from './csv';
import { reportsOf } from './figures';

const tags = ['reports', 'admin'];
const errors = { 400: messageSchema, 401: messageSchema, 403: messageSchema };

/** This month so far unless told; one end alone is refused, so a range is always whole. */
function rangeOf(query: { from?: string | undefined; to?: string | undefined }): ReportRange {
  if (!query.from && !query.to) return presetRange('month');
  if (!query.from || !query.to) throw badRequest('Give both from and to, or neither');
  return { from: query.from, to: query.to };
}

export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;

  app.get(
    '/admin/reports',
    {
      schema: {
        tags,
        summary:
          'The owner’s reports for a range of London days (from, to: YYYY-MM-DD, both or neither; this month by default; at most 1098 days): money lent out, interest earned, redemptions, forfeits and sales of pledges, loans by collateral, marketplace sales with the average days to sell, repairs by status and their turnaround. By day up to 62 days, by month beyond.',
        querystring: reportsQuerySchema,
        response: { 200: reportsSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return reportsOf(db(), rangeOf(request.query));
    },
  );

  app.get(
    '/admin/reports.csv',
    {
      schema: {
        tags,
        summary:
          'One report’s table as CSV (text/csv): report is lent, interest, outcomes, collateral, marketplace, repairs-status or repairs-turnaround',
        querystring: reportCsvQuerySchema,
        response: { 200: z.unknown().describe('The report (text/csv)'), ...errors },
      },
    },
    async (request, reply) => {
      const range = rangeOf(request.query);
      const rows = reportRows(await reportsOf(db(), range), request.query.report);
      return reply
        .type('text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="${request.query.report}-${range.from}-to-${range.to}.csv"`,
        )
        .header('cache-control', 'private, no-store')
        .send(`\uFEFF${toCsv(rows)}`);
    },
  );
};
