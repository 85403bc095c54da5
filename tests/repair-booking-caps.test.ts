/**
 * Issue 26 (decision 019): a phone number is one number however it is
 * spelt, holds at most one booking a day, and guests take at most all but one
 * place of a slot. The races run with a barrier: every request has reached
 * the route before any of them books, so their transactions overlap.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  bookingLimitMessages,
  GUEST_PLACES_TAKEN_MESSAGE,
  guestPlacesInSlot,
  MAX_BOOKINGS_PER_PHONE_PER_DAY,
} from '@shared/repairs/booking-limits';
import { addDays, nextBookableDate, todayInLondon } from '@shared/repairs/dates';
import type { Repair } from '@shared/repairs/schemas';
import { repairTimeSlots } from '@shared/repairs/values';
import { activity, repairs } from '../src/server/db/schema';
import { withChallenge } from './helpers/challenge';
import { createTestApp, type TestApp } from './helpers/test-app';
import { signedInUser, type TestUser } from './helpers/users';

const CAPACITY = 3;
const FULL = 'That time slot is fully booked. Please choose another.';
const PHONE_DAY = bookingLimitMessages.phoneDay;

/** Holds POST /api/repairs until `size` of them have arrived, then lets them all go at once. */
let barrier: {
  size: number;
  arrived: number;
  release: () => void;
  released: Promise<void>;
} | null = null;
function armBarrier(size: number) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  barrier = { size, arrived: 0, release, released };
}

let t: TestApp;
let customer: TestUser;

beforeAll(async () => {
  t = await createTestApp({
    config: { formRateLimit: 10_000, repairSlotCapacity: CAPACITY },
    configure: (app) => {
      app.addHook('preHandler', async (request) => {
        const gate = barrier;
        if (!gate || request.method !== 'POST' || request.routeOptions.url !== '/api/repairs')
          return;
        gate.arrived += 1;
        if (gate.arrived >= gate.size) gate.release();
        await gate.released;
      });
    },
  });
  customer = await signedInUser(t.app);
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.delete(activity).where(eq(activity.type, 'repair'));
  await t.database.db.delete(repairs).where(sql`true`);
});
afterEach(() => {
  barrier = null;
});

const today = todayInLondon();
const monday = nextBookableDate(new Date(), 1, addDays(today, 1))!;
const tuesday = addDays(monday, 1);
const [slot1, slot2, slot3] = repairTimeSlots;

let guests = 0;
/** A guest's booking with a number of its own unless told otherwise. */
const guest = (change: object = {}) => ({
  deviceType: 'laptop',
  brandModel: 'Dell XPS 13',
  problemDescription: 'Cracked screen',
  preferredDate: monday,
  preferredTime: slot1,
  customerName: 'Guest',
  customerPhone: `07700 8${String((guests += 1)).padStart(5, '0')}`,
  ...change,
});

async function book(payload: object, cookie?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/repairs',
    payload: await withChallenge(t.app, payload),
    headers: cookie ? { cookie } : {},
  });
}

/** Sends them all with the barrier armed: each is in flight before any books. */
async function race(payloads: { payload: object; cookie?: string }[]) {
  const prepared = await Promise.all(
    payloads.map(async ({ payload, cookie }) => ({
      payload: await withChallenge(t.app, payload),
      cookie,
    })),
  );
  armBarrier(prepared.length);
  return Promise.all(
    prepared.map(({ payload, cookie }) =>
      t.app.inject({
        method: 'POST',
        url: '/api/repairs',
        payload,
        headers: cookie ? { cookie } : {},
      }),
    ),
  );
}

const inSlot = async (date: string, slot: string) =>
  t.database.db
    .select()
    .from(repairs)
    .where(and(eq(repairs.preferredDate, date), eq(repairs.preferredTime, slot)));

describe('the numbers (decision 019)', () => {
  it('lets guests take all but one place of a slot, at least one; a phone one booking a day', () => {
    expect(guestPlacesInSlot(3)).toBe(2);
    expect(guestPlacesInSlot(2)).toBe(1);
    expect(guestPlacesInSlot(1)).toBe(1);
    expect(MAX_BOOKINGS_PER_PHONE_PER_DAY).toBe(1);
  });
});

describe('phone numbers', () => {
  it('stores the number in its one spelling and refuses what is not a UK number', async () => {
    const res = await book(guest({ customerPhone: ' +44 (0)7700 900-444 ' }));
    expect(res.statusCode).toBe(201);
    expect(res.json<Repair>().customerPhone).toBe('07700 900444');
    for (const customerPhone of [
      '+0 7700 900445',
      '+1 555 010 0123',
      '0800 123 4567',
      '12345678',
    ]) {
      const refused = await book(guest({ customerPhone, preferredTime: slot2 }));
      expect(refused.statusCode, customerPhone).toBe(400);
      expect(refused.json(), customerPhone).toEqual({
        message: 'Phone number must be a UK mobile or landline number, like 07700 900123',
      });
    }
    expect(await t.database.db.select().from(repairs)).toHaveLength(1);
  });

  it('counts bookings stored before numbers were checked, in any spelling, against the limits', async () => {
    const stored = {
      deviceType: 'laptop',
      brandModel: 'Old booking',
      problemDescription: 'Typed before the check',
      preferredTime: slot1,
      customerName: 'Old',
    };
    await t.database.db.insert(repairs).values([
      { ...stored, preferredDate: addDays(monday, 3), customerPhone: '+0 7700 900444' },
      { ...stored, preferredDate: addDays(monday, 4), customerPhone: '7700900444' },
    ]);
    const res = await book(guest({ customerPhone: '07700 900444' }));
    expect(res.json()).toEqual({ message: bookingLimitMessages.phone });
    // And one on the day asked for, however it was typed, holds the day.
    await t.database.db
      .update(repairs)
      .set({ status: 'collected' })
      .where(sql`true`);
    await t.database.db
      .insert(repairs)
      .values({ ...stored, preferredDate: monday, customerPhone: '0044 (0) 7700-900444' });
    expect(
      (await book(guest({ customerPhone: '+447700900444', preferredTime: slot2 }))).json(),
    ).toEqual({ message: PHONE_DAY });
  });
});

describe('one booking a day per phone number', () => {
  it('refuses a second booking that day in any spelling, signed in or not, and takes another day', async () => {
    expect((await book(guest({ customerPhone: '07700 900444' }))).statusCode).toBe(201);
    const sameDay = await book(guest({ customerPhone: '+44 7700 900444', preferredTime: slot2 }));
    expect(sameDay.statusCode).toBe(409);
    expect(sameDay.json()).toEqual({ message: PHONE_DAY });
    const signedIn = await book(
      guest({ customerPhone: '7700 900444', preferredTime: slot3 }),
      customer.cookie,
    );
    expect(signedIn.json()).toEqual({ message: PHONE_DAY });
    expect(await t.database.db.select().from(repairs)).toHaveLength(1);
    const otherDay = await book(
      guest({ customerPhone: '0044 7700 900444', preferredDate: tuesday }),
    );
    expect(otherDay.statusCode).toBe(201);
  });

  it('frees the day when that booking is cancelled', async () => {
    const first = (await book(guest({ customerPhone: '07700 900444' }))).json<Repair>();
    await t.database.db
      .update(repairs)
      .set({ status: 'cancelled' })
      .where(eq(repairs.id, first.id));
    expect(
      (await book(guest({ customerPhone: '07700 900444', preferredTime: slot2 }))).statusCode,
    ).toBe(201);
  });

  it('lets one of two simultaneous bookings of one number on one day through, however spelt', async () => {
    const results = await race([
      { payload: guest({ customerPhone: '07700 900444', preferredTime: slot1 }) },
      { payload: guest({ customerPhone: '+44 7700 900444', preferredTime: slot2 }) },
      { payload: guest({ customerPhone: '7700900444', preferredTime: slot3 }) },
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    for (const refused of results.filter((r) => r.statusCode === 409))
      expect(refused.json()).toEqual({ message: PHONE_DAY });
    expect(await t.database.db.select().from(repairs)).toHaveLength(1);
  });
});

describe('guest places in a slot', () => {
  it('keeps the last place of a slot for a customer with an account', async () => {
    expect((await book(guest())).statusCode).toBe(201);
    expect((await book(guest())).statusCode).toBe(201);
    const third = await book(guest());
    expect(third.statusCode).toBe(409);
    expect(third.json()).toEqual({ message: GUEST_PLACES_TAKEN_MESSAGE });
    // Other slots and days are unaffected.
    expect((await book(guest({ preferredTime: slot2 }))).statusCode).toBe(201);
    expect((await book(guest({ preferredDate: tuesday }))).statusCode).toBe(201);
    // A customer with an account takes the last place; then the slot is full for everyone.
    const { customerPhone: _p, customerName: _n, ...details } = guest();
    expect((await book(details, customer.cookie)).statusCode).toBe(201);
    expect((await book(guest())).json()).toEqual({ message: FULL });
    expect(await inSlot(monday, slot1)).toHaveLength(CAPACITY);
  });

  it('lets no more than the guests’ places through simultaneous guest bookings', async () => {
    const results = await race(Array.from({ length: 5 }, () => ({ payload: guest() })));
    const places = guestPlacesInSlot(CAPACITY);
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(places);
    for (const refused of results.filter((r) => r.statusCode !== 201)) {
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ message: GUEST_PLACES_TAKEN_MESSAGE });
    }
    const booked = await inSlot(monday, slot1);
    expect(booked).toHaveLength(places);
    expect(booked.every((row) => row.userId === null)).toBe(true);
  });

  it('lets exactly one of two simultaneous guests take the guests’ last place', async () => {
    expect((await book(guest())).statusCode).toBe(201);
    const results = await race([{ payload: guest() }, { payload: guest() }]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(results.find((r) => r.statusCode === 409)?.json()).toEqual({
      message: GUEST_PLACES_TAKEN_MESSAGE,
    });
    expect(await inSlot(monday, slot1)).toHaveLength(2);
  });
});
