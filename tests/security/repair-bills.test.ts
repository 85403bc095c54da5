/**
 * Repair estimates and bills (issue 30): a tracking code answers only its own
 * repair's estimate; nobody but staff writes lines or prices; one customer
 * never reads another's bill; every desk route of a bill is closed to
 * visitors and customers, writing nothing.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repairEstimateLines, repairs } from '../../src/server/db/schema';
import { withChallenge } from '../helpers/challenge';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { signedInUser, type TestUser } from '../helpers/users';
import { SIGNED_OUT, repairBody, snapshotTables } from './support';

let t: TestApp;
let admin: TestUser;
let alice: TestUser;
let bob: TestUser;
let mine: { id: string; trackingCode: string };
let theirs: { id: string; trackingCode: string };

const lines = [{ kind: 'part', description: 'Screen', quantity: 1, unitPrice: '60.00' }];

beforeAll(async () => {
  t = await createTestApp({ config: { formRateLimit: 10_000, repairSlotCapacity: 1000 } });
  admin = await signedInUser(t.app, 'admin');
  alice = await signedInUser(t.app);
  bob = await signedInUser(t.app);
  const book = async (slot: number, cookie: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/repairs',
      payload: await withChallenge(t.app, repairBody(slot)),
      headers: { cookie },
    });
    expect(res.statusCode, res.body).toBe(201);
    const repair = res.json<{ id: string; trackingCode: string }>();
    for (const [method, url, payload] of [
      ['PUT', `/api/admin/repairs/${repair.id}/estimate`, { lines }],
      ['POST', `/api/admin/repairs/${repair.id}/estimate/send`, undefined],
    ] as const) {
      const sent = await t.app.inject({ method, url, payload, headers: { cookie: admin.cookie } });
      expect(sent.statusCode, sent.body).toBe(200);
    }
    return repair;
  };
  mine = await book(1, alice.cookie);
  theirs = await book(2, bob.cookie);
});
afterAll(() => t.close());

const stateOf = async (id: string) =>
  (await t.database.db.select().from(repairs).where(eq(repairs.id, id)))[0]!.estimateState;

describe('the tracking code', () => {
  it('answers only its own repair: another code, or the id in its place, changes nothing', async () => {
    const before = await snapshotTables(t.database);
    for (const code of [theirs.id, `${mine.trackingCode.slice(0, 21)}x`, 'A'.repeat(22)]) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/track/${code}/estimate/approve`,
      });
      expect(res.statusCode).toBe(404);
    }
    expect(await snapshotTables(t.database)).toEqual(before);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/track/${mine.trackingCode}/estimate/approve`,
      payload: { repairId: theirs.id, trackingCode: theirs.trackingCode },
    });
    expect(res.statusCode).toBe(200);
    expect(await stateOf(mine.id)).toBe('approved');
    expect(await stateOf(theirs.id)).toBe('sent');
  });
});

describe('lines and prices', () => {
  it('are written by staff only: a customer or a visitor hears 403 or 401 and nothing changes', async () => {
    const before = await t.database.db.select().from(repairEstimateLines);
    const cheap = {
      lines: [{ kind: 'part', description: 'Screen', quantity: 1, unitPrice: '0.01' }],
    };
    for (const [who, status] of [
      [alice.cookie, 403],
      [undefined, 401],
    ] as const) {
      for (const [method, url, payload] of [
        ['PUT', `/api/admin/repairs/${mine.id}/estimate`, cheap],
        ['POST', `/api/admin/repairs/${mine.id}/estimate/send`, undefined],
        ['POST', `/api/admin/repairs/${mine.id}/estimate/phone-approval`, { approvedBy: 'Me' }],
        [
          'POST',
          `/api/admin/repairs/${mine.id}/payments`,
          { amount: '60.00', method: 'cash', handOver: true },
        ],
        ['POST', `/api/admin/repairs/${mine.id}/uncollected-sale`, { proceeds: '1.00' }],
      ] as const) {
        const res = await t.app.inject({
          method,
          url,
          payload,
          headers: { ...(who ? { cookie: who } : {}), 'idempotency-key': 'customer-key-1' },
        });
        expect(res.statusCode, url).toBe(status);
        if (status === 401) expect(res.json()).toEqual(SIGNED_OUT);
      }
    }
    expect(await t.database.db.select().from(repairEstimateLines)).toEqual(before);
  });

  it("a customer reads their own bill, never another's", async () => {
    const own = await t.app.inject({
      method: 'GET',
      url: `/api/repairs/${mine.id}/account`,
      headers: { cookie: alice.cookie },
    });
    expect(own.statusCode).toBe(200);
    const other = await t.app.inject({
      method: 'GET',
      url: `/api/repairs/${theirs.id}/account`,
      headers: { cookie: alice.cookie },
    });
    expect(other.statusCode).toBe(404);
    expect(other.body).not.toContain('60.00');
  });

  it('the tracking answer names no person, and no staff member who took a phone approval', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/track/${mine.trackingCode}` });
    expect(res.statusCode).toBe(200);
    for (const secret of ['Sam Patel', '07700', admin.username, alice.username, mine.id]) {
      expect(res.body).not.toContain(secret);
    }
  });
});
