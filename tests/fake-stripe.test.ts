/**
 * The local fake of Stripe (scripts/fake-stripe.mjs) as the app meets it:
 * through the real `stripe` SDK pointed at it, and through webhooks that must
 * verify with the SDK's own signature check.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parseForm, startFakeStripe, type FakeStripe } from '../scripts/fake-stripe.mjs';

const secret = 'whsec_faketest';

/** What a webhook receiver got: the raw body and the signature header. */
type Received = { body: string; signature: string };

let fake: FakeStripe;
let stripe: Stripe;
let receiver: Server;
let received: Received[] = [];
let answer = 200;

beforeAll(async () => {
  receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const signature = req.headers['stripe-signature'];
      received.push({ body: Buffer.concat(chunks).toString('utf8'), signature: String(signature) });
      res.writeHead(answer).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const { port } = receiver.address() as AddressInfo;
  fake = await startFakeStripe();
  // Configured after start, as the app's port is known only later.
  fake.configure({
    webhookUrl: `http://127.0.0.1:${port}/api/payments/webhook`,
    webhookSecret: secret,
  });
  stripe = new Stripe('sk_test_fake', { host: '127.0.0.1', port: fake.port, protocol: 'http' });
});

afterAll(async () => {
  await fake.close();
  await new Promise((resolve) => receiver.close(resolve));
});

beforeEach(() => {
  received = [];
  answer = 200;
});

const lineItems = [
  {
    price_data: { currency: 'gbp', unit_amount: 499, product_data: { name: 'Phone case' } },
    quantity: 2,
  },
  {
    price_data: { currency: 'gbp', unit_amount: 1250, product_data: { name: 'Charger' } },
    quantity: 1,
  },
];

const createSession = (metadata: Record<string, string> = { orderId: 'ord_1' }) =>
  stripe.checkout.sessions.create({
    mode: 'payment',
    line_items: lineItems,
    metadata,
    client_reference_id: 'order-1',
    success_url: 'http://shop.test/orders/1/paid?session={CHECKOUT_SESSION_ID}',
    cancel_url: 'http://shop.test/orders/1?cancelled={CHECKOUT_SESSION_ID}',
  });

/** The webhook as the app would check it: a bad signature throws. */
const verify = ({ body, signature }: Received) =>
  stripe.webhooks.constructEvent(body, signature, secret);

describe('parseForm', () => {
  it('reads bracket notation into nested objects and arrays, values as strings', () => {
    const body =
      'line_items[0][price_data][unit_amount]=499&line_items[0][quantity]=2&line_items[1][quantity]=1&metadata[orderId]=a%20b&mode=payment';
    expect(parseForm(body)).toEqual({
      line_items: [{ price_data: { unit_amount: '499' }, quantity: '2' }, { quantity: '1' }],
      metadata: { orderId: 'a b' },
      mode: 'payment',
    });
  });
});

describe('checkout sessions through the SDK', () => {
  it('creates a session with the total of its line items, and retrieves it', async () => {
    const session = await createSession();
    expect(session.id).toMatch(/^cs_test_[a-z0-9]+$/);
    expect(session).toMatchObject({
      object: 'checkout.session',
      url: `${fake.base}/pay/${session.id}`,
      status: 'open',
      payment_status: 'unpaid',
      amount_total: 2 * 499 + 1250,
      currency: 'gbp',
      metadata: { orderId: 'ord_1' },
      client_reference_id: 'order-1',
      payment_intent: null,
      mode: 'payment',
    });
    expect(session.expires_at).toBeGreaterThan(Date.now() / 1000 + 23 * 60 * 60);
    expect(fake.sessions.get(session.id)?.line_items[0]?.price_data?.unit_amount).toBe('499');

    const again = await stripe.checkout.sessions.retrieve(session.id);
    expect(again.id).toBe(session.id);
    expect(again.amount_total).toBe(2248);
  });

  it('answers the same session for the same Idempotency-Key, and refuses the key with other parameters', async () => {
    const params = { mode: 'payment' as const, line_items: lineItems, metadata: { orderId: 'x' } };
    const first = await stripe.checkout.sessions.create(params, { idempotencyKey: 'order-x' });
    const second = await stripe.checkout.sessions.create(params, { idempotencyKey: 'order-x' });
    expect(second.id).toBe(first.id);

    const other = stripe.checkout.sessions.create(
      { ...params, metadata: { orderId: 'y' } },
      { idempotencyKey: 'order-x' },
    );
    await expect(other).rejects.toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
  });

  it('answers 404 resource_missing for an unknown session', async () => {
    const error: unknown = await stripe.checkout.sessions
      .retrieve('cs_test_nope')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(error).toMatchObject({
      statusCode: 404,
      code: 'resource_missing',
      message: "No such checkout.session: 'cs_test_nope'",
    });
  });

  it('expires an open session, posts a verifiable checkout.session.expired, and refuses to expire it twice', async () => {
    const session = await createSession();
    const expired = await stripe.checkout.sessions.expire(session.id);
    expect(expired.status).toBe('expired');

    // The webhook follows the API answer, as with Stripe.
    await expect.poll(() => received.length).toBe(1);
    const event = verify(received[0]!);
    expect(event.type).toBe('checkout.session.expired');
    expect((event.data.object as Stripe.Checkout.Session).id).toBe(session.id);
    expect(fake.deliveries).toContainEqual({ type: event.type, eventId: event.id, status: 200 });

    await expect(stripe.checkout.sessions.expire(session.id)).rejects.toBeInstanceOf(
      Stripe.errors.StripeInvalidRequestError,
    );
  });
});

describe('paying and webhooks', () => {
  it('pays a session, posts a verifiable checkout.session.completed, and replays it unchanged', async () => {
    const session = await createSession();
    const event = await fake.pay(session.id);
    expect(event).toMatchObject({
      object: 'event',
      type: 'checkout.session.completed',
      livemode: false,
      data: { object: { id: session.id, status: 'complete', payment_status: 'paid' } },
    });
    expect(event.data.object.payment_intent).toMatch(/^pi_test_/);
    expect(received).toHaveLength(1);
    expect(verify(received[0]!).id).toBe(event.id);

    answer = 500; // the app failing: the status is recorded for tests to assert
    expect(await fake.redeliver(event)).toBe(500);
    expect(received[1]!.body).toBe(received[0]!.body);
    expect(verify(received[1]!).id).toBe(event.id);
    expect(fake.deliveries.slice(-2)).toEqual([
      { type: 'checkout.session.completed', eventId: event.id, status: 200 },
      { type: 'checkout.session.completed', eventId: event.id, status: 500 },
    ]);

    const paid = await stripe.checkout.sessions.retrieve(session.id);
    expect(paid.payment_intent).toBe(event.data.object.payment_intent);
    await expect(fake.pay(session.id)).rejects.toThrow(/complete/);
  });

  it('signs with another secret than the app expects: the check fails', async () => {
    const session = await createSession();
    fake.configure({ webhookSecret: 'whsec_other' });
    try {
      await fake.expire(session.id);
    } finally {
      fake.configure({ webhookSecret: secret });
    }
    expect(() => verify(received[0]!)).toThrow(Stripe.errors.StripeSignatureVerificationError);
  });

  it('records status 0 when no webhook address is configured, without throwing', async () => {
    const alone = await startFakeStripe();
    try {
      const client = new Stripe('sk_test_fake', {
        host: '127.0.0.1',
        port: alone.port,
        protocol: 'http',
      });
      const session = await client.checkout.sessions.create({
        mode: 'payment',
        line_items: lineItems,
      });
      const event = await alone.pay(session.id);
      expect(alone.deliveries).toEqual([
        { type: 'checkout.session.completed', eventId: event.id, status: 0 },
      ]);
    } finally {
      await alone.close();
    }
  });
});

describe('refunds through the SDK', () => {
  it('refunds part, then the rest, and refuses more than was paid', async () => {
    const session = await createSession();
    const { data } = await fake.pay(session.id);
    const paymentIntent = data.object.payment_intent!;

    const refund = await stripe.refunds.create({
      payment_intent: paymentIntent,
      amount: 1000,
      reason: 'requested_by_customer',
      metadata: { orderId: 'ord_1' },
    });
    expect(refund).toMatchObject({
      object: 'refund',
      amount: 1000,
      currency: 'gbp',
      payment_intent: paymentIntent,
      status: 'succeeded',
      reason: 'requested_by_customer',
      metadata: { orderId: 'ord_1' },
    });
    expect(refund.id).toMatch(/^re_test_/);

    const tooMuch = stripe.refunds.create({ payment_intent: paymentIntent, amount: 1249 });
    await expect(tooMuch).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      statusCode: 400,
      param: 'amount',
    });

    // No amount: the rest of the payment.
    const rest = await stripe.refunds.create({ payment_intent: paymentIntent });
    expect(rest.amount).toBe(1248);
    expect(fake.refunds.filter((r) => r.payment_intent === paymentIntent)).toHaveLength(2);
  });

  it('refuses the next refund once with the given message, and an unknown payment intent', async () => {
    const session = await createSession();
    const paymentIntent = (await fake.pay(session.id)).data.object.payment_intent!;

    fake.refuseNextRefund('Charge ch_test_1 has been disputed.');
    const refused: unknown = await stripe.refunds
      .create({ payment_intent: paymentIntent, amount: 100 })
      .catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(refused).toMatchObject({
      message: 'Charge ch_test_1 has been disputed.',
      statusCode: 400,
    });

    const accepted = await stripe.refunds.create({ payment_intent: paymentIntent, amount: 100 });
    expect(accepted.amount).toBe(100);

    await expect(stripe.refunds.create({ payment_intent: 'pi_test_nope' })).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      code: 'resource_missing',
    });
  });
});

describe('the hosted payment page', () => {
  it('shows the shop, the items and the amount, pays and sends the shopper back', async () => {
    const session = await createSession({ orderId: 'ord_2', shopName: 'Beeston Cash & Repairs' });
    const pageRes = await fetch(session.url!);
    expect(pageRes.status).toBe(200);
    const html = await pageRes.text();
    expect(html).toContain('<title>Pay £22.48</title>');
    expect(html).toContain('Beeston Cash &#38; Repairs');
    expect(html).toContain('Phone case');
    expect(html).toContain(`action="/pay/${session.id}/pay"`);
    expect(html).toContain(`action="/pay/${session.id}/cancel"`);

    const paid = await fetch(`${session.url}/pay`, { method: 'POST', redirect: 'manual' });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(
      `http://shop.test/orders/1/paid?session=${session.id}`,
    );
    // The webhook arrived before the shopper was sent back.
    expect(verify(received[0]!).type).toBe('checkout.session.completed');
    expect(fake.sessions.get(session.id)?.status).toBe('complete');

    const twice = await fetch(`${session.url}/pay`, { method: 'POST', redirect: 'manual' });
    expect(twice.status).toBe(409);
    expect(received).toHaveLength(1);
  });

  it('cancels back to cancel_url, leaving the session open', async () => {
    const session = await createSession();
    const res = await fetch(`${session.url}/cancel`, { method: 'POST', redirect: 'manual' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`http://shop.test/orders/1?cancelled=${session.id}`);
    expect(fake.sessions.get(session.id)?.status).toBe('open');
  });
});
