/** Registers the customer and admin order routes around one shared desk. */
import type { FastifyPluginAsync } from 'fastify';
import { adminOrderRoutes } from './admin-routes';
import { createOrderDesk } from './desk';
import { orderRoutes } from './routes';

export const ordersModule: FastifyPluginAsync = async (app) => {
  const desk = createOrderDesk(app);
  await app.register(orderRoutes, { desk });
  await app.register(adminOrderRoutes, { desk });
};
