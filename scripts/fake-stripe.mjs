// A local stand-in for the few Stripe endpoints the shop calls (Checkout
// Sessions, refunds, webhooks, the hosted payment page), for tests on a machine
// with no internet. The real `stripe` SDK talks to it: point it here with
// `new Stripe(key, { host: '127.0.0.1', port, protocol: 'http' })` (the app's
// STRIPE_API_BASE). Plain JavaScript so vitest and scripts/e2e-server.mjs can
// both import it without a build step; types in fake-stripe.d.mts.
import { randomBytes } from 'node:crypto';
import { createServer, request } from 'node:http';
import Stripe from 'stripe';

/** Used when no secret is configured; matches the app's whsec_… format. */
const DEFAULT_WEBHOOK_SECRET = 'whsec_fakestripe';
const DAY = 24 * 60 * 60;

const now = () => Math.floor(Date.now() / 1000);
const randomId = (prefix) => `${prefix}_${randomBytes(12).toString('hex')}`;
const money = (amount, currency = 'gbp') =>
  new Intl.NumberFormat('en-GB', { style: 'currency', currency }).format(amount / 100);
const escapeHtml = (text) => String(text).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const stripeError = (status, message, extra = {}) => ({
  status,
  body: { error: { type: 'invalid_request_error', message, ...extra } },
});

/**
 * The SDK's form encoding of nested parameters back into objects:
 * `line_items[0][price_data][unit_amount]=499` → `{ line_items: [{ price_data: { unit_amount: '499' } }] }`.
 * Values stay strings, as Stripe receives them; callers convert amounts.
 */
export function parseForm(body) {
  const root = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const [head, ...rest] = key.split('[');
    const path = [head, ...rest.map((part) => part.replace(/\]$/, ''))];
    // Nobody sends these to Stripe; refusing them keeps Object.prototype safe.
    if (path.some((part) => ['__proto__', 'constructor', 'prototype'].includes(part))) continue;
    let node = root;
    path.forEach((part, i) => {
      const slot = part === '' && Array.isArray(node) ? node.length : part;
      if (i === path.length - 1) node[slot] = value;
      else node = node[slot] ??= /^\d*$/.test(path[i + 1]) ? [] : {};
    });
  }
  return root;
}

const readBody = (stream) =>
  new Promise((resolve, reject) => {
    const chunks = [];
    stream.on('data', (chunk) => chunks.push(chunk));
    stream.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    stream.on('error', reject);
  });

/** POSTs a webhook and answers the receiver's HTTP status; 0 if it could not be reached. */
const postJson = (url, payload, headers) =>
  new Promise((resolve) => {
    const req = request(url, { method: 'POST', headers, timeout: 10_000 }, (res) => {
      res.resume(); // drain the body so the socket is freed
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('timeout', () => req.destroy(new Error('webhook timed out')));
    req.on('error', () => resolve(0));
    req.end(payload);
  });

export async function startFakeStripe(options = {}) {
  const sessions = new Map();
  const refunds = [];
  const deliveries = [];
  /** Idempotency-Key → the first request's fingerprint and the answer it got. */
  const idempotent = new Map();
  /** Webhooks sent after an API answer, awaited by close() so none is cut off. */
  const pending = new Set();
  let webhookUrl = options.webhookUrl;
  let webhookSecret = options.webhookSecret ?? DEFAULT_WEBHOOK_SECRET;
  let refusal = null;

  async function deliver(event) {
    const payload = JSON.stringify(event);
    let status = 0; // not configured: recorded, never thrown, so tests without an app still work
    if (webhookUrl) {
      const signature = Stripe.webhooks.generateTestHeaderString({
        payload,
        secret: webhookSecret,
      });
      status = await postJson(webhookUrl, payload, {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(payload),
        'stripe-signature': signature,
      });
    }
    deliveries.push({ type: event.type, eventId: event.id, status });
    return status;
  }

  async function post(type, session) {
    const event = {
      id: randomId('evt_test'),
      object: 'event',
      type,
      created: now(),
      // A snapshot: later changes to the session must not alter a replayed event.
      data: { object: structuredClone(session) },
      api_version: Stripe.API_VERSION,
      livemode: false,
    };
    await deliver(event);
    return event;
  }

  function openSession(id) {
    const session = sessions.get(id);
    if (!session) throw new Error(`No such checkout.session: ${id}`);
    if (session.status !== 'open') throw new Error(`Checkout session ${id} is ${session.status}`);
    return session;
  }

  /**
   * `reported` overrides what the session says it took (amount_total,
   * currency): a payment the shop did not ask for, as a session changed in
   * Stripe's dashboard or a broken integration would report it.
   */
  async function pay(id, reported = {}) {
    const session = openSession(id);
    Object.assign(session, {
      ...reported,
      status: 'complete',
      payment_status: 'paid',
      payment_intent: randomId('pi_test'),
    });
    return post('checkout.session.completed', session);
  }

  async function expire(id) {
    const session = openSession(id);
    session.status = 'expired';
    return post('checkout.session.expired', session);
  }

  function createSession(params) {
    const lineItems = params.line_items ?? [];
    if (lineItems.length === 0) return stripeError(400, 'Missing required param: line_items.');
    const id = randomId('cs_test');
    const session = {
      id,
      object: 'checkout.session',
      url: `${fake.base}/pay/${id}`,
      status: 'open',
      payment_status: 'unpaid',
      amount_total: lineItems.reduce(
        (sum, item) => sum + Number(item.price_data?.unit_amount ?? 0) * Number(item.quantity ?? 1),
        0,
      ),
      currency: params.currency ?? lineItems[0].price_data?.currency ?? 'gbp',
      metadata: params.metadata ?? {},
      client_reference_id: params.client_reference_id ?? null,
      success_url: params.success_url ?? null,
      cancel_url: params.cancel_url ?? null,
      expires_at: params.expires_at ? Number(params.expires_at) : now() + DAY,
      payment_intent: null,
      mode: 'payment',
      created: now(),
      line_items: lineItems,
    };
    sessions.set(id, session);
    return { status: 200, body: session };
  }

  function createRefund(params) {
    if (refusal !== null) {
      const message = refusal;
      refusal = null;
      return stripeError(400, message);
    }
    const intent = params.payment_intent;
    const session = intent && [...sessions.values()].find((s) => s.payment_intent === intent);
    if (!session) {
      return stripeError(400, `No such payment_intent: '${intent}'`, {
        code: 'resource_missing',
        param: 'payment_intent',
      });
    }
    const refunded = refunds
      .filter((r) => r.payment_intent === intent)
      .reduce((sum, r) => sum + r.amount, 0);
    const left = session.amount_total - refunded;
    const amount = params.amount === undefined ? left : Number(params.amount);
    if (!Number.isInteger(amount) || amount <= 0) {
      return stripeError(400, 'Invalid positive integer', { param: 'amount' });
    }
    if (amount > left) {
      return stripeError(
        400,
        `Refund amount (${money(amount)}) is greater than unrefunded amount on charge (${money(left)})`,
        { code: left === 0 ? 'charge_already_refunded' : 'amount_too_large', param: 'amount' },
      );
    }
    const refund = {
      id: randomId('re_test'),
      object: 'refund',
      amount,
      currency: session.currency,
      payment_intent: intent,
      status: 'succeeded',
      reason: params.reason ?? null,
      metadata: params.metadata ?? {},
      created: now(),
    };
    refunds.push(refund);
    return { status: 200, body: refund };
  }

  /** The /v1 routes: answers { status, body } and, for expire, a webhook to send afterwards. */
  function api(method, path, params) {
    if (method === 'POST' && path === '/v1/checkout/sessions') return createSession(params);
    if (method === 'POST' && path === '/v1/refunds') return createRefund(params);
    const [, id, expiring] = /^\/v1\/checkout\/sessions\/([^/]+)(\/expire)?$/.exec(path) ?? [];
    if (id && method === (expiring ? 'POST' : 'GET')) {
      const session = sessions.get(decodeURIComponent(id));
      if (!session) {
        return stripeError(404, `No such checkout.session: '${id}'`, { code: 'resource_missing' });
      }
      if (!expiring) return { status: 200, body: session };
      if (session.status !== 'open') {
        return stripeError(400, 'Only Checkout Sessions with a status in [open] can be expired.');
      }
      session.status = 'expired';
      // Stripe answers first and sends the webhook after: the app may still hold
      // a database transaction while it waits for this answer.
      return { status: 200, body: session, after: () => post('checkout.session.expired', session) };
    }
    return stripeError(404, `Unrecognized request URL (${method}: ${path})`);
  }

  function send(res, status, body, type = 'application/json') {
    res.writeHead(status, {
      'content-type': type,
      'request-id': randomId('req'),
      // A deliberate 4xx must reach the test as an error, not be retried by the SDK.
      'stripe-should-retry': 'false',
    });
    res.end(type === 'application/json' ? JSON.stringify(body) : body);
  }

  function page(res, status, title, content) {
    const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body><main>${content}</main></body></html>`;
    send(res, status, html, 'text/html; charset=utf-8');
  }

  /** The hosted Checkout page: what a shopper's browser sees at session.url. */
  async function hosted(method, [, id, action], res) {
    const session = sessions.get(id);
    if (!session) return page(res, 404, 'Not found', '<h1>No such checkout session</h1>');
    const back = (url) => url?.replaceAll('{CHECKOUT_SESSION_ID}', id);
    if (method === 'POST' && action === 'cancel') {
      if (session.cancel_url) res.writeHead(303, { location: back(session.cancel_url) }).end();
      else page(res, 200, 'Cancelled', '<h1>Cancelled</h1>');
      return;
    }
    if (session.status !== 'open') {
      const text = `This checkout session is ${session.status}.`;
      return page(res, 409, 'Cannot pay', `<h1>Cannot pay</h1><p>${escapeHtml(text)}</p>`);
    }
    if (method === 'POST' && action === 'pay') {
      await pay(id); // the webhook lands before the shopper returns, so tests are deterministic
      if (session.success_url) res.writeHead(303, { location: back(session.success_url) }).end();
      else page(res, 200, 'Paid', '<h1>Paid</h1>');
      return;
    }
    if (method !== 'GET' || action) return page(res, 404, 'Not found', '<h1>Not found</h1>');
    const total = money(session.amount_total, session.currency);
    const shop = session.metadata.shopName ?? session.metadata.shop_name ?? session.metadata.shop;
    const items = session.line_items.map((item) => {
      const name = item.price_data?.product_data?.name ?? 'Item';
      const each = money(Number(item.price_data?.unit_amount ?? 0), session.currency);
      return `<li>${escapeHtml(name)} × ${escapeHtml(item.quantity ?? 1)}: ${escapeHtml(each)}</li>`;
    });
    page(
      res,
      200,
      `Pay ${total}`,
      `${shop ? `<p>${escapeHtml(shop)}</p>` : ''}<h1>Pay ${escapeHtml(total)}</h1>` +
        `<ul>${items.join('')}</ul><p>Total: ${escapeHtml(total)}</p>` +
        `<form method="post" action="/pay/${id}/pay"><button type="submit">Pay</button></form>` +
        `<form method="post" action="/pay/${id}/cancel"><button type="submit">Cancel</button></form>`,
    );
  }

  async function handle(req, res) {
    const url = new URL(req.url ?? '/', fake.base);
    const raw = await readBody(req);
    if (url.pathname.startsWith('/pay/')) {
      return hosted(req.method, url.pathname.split('/').slice(1).map(decodeURIComponent), res);
    }

    // Stripe's idempotency: the same key and parameters answer the first result
    // again; the same key with other parameters is refused. Only successes are
    // kept, as Stripe keeps no result for a request that failed validation.
    const key = req.headers['idempotency-key'];
    const fingerprint = `${req.method} ${url.pathname} ${raw}`;
    const earlier = typeof key === 'string' ? idempotent.get(key) : undefined;
    if (earlier && earlier.fingerprint !== fingerprint) {
      return send(res, 400, {
        error: {
          type: 'idempotency_error',
          message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
        },
      });
    }
    if (earlier) return send(res, earlier.status, earlier.body);

    const params = parseForm(req.method === 'GET' ? url.search.slice(1) : raw);
    const answer = api(req.method, url.pathname, params);
    if (typeof key === 'string' && answer.status < 300) {
      idempotent.set(key, {
        fingerprint,
        status: answer.status,
        body: structuredClone(answer.body),
      });
    }
    send(res, answer.status, answer.body);
    if (answer.after) {
      const delivery = answer.after().finally(() => pending.delete(delivery));
      pending.add(delivery);
    }
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error) => {
      if (!res.headersSent)
        send(res, 500, { error: { type: 'api_error', message: String(error) } });
    });
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', resolve);
  });
  const port = server.address().port;

  const fake = {
    base: `http://127.0.0.1:${port}`,
    port,
    sessions,
    refunds,
    deliveries,
    configure(changes) {
      if (changes.webhookUrl !== undefined) webhookUrl = changes.webhookUrl;
      if (changes.webhookSecret !== undefined) webhookSecret = changes.webhookSecret;
    },
    pay,
    expire,
    redeliver: deliver,
    refuseNextRefund(message) {
      refusal = message;
    },
    async close() {
      await Promise.allSettled([...pending]);
      // The SDK keeps connections alive; without this close() would wait for them.
      server.closeAllConnections();
      await new Promise((resolve) => server.close(() => resolve()));
    },
  };
  return fake;
}
