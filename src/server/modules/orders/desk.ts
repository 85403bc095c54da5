/** What the customer and admin order routes share: tab counts, the product cache, payments. */
import type { FastifyInstance } from 'fastify';
import type { OrderCounts } from '@shared/orders/schemas';
import { sharedValue, timeLimitFor, type CachedValue } from '../../cached-value';
import { payInPerson, type PaymentProvider } from './payments';
import { countOrdersByStatus } from './repository';

export type OrderDesk = {
  payments: PaymentProvider;
  counts: CachedValue<OrderCounts>;
  /**
   * After a committed write: drops the counts and, when products changed status, the public
   * product cache, in every instance.
   */
  changed(productsChanged?: boolean): void;
};

/** How stale the tab counts may be should a notification from another instance be lost (decision 005). */
const COUNTS_TTL_MS = 5_000;

export function createOrderDesk(
  app: FastifyInstance,
  payments: PaymentProvider = payInPerson,
): OrderDesk {
  const counts = sharedValue(
    app.cacheInvalidation,
    'order-counts',
    () => countOrdersByStatus(app.database.db),
    timeLimitFor(app.database, COUNTS_TTL_MS),
  );
  return {
    payments,
    counts,
    changed(productsChanged = true) {
      counts.invalidate();
      // Ordered items leave the marketplace at once; sold or re-listed ones change it too (decision 007).
      if (productsChanged) app.productCache.clear();
    },
  };
}
