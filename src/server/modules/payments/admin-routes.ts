/**
 * The reconciliation screen's API (issue 28): online payments and refunds with
 * Stripe's ids, and the daily totals by method, as JSON and as CSV. Staff only
 * (the /api/admin prefix hook); registered whether or not Stripe is configured,
 * since the totals of money taken in the shop are the cash-up's too.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageSchema } from '@shared/api';
import { paymentsQuerySchema, paymentsReportSchema } from '@shared/payments/schemas';
import { toCsv } from '../cash-advances/csv';
import { audit, exportFilters } from '../audit/record';
import { dailyTotalsOf, onlinePaymentsOf, periodOf } from './reconciliation';

const errors = { 400: messageSchema, 401: messageSchema, 403: messageSchema };

export const paymentAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;

  app.get(
    '/admin/payments',
    {
      schema: {
        tags: ['payments', 'admin'],
        summary:
          'Online payments and refunds of the period (from, to: YYYY-MM-DD, the last 30 days by default) with Stripe’s ids, and each day’s money in by method (cash, card in the shop, bank transfer, card online), less refunds',
        querystring: paymentsQuerySchema,
        response: { 200: paymentsReportSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { from, to } = periodOf(request.query);
      reply.header('cache-control', 'private, no-store');
      return {
        from,
        to,
        online: await onlinePaymentsOf(db(), from, to),
        daily: await dailyTotalsOf(db(), from, to),
      };
    },
  );

  app.get(
    '/admin/payments.csv',
    {
      schema: {
        tags: ['payments', 'admin'],
        summary:
          'The daily totals by method and the online payments of the period, as CSV (text/csv)',
        querystring: paymentsQuerySchema,
        response: { 200: z.unknown().describe('The reconciliation (text/csv)'), ...errors },
      },
    },
    async (request, reply) => {
      const { from, to } = periodOf(request.query);
      const daily = await dailyTotalsOf(db(), from, to);
      const online = await onlinePaymentsOf(db(), from, to);
      // Every export is in the audit trail (issue 29).
      await audit(db(), {
        action: 'export.payments',
        entity: 'export',
        changes: exportFilters({ from, to }),
      });
      const rows = [
        [
          'Day',
          'Cash (£)',
          'Card in the shop (£)',
          'Bank transfer (£)',
          'Card online (£)',
          'Total (£)',
        ],
        ...daily.map((d) => [d.day, d.cash, d.card, d.bank, d.card_online, d.total]),
        [],
        [
          'Online payment',
          'Paid for',
          'Amount (£)',
          'Refunded (£)',
          'Status',
          'Stripe session',
          'Stripe payment',
          'Paid at',
          'Needs attention',
        ],
        ...online.map((p) => [
          p.createdAt,
          p.paidFor,
          p.amount,
          p.refunded,
          p.status,
          p.sessionId,
          p.paymentIntentId,
          p.paidAt,
          p.attention,
        ]),
      ];
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="payments-${from}-to-${to}.csv"`)
        .header('cache-control', 'private, no-store')
        .send(`\uFEFF${toCsv(rows)}`);
    },
  );
};
