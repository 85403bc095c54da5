// The scripted journey of scripts/check-prism.mjs: every operation of the API
// description at least once, through the Prism proxy, as a visitor, a customer,
// staff and the owner of the demo shop, with bad input too. It keeps the
// violations Prism reports (its sl-violations header) and which operations were
// called. A call meant to be wrong (`bad`) may break the request's contract, so
// only violations of its answer count; any other call must match both ways.
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import sharp from 'sharp';
import Stripe from 'stripe';

/** The demo logins (src/shared/demo-accounts.ts; this script runs without a TypeScript loader). */
const DEMO = {
  customer: { username: 'demo', password: 'demo1234' },
  staff: { username: 'staff', password: 'staff1234' },
  owner: { username: 'admin', password: 'admin1234' },
};
/** A well-formed id that names nothing. */
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

const london = (date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(date);
const today = london(new Date());
/**
 * A calendar day counted from today in London, by date and not by 24-hour steps
 * (24 hours from 23:30 on the night the clocks go forward is two days on).
 */
const daysFromToday = (days) => {
  const [year, month, day] = today.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
};

export async function runJourney({ base, direct, document, fake, webhookSecret }) {
  const operations = Object.entries(document.paths).flatMap(([template, item]) =>
    Object.keys(item)
      .filter((method) =>
        ['get', 'put', 'post', 'delete', 'patch', 'options', 'head'].includes(method),
      )
      .map((method) => `${method.toUpperCase()} ${template}`),
  );
  // A small photo, drawn here as the image tests draw theirs.
  const JPEG = await sharp({
    create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 120, b: 40 } },
  })
    .jpeg()
    .toBuffer();
  const called = new Set();
  const violations = [];
  const problems = [];
  let calls = 0;
  /** Request violations of calls meant to be wrong: Prism saw what the app refused. */
  let expectedViolations = 0;

  /** A session: the cookie a browser would keep. */
  const jar = () => ({ cookie: '' });
  const visitor = jar();

  /**
   * One call of `operation` ("METHOD /path/{param}"), its parameters filled in.
   * `expect`: the status the journey counts on (a different one is a problem of the journey).
   */
  async function call(operation, options = {}) {
    const { as = visitor, path = {}, query, body, raw, contentType, headers = {} } = options;
    const [method, template] = operation.split(' ');
    if (!operations.includes(operation)) problems.push(`${operation} is not in the description`);
    const unknown = Object.keys(path).find((name) => path[name] === undefined || path[name] === '');
    if (unknown) {
      // An earlier answer lacked what this call needs: the journey's own problem, shown as such.
      problems.push(`${operation}: no ${unknown} to call it with`);
      return { status: 0, json: undefined, headers: new Headers(), buffer: Buffer.alloc(0) };
    }
    let url = template.replace(/\{(\w+)\}/g, (_, name) =>
      name === 'path' ? String(path[name]) : encodeURIComponent(String(path[name])),
    );
    if (query) url += `?${new URLSearchParams(query)}`;
    const sent = { ...headers };
    if (as.cookie) sent.cookie = as.cookie;
    let payload;
    if (raw !== undefined) {
      payload = raw;
      sent['content-type'] = contentType;
    } else if (body !== undefined) {
      payload = typeof body === 'string' ? body : JSON.stringify(body);
      sent['content-type'] = contentType ?? 'application/json';
    }
    const response = await fetch(`${base}${url}`, { method, headers: sent, body: payload });
    calls += 1;
    called.add(operation);
    const setCookie = response.headers.getSetCookie?.() ?? [];
    for (const line of setCookie) {
      const [pair] = line.split(';');
      if (pair.startsWith('sid=') || pair.includes('session')) as.cookie = pair;
    }
    const type = response.headers.get('content-type') ?? '';
    const buffer = Buffer.from(await response.arrayBuffer());
    let json;
    if (type.includes('json')) {
      try {
        json = JSON.parse(buffer.toString('utf8'));
      } catch {
        json = undefined;
      }
    }
    if (process.env.PRISM_JOURNEY_DEBUG) console.log(`${method} ${url} ${response.status}`);
    const reported = response.headers.get('sl-violations');
    const where = `${method} ${url} → ${response.status}`;
    if (reported) {
      for (const violation of JSON.parse(reported)) {
        const [side, ...at] = violation.location ?? [];
        if (options.bad && side === 'request') {
          expectedViolations += 1;
          continue;
        }
        violations.push(
          `${where}: ${side} ${at.join('.')}: ${violation.message} [${violation.code}, ${violation.severity}]`,
        );
      }
    }
    if (type.includes('problem+json') && json?.type?.includes?.('stoplight')) {
      problems.push(`${where}: Prism answered itself: ${json.title} ${json.detail ?? ''}`);
    }
    const expected = options.expect ?? (options.bad ? undefined : [200, 201, 202, 204]);
    const allowed = expected === undefined ? null : [expected].flat();
    if (response.status >= 500 || (allowed && !allowed.includes(response.status))) {
      problems.push(
        `${where} (expected ${allowed ?? 'an answer'}): ${buffer.toString('utf8').slice(0, 300)}`,
      );
    }
    return { status: response.status, json, headers: response.headers, buffer };
  }

  /**
   * An image upload. Prism passes a request body on as text, which garbles a binary
   * one (stoplightio/prism#1321, #2475): through the proxy goes a body that is no
   * image (the app's 415 is checked), and the image itself straight to the app.
   */
  async function upload(operation, token, as) {
    await call(operation, {
      as,
      path: { path: token },
      raw: 'not an image',
      contentType: 'image/jpeg',
      bad: true,
      expect: 415,
    });
    const url = `${direct}${operation.split(' ')[1].replace('{path}', token)}`;
    const headers = { 'content-type': 'image/jpeg', ...(as.cookie ? { cookie: as.cookie } : {}) };
    const answer = await fetch(url, { method: 'PUT', headers, body: JPEG });
    if (!answer.ok) problems.push(`${operation} (straight to the app) → ${answer.status}`);
    return answer.json();
  }

  async function challengeAnswer() {
    const { json: challenge } = await call('GET /api/challenges');
    const solution = await solveChallenge({ challenge, deriveKey });
    return Buffer.from(
      JSON.stringify({
        challenge: { parameters: challenge.parameters, signature: challenge.signature },
        solution,
      }),
    ).toString('base64');
  }

  async function signIn(who) {
    const session = jar();
    await call('POST /api/auth/login', { as: session, body: DEMO[who] });
    if (!session.cookie) throw new Error(`signing in as ${who} kept no cookie`);
    return session;
  }

  // ── Visitor ───────────────────────────────────────────────────────────
  await call('GET /api/health');
  await call('GET /api/ready');
  await call('GET /api/meta');
  await call('GET /api/orders/terms');
  await call('GET /api/auth/user', { expect: [200, 401] });
  await call('GET /api/cash-advances', { bad: true, expect: 401 });
  await call('GET /api/admin/dashboard', { bad: true, expect: 401 });
  const products = await call('GET /api/products', { query: { sort: 'newest' } });
  const product = products.json?.[0];
  await call('GET /api/products/{id}', { path: { id: product?.id } });
  await call('GET /api/products/{id}', { path: { id: UNKNOWN_ID }, bad: true, expect: 404 });
  await call('GET /api/products', { query: { sort: 'sideways' }, bad: true, expect: 400 });
  await call('GET /images/{id}', { path: { id: UNKNOWN_ID }, bad: true, expect: 404 });
  await call('GET /api/repairs/availability', {
    query: { from: daysFromToday(1), to: daysFromToday(14) },
  });
  await call('GET /api/repairs/availability', { bad: true, expect: 400 });
  await call('POST /api/auth/login', {
    body: { username: 'demo', password: 'not-the-password' },
    bad: true,
    expect: 401,
  });
  await call('POST /api/auth/login', { body: { username: 'demo' }, bad: true, expect: 400 });
  await call('POST /api/auth/create-admin', {
    body: {
      username: 'another-owner',
      email: 'owner2@example.com',
      password: 'a long enough password 42',
      adminKey: 'not-the-key',
    },
    bad: true,
    expect: [403, 409],
  });
  await call('POST /api/auth/password-reset', {
    body: { email: 'demo@example.com', challengeAnswer: await challengeAnswer() },
  });
  await call('POST /api/auth/password-reset/confirm', {
    body: { token: 'not-a-token', password: 'a long enough password 42' },
    bad: true,
    expect: 400,
  });
  await call('POST /api/auth/confirm-email', {
    body: { token: 'not-a-token' },
    bad: true,
    expect: 400,
  });
  await call('POST /api/auth/staff-invite', {
    body: { username: 'newstaff', password: 'a long enough password 42', token: 'not-a-token' },
    bad: true,
    expect: 400,
  });

  // A new customer: registers, then later deletes the account.
  const newcomer = jar();
  const stamp = Date.now().toString(36);
  const newcomerPassword = 'prism check password 42';
  await call('POST /api/auth/register', {
    as: newcomer,
    body: {
      username: `prism${stamp}`,
      email: `prism${stamp}@example.com`,
      password: newcomerPassword,
      challengeAnswer: await challengeAnswer(),
    },
    expect: 201,
  });
  await call('POST /api/auth/register', {
    body: {
      username: 'demo',
      email: 'demo@example.com',
      password: newcomerPassword,
      challengeAnswer: await challengeAnswer(),
    },
    bad: true,
    expect: 409,
  });

  // A guest's cash advance request, followed through its private link.
  const guestRequest = await call('POST /api/cash-advances', {
    headers: { 'idempotency-key': `prism-guest-${stamp}` },
    body: {
      customerName: 'Jane Smith',
      customerPhone: '07700 900123',
      customerEmail: 'jane@example.com',
      itemDescription: 'Gold ring, 9ct, hallmarked',
      itemCategory: 'jewelry',
      collateralType: 'general',
      loanAmount: '120.00',
      challengeAnswer: await challengeAnswer(),
    },
    expect: 201,
  });
  const followCode = String(guestRequest.json?.followUrl ?? guestRequest.json?.followCode ?? '')
    .split('/')
    .pop();
  if (followCode) await call('GET /api/follow/{code}', { path: { code: followCode } });
  await call('GET /api/follow/{code}', {
    path: { code: 'AAAAAAAAAAAAAAAAAAAAAA' },
    bad: true,
    expect: [400, 404],
  });
  await call('POST /api/cash-advances', {
    body: { customerName: 'Jane Smith' },
    bad: true,
    expect: 400,
  });

  // A photo for a request: a signed single-use address, then the upload.
  const photo = await call('POST /api/request-photos/uploads', {
    body: { challengeAnswer: await challengeAnswer() },
  });
  const photoUrl = String(photo.json?.uploadURL ?? photo.json?.uploadUrl ?? '');
  const photoPath = photoUrl.replace(/^.*\/api\/request-photos\/uploads\//, '');
  let photoId;
  if (photoPath) {
    const uploaded = await upload('PUT /api/request-photos/uploads/{path}', photoPath, visitor);
    photoId = String(uploaded?.uploadURL ?? uploaded?.url ?? '')
      .split('/')
      .pop();
  }
  await call('PUT /api/request-photos/uploads/{path}', {
    path: { path: 'not-a-signed-address' },
    raw: JPEG,
    contentType: 'image/jpeg',
    bad: true,
    expect: [400, 403, 404],
  });

  // A guest's repair booking, tracked by its code.
  const repair = await call('POST /api/repairs', {
    body: {
      deviceType: 'laptop',
      brandModel: 'Dell XPS 13',
      problemDescription: 'Cracked screen after a fall',
      preferredDate: await bookableDay(),
      preferredTime: '9:00 AM - 11:00 AM',
      customerName: 'Sam Patel',
      customerPhone: `07700 900${String(Date.now()).slice(-3)}`,
      customerEmail: 'sam@example.com',
      challengeAnswer: await challengeAnswer(),
    },
    expect: 201,
  });
  const trackingCode = repair.json?.trackingCode;
  await call('GET /api/track/{code}', { path: { code: trackingCode } });
  await call('GET /api/track/{code}', {
    path: { code: 'NOSUCHCODE' },
    bad: true,
    expect: [400, 404],
  });
  await call('POST /api/track/{code}/estimate/approve', {
    path: { code: trackingCode },
    bad: true,
    expect: 409,
  });
  await call('GET /api/track/{code}/invoice.pdf', {
    path: { code: trackingCode },
    bad: true,
    expect: 409,
  });

  // A guest's order, with its private key.
  const order = await call('POST /api/orders', {
    headers: { 'idempotency-key': `prism-order-${stamp}` },
    body: {
      items: [{ productId: product?.id }],
      fulfilment: 'collection',
      customerName: 'Jane Smith',
      customerPhone: '07700 900123',
      customerEmail: 'jane@example.com',
      paymentMethod: 'cash',
      challengeAnswer: await challengeAnswer(),
    },
    expect: 201,
  });
  const orderId = order.json?.id;
  const orderKey = new URL(order.json?.orderUrl ?? '/', base).searchParams.get('key');
  const orderQuery = orderKey ? { key: orderKey } : undefined;
  await call('GET /api/orders/{id}', { path: { id: orderId }, query: orderQuery });
  await call('GET /api/orders/{id}/receipt.pdf', {
    path: { id: orderId },
    query: orderQuery,
    bad: true,
    expect: [200, 409],
  });
  await call('GET /api/orders/{id}', { path: { id: UNKNOWN_ID }, bad: true, expect: 404 });
  await call('POST /api/orders', {
    headers: { 'idempotency-key': `prism-order-bad-${stamp}` },
    body: { items: [] },
    bad: true,
    expect: 400,
  });

  // ── Customer ──────────────────────────────────────────────────────────
  const customer = await signIn('customer');
  await call('GET /api/auth/user', { as: customer });
  await call('GET /api/account', { as: customer });
  await call('GET /api/account/export', { as: customer });
  await call('GET /api/dashboard', { as: customer });
  await call('PUT /api/account/preferences', {
    as: customer,
    body: { remindersByEmail: true, updatesByEmail: false },
  });
  await call('POST /api/account/confirmation', { as: customer, expect: [202, 409] });
  await call('PUT /api/account/email', {
    as: customer,
    body: { email: 'demo-new@example.com', password: 'not-the-password' },
    bad: true,
    expect: [400, 401, 403],
  });
  await call('POST /api/account/password', {
    as: customer,
    body: { currentPassword: 'not-the-password', newPassword: 'a long enough password 42' },
    bad: true,
    expect: [400, 401, 403],
  });
  await call('GET /api/admin/dashboard', { as: customer, bad: true, expect: 403 });
  const mine = await call('GET /api/cash-advances', { as: customer });
  const myLoans = mine.json ?? [];
  const myActive = myLoans.find((loan) => loan.status === 'active');
  const mySettled = myLoans.find((loan) => loan.status === 'settled');
  await call('GET /api/cash-advances/{id}', { as: customer, path: { id: myActive?.id } });
  await call('GET /api/cash-advances/{id}', {
    as: customer,
    path: { id: UNKNOWN_ID },
    bad: true,
    expect: 404,
  });
  await call('GET /api/cash-advances/{id}/receipt.pdf', {
    as: customer,
    path: { id: myActive?.id },
  });
  await call('GET /api/cash-advances/{id}/sale-statement.pdf', {
    as: customer,
    path: { id: (mySettled ?? myActive)?.id },
    expect: mySettled ? 200 : 409,
    bad: !mySettled,
  });
  const myRepairs = await call('GET /api/repairs', { as: customer });
  const myRepair = myRepairs.json?.[0];
  await call('GET /api/repairs/{id}/account', {
    as: customer,
    path: { id: myRepair?.id ?? UNKNOWN_ID },
    bad: !myRepair,
    expect: myRepair ? 200 : 404,
  });
  const myOrders = await call('GET /api/orders', { as: customer });
  const myOrder = myOrders.json?.[0];
  if (myOrder) await call('GET /api/orders/{id}', { as: customer, path: { id: myOrder.id } });

  // Paying a loan online: a Checkout Session at the fake Stripe, paid there, its webhook signed.
  const payOnline = await call('POST /api/cash-advances/{id}/pay-online', {
    as: customer,
    path: { id: myActive?.id },
    body: { kind: 'part', amount: '10.00' },
    headers: { 'idempotency-key': `prism-pay-${stamp}` },
  });
  const sessionId = /cs_\w+/.exec(String(payOnline.json?.paymentUrl))?.[0];
  if (sessionId) {
    const event = await fake.pay(sessionId);
    await call('GET /api/payments/sessions/{sessionId}', { as: customer, path: { sessionId } });
    const payload = JSON.stringify(event);
    await call('POST /api/payments/stripe/webhook', {
      body: payload,
      headers: {
        'stripe-signature': new Stripe('sk_test_prismcheck').webhooks.generateTestHeaderString({
          payload,
          secret: webhookSecret,
        }),
      },
    });
  }
  await call('POST /api/payments/stripe/webhook', {
    body: '{}',
    headers: { 'stripe-signature': 't=1,v1=0000' },
    bad: true,
    expect: 400,
  });

  // ── Staff ─────────────────────────────────────────────────────────────
  const staff = await signIn('staff');
  const owner = await signIn('owner');
  await call('GET /api/admin/dashboard', { as: staff });
  await call('GET /api/admin/cash-advances.csv', { as: staff, bad: true, expect: 403 });
  await call('GET /api/admin/staff', { as: staff, bad: true, expect: 403 });
  const pending = await call('GET /api/admin/cash-advances', { as: staff });
  const byStatus = async (group) =>
    (await call('GET /api/admin/cash-advances', { as: staff, query: { group } })).json?.items ?? [];
  const pendingLoans = pending.json ?? [];
  const all = [...pendingLoans, ...(await byStatus('active')), ...(await byStatus('processed'))];
  await call('GET /api/admin/cash-advances', {
    as: staff,
    query: { pageSize: '-1' },
    bad: true,
    expect: 400,
  });
  const find = (status) => all.find((loan) => loan.status === status);
  const [toApprove, toReject] = all.filter((loan) => loan.status === 'pending');
  await call('GET /api/admin/cash-advances/{id}', { as: staff, path: { id: toApprove?.id } });
  await call('GET /api/admin/cash-advances/{id}', {
    as: staff,
    path: { id: UNKNOWN_ID },
    bad: true,
    expect: 404,
  });
  await call('POST /api/admin/cash-advances/{id}/approve', {
    as: staff,
    path: { id: toApprove?.id },
    body: { offerAmount: '100.00', note: 'Offer after seeing the photos' },
  });
  await call('GET /api/admin/cash-advances/{id}/pre-contract.pdf', {
    as: staff,
    path: { id: toApprove?.id },
    query: { amount: '100.00' },
  });
  await call('POST /api/admin/cash-advances/{id}/activate', {
    as: staff,
    path: { id: toApprove?.id },
    body: {
      loanAmount: '100.00',
      startDate: today,
      idChecked: true,
      items: [{ description: 'Gold ring, 9ct', category: 'jewelry' }],
      dateOfBirth: '1990-06-15',
      address: '1 Test Street, Leeds LS11 7AA',
    },
  });
  await call('GET /api/admin/cash-advances/{id}/receipt.pdf', {
    as: staff,
    path: { id: toApprove?.id },
  });
  await call('POST /api/admin/cash-advances/{id}/payments', {
    as: staff,
    path: { id: toApprove?.id },
    headers: { 'idempotency-key': `prism-part-${stamp}` },
    body: { kind: 'part', amount: '10.00', method: 'cash' },
    expect: [200, 201],
  });
  await call('POST /api/admin/cash-advances/{id}/payments', {
    as: staff,
    path: { id: toApprove?.id },
    headers: { 'idempotency-key': `prism-part-bad-${stamp}` },
    body: { kind: 'part', amount: '-1', method: 'cash' },
    bad: true,
    expect: 400,
  });
  // A lost receipt's forms (the signed statement only for £75 or less), forbearance and the
  // notice of withdrawal (decision 039), on the loan agreed today.
  await call('GET /api/admin/cash-advances/{id}/lost-receipt/statutory-declaration.pdf', {
    as: staff,
    path: { id: toApprove?.id },
  });
  await call('GET /api/admin/cash-advances/{id}/lost-receipt/signed-statement.pdf', {
    as: staff,
    path: { id: toApprove?.id },
    expect: [200, 409],
  });
  await call('PUT /api/admin/cash-advances/{id}/care-note', {
    as: staff,
    path: { id: toApprove?.id },
    body: { note: 'Prefers a call back in the afternoon' },
  });
  await call('POST /api/admin/cash-advances/{id}/interest-freeze', {
    as: owner,
    path: { id: toApprove?.id },
    headers: { 'idempotency-key': `prism-freeze-${stamp}` },
    body: { fromDate: today, reason: 'In hospital' },
    expect: [200, 201, 409],
  });
  await call('POST /api/admin/cash-advances/{id}/waivers', {
    as: owner,
    path: { id: toApprove?.id },
    headers: { 'idempotency-key': `prism-waiver-${stamp}` },
    body: { amount: '1.00', reason: 'Hardship' },
    expect: [200, 201, 409],
  });
  await call('POST /api/admin/cash-advances/{id}/withdrawal', {
    as: staff,
    path: { id: toApprove?.id },
    body: { noticeGivenOn: today },
    expect: [200, 409],
  });
  if (toReject) {
    await call('POST /api/admin/cash-advances/{id}/reject', {
      as: staff,
      path: { id: toReject.id },
      body: { reason: 'We cannot lend against this item' },
    });
    await call('POST /api/admin/cash-advances/{id}/approve', {
      as: staff,
      path: { id: toReject.id },
      body: { offerAmount: '100.00' },
      bad: true,
      expect: 409,
    });
  }
  const processed = find('processed') ?? find('approved');
  await call('PATCH /api/admin/cash-advances/{id}/status', {
    as: staff,
    path: { id: (find('pending') ?? processed)?.id },
    body: { status: 'processed' },
    expect: [200, 409],
  });
  await call('POST /api/admin/cash-advances/{id}/forfeit', {
    as: staff,
    path: { id: myActive?.id },
    body: {},
    bad: true,
    expect: 403,
  });
  await call('POST /api/admin/cash-advances/{id}/forfeit', {
    as: owner,
    path: { id: myActive?.id },
    body: {},
    bad: true,
    expect: 409,
  });
  const notice = find('sale_notice');
  const overdue = all.find((loan) => loan.status === 'active' && loan.noticeOfSaleFrom) ?? myActive;
  await call('POST /api/admin/cash-advances/{id}/notice-of-sale', {
    as: owner,
    path: { id: overdue?.id },
    body: { askingPrice: '300.00', givenOn: today },
    expect: [200, 409],
  });
  if (notice) {
    await call('PATCH /api/admin/cash-advances/{id}/notice-of-sale', {
      as: owner,
      path: { id: notice.id },
      body: { postedAt: today },
      expect: [200, 409],
    });
    await call('GET /api/admin/cash-advances/{id}/notice-of-sale.pdf', {
      as: owner,
      path: { id: notice.id },
    });
    await call('POST /api/admin/cash-advances/{id}/list-for-sale', {
      as: owner,
      path: { id: notice.id },
      body: {},
      expect: [200, 409],
    });
    await call('POST /api/admin/cash-advances/{id}/sale', {
      as: owner,
      path: { id: notice.id },
      body: { proceeds: '500.00', expenses: [{ description: 'Cleaning', amount: '2.00' }] },
      expect: [200, 409],
    });
  }
  const settled = find('settled') ?? mySettled;
  if (settled) {
    await call('GET /api/admin/cash-advances/{id}/sale-statement.pdf', {
      as: owner,
      path: { id: settled.id },
    });
    await call('POST /api/admin/cash-advances/{id}/surplus-payment', {
      as: owner,
      path: { id: settled.id },
      body: { method: 'cash' },
      expect: [200, 201, 409],
    });
  }
  await call('GET /api/admin/cash-advances.csv', { as: owner });

  // Takings, the cash-up and reports.
  await call('GET /api/admin/payments', { as: staff, query: { from: today, to: today } });
  await call('GET /api/admin/payments.csv', { as: owner, query: { from: today, to: today } });
  await call('GET /api/admin/payments', {
    as: staff,
    query: { from: 'yesterday' },
    bad: true,
    expect: 400,
  });
  await call('GET /api/admin/cash-up/{date}', { as: staff, path: { date: today } });
  await call('GET /api/admin/cash-up/{date}/pdf', { as: staff, path: { date: today } });
  await call('POST /api/admin/cash-up/{date}/close', {
    as: staff,
    path: { date: today },
    body: { counted: '100.00', note: 'Counted by the Prism check' },
    expect: [200, 409],
  });
  await call('GET /api/admin/cash-up/{date}', {
    as: staff,
    path: { date: '2026-13-45' },
    bad: true,
    expect: [400, 404],
  });
  await call('GET /api/admin/reports', {
    as: owner,
    query: { from: daysFromToday(-30), to: today },
  });
  await call('GET /api/admin/reports.csv', {
    as: owner,
    query: { from: daysFromToday(-30), to: today, report: 'lent' },
    expect: [200, 400],
  });
  // The books (owner only).
  const month = { from: daysFromToday(-30), to: today };
  await call('GET /api/admin/ledger/trial-balance', { as: owner, query: month });
  await call('GET /api/admin/ledger/trial-balance', {
    as: staff,
    query: month,
    bad: true,
    expect: 403,
  });
  await call('GET /api/admin/ledger/entries', {
    as: owner,
    query: { ...month, account: '1000', page: '1' },
  });
  await call('GET /api/admin/ledger/entries', {
    as: owner,
    query: { account: '9999' },
    bad: true,
    expect: 400,
  });
  await call('GET /api/admin/ledger/journal.csv', { as: owner, query: month });
  await call('GET /api/admin/outbox', { as: owner });
  await call('GET /api/admin/audit', { as: owner });
  await call('GET /api/admin/audit.csv', { as: owner });

  // Staff accounts and shop closures (owner).
  await call('GET /api/admin/staff', { as: owner });
  const invite = await call('POST /api/admin/staff', {
    as: owner,
    body: { email: `staff${stamp}@example.com`, role: 'staff' },
    expect: 201,
  });
  await call('POST /api/admin/staff', {
    as: owner,
    body: { email: 'not an address', role: 'staff' },
    bad: true,
    expect: 400,
  });
  const staffList = await call('GET /api/admin/staff', { as: owner });
  const staffMember = (staffList.json?.staff ?? staffList.json ?? []).find?.(
    (member) => member.username === 'staff',
  );
  await call('PATCH /api/admin/staff/{id}', {
    as: owner,
    path: { id: staffMember?.id ?? invite.json?.id ?? UNKNOWN_ID },
    body: { role: 'staff' },
  });
  await call('PATCH /api/admin/staff/{id}', {
    as: owner,
    path: { id: UNKNOWN_ID },
    body: { role: 'staff' },
    bad: true,
    expect: 404,
  });
  await call('GET /api/admin/closures', { as: staff });
  const closureDay = await openDayToClose();
  await call('POST /api/admin/closures', {
    as: owner,
    body: { date: closureDay, reason: 'Bank holiday' },
    expect: 201,
  });
  await call('POST /api/admin/closures', {
    as: owner,
    body: { date: closureDay, reason: 'Bank holiday' },
    bad: true,
    expect: 409,
  });
  await call('DELETE /api/admin/closures/{date}', { as: owner, path: { date: closureDay } });

  // Products and their images.
  await call('GET /api/admin/products', { as: staff });
  const slot = await call('POST /api/objects/upload', { as: staff });
  const uploadPath = String(slot.json?.uploadURL ?? '').replace(/^.*\/api\/objects\/put\//, '');
  let imageUrl;
  if (uploadPath) {
    await upload('PUT /api/objects/put/{path}', uploadPath, staff);
    const claimed = await call('PUT /api/admin/product-images', {
      as: staff,
      body: { imageURL: String(slot.json.uploadURL).split('?')[0] },
    });
    imageUrl = claimed.json?.imagePath;
  }
  const imageId = String(imageUrl ?? '')
    .split('/')
    .pop();
  await call('GET /images/{id}', { path: { id: imageId }, query: { w: '320' } });
  const productBody = {
    title: 'Prism check lamp',
    description: 'A desk lamp in working order',
    category: 'Electronics',
    price: '12.50',
    condition: 'good',
    ...(imageUrl ? { imageUrl } : {}),
  };
  const created = await call('POST /api/admin/products', {
    as: staff,
    body: productBody,
    expect: 201,
  });
  const legacy = await call('POST /api/products', { as: staff, body: productBody, expect: 201 });
  await call('POST /api/products', { as: customer, body: productBody, bad: true, expect: 403 });
  await call('PUT /api/admin/products/{id}', {
    as: staff,
    path: { id: created.json?.id },
    body: { ...productBody, price: '11.00' },
  });
  await call('PUT /api/admin/products/{id}/status', {
    as: staff,
    path: { id: created.json?.id },
    body: { status: 'inactive' },
  });
  await call('DELETE /api/admin/products/{id}', { as: owner, path: { id: legacy.json?.id } });
  await call('DELETE /api/admin/products/{id}', {
    as: owner,
    path: { id: UNKNOWN_ID },
    bad: true,
    expect: 404,
  });
  if (photoId)
    await call('GET /api/request-photos/{id}', {
      as: staff,
      path: { id: photoId },
      expect: [200, 404],
    });
  else
    await call('GET /api/request-photos/{id}', {
      as: staff,
      path: { id: UNKNOWN_ID },
      bad: true,
      expect: 404,
    });

  // Orders at the desk.
  await call('GET /api/admin/orders', { as: staff });
  await call('GET /api/admin/orders/{id}', { as: staff, path: { id: orderId } });
  await call('POST /api/admin/orders/{id}/payments', {
    as: staff,
    path: { id: orderId },
    body: { method: 'cash', amount: order.json?.totalAmount ?? '1.00' },
    headers: { 'idempotency-key': `prism-order-pay-${stamp}` },
    expect: [200, 201, 409],
  });
  await call('PATCH /api/admin/orders/{id}', {
    as: staff,
    path: { id: orderId },
    body: { status: 'confirmed' },
    expect: [200, 409],
  });
  await call('POST /api/orders/{id}/cancel', {
    path: { id: orderId },
    query: orderQuery,
    body: { reason: 'Changed my mind' },
    expect: [200, 409],
  });

  // Repairs at the desk: an estimate, sent, approved through the tracking link, paid.
  await call('GET /api/admin/repairs', { as: staff });
  const repairId = repair.json?.id;
  await call('PUT /api/admin/repairs/{id}/estimate', {
    as: staff,
    path: { id: repairId },
    body: {
      lines: [
        { kind: 'labour', description: 'Screen replacement', quantity: 1, unitPrice: '60.00' },
      ],
    },
  });
  await call('POST /api/admin/repairs/{id}/estimate/send', { as: staff, path: { id: repairId } });
  await call('POST /api/track/{code}/estimate/approve', { path: { code: trackingCode } });
  await call('POST /api/track/{code}/estimate/decline', {
    path: { code: trackingCode },
    bad: true,
    expect: 409,
  });
  await call('POST /api/admin/repairs/{id}/estimate/phone-approval', {
    as: staff,
    path: { id: repairId },
    body: { approvedBy: 'Sam Patel', approvedAt: new Date().toISOString() },
    bad: true,
    expect: 409,
  });
  await call('PATCH /api/admin/repairs/{id}', {
    as: staff,
    path: { id: repairId },
    body: { status: 'ready' },
    expect: [200, 409],
  });
  await call('POST /api/track/{code}/pay-online', {
    path: { code: trackingCode },
    expect: [200, 409],
  });
  await call('GET /api/admin/repairs/{id}/account', { as: staff, path: { id: repairId } });
  await call('POST /api/admin/repairs/{id}/payments', {
    as: staff,
    path: { id: repairId },
    headers: { 'idempotency-key': `prism-repair-pay-${stamp}` },
    body: { amount: '60.00', method: 'cash', handOver: true },
    expect: [200, 201, 409],
  });
  await call('GET /api/admin/repairs/{id}/invoice.pdf', {
    as: staff,
    path: { id: repairId },
    expect: [200, 409],
  });
  await call('GET /api/track/{code}/invoice.pdf', {
    path: { code: trackingCode },
    expect: [200, 409],
  });
  await call('POST /api/admin/repairs/{id}/warranty-claims', {
    as: staff,
    path: { id: repairId },
    body: { problemDescription: 'The screen flickers again' },
    expect: [200, 201, 409],
  });
  await call('POST /api/admin/repairs/{id}/warranty-decision', {
    as: staff,
    path: { id: repairId },
    body: { decision: 'accepted' },
    expect: [200, 409],
  });
  await call('POST /api/admin/repairs/{id}/uncollected-notice', {
    as: owner,
    path: { id: repairId },
    bad: true,
    expect: 409,
  });
  await call('GET /api/admin/repairs/{id}/uncollected-notice.pdf', {
    as: owner,
    path: { id: repairId },
    bad: true,
    expect: 409,
  });
  await call('POST /api/admin/repairs/{id}/uncollected-product', {
    as: owner,
    path: { id: repairId },
    bad: true,
    expect: 409,
  });
  await call('POST /api/admin/repairs/{id}/uncollected-sale', {
    as: owner,
    path: { id: repairId },
    body: { proceeds: '20.00', costsOfSale: '0.00' },
    bad: true,
    expect: 409,
  });
  await call('PATCH /api/admin/repairs/{id}', {
    as: staff,
    path: { id: UNKNOWN_ID },
    body: { status: 'scheduled' },
    bad: true,
    expect: 404,
  });

  // The newcomer leaves: wrong password first, then the right one.
  await call('DELETE /api/account', {
    as: newcomer,
    body: { password: 'not-the-password' },
    bad: true,
    expect: [400, 401, 403],
  });
  await call('DELETE /api/account', { as: newcomer, body: { password: newcomerPassword } });
  await call('POST /api/auth/logout', { as: customer });
  await call('GET /api/account', { as: customer, bad: true, expect: 401 });

  /** The first day the shop takes a booking in the morning slot (never a Sunday or a closure). */
  async function bookableDay() {
    const { json } = await call('GET /api/repairs/availability', {
      query: { from: daysFromToday(1), to: daysFromToday(21) },
    });
    const open = (json?.days ?? []).find(
      (day) =>
        day.bookable &&
        day.slots?.some((slot) => slot.slot === '9:00 AM - 11:00 AM' && slot.available),
    );
    return open?.date ?? daysFromToday(7);
  }

  /**
   * A day the shop opens that staff may close: the last day of the booking
   * window the availability answer gives no closed reason (never a Sunday, a
   * bank holiday or a closure, whatever day the journey runs). A day that far
   * on holds none of the journey's own bookings.
   */
  async function openDayToClose() {
    const { json } = await call('GET /api/repairs/availability', {
      query: { from: daysFromToday(30), to: daysFromToday(60) },
    });
    const open = (json?.days ?? []).filter((day) => day.reason === null);
    const last = open.at(-1)?.date;
    if (!last) throw new Error('The availability answer names no open day 30 to 60 days on');
    return last;
  }

  const missing = operations.filter((operation) => !called.has(operation));
  return { operations, called, calls, violations, expectedViolations, missing, problems };
}
