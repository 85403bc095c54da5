/**
 * GET /api/track/:code: a repair's progress for whoever holds its tracking
 * link, signed in or not. A code that names no repair, malformed or not,
 * hears the same 404, so the answer tells nothing beyond "not this one".
 * (A path with more segments, or too long for a route parameter, is no code
 * at all: it gets the API's own "no route" answer, which names no repair.)
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageSchema } from '@shared/api';
import { TRACKING_NOT_FOUND, isTrackingCode, repairTrackingSchema } from '@shared/repairs/tracking';
import { HttpError } from '../../http-error';
import { findRepairTracking } from './tracking';

/**
 * Per IP per minute, as a multiple of FORM_RATE_LIMIT: a customer opens the
 * page now and then (and it refreshes on focus), while guessing codes at any
 * useful rate is refused. Codes are 128 random bits; the limit keeps scans off
 * the database rather than making guessing hard.
 */
const LOOKUPS_PER_FORM_SUBMISSION = 3;

/** No cache keeps the answer: the status changes, and the link is private. */
const NO_STORE = { 'cache-control': 'no-store' };

const notFound = () => new HttpError(404, TRACKING_NOT_FOUND, NO_STORE);

export const repairTrackingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/track/:code',
    {
      config: {
        rateLimit: {
          max: app.config.formRateLimit * LOOKUPS_PER_FORM_SUBMISSION,
          timeWindow: '1 minute',
        },
      },
      schema: {
        tags: ['repairs'],
        params: z.object({ code: z.string() }),
        response: { 200: repairTrackingSchema, 404: messageSchema, 429: messageSchema },
      },
    },
    async (request, reply) => {
      const { code } = request.params;
      // The format first: a malformed code never reaches the database.
      const tracking = isTrackingCode(code)
        ? await findRepairTracking(app.database.db, code)
        : null;
      if (!tracking) throw notFound();
      return reply.headers(NO_STORE).send(tracking);
    },
  );
};
