/**
 * Online payments (decision 024): with STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET
 * the gateway is made once and the routes are registered; without them
 * `app.onlinePayments` is null and the shop takes payments in person only.
 */
import type { FastifyInstance } from 'fastify';
import { onlinePaymentRoutes, webhookRoute } from './routes';
import { stripeGateway, type PaymentGateway } from './stripe-gateway';
import type { WebhookEffects } from './webhook';

declare module 'fastify' {
  interface FastifyInstance {
    /** The card payment provider, or null when the shop has none configured. */
    onlinePayments: { gateway: PaymentGateway } | null;
  }
}

/** Decorates the app; called before the routes so the orders module can use it. */
export function registerOnlinePayments(app: FastifyInstance, gateway?: PaymentGateway): void {
  const { stripe } = app.config;
  app.decorate('onlinePayments', stripe ? { gateway: gateway ?? stripeGateway(stripe) } : null);
}

/** The routes, under /api, when a provider is configured. */
export async function onlinePaymentsModule(api: FastifyInstance): Promise<void> {
  const online = api.onlinePayments;
  if (!online) return;
  const effects: WebhookEffects = {
    gateway: online.gateway,
    orderMoved: api.notices.orderMoved,
    orderPaid: api.notices.orderPaid,
    loanPaid: api.notices.loanPaymentReceived,
    ordersChanged: () => api.productCache.clear(),
  };
  await api.register(webhookRoute, { gateway: online.gateway, effects });
  await api.register(onlinePaymentRoutes, { gateway: online.gateway, effects });
}
