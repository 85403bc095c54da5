// Types of fake-stripe.mjs, the local stand-in for Stripe used by tests.

/** A line item as the app sent it: form values stay strings (`unit_amount: '499'`). */
export type FakeLineItem = {
  price_data?: {
    currency?: string;
    unit_amount?: string;
    product_data?: { name?: string; description?: string; [key: string]: unknown };
    [key: string]: unknown;
  };
  quantity?: string;
  [key: string]: unknown;
};

/** A Stripe Checkout Session object as JSON. */
export type FakeSession = {
  id: string;
  object: 'checkout.session';
  url: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  amount_total: number;
  currency: string;
  metadata: Record<string, string>;
  client_reference_id: string | null;
  success_url: string | null;
  cancel_url: string | null;
  expires_at: number;
  payment_intent: string | null;
  mode: 'payment';
  created: number;
  /** As sent; real Stripe leaves them out unless expanded, kept here for tests. */
  line_items: FakeLineItem[];
};

export type FakeEvent = {
  id: string;
  object: 'event';
  type: string;
  created: number;
  /** A snapshot of the session when the event happened. */
  data: { object: FakeSession };
  api_version: string;
  livemode: false;
};

export type FakeRefund = {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  payment_intent: string;
  status: 'succeeded';
  reason: string | null;
  metadata: Record<string, string>;
  created: number;
};

export type FakeDelivery = { type: string; eventId: string; status: number };

export type FakeStripe = {
  /** "http://127.0.0.1:<port>": what the app's STRIPE_API_BASE is set to. */
  base: string;
  port: number;
  /** Every session created, by id. */
  sessions: Map<string, FakeSession>;
  refunds: FakeRefund[];
  /** Webhook deliveries made, each with the app's HTTP answer (0: not configured or unreachable). */
  deliveries: FakeDelivery[];
  /** Where webhooks go and how they are signed; may be set after start (the app's port is known later). */
  configure(options: { webhookUrl?: string; webhookSecret?: string }): void;
  /**
   * Pays the session as the hosted page's "Pay" button does; posts checkout.session.completed and answers the event.
   * `reported` makes the session say it took another amount or currency than it was opened for.
   */
  pay(
    sessionId: string,
    reported?: Partial<Pick<FakeSession, 'amount_total' | 'currency'>>,
  ): Promise<FakeEvent>;
  /** Expires an open session (as Stripe does after expires_at); posts checkout.session.expired. */
  expire(sessionId: string): Promise<FakeEvent>;
  /** Posts an event again (a replay), exactly the same id and payload, freshly signed; answers the HTTP status. */
  redeliver(event: FakeEvent): Promise<number>;
  /** The next refund create answers 400 with this message (StripeInvalidRequestError in the SDK). */
  refuseNextRefund(message: string): void;
  /** Waits for webhooks still in flight, then stops the server. */
  close(): Promise<void>;
};

/** Form-encoded bracket notation (`a[b][0]=1`) into nested objects and arrays; values stay strings. */
export declare function parseForm(body: string): Record<string, unknown>;

export declare function startFakeStripe(options?: {
  port?: number;
  webhookUrl?: string;
  /** Default `whsec_fakestripe`. */
  webhookSecret?: string;
}): Promise<FakeStripe>;
