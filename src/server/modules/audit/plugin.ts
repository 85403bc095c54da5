/**
 * Sets the request's actor for the audit trail (context.ts). In preValidation,
 * after the body is read: the body's stream events would otherwise run outside
 * the context, and every hook and the handler after this one run inside it.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { runAsActor } from './context';

export const auditContextPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', (request, _reply, done) => {
    const user = request.user;
    runAsActor(
      {
        actorId: user?.id ?? null,
        actorName: user?.username ?? null,
        ip: request.ip,
        staff: user?.role === 'admin',
      },
      () => done(),
    );
  });
});
