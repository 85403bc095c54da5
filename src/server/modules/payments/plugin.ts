/**
 * Online payments (decision 024): with STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET
 * the gateway is made once and the routes are registered; without them
 * `app.onlinePayments` is null and the shop takes payments in person only.
 */
import type { FastifyInstance } from 'fastify';
import { onlinePaymentRoutes, webhookRoute } from './routes';
import { stripeGateway, type PaymentGateway } from './stripe-gateway';
import { startSweepingSessions } from './sweep';
import type { WebhookEffects } from './webhook';

export type OnlinePayments = {
  gateway: PaymentGateway;
  /**
   * Starts settling sessions whose event never came (sweep.ts); answers a
   * function that stops it. Started by main.ts, not by the tests.
   */
  startSweeping: () => () => void;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** The card payment provider, or null when the shop has none configured. */
    onlinePayments: OnlinePayments | null;
  }
}

/** Decorates the app; called before the routes so the orders module can use it. */
export function registerOnlinePayments(app: FastifyInstance, gateway?: PaymentGateway): void {
  const { stripe } = app.config;
  app.decorate(
    'onlinePayments',
    stripe
      ? { gateway: gateway ?? stripeGateway(stripe), startSweeping: () => () => undefined }
      : null,
  );
}

/** What a settled payment writes besides itself: its messages, the product cache. */
export function webhookEffectsOf(app: FastifyInstance, online: OnlinePayments): WebhookEffects {
  return {
    gateway: online.gateway,
    orderMoved: app.notices.orderMoved,
    orderPaid: app.notices.orderPaid,
    loanPaid: app.notices.loanPaymentReceived,
    ordersChanged: () => app.productCache.clear(),
  };
}

/** The routes, under /api, when a provider is configured. */
export async function onlinePaymentsModule(api: FastifyInstance): Promise<void> {
  const online = api.onlinePayments;
  if (!online) return;
  const effects = webhookEffectsOf(api, online);
  online.startSweeping = () => startSweepingSessions(api.database.db, effects, api.log);
  await api.register(webhookRoute, { gateway: online.gateway, effects });
  await api.register(onlinePaymentRoutes, { gateway: online.gateway, effects });
}
