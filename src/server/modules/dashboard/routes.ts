/** The customer's dashboard figures and the admin business summary. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageSchema } from '@shared/api';
import { adminDashboardSchema, customerDashboardSchema } from '@shared/dashboard/schemas';
import { requireUser, signedInUser } from '../../plugins/auth-guards';
import { cachedFigures, timeLimitFor } from '../../cached-value';
import { adminCounts, customerFigures, recentActivity } from './repository';
import { loanBookFigures } from './loan-figures';

/** How stale the admin counts may be should a notification from another instance be lost (decision 005). */
const COUNTS_TTL_MS = 5_000;

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const adminCountsCache = cachedFigures(
    app.cacheInvalidation,
    () => adminCounts(app.database.db),
    timeLimitFor(app.database, COUNTS_TTL_MS),
  );

  app.get(
    '/dashboard',
    {
      preHandler: requireUser,
      schema: {
        tags: ['dashboard'],
        response: { 200: customerDashboardSchema, 401: messageSchema },
      },
    },
    async (request) => customerFigures(app.database.db, signedInUser(request).id),
  );

  app.get(
    '/admin/dashboard',
    { schema: { tags: ['dashboard', 'admin'], response: { 200: adminDashboardSchema } } },
    async () => {
      const [counts, loans, activity] = await Promise.all([
        adminCountsCache.get(),
        loanBookFigures(app.database.db),
        recentActivity(app.database.db),
      ]);
      return { ...counts, ...loans, recentActivity: activity };
    },
  );
};
