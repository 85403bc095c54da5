/**
 * The journal's business days (decision 037): a close counts exactly the
 * entries of its day, money written while a close runs is either counted by
 * it or lands on a day still open, and a day with repair money closes like any
 * other.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CashUp } from '../src/shared/cash-up/schemas';
import { addDays, todayInLondon } from '../src/shared/repairs/dates';
import { repairPayments } from '../src/server/db/schema';
import { books, london } from './helpers/books';
import { createTestApp, type TestApp } from './helpers/test-app';
import { signedInUser, type TestUser } from './helpers/users';

let t: TestApp;
let owner: TestUser;

const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { cookie: owner.cookie } });

beforeAll(async () => {
  t = await createTestApp({ config: { cashFloat: '0.00' } });
  owner = await signedInUser(t.app, 'admin');
});
afterAll(() => t.close());

type DayOf = { business_day: string; amount: string };
const journalOf = async (kind: string) =>
  (
    await t.database.db.execute<DayOf>(sql`
      select to_char(e.business_day, 'YYYY-MM-DD') as business_day, sum(l.amount)::text as amount
        from journal_entries e join journal_lines l on l.entry_id = e.id
       where e.kind = ${kind} and l.account_code = '1000'
       group by e.business_day order by e.business_day`)
  ).rows;

/** Resolves once PostgreSQL shows a session waiting for the close's lock (PGlite: at once). */
async function closeIsWaiting(): Promise<void> {
  if (t.database.kind !== 'postgres') return;
  for (;;) {
    const waiting = await t.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from pg_locks where locktype = 'advisory' and not granted`,
    );
    if (Number(waiting.rows[0]?.n) > 0) return;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

describe('a day with repair money', () => {
  it('answers its cash-up, closes, and answers it again', async () => {
    const day = '2026-03-03';
    const repair = await books(t.database.db).repair(day, 'completed');
    await t.database.db.insert(repairPayments).values({
      repairId: repair,
      amount: '25.00',
      method: 'cash',
      idempotencyKey: 'repair-desk-1',
      createdAt: london(`${day} 11:00`),
    });
    const open = await call('GET', `/api/admin/cash-up/${day}`);
    expect(open.statusCode, open.body).toBe(200);
    expect(open.json<CashUp>().lines).toEqual([
      { source: 'repair_payments', method: 'cash', count: 1, in: '25.00', out: '0.00' },
    ]);
    const closed = await call('POST', `/api/admin/cash-up/${day}/close`, { counted: '25.00' });
    expect(closed.statusCode, closed.body).toBe(200);
    const again = await call('GET', `/api/admin/cash-up/${day}`);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json<CashUp>().expectedCash).toBe('25.00');
  });
});

describe('a close while money is being written', () => {
  it('waits for payments begun before it and counts them in the day it closes', async () => {
    const today = todayInLondon();
    const loan = await books(t.database.db).loan(london('2026-01-10 10:00'), '100.00');
    let written: () => void = () => undefined;
    const paymentsWritten = new Promise<void>((resolve) => (written = resolve));
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    // £17 and £23 in one transaction held open until the close has started.
    const held = t.database.db.transaction(async (tx) => {
      const desk = books(tx);
      await desk.loanPayment(loan, new Date(), 'cash', '17.00');
      await desk.loanPayment(loan, new Date(), 'cash', '23.00');
      written();
      await released;
    });
    await paymentsWritten;
    const closing = call('POST', `/api/admin/cash-up/${today}/close`, {
      counted: '0.00',
      note: 'Counted after the race',
    });
    await closeIsWaiting();
    release();
    await held;
    const closed = await closing;
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json<CashUp>().lines).toContainEqual({
      source: 'loan_payments',
      method: 'cash',
      count: 2,
      in: '40.00',
      out: '0.00',
    });
    expect(await journalOf('loan_payment')).toContainEqual({ business_day: today, amount: '4000' });
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    'puts a payment whose transaction began before the close, and wrote after it, on the next day',
    async () => {
      const today = todayInLondon();
      const loan = await books(t.database.db).loan(london('2026-01-11 10:00'), '100.00');
      let started: () => void = () => undefined;
      const transactionStarted = new Promise<void>((resolve) => (started = resolve));
      let release: () => void = () => undefined;
      const closeDone = new Promise<void>((resolve) => (release = resolve));
      const late = t.database.db.transaction(async (tx) => {
        // The transaction's clock starts now, before the close: created_at is today's.
        await tx.execute(sql`select now()`);
        started();
        await closeDone;
        await books(tx).loanPayment(loan, new Date(), 'cash', '9.00');
      });
      await transactionStarted;
      // Today was closed by the test before; a day closes once, so this close is of today
      // only if the earlier test did not run.
      try {
        const closed = await call('POST', `/api/admin/cash-up/${today}/close`, {
          counted: '0.00',
          note: 'Counted',
        });
        expect([200, 409]).toContain(closed.statusCode);
      } finally {
        release();
        await late;
      }
      const days = await t.database.db.execute<DayOf>(sql`
        select to_char(e.business_day, 'YYYY-MM-DD') as business_day, '' as amount
          from journal_entries e join cash_advance_payments p on e.record_id = p.id::text
         where p.amount = 9.00`);
      expect(days.rows.map((row) => row.business_day)).toEqual([addDays(today, 1)]);
      const day = await call('GET', `/api/admin/cash-up/${today}`);
      expect(day.json<CashUp>().lines).not.toContainEqual(
        expect.objectContaining({ in: '9.00' }),
      );
    },
  );

  it('closes once when two closes run together, and posts the difference once', async () => {
    const day = '2026-03-04';
    await books(t.database.db).loanPayment(
      await books(t.database.db).loan(london('2026-01-12 10:00'), '10.00'),
      london(`${day} 12:00`),
      'cash',
      '5.00',
    );
    const expected = (await call('GET', `/api/admin/cash-up/${day}`)).json<CashUp>().expectedCash;
    const counted = (Number(expected) - 1).toFixed(2);
    const answers = await Promise.all([
      call('POST', `/api/admin/cash-up/${day}/close`, { counted, note: 'Short £1' }),
      call('POST', `/api/admin/cash-up/${day}/close`, { counted, note: 'Short £1' }),
    ]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    expect(await journalOf('cash_up_difference')).toContainEqual({
      business_day: day,
      amount: '-100',
    });
    expect((await journalOf('cash_up_difference')).filter((row) => row.business_day === day))
      .toHaveLength(1);
  });
});
