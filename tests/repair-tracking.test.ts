/**
 * Repair tracking without a login: every booking gets an unguessable code,
 * every status it enters is recorded, and GET /api/track/:code shows the
 * device, the slot, the status, the timeline and the estimate, and nothing
 * about the person.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addDays, nextBookableDate, todayInLondon } from '@shared/repairs/dates';
import type { Repair } from '@shared/repairs/schemas';
import { TRACKING_NOT_FOUND, type RepairTracking } from '@shared/repairs/tracking';
import { repairTimeSlots } from '@shared/repairs/values';
import { repairStatusChanges, repairs } from '../src/server/db/schema';
import { createTestApp, type TestApp } from './helpers/test-app';
import { signedInUser, type TestUser } from './helpers/users';
import { withChallenge } from './helpers/challenge';
import { approveEstimate } from './helpers/repair-estimate';

let t: TestApp;
let customer: TestUser;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestApp({ config: { formRateLimit: 10_000, repairSlotCapacity: 100 } });
  customer = await signedInUser(t.app);
  admin = await signedInUser(t.app, 'admin');
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.delete(repairs).where(sql`true`);
});

const monday = nextBookableDate(new Date(), 1, addDays(todayInLondon(), 1))!;
const [slot1, slot2] = repairTimeSlots;

const guestBooking = {
  deviceType: 'laptop',
  brandModel: 'Dell XPS 13',
  problemDescription: 'Screen cracked when my son Oliver dropped it',
  preferredDate: monday,
  preferredTime: slot1,
  customerName: 'Priya Shah',
  customerPhone: '07700 900123',
  customerEmail: 'priya.shah@example.com',
};

let phones = 0;
const nextPhone = () => `07700 8${String((phones += 1)).padStart(5, '0')}`;

async function book(payload: object = guestBooking, cookie?: string): Promise<Repair> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/repairs',
    // A number of its own each time: at most 2 open bookings per phone number.
    payload: await withChallenge(t.app, { ...payload, customerPhone: nextPhone() }),
    headers: cookie ? { cookie } : {},
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Repair>();
}

const track = (code: string) => t.app.inject({ method: 'GET', url: `/api/track/${code}` });

async function tracked(code: string): Promise<RepairTracking> {
  const res = await track(code);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<RepairTracking>();
}

async function move(id: string, change: object) {
  const res = await t.app.inject({
    method: 'PATCH',
    url: `/api/admin/repairs/${id}`,
    payload: change,
    headers: { cookie: admin.cookie },
  });
  return res;
}

const recordedStatuses = async (repairId: string) =>
  (
    await t.database.db
      .select({ status: repairStatusChanges.status })
      .from(repairStatusChanges)
      .where(eq(repairStatusChanges.repairId, repairId))
  ).map((row) => row.status);

const BASE64URL_22 = /^[A-Za-z0-9_-]{22}$/;

describe('the tracking code', () => {
  it('comes with the booking: 22 base64url characters, stored with the repair', async () => {
    const repair = await book();
    expect(repair.trackingCode).toMatch(BASE64URL_22);
    const [stored] = await t.database.db.select().from(repairs).where(eq(repairs.id, repair.id));
    expect(stored!.trackingCode).toBe(repair.trackingCode);
  });

  it('is different for every booking', async () => {
    const codes = new Set<string>();
    for (let n = 0; n < 25; n += 1) {
      codes.add((await book({ ...guestBooking, brandModel: `Laptop ${n}` })).trackingCode);
    }
    expect(codes.size).toBe(25);
  });

  it('is in the customer’s own list (My Repairs)', async () => {
    const booked = await book({ ...guestBooking, customerName: undefined }, customer.cookie);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/repairs',
      headers: { cookie: customer.cookie },
    });
    expect(res.json<Repair[]>()).toEqual([
      expect.objectContaining({ id: booked.id, trackingCode: booked.trackingCode }),
    ]);
  });
});

describe('GET /api/track/:code', () => {
  it('shows the device, the slot, the status and the timeline to anyone with the link', async () => {
    const repair = await book();
    const res = await track(repair.trackingCode);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({
      deviceType: 'laptop',
      brandModel: 'Dell XPS 13',
      preferredDate: monday,
      preferredTime: slot1,
      status: 'scheduled',
      estimatedCost: null,
      bookedAt: repair.createdAt,
      timeline: [{ status: 'scheduled', at: expect.any(String) as string }],
      account: {
        status: 'scheduled',
        estimate: null,
        bill: null,
        notRepaired: false,
        collectedAt: null,
        warrantyUntil: null,
        warrantyClaim: null,
        uncollectedNotice: null,
      },
    });
  });

  it('holds no name, phone, email, problem description or ids', async () => {
    const repair = await book({ ...guestBooking, customerName: undefined }, customer.cookie);
    const body = (await track(repair.trackingCode)).body;
    for (const secret of [
      'Priya',
      'Shah',
      '07700',
      'example.com',
      'Oliver',
      'Screen cracked',
      customer.username,
      customer.id,
      repair.id,
    ]) {
      expect(body, secret).not.toContain(secret);
    }
    expect(Object.keys(JSON.parse(body) as object).sort()).toEqual(
      [
        'account',
        'bookedAt',
        'brandModel',
        'deviceType',
        'estimatedCost',
        'preferredDate',
        'preferredTime',
        'status',
        'timeline',
      ].sort(),
    );
  });

  it('grows the timeline with every status the desk moves it to, and shows the estimate', async () => {
    const repair = await book();
    // An estimate alone is no move: the timeline stays as it was.
    expect((await move(repair.id, { estimatedCost: '89' })).statusCode).toBe(200);
    let seen = await tracked(repair.trackingCode);
    expect(seen).toMatchObject({ status: 'scheduled', estimatedCost: '89.00' });
    expect(seen.timeline.map((entry) => entry.status)).toEqual(['scheduled']);

    expect(
      (await move(repair.id, { status: 'in_progress', estimatedCost: '120.50' })).statusCode,
    ).toBe(200);
    seen = await tracked(repair.trackingCode);
    expect(seen).toMatchObject({ status: 'in_progress', estimatedCost: '120.50' });
    expect(seen.timeline.map((entry) => entry.status)).toEqual(['scheduled', 'in_progress']);

    await approveEstimate(t.database, repair.id);
    expect((await move(repair.id, { status: 'ready' })).statusCode).toBe(200);
    // Moving to the status it is in already records nothing.
    expect((await move(repair.id, { status: 'ready' })).statusCode).toBe(200);
    seen = await tracked(repair.trackingCode);
    expect(seen.timeline.map((entry) => entry.status)).toEqual([
      'scheduled',
      'in_progress',
      'ready',
    ]);
    const times = seen.timeline.map((entry) => Date.parse(entry.at!));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(times[0]).toBeGreaterThanOrEqual(Date.parse(repair.createdAt));
  });

  it('records nothing for a refused move or a refused booking', async () => {
    const repair = await book();
    expect((await move(repair.id, { status: 'collected' })).statusCode).toBe(409);
    expect(await recordedStatuses(repair.id)).toEqual(['scheduled']);

    const full = await createTestApp({ config: { repairSlotCapacity: 1, formRateLimit: 100 } });
    try {
      const first = await full.app.inject({
        method: 'POST',
        url: '/api/repairs',
        payload: await withChallenge(full.app, guestBooking),
      });
      expect(first.statusCode).toBe(201);
      const refused = await full.app.inject({
        method: 'POST',
        url: '/api/repairs',
        payload: await withChallenge(full.app, guestBooking),
      });
      expect(refused.statusCode).toBe(409);
      const rows = await full.database.db.select().from(repairStatusChanges);
      expect(rows).toHaveLength(1);
    } finally {
      await full.close();
    }
  });

  it('shows a cancelled booking as cancelled', async () => {
    const repair = await book({ ...guestBooking, preferredTime: slot2 });
    expect((await move(repair.id, { status: 'cancelled' })).statusCode).toBe(200);
    const seen = await tracked(repair.trackingCode);
    expect(seen.status).toBe('cancelled');
    expect(seen.timeline.map((entry) => entry.status)).toEqual(['scheduled', 'cancelled']);
  });

  describe('a booking made before statuses were recorded', () => {
    const insertLegacy = async (status: string) => {
      const [row] = await t.database.db
        .insert(repairs)
        .values({
          deviceType: 'console',
          brandModel: 'PlayStation 5',
          problemDescription: 'No picture',
          preferredDate: monday,
          preferredTime: slot1,
          status,
          createdAt: new Date('2026-01-05T10:00:00Z'),
        })
        .returning();
      return row!;
    };

    it('starts from its creation and ends at its current status, time unknown', async () => {
      const legacy = await insertLegacy('ready');
      expect(legacy.trackingCode).toMatch(BASE64URL_22); // the column's default
      const seen = await tracked(legacy.trackingCode);
      expect(seen.timeline).toEqual([
        { status: 'scheduled', at: '2026-01-05T10:00:00.000Z' },
        { status: 'ready', at: null },
      ]);
    });

    it('adds the moves recorded since, after its creation', async () => {
      const legacy = await insertLegacy('in_progress');
      await approveEstimate(t.database, legacy.id);
      expect((await move(legacy.id, { status: 'ready' })).statusCode).toBe(200);
      const seen = await tracked(legacy.trackingCode);
      expect(seen.timeline).toEqual([
        { status: 'scheduled', at: '2026-01-05T10:00:00.000Z' },
        { status: 'ready', at: expect.any(String) as string },
      ]);
    });

    it('shows a booking still scheduled as just booked', async () => {
      const legacy = await insertLegacy('scheduled');
      expect((await tracked(legacy.trackingCode)).timeline).toEqual([
        { status: 'scheduled', at: '2026-01-05T10:00:00.000Z' },
      ]);
    });
  });

  it('answers every code that names no repair with the same 404, malformed or not', async () => {
    const gone = await book();
    await t.database.db.delete(repairs).where(eq(repairs.id, gone.id));
    const codes = [
      gone.trackingCode, // existed once
      'AAAAAAAAAAAAAAAAAAAAAA', // well formed, never issued
      `${gone.trackingCode.slice(0, 21)}`, // one short
      `${gone.trackingCode}A`, // one long
      'x'.repeat(100), // as long as a route parameter may be
      'abc%2Fdef',
      'AAAAAAAAAAAAAAAAAAAA%3D%3D', // base64 padding
      'AAAAAAAAAAAAAAAAAAAAA%20',
      '%D0%B0AAAAAAAAAAAAAAAAAAAAA',
      "'%20or%201=1--",
    ];
    for (const code of codes) {
      const res = await track(code);
      expect(res.statusCode, code).toBe(404);
      expect(res.json(), code).toEqual({ message: TRACKING_NOT_FOUND });
      expect(res.headers['content-type'], code).toBe('application/json; charset=utf-8');
      expect(res.headers['cache-control'], code).toBe('no-store');
    }
  });
});
