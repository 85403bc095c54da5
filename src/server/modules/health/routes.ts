/** Liveness and readiness for process managers and load balancers. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { RETRY_AFTER_SECONDS } from '../../db/unavailable';

const statusSchema = z.object({ status: z.string() });

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    { schema: { tags: ['health'], response: { 200: statusSchema } } },
    async () => ({ status: 'ok' }),
  );

  app.get(
    '/ready',
    { schema: { tags: ['health'], response: { 200: statusSchema, 503: statusSchema } } },
    async (_request, reply) => {
      try {
        await app.database.ping();
        return { status: 'ready' };
      } catch {
        return reply
          .code(503)
          .header('Retry-After', String(RETRY_AFTER_SECONDS))
          .send({ status: 'database unavailable' });
      }
    },
  );
};
