import { randomUUID } from 'node:crypto';
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { bookingLimitMessages } from '@shared/repairs/booking-limits';
import { addDays, dayOfWeek, nextBookableDate, todayInLondon } from '@shared/repairs/dates';
import { londonMinutes } from '@shared/repairs/slots';
import type {
  AdminRepair,
  AdminRepairPage,
  Repair,
  RepairAvailability,
} from '@shared/repairs/schemas';
import { repairStatusValues, repairTimeSlots, type RepairStatus } from '@shared/repairs/values';
import { ConfigError, loadConfig } from '../src/server/config';
import { activity, repairs } from '../src/server/db/schema';
import { withChallenge } from './helpers/challenge';
import { createTestApp, type TestApp } from './helpers/test-app';
import { approveEstimate } from './helpers/repair-estimate';
import { signedInUser, type TestUser } from './helpers/users';

const CAPACITY = 2;
const FULL = 'That time slot is fully booked. Please choose another.';

let t: TestApp;
let customer: TestUser;
let otherCustomer: TestUser;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestApp({ config: { formRateLimit: 10_000, repairSlotCapacity: CAPACITY } });
  customer = await signedInUser(t.app);
  otherCustomer = await signedInUser(t.app);
  admin = await signedInUser(t.app, 'admin');
});
afterAll(() => t.close());
beforeEach(async () => {
  // Each test starts from an empty table and log.
  await t.database.db.delete(activity).where(eq(activity.type, 'repair'));
  await t.database.db.delete(repairs).where(sql`true`);
});

// Dates from the shared helpers, so the tests pass on whatever day they run.
const today = todayInLondon();
/** The next Monday after today: always bookable. */
const monday = nextBookableDate(new Date(), 1, addDays(today, 1))!;
const tuesday = addDays(monday, 1);
const wednesday = addDays(monday, 2);
const nextSunday = [1, 2, 3, 4, 5, 6, 7]
  .map((n) => addDays(today, n))
  .find((d) => dayOfWeek(d) === 0)!;
const yesterday = addDays(today, -1);
const lastDay = dayOfWeek(addDays(today, 60)) === 0 ? addDays(today, 59) : addDays(today, 60);
const [slot1, slot2, slot3, slot4] = repairTimeSlots;

const valid = {
  deviceType: 'laptop',
  brandModel: 'Dell XPS 13',
  problemDescription: 'Cracked screen after a fall; still boots.',
  preferredDate: monday,
  preferredTime: slot1,
  customerName: 'Sam Patel',
  customerPhone: '07700 900123',
  customerEmail: 'sam@example.com',
};
const { customerName: _n, customerPhone: _p, customerEmail: _e, ...withoutContact } = valid;
let guests = 0;
/** A booking of another guest (another phone number), so the open-bookings limit stays out of the way. */
const otherGuest = (change: object = {}) => ({
  ...valid,
  customerPhone: `07700 8${String((guests += 1)).padStart(5, '0')}`,
  ...change,
});

/** Books with a freshly answered security question (tests/challenges.test.ts tries the rest). */
async function book(payload: object, cookie?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/repairs',
    payload: await withChallenge(t.app, payload),
    headers: cookie ? { cookie } : {},
  });
}

const storedRepairs = () => t.database.db.select().from(repairs);
const repairActivity = () =>
  t.database.db.select().from(activity).where(eq(activity.type, 'repair'));
async function storedRepair(id: string) {
  const [row] = await t.database.db.select().from(repairs).where(eq(repairs.id, id));
  return row;
}

/** A booking straight in the database (past dates and any status allowed). */
async function insertRepair(values: Partial<typeof repairs.$inferInsert> = {}) {
  const [row] = await t.database.db
    .insert(repairs)
    .values({
      deviceType: 'laptop',
      brandModel: 'Lenovo ThinkPad',
      problemDescription: 'Will not charge',
      preferredDate: monday,
      preferredTime: slot1,
      customerName: 'Guest Customer',
      customerPhone: '0113 496 0000',
      ...values,
    })
    .returning();
  return row!;
}

function patch(id: string, payload: object, cookie = admin.cookie) {
  return t.app.inject({
    method: 'PATCH',
    url: `/api/admin/repairs/${id}`,
    payload,
    headers: { cookie },
  });
}

describe('POST /api/repairs', () => {
  it('books a guest repair as scheduled, ignoring a userId, a status and a cost in the body', async () => {
    const res = await book({
      ...valid,
      userId: customer.id,
      status: 'collected',
      estimatedCost: '1.00',
    });
    expect(res.statusCode).toBe(201);
    const body = res.json<Repair>();
    expect(body).toMatchObject({
      userId: null,
      customerName: 'Sam Patel',
      customerPhone: '07700 900123',
      customerEmail: 'sam@example.com',
      deviceType: 'laptop',
      brandModel: 'Dell XPS 13',
      preferredDate: monday,
      preferredTime: slot1,
      status: 'scheduled',
      estimatedCost: null,
    });
    const stored = await storedRepair(body.id);
    expect(stored).toMatchObject({
      userId: null,
      customerName: 'Sam Patel',
      customerPhone: '07700 900123',
      preferredDate: monday,
      preferredTime: slot1,
      status: 'scheduled',
      estimatedCost: null,
    });
  });

  it('takes the user from the session, never from the body, and keeps absent contact fields empty', async () => {
    const res = await book({ ...withoutContact, userId: otherCustomer.id }, customer.cookie);
    expect(res.statusCode).toBe(201);
    const body = res.json<Repair>();
    expect(body).toMatchObject({
      userId: customer.id,
      customerName: null,
      customerPhone: null,
      customerEmail: null,
    });
    const stored = await storedRepair(body.id);
    expect(stored).toMatchObject({
      userId: customer.id,
      customerName: null,
      customerPhone: null,
      customerEmail: null,
    });
  });

  it('stores the contact fields a signed-in customer gives', async () => {
    const res = await book({ ...valid, customerEmail: '' }, customer.cookie);
    expect(res.statusCode).toBe(201);
    const stored = await storedRepair(res.json<Repair>().id);
    expect(stored).toMatchObject({
      userId: customer.id,
      customerName: 'Sam Patel',
      customerEmail: null,
    });
  });

  it('writes an activity entry with the booking, naming the guest or the account', async () => {
    await book(valid);
    await book(
      { ...withoutContact, deviceType: 'console', brandModel: 'PS5', preferredTime: slot2 },
      customer.cookie,
    );
    const entries = await repairActivity();
    expect(entries).toHaveLength(2);
    expect(entries).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          description: 'Repair booked: Laptop – Dell XPS 13',
          customerName: 'Sam Patel',
          status: 'scheduled',
          amount: null,
          actorId: null,
        }),
        expect.objectContaining({
          description: 'Repair booked: Gaming Console – PS5',
          customerName: customer.username,
          status: 'scheduled',
        }),
      ]),
    );
  });

  it('accepts the last day of the 60-day window', async () => {
    const res = await book({ ...valid, preferredDate: lastDay });
    expect(res.statusCode).toBe(201);
    expect((await storedRepair(res.json<Repair>().id))?.preferredDate).toBe(lastDay);
  });

  it.each([
    [{ deviceType: undefined }, 'Device type is required'],
    [{ deviceType: '' }, 'Device type is required'],
    [{ deviceType: 'phone' }, 'Device type must be one of laptop, desktop, mac, console'],
    // The label the form shows is not a value the API takes.
    [{ deviceType: 'Laptop' }, 'Device type must be one of laptop, desktop, mac, console'],
    [{ deviceType: 3 }, 'Device type must be one of laptop, desktop, mac, console'],
    [{ brandModel: undefined }, 'Brand and model is required'],
    [{ brandModel: '   ' }, 'Brand and model is required'],
    [{ brandModel: 'x'.repeat(121) }, 'Brand and model must be at most 120 characters'],
    [{ problemDescription: '' }, 'Problem description is required'],
    [
      { problemDescription: 'x'.repeat(2001) },
      'Problem description must be at most 2000 characters',
    ],
    [{ preferredDate: undefined }, 'Preferred date is required'],
    [{ preferredDate: '' }, 'Preferred date is required'],
    [{ preferredDate: '2027-02-30' }, 'Preferred date must be a date like 2026-05-18'],
    [{ preferredDate: `${monday}T00:00:00.000Z` }, 'Preferred date must be a date like 2026-05-18'],
    [{ preferredDate: 20260518 }, 'Preferred date must be a date like 2026-05-18'],
    [{ preferredDate: yesterday }, 'Preferred date cannot be in the past'],
    [{ preferredDate: nextSunday }, 'We are closed on Sundays. Please choose another day.'],
    [{ preferredDate: addDays(today, 61) }, 'Preferred date must be within the next 60 days'],
    [{ preferredTime: undefined }, 'Preferred time is required'],
    [
      { preferredTime: '5:00 PM - 7:00 PM' },
      'Preferred time must be one of 9:00 AM - 11:00 AM, 11:00 AM - 1:00 PM, 1:00 PM - 3:00 PM, 3:00 PM - 5:00 PM',
    ],
    [{ customerName: 'x'.repeat(121) }, 'Name must be at most 120 characters'],
    [
      { customerPhone: 'call me' },
      'Phone number must be a UK mobile or landline number, like 07700 900123',
    ],
    [{ customerEmail: 'not-an-email' }, 'Email must be a valid email address'],
  ])('refuses %o with 400, storing and logging nothing', async (change, message) => {
    const res = await book({ ...valid, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message });
    expect(await storedRepairs()).toHaveLength(0);
    expect(await repairActivity()).toHaveLength(0);
  });

  it.each([
    [{ customerName: undefined }, 'Name is required'],
    [{ customerName: '  ' }, 'Name is required'],
    [{ customerPhone: undefined }, 'Phone number is required'],
    [{ customerPhone: '' }, 'Phone number is required'],
  ])('asks a guest for a way to reach them: %o', async (change, message) => {
    const res = await book({ ...valid, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message });
    expect(await storedRepairs()).toHaveLength(0);
    expect(await repairActivity()).toHaveLength(0);
  });

  // The rate limit: tests/security/rate-limits.test.ts.
});

describe('time slots against opening hours and the clock', () => {
  const saturday = addDays(monday, 5);
  const CLOSED = 'The shop is not open long enough in that time slot. Please choose another.';
  const BEGUN = 'That time slot has already begun. Please choose a later one.';

  /** A Date at `hh:mm` London time on `ymd`. */
  function londonTime(ymd: string, hours: number, minutes: number): Date {
    const guess = new Date(
      `${ymd}T${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}:00Z`,
    );
    return new Date(guess.getTime() - (londonMinutes(guess) - (hours * 60 + minutes)) * 60_000);
  }

  afterEach(() => vi.useRealTimers());

  it('refuses Saturday 3:00 PM - 5:00 PM (the shop closes at 3) and offers 9:00 AM - 11:00 AM', async () => {
    const res = await book({ ...valid, preferredDate: saturday, preferredTime: slot4 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: CLOSED });
    expect(await storedRepairs()).toHaveLength(0);
    expect(
      (await book({ ...valid, preferredDate: saturday, preferredTime: slot1 })).statusCode,
    ).toBe(201);

    const availability = await t.app.inject({
      url: `/api/repairs/availability?from=${saturday}&to=${saturday}`,
    });
    const [day] = availability.json<RepairAvailability>().days;
    expect(day?.slots.map((s) => [s.slot, s.available])).toEqual([
      [slot1, true],
      [slot2, true],
      [slot3, true],
      [slot4, false],
    ]);
  });

  it('refuses a slot of today that has begun (Tuesday 21:42, 9:00 AM - 11:00 AM)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(londonTime(tuesday, 21, 42));
    const res = await book({ ...valid, preferredDate: tuesday, preferredTime: slot1 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: BEGUN });
    expect(await storedRepairs()).toHaveLength(0);
    const availability = await t.app.inject({
      url: `/api/repairs/availability?from=${tuesday}&to=${wednesday}`,
    });
    const [evening, next] = availability.json<RepairAvailability>().days;
    expect(evening?.slots.every((s) => !s.available)).toBe(true);
    expect(next?.slots.every((s) => s.available)).toBe(true);
  });

  it('takes a slot of today whose drop-off window has not begun', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(londonTime(tuesday, 9, 29));
    const res = await book({ ...valid, preferredDate: tuesday, preferredTime: slot1 });
    expect(res.statusCode).toBe(201);
  });
});

describe('slot capacity (REPAIR_SLOT_CAPACITY)', () => {
  it('is read from the environment: a whole number of at least 1, 3 by default', () => {
    expect(loadConfig({}).repairSlotCapacity).toBe(3);
    expect(loadConfig({ REPAIR_SLOT_CAPACITY: '2' }).repairSlotCapacity).toBe(2);
    expect(() => loadConfig({ REPAIR_SLOT_CAPACITY: '0' })).toThrow(
      new ConfigError('Invalid configuration: REPAIR_SLOT_CAPACITY must be at least 1 (got "0")'),
    );
    expect(() => loadConfig({ REPAIR_SLOT_CAPACITY: '1.5' })).toThrow(
      'Invalid configuration: REPAIR_SLOT_CAPACITY must be a whole number (got "1.5")',
    );
    expect(() => loadConfig({ REPAIR_SLOT_CAPACITY: 'lots' })).toThrow(
      'Invalid configuration: REPAIR_SLOT_CAPACITY must be a number of bookings (got "lots")',
    );
  });

  const inSlot = async (date: string, slot: string) =>
    (
      await t.database.db
        .select({ n: count() })
        .from(repairs)
        .where(and(eq(repairs.preferredDate, date), eq(repairs.preferredTime, slot)))
    )[0]!.n;

  it('refuses a booking beyond the capacity with 409, storing and logging nothing', async () => {
    expect((await book(valid)).statusCode).toBe(201);
    expect((await book(withoutContact, customer.cookie)).statusCode).toBe(201);
    const third = await book(otherGuest(), otherCustomer.cookie);
    expect(third.statusCode).toBe(409);
    expect(third.json()).toEqual({ message: FULL });
    expect(await inSlot(monday, slot1)).toBe(CAPACITY);
    expect(await repairActivity()).toHaveLength(CAPACITY);
    // Other slots of the day, and the same slot on other days, are unaffected.
    expect((await book(otherGuest({ preferredTime: slot2 }))).statusCode).toBe(201);
    expect((await book(otherGuest({ preferredDate: tuesday }))).statusCode).toBe(201);
  });

  it('lets exactly one of two simultaneous bookings take the last place', async () => {
    expect((await book(withoutContact, customer.cookie)).statusCode).toBe(201);
    const results = await Promise.all([
      book(otherGuest({ customerName: 'First' })),
      book(otherGuest({ customerName: 'Second' })),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(results.find((r) => r.statusCode === 409)?.json()).toEqual({ message: FULL });
    expect(await inSlot(monday, slot1)).toBe(CAPACITY);
    expect(await repairActivity()).toHaveLength(CAPACITY);
  });

  it('lets no more than the capacity through a burst of simultaneous bookings', async () => {
    const third = await signedInUser(t.app);
    const accounts = [customer, otherCustomer, third];
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        // Half guests, half customers with an account (guests may take only some places).
        i % 2 === 0
          ? book(otherGuest({ preferredTime: slot3, customerName: `Burst ${i}` }))
          : book({ ...withoutContact, preferredTime: slot3 }, accounts[(i - 1) / 2]!.cookie),
      ),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(CAPACITY);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(6 - CAPACITY);
    expect(await inSlot(monday, slot3)).toBe(CAPACITY);
  });

  it('frees a place when a booking is cancelled', async () => {
    const first = (await book(valid)).json<Repair>();
    await book(withoutContact, customer.cookie);
    expect((await book(otherGuest())).json()).toEqual({ message: FULL });
    expect((await patch(first.id, { status: 'cancelled' })).statusCode).toBe(200);
    const again = await book(otherGuest({ customerName: 'Takes the freed place' }));
    expect(again.statusCode).toBe(201);
    expect(await inSlot(monday, slot1)).toBe(CAPACITY + 1);
    expect((await book(otherGuest())).json()).toEqual({ message: FULL });
  });
});

describe('open bookings per customer (PRODUCT.md: at most 2 per phone number and per account)', () => {
  const PHONE_LIMIT = bookingLimitMessages.phone;
  const ACCOUNT_LIMIT = bookingLimitMessages.account;

  it('refuses a third open booking for one phone number, however it is typed, storing nothing', async () => {
    expect((await book({ ...valid, customerPhone: '07700 900123' })).statusCode).toBe(201);
    expect(
      (await book({ ...valid, customerPhone: '+44 7700 900123', preferredDate: tuesday }))
        .statusCode,
    ).toBe(201);
    const before = await storedRepairs();
    const third = await book({ ...valid, customerPhone: '07700900123', preferredDate: wednesday });
    expect(third.statusCode).toBe(409);
    expect(third.json()).toEqual({ message: PHONE_LIMIT });
    // A signed-in customer giving that number is refused too.
    const signedIn = await book(
      { ...valid, customerPhone: '0044 (0)7700 900-123', preferredDate: tuesday },
      customer.cookie,
    );
    expect(signedIn.json()).toEqual({ message: PHONE_LIMIT });
    expect(await storedRepairs()).toEqual(before);
    expect(await repairActivity()).toHaveLength(2);
    // Another number is another customer.
    expect(
      (await book({ ...valid, customerPhone: '07700 900124', preferredTime: slot2 })).statusCode,
    ).toBe(201);
  });

  it('counts open bookings only: a collected or cancelled one frees a place', async () => {
    await insertRepair({
      customerPhone: valid.customerPhone,
      status: 'collected',
      preferredDate: yesterday,
    });
    await insertRepair({
      customerPhone: valid.customerPhone,
      status: 'cancelled',
      preferredDate: yesterday,
    });
    await insertRepair({
      customerPhone: valid.customerPhone,
      status: 'in_progress',
      preferredDate: yesterday,
    });
    await insertRepair({
      customerPhone: valid.customerPhone,
      status: 'ready',
      preferredDate: yesterday,
    });
    expect((await book(valid)).json()).toEqual({ message: PHONE_LIMIT });
    const [ready] = await t.database.db
      .select()
      .from(repairs)
      .where(and(eq(repairs.customerPhone, valid.customerPhone), eq(repairs.status, 'ready')));
    await t.database.db
      .update(repairs)
      .set({ status: 'collected' })
      .where(eq(repairs.id, ready!.id));
    expect((await book(valid)).statusCode).toBe(201);
  });

  it('refuses a third open booking of one account, with or without a phone number', async () => {
    expect((await book(withoutContact, customer.cookie)).statusCode).toBe(201);
    expect(
      (await book({ ...withoutContact, preferredTime: slot2 }, customer.cookie)).statusCode,
    ).toBe(201);
    const third = await book({ ...withoutContact, preferredTime: slot3 }, customer.cookie);
    expect(third.statusCode).toBe(409);
    expect(third.json()).toEqual({ message: ACCOUNT_LIMIT });
    const withPhone = await book(otherGuest({ preferredTime: slot3 }), customer.cookie);
    expect(withPhone.json()).toEqual({ message: ACCOUNT_LIMIT });
    expect(await storedRepairs()).toHaveLength(2);
    // Other customers are not held back by it.
    expect((await book(withoutContact, otherCustomer.cookie)).statusCode).toBe(201);
  });

  it('lets no more than the limit through simultaneous bookings for one number', async () => {
    const results = await Promise.all(
      [monday, tuesday, wednesday, addDays(monday, 3)].map((preferredDate) =>
        book({ ...valid, preferredDate }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(2);
    for (const refused of results.filter((r) => r.statusCode !== 201)) {
      expect(refused.json()).toEqual({ message: PHONE_LIMIT });
    }
    expect(await storedRepairs()).toHaveLength(2);
  });

  it('needs a phone number from a guest', async () => {
    const { customerPhone: _phone, ...noPhone } = valid;
    const res = await book(noPhone);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Phone number is required' });
    expect(await storedRepairs()).toHaveLength(0);
  });
});

describe('GET /api/repairs/availability', () => {
  const availability = (query: string) =>
    t.app.inject({ method: 'GET', url: `/api/repairs/availability?${query}` });

  it('counts the bookings of each day and slot, leaving out cancelled ones and customer data', async () => {
    await book(valid);
    await book(withoutContact, customer.cookie);
    await book(otherGuest({ preferredTime: slot2 }));
    const cancelled = (await book(otherGuest({ preferredTime: slot3 }))).json<Repair>();
    await patch(cancelled.id, { status: 'cancelled' });
    await book({ ...valid, preferredDate: tuesday, preferredTime: slot4 });
    await insertRepair({ preferredDate: yesterday, preferredTime: slot1 });

    // Up to the Sunday too: run on a Sunday, the next one comes after that Wednesday.
    const to = nextSunday > wednesday ? nextSunday : wednesday;
    const res = await availability(`from=${yesterday}&to=${to}`);
    expect(res.statusCode).toBe(200);
    const body = res.json<RepairAvailability>();
    expect(body).toMatchObject({ from: yesterday, to, capacity: CAPACITY });
    expect(body.days.map((d) => d.date)).toEqual(
      Array.from({ length: body.days.length }, (_, i) => addDays(yesterday, i)),
    );
    const day = (date: string) => body.days.find((d) => d.date === date)!;
    const slot = (date: string, name: string) => day(date).slots.find((s) => s.slot === name);

    expect(day(monday)).toMatchObject({ bookable: true, reason: null });
    expect(day(monday).slots.map((s) => s.slot)).toEqual([...repairTimeSlots]);
    expect(slot(monday, slot1)).toEqual({
      date: monday,
      slot: slot1,
      booked: 2,
      capacity: 2,
      full: true,
      available: false,
    });
    expect(slot(monday, slot2)).toEqual({
      date: monday,
      slot: slot2,
      booked: 1,
      capacity: 2,
      full: false,
      available: true,
    });
    expect(slot(monday, slot3)).toMatchObject({ booked: 0, full: false, available: true });
    expect(slot(tuesday, slot4)).toMatchObject({ booked: 1, available: true });
    expect(slot(wednesday, slot1)).toMatchObject({ booked: 0, available: true });

    expect(day(yesterday)).toMatchObject({ bookable: false, reason: 'past' });
    expect(slot(yesterday, slot1)).toMatchObject({ booked: 1, full: false, available: false });
    expect(day(nextSunday)).toMatchObject({ bookable: false, reason: 'closed' });
    expect(day(nextSunday).slots.every((s) => !s.available)).toBe(true);

    expect(res.body).not.toContain('Sam Patel');
    expect(res.body).not.toContain('07700');
    expect(res.body).not.toContain(customer.id);
  });

  it('marks days past the 60-day window as too far', async () => {
    const res = await availability(`from=${addDays(today, 59)}&to=${addDays(today, 62)}`);
    expect(res.statusCode).toBe(200);
    const days = res.json<RepairAvailability>().days;
    expect(days.map((d) => d.reason === 'too_far')).toEqual([false, false, true, true]);
  });

  it('answers up to 62 days', async () => {
    const res = await availability(`from=${today}&to=${addDays(today, 61)}`);
    expect(res.statusCode).toBe(200);
    expect(res.json<RepairAvailability>().days).toHaveLength(62);
  });

  it.each([
    ['', 'from is required'],
    [`from=${monday}`, 'to is required'],
    [`from=2026-02-30&to=${monday}`, 'from must be a date like 2026-05-18'],
    [`from=${monday}&to=next-week`, 'to must be a date like 2026-05-18'],
    [`from=${tuesday}&to=${monday}`, 'from must be on or before to'],
    [`from=${today}&to=${addDays(today, 62)}`, 'The date range must be at most 62 days'],
  ])('refuses %s', async (query, message) => {
    const res = await availability(query);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message });
  });
});

describe('GET /api/repairs', () => {
  it('answers 401 when signed out', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/repairs' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Please sign in to continue.' });
  });

  // Another customer's ids and filters: tests/security/access.test.ts.
  it('lists only the signed-in customer’s own bookings, newest first', async () => {
    await book({ ...withoutContact, brandModel: 'mine, first' }, customer.cookie);
    await book(
      { ...withoutContact, brandModel: 'mine, second', preferredDate: tuesday },
      customer.cookie,
    );
    await book({ ...withoutContact, brandModel: 'theirs' }, otherCustomer.cookie);
    await book({ ...valid, brandModel: 'a guest', preferredTime: slot2 });
    const list = async (user: TestUser, query = '') => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/repairs${query}`,
        headers: { cookie: user.cookie },
      });
      expect(res.statusCode).toBe(200);
      return res.json<Repair[]>();
    };
    const mine = await list(customer);
    expect(mine.map((r) => r.brandModel)).toEqual(['mine, second', 'mine, first']);
    expect(mine.every((r) => r.userId === customer.id)).toBe(true);
    expect((await list(otherCustomer)).map((r) => r.brandModel)).toEqual(['theirs']);
  });
});

describe('GET /api/admin/repairs', () => {
  const list = async (query = '', cookie = admin.cookie) =>
    t.app.inject({ method: 'GET', url: `/api/admin/repairs${query}`, headers: { cookie } });
  const page = async (query = '') => {
    const res = await list(query);
    expect(res.statusCode).toBe(200);
    return res.json<AdminRepairPage>();
  };

  /** 12 bookings over four days and all the slots, in every status. */
  async function seed() {
    const days = [addDays(monday, -14), addDays(monday, -7), monday, tuesday];
    const statuses: RepairStatus[] = [
      'scheduled',
      'in_progress',
      'ready',
      'collected',
      'cancelled',
      'scheduled',
    ];
    let n = 0;
    for (const date of days) {
      for (const slot of [slot1, slot3, slot4]) {
        await insertRepair({
          preferredDate: date,
          preferredTime: slot,
          status: statuses[n % 6],
          brandModel: `booking ${n}`,
        });
        n += 1;
      }
    }
  }

  it('pages on the server, latest preferred date and slot first, 10 to a page by default', async () => {
    await seed();
    const first = await page();
    expect(first).toMatchObject({ page: 1, pageSize: 10, total: 12 });
    expect(first.items).toHaveLength(10);
    expect(first.items.slice(0, 4).map((i) => [i.preferredDate, i.preferredTime])).toEqual([
      [tuesday, slot4],
      [tuesday, slot3],
      [tuesday, slot1],
      [monday, slot4],
    ]);
    expect(first.counts).toEqual({
      all: 12,
      scheduled: 4,
      in_progress: 2,
      ready: 2,
      collected: 2,
      cancelled: 2,
    });
    const second = await page('?page=2');
    expect(second.items.map((i) => i.brandModel)).toEqual(['booking 1', 'booking 0']);
    const small = await page('?page=3&pageSize=5');
    expect(small).toMatchObject({ page: 3, pageSize: 5, total: 12 });
    expect(small.items.map((i) => i.brandModel)).toEqual(['booking 1', 'booking 0']);
    expect((await page('?page=4&pageSize=5')).items).toEqual([]);
  });

  it('filters by status and by date, with counts for the date', async () => {
    await seed();
    const scheduled = await page('?status=scheduled');
    expect(scheduled.total).toBe(4);
    expect(scheduled.items.every((i) => i.status === 'scheduled')).toBe(true);
    const onMonday = await page(`?date=${monday}`);
    expect(onMonday.total).toBe(3);
    expect(onMonday.items.map((i) => i.brandModel)).toEqual([
      'booking 8',
      'booking 7',
      'booking 6',
    ]);
    expect(onMonday.counts).toEqual({
      all: 3,
      scheduled: 1,
      in_progress: 1,
      ready: 1,
      collected: 0,
      cancelled: 0,
    });
    const both = await page(`?date=${monday}&status=ready`);
    expect(both.items.map((i) => i.brandModel)).toEqual(['booking 8']);
    expect(both.total).toBe(1);
    expect((await page('?status=&date=')).total).toBe(12);
  });

  it('gives each booking’s contact: the guest’s own, or the account’s username and email', async () => {
    const guest = (await book(valid)).json<Repair>();
    const member = (
      await book({ ...withoutContact, preferredTime: slot2 }, customer.cookie)
    ).json<Repair>();
    const items = (await page()).items;
    expect(items.find((i) => i.id === guest.id)).toMatchObject({
      customerName: 'Sam Patel',
      customerPhone: '07700 900123',
      customerEmail: 'sam@example.com',
      accountUsername: null,
    });
    expect(items.find((i) => i.id === member.id)).toMatchObject({
      userId: customer.id,
      customerName: customer.username,
      customerPhone: null,
      customerEmail: customer.email,
      accountUsername: customer.username,
    });
  });

  it.each([
    ['?status=done', 'status must be one of scheduled, in_progress, ready, collected, cancelled'],
    ['?date=2026-02-30', 'date must be a date like 2026-05-18'],
    [
      '?status=Ready%20to%20Collect',
      'status must be one of scheduled, in_progress, ready, collected, cancelled',
    ],
    ['?pageSize=7', 'pageSize must be one of 5, 10, 15, 20'],
    ['?page=0', 'page must be at least 1'],
  ])('refuses %s', async (query, message) => {
    const res = await list(query);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message });
  });
});

describe('PATCH /api/admin/repairs/:id', () => {
  const allowed: [RepairStatus, RepairStatus, string][] = [
    ['scheduled', 'in_progress', 'Repair in progress: Laptop – Lenovo ThinkPad'],
    ['in_progress', 'ready', 'Repair ready to collect: Laptop – Lenovo ThinkPad'],
    ['ready', 'collected', 'Repair collected: Laptop – Lenovo ThinkPad'],
    ['scheduled', 'cancelled', 'Repair cancelled: Laptop – Lenovo ThinkPad'],
    ['in_progress', 'cancelled', 'Repair cancelled: Laptop – Lenovo ThinkPad'],
    ['ready', 'cancelled', 'Repair cancelled: Laptop – Lenovo ThinkPad'],
  ];

  it.each(allowed)('moves %s to %s and logs who did it', async (from, to, description) => {
    const { id } = await insertRepair({ status: from, estimatedCost: '89.00' });
    // The estimate approved (its bill, with no lines, is paid): the moves the desk may make.
    await approveEstimate(t.database, id);
    const res = await patch(id, { status: to });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id,
      status: to,
      estimatedCost: '89.00',
      customerName: 'Guest Customer',
    });
    expect((await storedRepair(id))?.status).toBe(to);
    const entries = await repairActivity();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      description,
      status: to,
      actorId: admin.id,
      customerName: 'Guest Customer',
      amount: '89.00',
    });
  });

  const refused = repairStatusValues.flatMap((from) =>
    repairStatusValues
      .filter((to) => to !== from && !allowed.some(([f, tt]) => f === from && tt === to))
      .map((to) => [from, to] as const),
  );

  it('has refusals to test for every other move', () => {
    expect(refused).toHaveLength(5 * 4 - allowed.length);
  });

  it.each(refused)(
    'refuses to move %s to %s (409), changing and logging nothing',
    async (from, to) => {
      const { id } = await insertRepair({ status: from });
      const res = await patch(id, { status: to, estimatedCost: '50.00' });
      expect(res.statusCode).toBe(409);
      expect(res.json<{ message: string }>().message).toMatch(
        /^(A repair that is .+ can only move to .+\.|This repair is (collected|cancelled); its status can no longer change\.)$/,
      );
      expect(await storedRepair(id)).toMatchObject({ status: from, estimatedCost: null });
      expect(await repairActivity()).toHaveLength(0);
    },
  );

  it('explains a refused move', async () => {
    const scheduled = await insertRepair();
    expect((await patch(scheduled.id, { status: 'collected' })).json()).toEqual({
      message: 'A repair that is Scheduled can only move to In Progress or Cancelled.',
    });
    const collected = await insertRepair({ status: 'collected', preferredTime: slot2 });
    expect((await patch(collected.id, { status: 'cancelled' })).json()).toEqual({
      message: 'This repair is collected; its status can no longer change.',
    });
  });

  it('sets, changes and clears the estimated cost without logging a move', async () => {
    const { id } = await insertRepair();
    const set = await patch(id, { estimatedCost: '89' });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({ estimatedCost: '89.00', status: 'scheduled' });
    expect((await storedRepair(id))?.estimatedCost).toBe('89.00');
    expect((await patch(id, { estimatedCost: 149.5, status: 'scheduled' })).json()).toMatchObject({
      estimatedCost: '149.50',
    });
    expect((await storedRepair(id))?.estimatedCost).toBe('149.50');
    expect((await patch(id, { estimatedCost: '999999.99' })).statusCode).toBe(200);
    expect((await storedRepair(id))?.estimatedCost).toBe('999999.99');
    expect((await patch(id, { estimatedCost: null })).json()).toMatchObject({
      estimatedCost: null,
    });
    expect((await storedRepair(id))?.estimatedCost).toBeNull();
    expect(await repairActivity()).toHaveLength(0);
  });

  it('sets the cost and moves the status together, with the account’s name in the answer', async () => {
    const booked = (await book(withoutContact, customer.cookie)).json<Repair>();
    const res = await patch(booked.id, { status: 'in_progress', estimatedCost: '89.00' });
    expect(res.statusCode).toBe(200);
    expect(res.json<AdminRepair>()).toMatchObject({
      status: 'in_progress',
      estimatedCost: '89.00',
      customerName: customer.username,
      customerEmail: customer.email,
      accountUsername: customer.username,
    });
    expect(await storedRepair(booked.id)).toMatchObject({
      status: 'in_progress',
      estimatedCost: '89.00',
    });
    const moves = (await repairActivity()).filter((e) => e.actorId === admin.id);
    expect(moves).toEqual([
      expect.objectContaining({
        status: 'in_progress',
        amount: '89.00',
        customerName: customer.username,
      }),
    ]);
  });

  it.each([
    [{}, 'Give a status or an estimated cost to change'],
    [
      { status: 'done' },
      'status must be one of scheduled, in_progress, ready, collected, cancelled',
    ],
    [
      { estimatedCost: '' },
      'Estimated cost must be an amount in pounds with at most 2 decimal places',
    ],
    [{ estimatedCost: '0' }, 'Estimated cost must be more than £0'],
    [
      { estimatedCost: '-5' },
      'Estimated cost must be an amount in pounds with at most 2 decimal places',
    ],
    [
      { estimatedCost: '12.345' },
      'Estimated cost must be an amount in pounds with at most 2 decimal places',
    ],
    [
      { estimatedCost: '£89' },
      'Estimated cost must be an amount in pounds with at most 2 decimal places',
    ],
    [{ estimatedCost: '1000000.00' }, 'Estimated cost must be at most £999999.99'],
    [{ estimatedCost: true }, 'Estimated cost is required'],
  ])('refuses %o with 400, changing nothing', async (body, message) => {
    const { id } = await insertRepair({ estimatedCost: '10.00' });
    const res = await patch(id, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message });
    expect(await storedRepair(id)).toMatchObject({ status: 'scheduled', estimatedCost: '10.00' });
  });

  it('answers 404 for an unknown or malformed id', async () => {
    for (const id of [randomUUID(), 'not-a-uuid']) {
      const res = await patch(id, { status: 'cancelled' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Repair booking not found' });
    }
  });
});
