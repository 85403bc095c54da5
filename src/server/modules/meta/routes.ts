/** Facts about this running instance that the pages need (demo mode, loan limits and rates, FCA number). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { appMetaSchema } from '@shared/api';
import { loanLimitsBody } from '@shared/cash-advances/limits';

export const metaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/meta',
    { schema: { tags: ['meta'], response: { 200: appMetaSchema } } },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-cache');
      return {
        demo: app.config.demo,
        loanLimits: loanLimitsBody(app.config.loanLimits),
        loanRates: app.config.loanRates,
        fcaFrn: app.config.fcaFrn,
        onlinePayments: app.onlinePayments !== null,
      };
    },
  );
};
