/**
 * The books for the owner and the accountant (decision 037): the trial balance
 * of a period, the journal's entries page by page, and the journal as Xero's
 * manual-journal CSV. Owners only (plugins/owner-only-routes.ts); summaries in
 * plugins/api-operations.ts.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageSchema } from '@shared/api';
import {
  LEDGER_PAGE_SIZE,
  journalEntriesPageSchema,
  ledgerEntriesQuerySchema,
  ledgerPeriodQuerySchema,
  monthOf,
  trialBalanceSchema,
  type LedgerPeriod,
} from '@shared/ledger/schemas';
import { todayInLondon } from '@shared/repairs/dates';
import { badRequest } from '../../http-error';
import { audit, exportFilters } from '../audit/record';
import { toCsv } from '../cash-advances/csv';
import { journalRows } from './journal-csv';
import { chartCodes, entriesOfPeriod, entriesPage, trialBalanceOf } from './repository';

const tags = ['ledger', 'admin'];
const errors = { 400: messageSchema, 401: messageSchema, 403: messageSchema };

/** The schema has made sure of both or neither; neither is this month. */
const periodOf = (query: Partial<LedgerPeriod>): LedgerPeriod =>
  query.from && query.to ? { from: query.from, to: query.to } : monthOf(todayInLondon());

export const ledgerRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;

  app.get(
    '/admin/ledger/trial-balance',
    {
      schema: {
        tags,
        querystring: ledgerPeriodQuerySchema,
        response: { 200: trialBalanceSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return trialBalanceOf(db(), periodOf(request.query));
    },
  );

  app.get(
    '/admin/ledger/entries',
    {
      schema: {
        tags,
        querystring: ledgerEntriesQuerySchema,
        response: { 200: journalEntriesPageSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { account } = request.query;
      if (account) {
        const chart = await chartCodes(db());
        if (!chart.includes(account)) {
          throw badRequest(`account must be one of the chart's: ${chart.join(', ')}`);
        }
      }
      reply.header('cache-control', 'private, no-store');
      const { entries, total } = await entriesPage(db(), request.query, LEDGER_PAGE_SIZE);
      return { entries, total, page: request.query.page, pageSize: LEDGER_PAGE_SIZE };
    },
  );

  app.get(
    '/admin/ledger/journal.csv',
    {
      schema: {
        tags,
        querystring: ledgerPeriodQuerySchema,
        response: {
          200: z.unknown().describe('The journal in Xero’s manual-journal template (text/csv)'),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const period = periodOf(request.query);
      const rows = journalRows(await entriesOfPeriod(db(), period));
      // Every export is in the audit trail.
      await audit(db(), {
        action: 'export.journal',
        entity: 'export',
        changes: exportFilters({ ...period }),
      });
      // No byte-order mark: Xero reads the header row's first cell as it is.
      return reply
        .type('text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="journal-${period.from}-to-${period.to}.csv"`,
        )
        .header('cache-control', 'private, no-store')
        .send(toCsv(rows));
    },
  );
};
