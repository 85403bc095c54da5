/**
 * The customer's side of the estimate and bill (issue 30): from the tracking
 * link, with no login, approve or decline the estimate and download the
 * invoice; a signed-in customer reads their own repair's account. A code acts
 * only on its own repair: the code is the key the row is locked by. Nobody on
 * this side can change a line or a price: there is no route for it.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { messageSchema } from '@shared/api';
import { isUuid } from '@shared/ids';
import { fcaFrnLine } from '@shared/legal';
import { repairAccountSchema } from '@shared/repairs/bill-schemas';
import { TRACKING_NOT_FOUND, isTrackingCode } from '@shared/repairs/tracking';
import { repairs } from '../../db/schema';
import { HttpError, conflict, notFound } from '../../http-error';
import { requireUser, signedInUser } from '../../plugins/auth-guards';
import { repairAccountOf } from './account';
import { billOf, warrantyUntil } from './bill';
import { answerEstimate } from './estimates';
import { invoiceNumber, renderRepairInvoice } from './invoice-pdf';

const NO_STORE = { 'cache-control': 'no-store' };
const trackingNotFound = () => new HttpError(404, TRACKING_NOT_FOUND, NO_STORE);
const params = z.object({ code: z.string() });
const answers = {
  200: repairAccountSchema,
  404: messageSchema,
  409: messageSchema,
  429: messageSchema,
};

export const repairTrackingBillRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;
  /** Same limit as the tracking page: a customer answers once, guessing codes is refused. */
  const rateLimit = { max: app.config.formRateLimit * 3, timeWindow: '1 minute' };

  for (const answer of ['approve', 'decline'] as const) {
    app.post(
      `/track/:code/estimate/${answer}`,
      {
        config: { rateLimit },
        schema: {
          tags: ['repairs'],
          summary:
            answer === 'approve'
              ? 'The customer approves the estimate from the tracking link'
              : 'The customer declines the estimate: the device is ready to collect, not repaired; the bill is the diagnostic fee',
          params,
          response: answers,
        },
      },
      async (request, reply) => {
        const { code } = request.params;
        if (!isTrackingCode(code)) throw trackingNotFound();
        const row = await answerEstimate(
          db(),
          { trackingCode: code },
          {
            answer: answer === 'approve' ? 'approved' : 'declined',
            channel: 'link',
            decidedBy: 'the customer, through the tracking link',
            at: new Date(),
            actorId: null,
          },
        );
        if (!row) throw trackingNotFound();
        return reply.headers(NO_STORE).send(await repairAccountOf(db(), row));
      },
    );
  }

  app.get(
    '/track/:code/invoice.pdf',
    {
      config: { rateLimit },
      schema: {
        tags: ['repairs'],
        summary: "The repair's invoice as a PDF, for whoever holds the tracking link",
        params,
        response: {
          200: z.unknown().describe('application/pdf'),
          404: messageSchema,
          409: messageSchema,
        },
      },
    },
    async (request, reply) => {
      const { code } = request.params;
      if (!isTrackingCode(code)) throw trackingNotFound();
      const [row] = await db()
        .select()
        .from(repairs)
        .where(eq(repairs.trackingCode, code))
        .limit(1);
      if (!row) throw trackingNotFound();
      const bill = await billOf(db(), row);
      if (!bill) throw conflict('This repair has no bill yet: the estimate has no answer.');
      const pdf = await renderRepairInvoice(
        row,
        bill,
        warrantyUntil(row),
        fcaFrnLine(app.config.fcaFrn, app.config.demo),
      );
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="invoice-${invoiceNumber(row)}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );

  app.get(
    '/repairs/:id/account',
    {
      preHandler: requireUser,
      schema: {
        tags: ['repairs'],
        summary: "A signed-in customer's own repair: estimate, bill and warranty",
        params: z.object({ id: z.string() }),
        response: { 200: repairAccountSchema, 401: messageSchema, 404: messageSchema },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      const { id } = request.params;
      if (!isUuid(id)) throw notFound('Repair booking not found');
      const [row] = await db()
        .select()
        .from(repairs)
        .where(and(eq(repairs.id, id), eq(repairs.userId, user.id)))
        .limit(1);
      if (!row) throw notFound('Repair booking not found');
      return repairAccountOf(db(), row);
    },
  );
};
