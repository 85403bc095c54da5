/**
 * /api/admin/closures: the days staff close the shop beyond the weekly hours
 * and the bank holidays (decision 028). Staff only, by the /api/admin prefix
 * hook. Repair availability, delivery and collection days read them.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageSchema } from '@shared/api';
import { englandAndWalesBankHolidays } from '@shared/calendar/bank-holidays';
import {
  closureDateParams,
  closureListSchema,
  closureMessages,
  closureSchema,
  CLOSURE_WINDOW_DAYS,
  createClosureSchema,
} from '@shared/calendar/closure-schemas';
import { closedReason } from '@shared/calendar/opening-days';
import { addDays, isValidYmd, todayInLondon } from '@shared/repairs/dates';
import { badRequest, conflict, notFound } from '../../http-error';
import { signedInAdmin } from '../../plugins/auth-guards';
import { addClosure, listClosuresFrom, removeClosure } from './repository';

const errors = { 400: messageSchema, 401: messageSchema, 403: messageSchema };

export const closureAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;

  app.get(
    '/admin/closures',
    {
      schema: {
        tags: ['calendar', 'admin'],
        summary:
          'The closures staff added, from today on, and the England and Wales bank holidays of the next twelve months',
        response: { 200: closureListSchema, ...errors },
      },
    },
    async (_request, reply) => {
      const today = todayInLondon();
      const inAYear = addDays(today, 366);
      const rows = await listClosuresFrom(db(), today);
      reply.header('cache-control', 'private, no-store');
      return {
        closures: rows.map((row) => ({
          date: row.date,
          reason: row.reason,
          addedBy: row.addedBy,
          createdAt: row.createdAt.toISOString(),
        })),
        bankHolidays: englandAndWalesBankHolidays
          .filter((h) => h.date >= today && h.date <= inAYear)
          .map((h) => ({ date: h.date, reason: h.title })),
      };
    },
  );

  app.post(
    '/admin/closures',
    {
      schema: {
        tags: ['calendar', 'admin'],
        summary:
          'Close the shop on a day (date YYYY-MM-DD, today or later; reason shown to customers): no repair slots, delivery or collection that day; a loan due that day keeps its due date and costs no extra interest until the end of the next opening day',
        body: createClosureSchema,
        response: { 201: closureSchema, ...errors, 409: messageSchema },
      },
    },
    async (request, reply) => {
      const admin = signedInAdmin(request);
      const { date, reason } = request.body;
      const today = todayInLondon();
      if (date < today) throw badRequest(closureMessages.past);
      if (date > addDays(today, CLOSURE_WINDOW_DAYS)) throw badRequest(closureMessages.tooFar);
      const closed = closedReason(date);
      if (closed) throw badRequest(closureMessages.alreadyClosed(closed.reason));
      const added = await addClosure(db(), { date, reason, createdBy: admin.id });
      if (!added) throw conflict(closureMessages.duplicate);
      return reply.code(201).send({
        date,
        reason,
        addedBy: admin.username,
        createdAt: new Date().toISOString(),
      });
    },
  );

  app.delete(
    '/admin/closures/:date',
    {
      schema: {
        tags: ['calendar', 'admin'],
        summary:
          'Open the shop again on a day staff had closed, today or later; a closure in the past stays (409)',
        params: closureDateParams,
        response: { 204: z.null(), ...errors, 404: messageSchema, 409: messageSchema },
      },
    },
    async (request, reply) => {
      const { date } = request.params;
      if (!isValidYmd(date)) throw badRequest(closureMessages.date);
      const removal = await removeClosure(db(), date, todayInLondon());
      if (removal === 'missing') throw notFound(closureMessages.notFound);
      if (removal === 'past') throw conflict(closureMessages.pastRemoval);
      return reply.code(204).send(null);
    },
  );
};
