/**
 * The shop calendar's closures (decision 028): staff add a day at
 * /api/admin/closures, and repair availability and bookings refuse it; bank
 * holidays are closed without anyone adding them.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { englandAndWalesBankHolidays } from '@shared/calendar/bank-holidays';
import { closureMessages, type ClosureList } from '@shared/calendar/closure-schemas';
import {
  addDays,
  bookingDateMessages,
  nextBookableDate,
  todayInLondon,
} from '@shared/repairs/dates';
import type { RepairAvailability } from '@shared/repairs/schemas';
import { repairTimeSlots } from '@shared/repairs/values';
import { auditLog, shopClosures } from '../src/server/db/schema';
import { withChallenge } from './helpers/challenge';
import { createTestApp, type TestApp } from './helpers/test-app';
import { signedInUser, type TestUser } from './helpers/users';

let t: TestApp;
let customer: TestUser;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestApp({ config: { formRateLimit: 10_000 } });
  customer = await signedInUser(t.app);
  admin = await signedInUser(t.app, 'admin');
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.delete(shopClosures).where(sql`true`);
});
afterEach(() => vi.useRealTimers());

const today = todayInLondon();
/** The next Wednesday that can be booked: an ordinary opening day. */
const wednesday = nextBookableDate(new Date(), 3, addDays(today, 1))!;
const nextSunday = [1, 2, 3, 4, 5, 6, 7]
  .map((n) => addDays(today, n))
  .find((d) => {
    return new Date(`${d}T12:00:00Z`).getUTCDay() === 0;
  })!;

const close = (payload: unknown, cookie = admin.cookie) =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/closures',
    payload: payload as object,
    headers: { cookie },
  });
const list = (cookie = admin.cookie) =>
  t.app.inject({ method: 'GET', url: '/api/admin/closures', headers: { cookie } });
const reopen = (date: string, cookie = admin.cookie) =>
  t.app.inject({ method: 'DELETE', url: `/api/admin/closures/${date}`, headers: { cookie } });
const availability = (from: string, to: string) =>
  t.app.inject({ url: `/api/repairs/availability?from=${from}&to=${to}` });

describe('POST /api/admin/closures', () => {
  it('closes a day: stored, listed with who added it, and offered to nobody', async () => {
    const res = await close({ date: wednesday, reason: '  Stocktaking ' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      date: wednesday,
      reason: 'Stocktaking',
      addedBy: admin.username,
    });

    const stored = await t.database.db.select().from(shopClosures);
    expect(stored).toEqual([
      expect.objectContaining({ date: wednesday, reason: 'Stocktaking', createdBy: admin.id }),
    ]);
    const listed = (await list()).json<ClosureList>();
    expect(listed.closures).toEqual([
      expect.objectContaining({ date: wednesday, reason: 'Stocktaking', addedBy: admin.username }),
    ]);

    const [day] = (await availability(wednesday, wednesday)).json<RepairAvailability>().days;
    expect(day).toMatchObject({ date: wednesday, bookable: false, reason: 'closed_day' });
    expect(day?.slots.some((slot) => slot.available)).toBe(false);

    const booking = await t.app.inject({
      method: 'POST',
      url: '/api/repairs',
      headers: { cookie: customer.cookie },
      payload: await withChallenge(t.app, {
        deviceType: 'laptop',
        brandModel: 'Dell XPS 13',
        problemDescription: 'Cracked screen',
        preferredDate: wednesday,
        preferredTime: repairTimeSlots[1],
      }),
    });
    expect(booking.statusCode).toBe(400);
    expect(booking.json()).toEqual({ message: bookingDateMessages.closed_day });
  });

  it('refuses a second closure on the same day with 409', async () => {
    expect((await close({ date: wednesday, reason: 'Stocktaking' })).statusCode).toBe(201);
    const again = await close({ date: wednesday, reason: 'Training' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'There is already a closure on that day' });
  });

  it.each([
    [{ date: '2026-02-30', reason: 'x' }, 'Date must be a date like 2026-12-24'],
    [{ date: 'tomorrow', reason: 'x' }, 'Date must be a date like 2026-12-24'],
    [{ reason: 'x' }, 'Date must be a date like 2026-12-24'],
    [{ date: addDays(today, -1), reason: 'x' }, 'A closure cannot be in the past'],
    [{ date: addDays(today, 800), reason: 'x' }, 'A closure must be within the next 730 days'],
    [{ date: addDays(today, 2), reason: '   ' }, 'Reason is required'],
    [{ date: addDays(today, 2), reason: 'x'.repeat(201) }, 'Reason must be at most 200 characters'],
  ])('refuses %j with 400', async (payload, message) => {
    const res = await close(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toContain(message);
    expect(await t.database.db.select().from(shopClosures)).toHaveLength(0);
  });

  it('refuses a day the shop is already closed (Sunday, bank holiday) with 400', async () => {
    const sunday = await close({ date: nextSunday, reason: 'x' });
    expect(sunday.statusCode).toBe(400);
    expect(sunday.json()).toEqual({
      message: 'The shop is already closed that day (Closed on Sundays)',
    });
    const holiday = englandAndWalesBankHolidays.find((h) => h.date > today)!;
    const onHoliday = await close({ date: holiday.date, reason: 'x' });
    expect(onHoliday.statusCode).toBe(400);
    expect(onHoliday.json()).toEqual({
      message: `The shop is already closed that day (${holiday.title})`,
    });
  });

  it('is for staff only: 401 signed out, 403 for a customer', async () => {
    const signedOut = await t.app.inject({
      method: 'POST',
      url: '/api/admin/closures',
      payload: { date: wednesday, reason: 'x' },
    });
    expect(signedOut.statusCode).toBe(401);
    expect((await close({ date: wednesday, reason: 'x' }, customer.cookie)).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/admin/closures' })).statusCode).toBe(401);
    expect((await list(customer.cookie)).statusCode).toBe(403);
    expect((await reopen(wednesday, customer.cookie)).statusCode).toBe(403);
    expect(await t.database.db.select().from(shopClosures)).toHaveLength(0);
  });
});

describe('GET /api/admin/closures', () => {
  it('lists the bank holidays of the next twelve months, in order', async () => {
    const { bankHolidays } = (await list()).json<ClosureList>();
    // Six to nine in any twelve months: two at Christmas, New Year, two in May and one
    // in August, and Good Friday and Easter Monday when Easter falls inside them.
    const expected = englandAndWalesBankHolidays
      .filter((h) => h.date >= today && h.date <= addDays(today, 366))
      .map((h) => h.date);
    expect(expected.length).toBeGreaterThanOrEqual(6);
    expect(bankHolidays.map((h) => h.date)).toEqual(expected);
    expect(bankHolidays.map((h) => h.date)).toEqual([...bankHolidays.map((h) => h.date)].sort());
  });
});

describe('DELETE /api/admin/closures/:date', () => {
  it('opens the day again, and answers 404 when there is no closure and 400 for a bad date', async () => {
    await close({ date: wednesday, reason: 'Stocktaking' });
    expect((await reopen(wednesday)).statusCode).toBe(204);
    expect(await t.database.db.select().from(shopClosures)).toHaveLength(0);
    const [day] = (await availability(wednesday, wednesday)).json<RepairAvailability>().days;
    expect(day?.bookable).toBe(true);

    const missing = await reopen(wednesday);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'There is no closure on that day' });
    const bad = await reopen('2026-13-01');
    expect(bad.statusCode).toBe(400);
  });

  /** A closure stored as it would have been added on an earlier day. */
  const storedClosure = (date: string, reason = 'Burst pipe') =>
    t.database.db.insert(shopClosures).values({ date, reason, createdBy: admin.id });
  const historyOf = (date: string) =>
    t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'closure'), eq(auditLog.entityId, date)));

  it('refuses to remove a closure in the past with 409: it stays, and no audit row is written', async () => {
    const yesterday = addDays(today, -1);
    await storedClosure(yesterday);
    const res = await reopen(yesterday);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: closureMessages.pastRemoval });
    expect(await t.database.db.select().from(shopClosures)).toEqual([
      expect.objectContaining({ date: yesterday, reason: 'Burst pipe' }),
    ]);
    expect(await historyOf(yesterday)).toEqual([]);
  });

  it('answers 404 for a past day with no closure, and removes one of today', async () => {
    expect((await reopen(addDays(today, -2))).statusCode).toBe(404);
    await storedClosure(today);
    expect((await reopen(today)).statusCode).toBe(204);
    expect(await t.database.db.select().from(shopClosures)).toHaveLength(0);
  });

  it('writes one audit row for the addition and one for the removal, naming the day', async () => {
    await close({ date: wednesday, reason: 'Stocktaking' });
    expect((await reopen(wednesday)).statusCode).toBe(204);
    const rows = await historyOf(wednesday);
    expect(rows.slice(-2).map((row) => [row.action, row.actorId, row.changes])).toEqual([
      ['closure.added', admin.id, { reason: { old: null, new: 'Stocktaking' } }],
      ['closure.removed', admin.id, { reason: { old: 'Stocktaking', new: null } }],
    ]);
  });
});

describe('bank holidays in repair availability', () => {
  it('offers nothing on Christmas Day or the Boxing Day substitute, and the days around them', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-01T10:00:00Z'));
    const days = (await availability('2026-12-24', '2026-12-29')).json<RepairAvailability>().days;
    expect(days.map((d) => [d.date, d.bookable, d.reason])).toEqual([
      ['2026-12-24', true, null],
      ['2026-12-25', false, 'closed_day'],
      ['2026-12-26', true, null],
      ['2026-12-27', false, 'closed'],
      ['2026-12-28', false, 'closed_day'],
      ['2026-12-29', true, null],
    ]);
    expect(days[1]?.slots.some((slot) => slot.available)).toBe(false);
  });
});
