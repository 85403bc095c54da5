/** The day's cash-up (issue 29, decision 026): a day of known money, its close, and what may not change. */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ALREADY_CLOSED_MESSAGE,
  FUTURE_DAY_MESSAGE,
  NOTE_REQUIRED_MESSAGE,
  type CashUp,
} from '../src/shared/cash-up/schemas';
import { addDays, todayInLondon } from '../src/shared/repairs/dates';
import { cashUps } from '../src/server/db/schema';
import { books, london } from './helpers/books';
import { pdfText } from './helpers/pdf-text';
import { createTestApp, type TestApp } from './helpers/test-app';
import { signedInUser, type TestUser } from './helpers/users';

let t: TestApp;
let admin: TestUser;
let customer: TestUser;

/** A summer day (British Summer Time: London is UTC+1, so its edges are not UTC's). */
const DAY = '2026-06-10';

const call = (method: 'GET' | 'POST', url: string, who?: TestUser, payload?: object) =>
  t.app.inject({ method, url, payload, headers: who ? { cookie: who.cookie } : {} });

beforeAll(async () => {
  t = await createTestApp({ config: { cashFloat: '200.00' } });
  admin = await signedInUser(t.app, 'admin');
  customer = await signedInUser(t.app);
  const b = books(t.database.db);
  // Either side of the day: the last minute before it and its next midnight.
  const before = await b.loan(london('2026-01-05 10:00'), '80.00');
  await b.loanPayment(before, london('2026-06-09 23:59'), 'cash', '999.99');
  await b.loanPayment(before, london('2026-06-11 00:00'), 'cash', '888.88');
  // The day: a loan paid out at its first instant, one entered later (paid out on paper before).
  const lent = await b.loan(london('2026-06-10 00:00'), '150.00');
  await b.loan(london('2026-06-10 11:00'), '300.00', { enteredLater: true });
  await b.loanPayment(lent, london('2026-06-10 09:30'), 'cash', '25.50', { interestPart: '4.10' });
  await b.loanPayment(lent, london('2026-06-10 10:00'), 'card', '40.00');
  await b.loanPayment(lent, london('2026-06-10 10:30'), 'bank', '10.01');
  await b.loanPayment(lent, london('2026-06-10 11:30'), 'card_online', '12.34');
  await b.loanPayment(lent, london('2026-06-10 23:59'), 'cash', '0.07');
  await b.order(london('2026-06-10 13:00'), 'cash', '19.99');
  await b.order(london('2026-06-10 13:05'), 'card', '45.00');
  const earlier = await b.order(london('2026-06-05 12:00'), 'cash', '5.25');
  await b.orderRefund(earlier, london('2026-06-10 14:00'), 'cash', '5.25');
  // Given back to a card: £2.50 of an order paid online days before (on the books as
  // taken, so it goes out today), and an excess of £1.11 on a loan payment that the
  // loan never recorded as taken (so it is neither in nor out).
  const paidOnline = await b.order(london('2026-06-04 12:00'), 'card_online', '30.00');
  await b.onlineRefund(london('2026-06-10 15:00'), '2.50', { checkoutId: paidOnline });
  await b.onlineRefund(london('2026-06-10 15:30'), '1.11');
  await b.loan(london('2026-01-02 10:00'), '60.00', {
    status: 'settled',
    saleSurplus: '33.33',
    surplusPaidAt: london('2026-06-10 16:00'),
    surplusPaidMethod: 'cash',
  });
});

afterAll(async () => {
  await t?.close();
});

describe('a day of known payments', () => {
  it('sums money in and out by method, and the expected cash to the penny', async () => {
    const res = await call('GET', `/api/admin/cash-up/${DAY}`, admin);
    expect(res.statusCode, res.body).toBe(200);
    const day = res.json<CashUp>();
    expect(day.byMethod).toEqual([
      // In: 25.50 + 0.07 loan payments, 19.99 order. Out: 150.00 lent, 5.25 refund, 33.33 surplus.
      { method: 'cash', in: '45.56', out: '188.58' },
      { method: 'card', in: '85.00', out: '0.00' },
      { method: 'bank', in: '10.01', out: '0.00' },
      { method: 'card_online', in: '12.34', out: '2.50' },
    ]);
    expect(day).toMatchObject({
      date: DAY,
      openingFloat: '200.00',
      // 200.00 + 45.56 − 188.58
      expectedCash: '56.98',
      counted: null,
      difference: null,
      closedAt: null,
      closedBy: null,
      window: {
        from: london('2026-06-10 00:00').toISOString(),
        to: london('2026-06-11 00:00').toISOString(),
      },
    });
    expect(day.lines).toContainEqual({
      source: 'loans_lent',
      method: 'cash',
      count: 1,
      in: '0.00',
      out: '150.00',
    });
    expect(day.lines).toContainEqual({
      source: 'loan_payments',
      method: 'cash',
      count: 2,
      in: '25.57',
      out: '0.00',
    });
  });

  it('answers the same cash the payments screen shows for the day', async () => {
    const res = await call('GET', `/api/admin/payments?from=${DAY}&to=${DAY}`, admin);
    const [daily] = res.json<{ daily: { cash: string }[] }>().daily;
    // The reconciliation counts money taken less given back (not loans paid out or surpluses).
    expect(daily?.cash).toBe('40.31');
  });

  it('is a PDF to print', async () => {
    const res = await call('GET', `/api/admin/cash-up/${DAY}/pdf`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="cash-up-${DAY}.pdf"`);
    const text = pdfText(res.rawPayload);
    expect(text).toContain('Cash-up for 10 June 2026');
    expect(text).toContain('£56.98');
  });
});

describe('closing a day', () => {
  it('refuses a count that differs without a note, and counts that do not add up', async () => {
    const noNote = await call('POST', `/api/admin/cash-up/${DAY}/close`, admin, {
      counted: '51.98',
    });
    expect(noNote.statusCode).toBe(400);
    expect(noNote.json()).toEqual({ message: NOTE_REQUIRED_MESSAGE });
    const wrongSum = await call('POST', `/api/admin/cash-up/${DAY}/close`, admin, {
      counted: '51.98',
      counts: { '2000': 2 },
      note: 'x',
    });
    expect(wrongSum.statusCode).toBe(400);
    expect(wrongSum.json<{ message: string }>().message).toMatch(/do not add up/);
    expect(await t.database.db.select().from(cashUps)).toEqual([]);
  });

  it('records the count, the £5 difference, who and when, and answers it back', async () => {
    const counts = { '2000': 2, '1000': 1, '100': 1, '50': 1, '20': 2, '5': 1, '2': 1, '1': 1 };
    const res = await call('POST', `/api/admin/cash-up/${DAY}/close`, admin, {
      counted: '51.98',
      counts,
      note: 'A £5 note short: looking into it',
    });
    expect(res.statusCode, res.body).toBe(200);
    const read = await call('GET', `/api/admin/cash-up/${DAY}`, admin);
    const day = read.json<CashUp>();
    expect(day).toMatchObject({
      expectedCash: '56.98',
      counted: '51.98',
      difference: '-5.00',
      counts,
      note: 'A £5 note short: looking into it',
      closedBy: admin.username,
    });
    expect(Date.now() - Date.parse(day.closedAt!)).toBeLessThan(60_000);
  });

  it('cannot be closed twice', async () => {
    const res = await call('POST', `/api/admin/cash-up/${DAY}/close`, admin, { counted: '56.98' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: ALREADY_CLOSED_MESSAGE });
  });

  it('closes once when two counts are sent at the same moment', async () => {
    const url = `/api/admin/cash-up/2026-05-01/close`;
    const answers = await Promise.all([
      call('POST', url, admin, { counted: '200.00' }),
      call('POST', url, admin, { counted: '200.00' }),
    ]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    const rows = await t.database.db.execute(
      sql`select day from cash_ups where day = '2026-05-01'`,
    );
    expect(rows.rows).toHaveLength(1);
  });

  it('does not change once closed: money dated to it later is not in it', async () => {
    const b = books(t.database.db);
    const loan = await b.loan(london('2026-01-07 10:00'), '20.00');
    await b.loanPayment(loan, london('2026-06-10 12:00'), 'cash', '7.00');
    const day = (await call('GET', `/api/admin/cash-up/${DAY}`, admin)).json<CashUp>();
    expect(day.byMethod[0]).toEqual({ method: 'cash', in: '45.56', out: '188.58' });
    expect(day.expectedCash).toBe('56.98');
    // And the database refuses to change or remove it, whoever asks.
    await expect(
      t.database.db.execute(sql`update cash_ups set counted = '56.98' where day = ${DAY}`),
    ).rejects.toThrow();
    await expect(
      t.database.db.execute(sql`delete from cash_ups where day = ${DAY}`),
    ).rejects.toThrow();
  });

  it('opens the next day with the count, and the money written after the close', async () => {
    const next = (await call('GET', `/api/admin/cash-up/2026-06-11`, admin)).json<CashUp>();
    expect(next.openingFloat).toBe('51.98');
    // £888.88 of its own, and the £7 dated to 10 June but written after that day closed.
    expect(next.byMethod[0]).toEqual({ method: 'cash', in: '895.88', out: '0.00' });
    expect(next.expectedCash).toBe('947.86');
  });

  it('puts money taken after a close before midnight on the next day', async () => {
    const b = books(t.database.db);
    // A day closed at 18:00 (written as the close would), then a payment at 19:00.
    await t.database.db.insert(cashUps).values({
      day: '2026-07-01',
      openingFloat: '0.00',
      expectedCash: '0.00',
      counted: '0.00',
      difference: '0.00',
      byMethod: [],
      lines: [],
      windowFrom: london('2026-07-01 00:00'),
      closedAt: london('2026-07-01 18:00'),
      closedBy: admin.id,
      closedByName: admin.username,
    });
    const loan = await b.loan(london('2026-01-08 10:00'), '20.00');
    await b.loanPayment(loan, london('2026-07-01 19:00'), 'cash', '12.00');
    const next = (await call('GET', `/api/admin/cash-up/2026-07-02`, admin)).json<CashUp>();
    expect(next.window.from).toBe(london('2026-07-01 18:00').toISOString());
    expect(next.byMethod[0]).toEqual({ method: 'cash', in: '12.00', out: '0.00' });
  });

  it('closes today without a note when the count matches', async () => {
    const today = todayInLondon();
    const res = await call('POST', `/api/admin/cash-up/${today}/close`, admin, { counted: '0' });
    expect(res.statusCode, res.body).toBe(200);
    // Nothing moved today; the float is the last count before it (1 July's £0.00).
    expect(res.json<CashUp>()).toMatchObject({
      date: today,
      openingFloat: '0.00',
      expectedCash: '0.00',
      counted: '0.00',
      difference: '0.00',
      note: null,
    });
  });
});

describe('asking wrongly', () => {
  it('refuses a date that is not one, and a day still to come', async () => {
    for (const date of ['2026-13-01', '10-06-2026', 'today']) {
      const res = await call('GET', `/api/admin/cash-up/${date}`, admin);
      expect(res.statusCode).toBe(400);
      expect(res.json<{ message: string }>().message).toMatch(/YYYY-MM-DD/);
    }
    const tomorrow = addDays(todayInLondon(), 1);
    for (const res of [
      await call('GET', `/api/admin/cash-up/${tomorrow}`, admin),
      await call('POST', `/api/admin/cash-up/${tomorrow}/close`, admin, { counted: '1' }),
    ]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: FUTURE_DAY_MESSAGE });
    }
  });

  it('refuses a count that is not an amount, and fields it does not take', async () => {
    const url = `/api/admin/cash-up/2026-06-12/close`;
    for (const [payload, pattern] of [
      [{}, /Counted is required/],
      [{ counted: '-5' }, /Counted must be an amount/],
      [{ counted: '1.234' }, /Counted must be an amount/],
      [{ counted: '5', counts: { '300': 1 } }, /notes and coins in pennies/],
      [{ counted: '5', counts: { '500': -1 } }, /cannot be negative/],
      [{ counted: '5', note: 'x'.repeat(1001) }, /at most 1000/],
      [{ counted: '5', closedBy: 'someone' }, /.+/],
    ] as const) {
      const res = await call('POST', url, admin, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json<{ message: string }>().message).toMatch(pattern);
    }
  });

  it('is for staff: 401 signed out, 403 for a customer', async () => {
    for (const [method, url] of [
      ['GET', `/api/admin/cash-up/${DAY}`],
      ['GET', `/api/admin/cash-up/${DAY}/pdf`],
      ['POST', `/api/admin/cash-up/2026-06-12/close`],
    ] as const) {
      expect((await call(method, url, undefined, { counted: '1' })).statusCode).toBe(401);
      expect((await call(method, url, customer, { counted: '1' })).statusCode).toBe(403);
    }
  });
});
