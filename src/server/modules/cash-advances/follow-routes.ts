/**
 * GET /api/follow/:code: a guest's request for whoever holds its
 * private link, signed in or not. A code that names no request, malformed or
 * not, hears the same 404, so the answer tells nothing beyond "not this one".
 * Limited like a repair's tracking page (repairs/tracking-routes.ts).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageSchema } from '@shared/api';
import {
  cashAdvanceFollowSchema,
  FOLLOW_NOT_FOUND,
  isFollowCode,
} from '@shared/cash-advances/follow';
import { HttpError } from '../../http-error';
import { findFollowedRequest } from './follow';

/** Per IP per minute, as a multiple of FORM_RATE_LIMIT: as for repair tracking. */
const LOOKUPS_PER_FORM_SUBMISSION = 3;

/** No cache keeps the answer: the status changes, and the link is private. */
const NO_STORE = { 'cache-control': 'no-store' };

export const cashAdvanceFollowRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/follow/:code',
    {
      config: {
        rateLimit: {
          max: app.config.formRateLimit * LOOKUPS_PER_FORM_SUBMISSION,
          timeWindow: '1 minute',
        },
      },
      schema: {
        tags: ['cash advances'],
        params: z.object({ code: z.string() }),
        response: { 200: cashAdvanceFollowSchema, 404: messageSchema, 429: messageSchema },
      },
    },
    async (request, reply) => {
      const { code } = request.params;
      // The format first: a malformed code never reaches the database.
      const followed = isFollowCode(code) ? await findFollowedRequest(app.database.db, code) : null;
      if (!followed) throw new HttpError(404, FOLLOW_NOT_FOUND, NO_STORE);
      return reply.headers(NO_STORE).send(followed);
    },
  );
};
