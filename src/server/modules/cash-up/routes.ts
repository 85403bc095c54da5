/**
 * The day's cash-up (issue 29, decision 026): the figures of a London day, its
 * close with the count, and its PDF. Staff (the /api/admin prefix hook).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageSchema } from '@shared/api';
import { cashUpDateSchema, cashUpSchema, closeCashUpSchema } from '@shared/cash-up/schemas';
import { signedInAdmin } from '../../plugins/auth-guards';
import { sendPdf } from '../cash-advances/route-helpers';
import { renderCashUpPdf } from './pdf';
import { cashUpOf, closeDay } from './repository';

const tags = ['cash-up', 'admin'];
const errors = { 400: messageSchema, 401: messageSchema, 403: messageSchema };

export const cashUpRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;
  const float = () => app.config.cashFloat;

  app.get(
    '/admin/cash-up/:date',
    {
      schema: {
        tags,
        summary:
          'A day’s cash-up (YYYY-MM-DD, Europe/London): money in and out by method and by source, the opening float (the last closed day’s count, else CASH_FLOAT), the cash expected in the drawer and, once closed, the count, the difference, who closed it and when. A closed day answers as it was closed.',
        params: cashUpDateSchema,
        response: { 200: cashUpSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return cashUpOf(db(), request.params.date, float());
    },
  );

  app.post(
    '/admin/cash-up/:date/close',
    {
      schema: {
        tags,
        summary:
          'Close a day with the cash counted in the drawer (a total in pounds; optionally the notes and coins it was counted from, pennies → count, which must add up to it) and a note, required when the count differs from the expected cash. 409 when the day is already closed: a closed day cannot change; money recorded after the close lands on the next day.',
        params: cashUpDateSchema,
        body: closeCashUpSchema,
        response: { 200: cashUpSchema, 409: messageSchema, ...errors },
      },
    },
    async (request) => {
      const user = signedInAdmin(request);
      return closeDay(db(), request.params.date, request.body, user, float());
    },
  );

  app.get(
    '/admin/cash-up/:date/pdf',
    {
      schema: {
        tags,
        summary: 'A day’s cash-up as a PDF to print and keep',
        params: cashUpDateSchema,
        response: { 200: z.unknown().describe('The cash-up (application/pdf)'), ...errors },
      },
    },
    async (request, reply) => {
      const cashUp = await cashUpOf(db(), request.params.date, float());
      return sendPdf(reply, `cash-up-${cashUp.date}.pdf`, await renderCashUpPdf(cashUp));
    },
  );
};
