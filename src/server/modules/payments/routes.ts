/**
 * Online payments' routes (issue 28, decision 024): the provider's webhook (the
 * raw body, its signature checked by the SDK), a customer paying part of a loan,
 * an extension or a redemption online, whoever holds a repair's tracking link
 * paying its bill's balance online (issue 30), and the state of a session the customer
 * came back from. Registered only when STRIPE_SECRET_KEY and
 * STRIPE_WEBHOOK_SECRET are set.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { messageSchema } from '@shared/api';
import {
  loanIdParamsSchema,
  payOnlineAnswerSchema,
  payOnlineSchema,
} from '@shared/cash-advances/agreement-schemas';
import { penniesToDecimal } from '@shared/money-math';
import { onlinePaymentPurposes, type OnlinePaymentPurpose } from '@shared/payments/schemas';
import { TRACKING_NOT_FOUND, isTrackingCode } from '@shared/repairs/tracking';
import { onlinePayments, repairs } from '../../db/schema';
import { HttpError, badRequest, notFound } from '../../http-error';
import { requireUser } from '../../plugins/auth-guards';
import { ownLoan } from '../cash-advances/route-helpers';
import { billOf } from '../repairs/bill';
import { startLoanPayment, startRepairPayment } from './start-payment';
import type { PaymentGateway } from './stripe-gateway';
import { handleEvent, type WebhookEffects } from './webhook';

export type OnlinePaymentOptions = { gateway: PaymentGateway; effects: WebhookEffects };

/** The webhook lives in its own context: it reads the body as bytes, as signed. */
export const webhookRoute: FastifyPluginAsync<OnlinePaymentOptions> = async (
  app,
  { gateway, effects },
) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );
  app.post(
    '/payments/stripe/webhook',
    {
      schema: {
        tags: ['payments'],
        summary:
          'Stripe’s events (checkout.session.completed and .expired), signed: the only source of truth for online payments. Each event is handled once.',
        response: {
          200: z.object({ received: z.literal(true), outcome: z.string() }),
          400: messageSchema,
        },
      },
    },
    async (request) => {
      if (!Buffer.isBuffer(request.body)) throw badRequest('The webhook body must be JSON.');
      const signature = request.headers['stripe-signature'];
      let event;
      try {
        event = gateway.verify(request.body, Array.isArray(signature) ? signature[0] : signature);
      } catch (error) {
        throw badRequest((error as Error).message);
      }
      const outcome = await handleEvent(app.database.db, event, effects);
      request.log.info({ event: event.id, type: event.type, outcome }, 'payment event');
      return { received: true as const, outcome };
    },
  );
};

const sessionParams = z.object({
  sessionId: z
    .string()
    .regex(/^cs_[A-Za-z0-9_]{1,250}$/, 'sessionId must be a Checkout Session id (cs_…)'),
});

export const onlinePaymentRoutes: FastifyPluginAsyncZod<OnlinePaymentOptions> = async (
  app,
  { gateway },
) => {
  app.post(
    '/cash-advances/:id/pay-online',
    {
      preHandler: requireUser,
      config: { rateLimit: { max: app.config.formRateLimit, timeWindow: '1 minute' } },
      schema: {
        tags: ['cash advances', 'payments'],
        summary:
          'Pay the signed-in customer’s own loan online: the interest due (an extension), the balance (a redemption) or a part payment of at least £10. The server works the amount out today and answers the hosted payment page to send the customer to.',
        params: loanIdParamsSchema,
        body: payOnlineSchema,
        response: {
          200: payOnlineAnswerSchema,
          400: messageSchema,
          401: messageSchema,
          404: messageSchema,
          409: messageSchema,
          503: messageSchema,
        },
      },
    },
    async (request) => {
      const record = await ownLoan(app.database.db, request, request.params.id);
      const { kind, amount } = request.body;
      const started = await startLoanPayment(
        app.database.db,
        gateway,
        record,
        { kind, amount, userId: request.user!.id },
        app.config.publicUrl,
      );
      return {
        paymentUrl: started.paymentUrl,
        amount: penniesToDecimal(started.amountPennies),
        kind,
      };
    },
  );

  app.post(
    '/track/:code/pay-online',
    {
      // The tracking page's own limit: guessing codes is refused, a customer pays once.
      config: { rateLimit: { max: app.config.formRateLimit * 3, timeWindow: '1 minute' } },
      schema: {
        tags: ['repairs', 'payments'],
        summary:
          'Pay a repair bill online from the tracking link: the balance left to pay, worked out by the server, for a repair ready to collect. Answers the hosted payment page to send the customer to; the webhook records the payment.',
        params: z.object({ code: z.string() }),
        response: {
          200: z.object({ paymentUrl: z.string(), amount: z.string() }),
          404: messageSchema,
          409: messageSchema,
          429: messageSchema,
          503: messageSchema,
        },
      },
    },
    async (request, reply) => {
      const noStore = { 'cache-control': 'no-store' };
      const { code } = request.params;
      const [row] = isTrackingCode(code)
        ? await app.database.db
            .select()
            .from(repairs)
            .where(eq(repairs.trackingCode, code))
            .limit(1)
        : [];
      if (!row) throw new HttpError(404, TRACKING_NOT_FOUND, noStore);
      const started = await startRepairPayment(
        app.database.db,
        gateway,
        row,
        await billOf(app.database.db, row),
        app.config.publicUrl,
      );
      return reply.headers(noStore).send({
        paymentUrl: started.paymentUrl,
        amount: penniesToDecimal(started.amountPennies),
      });
    },
  );

  app.get(
    '/payments/sessions/:sessionId',
    {
      schema: {
        tags: ['payments'],
        summary:
          'The state of an online payment the customer came back from (open, paid or expired): the return page waits for the webhook. The session id is the secret: anyone else’s answers 404.',
        params: sessionParams,
        response: {
          200: z.object({
            status: z.enum(['open', 'paid', 'expired']),
            purpose: z.enum(onlinePaymentPurposes),
            amount: z.string(),
          }),
          400: messageSchema,
          404: messageSchema,
        },
      },
    },
    async (request, reply) => {
      const [payment] = await app.database.db
        .select()
        .from(onlinePayments)
        .where(and(eq(onlinePayments.sessionId, request.params.sessionId)))
        .limit(1);
      if (!payment) throw notFound('No such payment');
      reply.header('cache-control', 'private, no-store');
      return {
        status: payment.status as 'open' | 'paid' | 'expired',
        purpose: payment.purpose as OnlinePaymentPurpose,
        amount: payment.amount,
      };
    },
  );
};
