/**
 * Fuzz targets of online payments (issue 28, decision 024): the webhook (signed
 * and forged events, replays), a customer paying a loan online, a repair bill
 * paid from its tracking link, and the state of a session. The app talks to the local fake of Stripe (scripts/fake-stripe.mjs).
 */
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import Stripe from 'stripe';
import { expect } from 'vitest';
import type { FakeStripe } from '../../../scripts/fake-stripe.mjs';
import { withChallenge } from '../../helpers/challenge';
import type { FuzzModule, FuzzSuite } from '../../helpers/fuzz/runner';
import type { FuzzRequest } from '../../helpers/fuzz/requests';
import { customerAddress, customerBirthDate, daysAgo, requestBody } from '../../helpers/pawn-book';
import { addDays, nextBookableDate, todayInLondon } from '../../../src/shared/repairs/dates';
import { repairTimeSlots } from '../../../src/shared/repairs/values';
import type { FastifyInstance } from 'fastify';

/** Repairs ready to collect with a £60.00 bill, for paying online from their tracking link. */
async function billedRepairs(app: FastifyInstance, adminCookie: string, count: number) {
  const send = async (method: 'POST' | 'PUT' | 'PATCH', url: string, payload?: object) => {
    const res = await app.inject({
      method,
      url,
      ...(payload ? { payload } : {}),
      headers: { cookie: adminCookie },
    });
    if (res.statusCode >= 300) throw new Error(`fixture ${url} failed: ${res.body}`);
  };
  const date = nextBookableDate(new Date(), 1, addDays(todayInLondon(), 1))!;
  const codes: string[] = [];
  for (let n = 1; n <= count; n += 1) {
    const booked = await app.inject({
      method: 'POST',
      url: '/api/repairs',
      payload: await withChallenge(app, {
        deviceType: 'laptop',
        brandModel: `Online fixture ${n}`,
        problemDescription: 'Does not start',
        preferredDate: date,
        preferredTime: repairTimeSlots[1],
        customerName: 'Pat Fuzzington',
        customerPhone: `07700 8${String(n).padStart(5, '0')}`,
      }),
    });
    if (booked.statusCode !== 201) throw new Error(booked.body);
    const { id, trackingCode } = booked.json<{ id: string; trackingCode: string }>();
    const lines = [{ kind: 'part', description: 'Screen', quantity: 1, unitPrice: '60.00' }];
    await send('PUT', `/api/admin/repairs/${id}/estimate`, { lines });
    await send('POST', `/api/admin/repairs/${id}/estimate/send`);
    await send('POST', `/api/admin/repairs/${id}/estimate/phone-approval`, { approvedBy: 'Pat' });
    await send('PATCH', `/api/admin/repairs/${id}`, { status: 'in_progress' });
    await send('PATCH', `/api/admin/repairs/${id}`, { status: 'ready' });
    codes.push(trackingCode);
  }
  return codes;
}

export const FUZZ_WEBHOOK_SECRET = 'whsec_fuzzsecret0123456789';
const signer = new Stripe('sk_test_fuzz');

/** A signed (or forged) event about a session, as Stripe would post it. */
function webhookCase(suite: FuzzSuite) {
  const sessions = suite.fixtures.sessions as string[];
  return fc
    .record({
      type: fc.constantFrom(
        'checkout.session.completed',
        'checkout.session.expired',
        'payment_intent.created',
      ),
      session: fc.oneof(fc.constantFrom(...sessions), fc.string({ maxLength: 40 })),
      signature: fc.constantFrom('valid', 'valid', 'wrong-secret', 'missing', 'garbage'),
      eventId: fc.oneof(
        fc.constant('evt_fuzz_replayed'),
        fc.uuid().map((id) => `evt_${id}`),
      ),
      paid: fc.boolean(),
    })
    .map(({ type, session, signature, eventId, paid }): FuzzRequest => {
      const payload = JSON.stringify({
        id: eventId,
        object: 'event',
        type,
        data: {
          object: {
            id: session,
            object: 'checkout.session',
            payment_status: paid ? 'paid' : 'unpaid',
            amount_total: 1000,
            payment_intent: `pi_fuzz_${session.length}`,
          },
        },
      });
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (signature === 'valid' || signature === 'wrong-secret') {
        headers['stripe-signature'] = signer.webhooks.generateTestHeaderString({
          payload,
          secret: signature === 'valid' ? FUZZ_WEBHOOK_SECRET : 'whsec_wrong',
        });
      } else if (signature === 'garbage') headers['stripe-signature'] = 't=1,v1=00';
      return {
        kind: `webhook:${signature}`,
        params: {},
        query: '',
        headers,
        payload,
        routed: true,
      };
    });
}

export function onlinePaymentsFuzz(fake: () => FakeStripe): FuzzModule {
  return {
    name: 'online-payments',
    config: () => ({
      repairSlotCapacity: 100,
      stripe: {
        secretKey: 'sk_test_fuzz',
        webhookSecret: FUZZ_WEBHOOK_SECRET,
        apiBase: fake().base,
      },
    }),
    setup: async (suite) => {
      const { app } = suite;
      const customerCookie = suite.cookie('customer')!;
      const loans: string[] = [];
      for (let i = 0; i < 6; i += 1) {
        const created = await app.inject({
          method: 'POST',
          url: '/api/cash-advances',
          payload: await withChallenge(app, requestBody),
          headers: { cookie: customerCookie },
        });
        const id = created.json<{ id: string }>().id;
        const activated = await app.inject({
          method: 'POST',
          url: `/api/admin/cash-advances/${id}/activate`,
          headers: { cookie: suite.cookie('admin')! },
          payload: {
            loanAmount: '500.00',
            startDate: daysAgo(2),
            idChecked: true,
            items: [{ description: 'Fixture item', category: 'electronics' }],
            dateOfBirth: customerBirthDate,
            address: customerAddress,
          },
        });
        if (activated.statusCode !== 200) throw new Error(activated.body);
        loans.push(id);
      }
      // Sessions the shop opened: part payments the webhook cases pay or expire.
      const sessions: string[] = [];
      for (const id of loans.slice(0, 3)) {
        const res = await app.inject({
          method: 'POST',
          url: `/api/cash-advances/${id}/pay-online`,
          headers: { cookie: customerCookie },
          payload: { kind: 'part', amount: '10.00' },
        });
        sessions.push(res.json<{ paymentUrl: string }>().paymentUrl.split('/pay/')[1]!);
      }
      const repairCodes = await billedRepairs(app, suite.cookie('admin')!, 3);
      return { loans, sessions, repairCodes };
    },
    targets: [
      {
        route: 'POST /api/payments/stripe/webhook',
        cases: webhookCase,
        readBack: ({ request, body }) => {
          // Only a correctly signed event gets through.
          expect(request.kind).toBe('webhook:valid');
          expect(body).toMatchObject({ received: true });
        },
      },
      {
        route: 'POST /api/cash-advances/:id/pay-online',
        requests: (suite) => ({
          params: fc.constantFrom(...(suite.fixtures.loans as string[])).map((id) => ({ id })),
          fields: {
            amount: fc.integer({ min: 1_000, max: 20_000 }).map((p) => (p / 100).toFixed(2)),
          },
        }),
        readBack: ({ body }, _suite) => {
          const answer = body as { paymentUrl: string; amount: string };
          expect(answer.paymentUrl).toMatch(/\/pay\/cs_test_/);
          expect(Number(answer.amount)).toBeGreaterThanOrEqual(10);
          expect(fake().sessions.get(answer.paymentUrl.split('/pay/')[1]!)).toBeDefined();
        },
      },
      {
        route: 'POST /api/track/:code/pay-online',
        requests: (suite) => ({
          params: fc
            .oneof(
              fc.constantFrom(...(suite.fixtures.repairCodes as string[])),
              fc.string({ minLength: 22, maxLength: 22 }).map(encodeURIComponent),
            )
            .map((code) => ({ code })),
        }),
        readBack: ({ body }) => {
          // The bill's balance, never an amount from the request: a code pays its own bill.
          const answer = body as { paymentUrl: string; amount: string };
          expect(answer.amount).toBe('60.00');
          const session = fake().sessions.get(answer.paymentUrl.split('/pay/')[1]!);
          expect(session?.amount_total).toBe(6_000);
        },
      },
      {
        route: 'GET /api/admin/payments',
        adminOnly: true,
        requests: () => ({
          fields: {
            from: fc.integer({ min: 0, max: 60 }).map(daysAgo),
            to: fc.integer({ min: -5, max: 10 }).map(daysAgo),
          },
        }),
      },
      {
        route: 'GET /api/admin/payments.csv',
        adminOnly: true,
        requests: () => ({
          fields: {
            from: fc.integer({ min: 0, max: 60 }).map(daysAgo),
            to: fc.integer({ min: -5, max: 10 }).map(daysAgo),
          },
        }),
      },
      {
        route: 'GET /api/payments/sessions/:sessionId',
        requests: (suite) => ({
          params: fc
            .oneof(
              fc.constantFrom(...(suite.fixtures.sessions as string[])),
              fc.constant(randomUUID()),
            )
            .map((sessionId) => ({ sessionId })),
        }),
      },
    ],
  };
}
