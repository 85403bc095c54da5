/**
 * Proof-of-work challenges for the forms anyone may send (cash advance requests,
 * repair bookings, registration, password reset requests, guest checkout and
 * guest photo addresses): the widget asks for one each time it solves.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageSchema } from '@shared/api';
import { challengeSchema } from '@shared/challenges';
import { expiredTokenSweeper } from '../../spent-tokens';
import { issueChallenge } from './challenge';

/**
 * A challenge per form sent, and a few more each (a solution that expired, a
 * refused send): the form limit times this, per IP per minute.
 */
export const CHALLENGES_PER_FORM = 5;

export const challengeRoutes: FastifyPluginAsyncZod = async (app) => {
  // Spent tokens are kept until they expire; now and then the expired ones go.
  const sweep = expiredTokenSweeper(app.database.db);

  app.get(
    '/challenges',
    {
      config: {
        rateLimit: { max: app.config.formRateLimit * CHALLENGES_PER_FORM, timeWindow: '1 minute' },
      },
      schema: {
        tags: ['challenges'],
        response: { 200: challengeSchema, 429: messageSchema },
      },
    },
    async (request, reply) => {
      const now = Date.now();
      // Asking needs no database: housekeeping that fails is logged, not shown.
      await sweep(new Date(now)).catch((error: unknown) =>
        request.log.warn({ err: error }, 'could not forget expired spent tokens'),
      );
      // Each answer is a new challenge: never kept by a browser or a proxy.
      reply.header('Cache-Control', 'no-store');
      return issueChallenge({
        secret: app.config.sessionSecret,
        maxNumber: app.config.challengeMaxNumber,
        now,
      });
    },
  );
};
