/**
 * GET /api/admin/outbox: what the shop sent, or would send, newest first
 * (staff only, by the prefix): each message's kind, recipient, status and
 * tries, and its body, without any link that opens something without a
 * sign-in unless this is the demo's mail reader (outbox.ts).
 */
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
      // Only where the outbox is the demo's mail reader does staff see a link that still works.
      const view = { liveLinks: app.config.demo && !app.config.smtpUrl, now: new Date() };
      return {
        items: rows.map((row) => toOutboxMessageDto(row, view)),
        page,
        pageSize,
        total,
      };
    },
  );
};
