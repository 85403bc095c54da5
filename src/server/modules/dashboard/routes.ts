/** The customer's dashboard figures and the admin business summary. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageSchema } from '@shared/api';
import {
  adminDashboardSchema,
  customerDashboardSchema,
  DEFAULT_CUSTOMER_RATING,
} from '@shared/dashboard/schemas';
import { requireUser } from '../../plugins/auth-guards';
import { adminFigures, customerFigures } from './repository';

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dashboard',
    {
      preHandler: requireUser,
      schema: { tags: ['dashboard'], response: { 200: customerDashboardSchema, 401: messageSchema } },
    },
    async (request) => ({
      ...(await customerFigures(app.database.db, request.user!.id)),
      customerRating: DEFAULT_CUSTOMER_RATING,
    }),
  );

  app.get(
    '/admin/dashboard',
    { schema: { tags: ['dashboard', 'admin'], response: { 200: adminDashboardSchema } } },
    async () => adminFigures(app.database.db),
  );
};
