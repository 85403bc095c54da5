/**
 * A repair bill paid online from its tracking link (issue 30): a code opens a
 * payment for its own repair's balance and no other, whatever the request
 * says; a wrong code, a repair id or another site's request opens nothing; the
 * route is as rate limited as the tracking page. Online payments are set up
 * here (a local fake of Stripe), unlike the suites that walk every route.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeStripe, type FakeStripe } from '../../scripts/fake-stripe.mjs';
import { TRACKING_NOT_FOUND } from '../../src/shared/repairs/tracking';
import { onlinePayments } from '../../src/server/db/schema';
import { CROSS_SITE_MESSAGE } from '../../src/server/plugins/auth-guards';
import { withChallenge } from '../helpers/challenge';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { signedInUser, type TestUser } from '../helpers/users';
import { repairBody } from './support';

const WEBHOOK_SECRET = 'whsec_security0123456789';
let fake: FakeStripe;
let t: TestApp;
let admin: TestUser;
let mine: { id: string; trackingCode: string };
let theirs: { id: string; trackingCode: string };

const lines = [{ kind: 'part', description: 'Screen', quantity: 1, unitPrice: '60.00' }];

beforeAll(async () => {
  fake = await startFakeStripe({ webhookSecret: WEBHOOK_SECRET });
  t = await createTestApp({
    config: {
      formRateLimit: 2,
      repairSlotCapacity: 1000,
      stripe: { secretKey: 'sk_test_fake', webhookSecret: WEBHOOK_SECRET, apiBase: fake.base },
    },
  });
  admin = await signedInUser(t.app, 'admin');
  const ready = async (slot: number, lineSet: object[]) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/repairs',
      payload: await withChallenge(t.app, repairBody(slot)),
    });
    expect(res.statusCode, res.body).toBe(201);
    const repair = res.json<{ id: string; trackingCode: string }>();
    for (const [method, url, payload] of [
      ['PUT', `/api/admin/repairs/${repair.id}/estimate`, { lines: lineSet }],
      ['POST', `/api/admin/repairs/${repair.id}/estimate/send`, undefined],
      ['POST', `/api/admin/repairs/${repair.id}/estimate/phone-approval`, { approvedBy: 'Sam' }],
      ['PATCH', `/api/admin/repairs/${repair.id}`, { status: 'in_progress' }],
      ['PATCH', `/api/admin/repairs/${repair.id}`, { status: 'ready' }],
    ] as const) {
      const done = await t.app.inject({ method, url, payload, headers: { cookie: admin.cookie } });
      expect(done.statusCode, done.body).toBe(200);
    }
    return repair;
  };
  mine = await ready(11, lines);
  theirs = await ready(12, [{ ...lines[0], unitPrice: '90.00' }]);
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const openedFor = async (repairId: string) =>
  t.database.db.select().from(onlinePayments).where(eq(onlinePayments.repairId, repairId));

describe('paying a repair bill online from its tracking link', () => {
  it('pays only the repair of its own code, for its own balance, whatever the request says', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/track/${mine.trackingCode}/pay-online`,
      payload: { repairId: theirs.id, trackingCode: theirs.trackingCode, amount: '0.01' },
      remoteAddress: '10.9.0.1',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ amount: '60.00' });
    expect(await openedFor(mine.id)).toMatchObject([{ amount: '60.00', purpose: 'repair' }]);
    expect(await openedFor(theirs.id)).toEqual([]);
  });

  it('opens nothing for a repair id, a near miss of a code, or a request from another site', async () => {
    const before = fake.sessions.size;
    for (const [code, address] of [
      [theirs.id, '10.9.0.2'],
      [`${theirs.trackingCode.slice(0, 21)}x`, '10.9.0.3'],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/track/${code}/pay-online`,
        remoteAddress: address,
      });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: TRACKING_NOT_FOUND });
    }
    const crossSite = await t.app.inject({
      method: 'POST',
      url: `/api/track/${theirs.trackingCode}/pay-online`,
      headers: { origin: 'https://evil.example' },
      remoteAddress: '10.9.0.4',
    });
    expect(crossSite.statusCode).toBe(403);
    expect(crossSite.json()).toEqual({ message: CROSS_SITE_MESSAGE });
    expect(fake.sessions.size).toBe(before);
    expect(await openedFor(theirs.id)).toEqual([]);
  });

  it('is rate limited like the tracking page: guessing codes is refused', async () => {
    const guess = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/track/${'A'.repeat(22)}/pay-online`,
        remoteAddress: '10.9.0.5',
      });
    // formRateLimit × 3 a minute, then 429.
    for (let i = 0; i < 6; i += 1) expect((await guess()).statusCode).toBe(404);
    expect((await guess()).statusCode).toBe(429);
  });
});
