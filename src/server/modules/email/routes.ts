/** GET /api/admin/outbox: what the shop sent, or would send, newest first (staff only, by the prefix). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageSchema } from '@shared/api';
import { outboxPageSchema, outboxQuerySchema } from '@shared/outbox/schemas';
import { listOutboxPage, toOutboxMessageDto } from './outbox';

export const outboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/outbox',
    {
      schema: {
        tags: ['email', 'admin'],
        querystring: outboxQuerySchema,
        response: {
          200: outboxPageSchema,
          400: messageSchema,
          401: messageSchema,
          403: messageSchema,
        },
      },
    },
    async (request, reply) => {
      const { page, pageSize } = request.query;
      const { rows, total } = await listOutboxPage(app.database.db, page, pageSize);
      // Customers' messages: never kept by a browser or a proxy.
      reply.header('cache-control', 'private, no-store');
      return { items: rows.map(toOutboxMessageDto), page, pageSize, total };
    },
  );
};
