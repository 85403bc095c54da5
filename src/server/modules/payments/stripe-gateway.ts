/**
 * The few calls the shop makes to Stripe (decision 024), through the official
 * SDK: a Checkout Session (Stripe's hosted page: cards, Apple Pay, Google Pay,
 * 3-D Secure; no card data here and no Stripe script in our pages), expiring
 * it, a refund, and checking a webhook's signature. STRIPE_API_BASE points the
 * SDK at a local fake in tests.
 */
import type Stripe from 'stripe';
import type { AppConfig } from '../../config';
import { onFirstUse } from '../../on-first-use';

export type StripeConfig = NonNullable<AppConfig['stripe']>;

/** A Checkout Session lasts 30 minutes; an unpaid one then expires and the order is released. */
export const SESSION_MINUTES = 30;

export type SessionLine = { name: string; amountPennies: number };

export type NewSession = {
  lines: SessionLine[];
  metadata: Record<string, string>;
  successUrl: string;
  cancelUrl: string;
  customerEmail?: string | undefined;
  /** Derived from what is paid for: a retry never opens a second session. */
  idempotencyKey: string;
  /** Unix seconds; part of what the idempotency key stands for, so it must not drift. */
  expiresAt: number;
};

/**
 * When a session opened now expires, to the minute: a retry within the same
 * minute sends the very same request (Stripe refuses a key reused with other
 * parameters), and its key names the minute.
 */
export function sessionExpiry(now: Date = new Date()): number {
  const minute = Math.ceil(now.getTime() / 60_000) * 60;
  return minute + SESSION_MINUTES * 60;
}

export type PaymentGateway = {
  createSession(session: NewSession): Promise<{ id: string; url: string }>;
  expireSession(id: string): Promise<void>;
  /** The session as the provider holds it now (its status and payment). */
  retrieveSession(id: string): Promise<Stripe.Checkout.Session>;
  refund(refund: {
    paymentIntentId: string;
    amountPennies: number;
    reason: string;
    idempotencyKey: string;
  }): Promise<{ id: string }>;
  /** The verified event, or a RangeError: unsigned, wrongly signed or stale. */
  verify(rawBody: Buffer, signature: string | undefined): Stripe.Event;
};

/** host, port and protocol of STRIPE_API_BASE, as the SDK takes them. */
function endpointOf(apiBase: string | null): Partial<Stripe.StripeConfig> {
  if (!apiBase) return {};
  const url = new URL(apiBase);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return {
    host: url.hostname,
    port: Number(url.port || (protocol === 'http' ? 80 : 443)),
    protocol,
  };
}

/** Stripe's SDK loads when card payments are configured, not at every start (decision 029). */
const loadStripe = onFirstUse<typeof Stripe>('stripe');

export function stripeGateway(config: StripeConfig): PaymentGateway {
  const Stripe = loadStripe();
  const stripe = new Stripe(config.secretKey, {
    ...endpointOf(config.apiBase),
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: 'beeston-cash-repairs' },
  });
  return {
    async createSession(session) {
      const created = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          currency: 'gbp',
          line_items: session.lines.map((line) => ({
            quantity: 1,
            price_data: {
              currency: 'gbp',
              unit_amount: line.amountPennies,
              product_data: { name: line.name },
            },
          })),
          metadata: session.metadata,
          payment_intent_data: { metadata: session.metadata },
          success_url: session.successUrl,
          cancel_url: session.cancelUrl,
          expires_at: session.expiresAt,
          ...(session.customerEmail ? { customer_email: session.customerEmail } : {}),
        },
        { idempotencyKey: session.idempotencyKey },
      );
      if (!created.url) throw new Error(`Stripe answered session ${created.id} without a URL`);
      return { id: created.id, url: created.url };
    },
    async expireSession(id) {
      await stripe.checkout.sessions.expire(id);
    },
    retrieveSession(id) {
      return stripe.checkout.sessions.retrieve(id);
    },
    async refund({ paymentIntentId, amountPennies, reason, idempotencyKey }) {
      const refund = await stripe.refunds.create(
        {
          payment_intent: paymentIntentId,
          amount: amountPennies,
          reason: 'requested_by_customer',
          metadata: { reason: reason.slice(0, 500) },
        },
        { idempotencyKey },
      );
      return { id: refund.id };
    },
    verify(rawBody, signature) {
      if (!signature) throw new RangeError('The webhook has no Stripe-Signature header.');
      try {
        // Five minutes' tolerance (the SDK's default): an older signature is a replay.
        return stripe.webhooks.constructEvent(rawBody, signature, config.webhookSecret);
      } catch (error) {
        throw new RangeError(
          `The webhook's signature does not verify: ${(error as Error).message}`,
          { cause: error },
        );
      }
    },
  };
}

/** Stripe's own message for a refused call (a refund over the amount paid…). */
export function providerMessage(error: unknown): string {
  if (error instanceof loadStripe().errors.StripeError) return error.message;
  return 'The card payment provider could not be reached.';
}
