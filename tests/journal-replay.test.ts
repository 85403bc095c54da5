/**
 * The journal's migration posts every record written before it (decision 037):
 * each day's money, worked out the way the cash-up worked it out before the
 * journal (a union of the money tables over the day's window), equals the
 * journal's lines of that business day to the penny.
 *
 * The migration's SQL is the same on both engines; this test builds its own
 * embedded database at the migration before the journal's, which it can do in
 * a moment without a server.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../src/server/db/client';

const JOURNAL_MIGRATION = '0020_journal.sql';
const migrations = readdirSync(migrationsFolder)
  .filter((name) => name.endsWith('.sql'))
  .sort();

let db: PGlite;

async function apply(name: string) {
  const text = readFileSync(path.join(migrationsFolder, name), 'utf8');
  for (const statement of text.split('--> statement-breakpoint')) {
    if (statement.trim()) await db.exec(statement);
  }
}

/** London wall-clock times of early May 2026 (British Summer Time: UTC+1). */
const at = (local: string) => `${local}+01`;

const DAYS = ['2026-05-01', '2026-05-02', '2026-05-03', '2026-05-04'];

/** What the cash-up summed before the journal: the money tables over each day's window. */
const OLD_DAY_FIGURES = `
  with days as (
    select d::date as day,
           coalesce((select closed_at from cash_ups c where c.day = d::date - 1
                      and c.closed_at < (d::date)::timestamp at time zone 'Europe/London'),
                    (d::date)::timestamp at time zone 'Europe/London') as from_at,
           coalesce((select closed_at from cash_ups c where c.day = d::date
                      and c.closed_at < (d::date + 1)::timestamp at time zone 'Europe/London'),
                    (d::date + 1)::timestamp at time zone 'Europe/London') as to_at
      from unnest($1::date[]) d
  ), money as (
    select created_at as moved_at, method, amount from cash_advance_payments
    union all select created_at, method, amount from order_payments
    union all select created_at, method, -amount from order_refunds
    union all select created_at, method, amount from repair_payments where method <> 'sale'
    union all select r.created_at, 'card_online', -r.amount
      from online_refunds r
      join online_payments p on p.id = r.online_payment_id
      join order_payments op on op.checkout_id = p.checkout_id
       and op.idempotency_key_hash = encode(sha256(convert_to('stripe:' || p.session_id, 'UTF8')), 'hex')
     where not exists (select 1 from order_refunds o where o.checkout_id = p.checkout_id)
    union all select activated_at, 'cash', -loan_amount from cash_advances
     where activated_at is not null and not entered_later
    union all select surplus_paid_at, surplus_paid_method, -sale_surplus from cash_advances
     where surplus_paid_at is not null
  )
  select to_char(days.day, 'YYYY-MM-DD') as day, method,
         coalesce(sum(amount) filter (where amount > 0), 0)::numeric(12, 2)::text as "in",
         coalesce(-sum(amount) filter (where amount < 0), 0)::numeric(12, 2)::text as "out"
    from days join money on money.moved_at >= days.from_at and money.moved_at < days.to_at
   group by days.day, method order by 1, 2`;

/** The same figures from the journal: its money lines by business day. */
const JOURNAL_DAY_FIGURES = `
  select to_char(e.business_day, 'YYYY-MM-DD') as day, a.method,
         (coalesce(sum(l.amount) filter (where l.amount > 0), 0) / 100.0)::numeric(12, 2)::text as "in",
         (coalesce(-sum(l.amount) filter (where l.amount < 0), 0) / 100.0)::numeric(12, 2)::text as "out"
    from journal_entries e
    join journal_lines l on l.entry_id = e.id
    join ledger_accounts a on a.code = l.account_code
   where a.method is not null and e.kind <> 'cash_up_difference'
     and e.business_day = any($1::date[]) and e.kind <> $2
   group by e.business_day, a.method order by 1, 2`;

type Figure = { day: string; method: string; in: string; out: string };

let before: Figure[];

beforeAll(async () => {
  db = await PGlite.create({ extensions: { pg_trgm } });
  for (const name of migrations.filter((name) => name < JOURNAL_MIGRATION)) await apply(name);
  await db.exec(`
    insert into cash_advances (id, user_id, item_description, item_category, loan_amount,
        interest_rate, total_repayment, due_date, status, activated_at, entered_later)
      values ('00000000-0000-4000-8000-000000000001', 'customer_1', 'Gold ring', 'gold', 100,
              8, 100, '${at('2026-06-01 00:00')}', 'active', '${at('2026-05-01 10:00')}', false),
             ('00000000-0000-4000-8000-000000000002', 'customer_2', 'Watch', 'jewellery', 300,
              8, 300, '${at('2026-06-01 00:00')}', 'active', '${at('2026-05-02 11:00')}', true);
    insert into cash_advance_payments (cash_advance_id, kind, amount, interest_part,
        principal_part, method, idempotency_key, created_at) values
      ('00000000-0000-4000-8000-000000000001', 'part', 30, 8, 22, 'cash', 'p1', '${at('2026-05-02 09:30')}'),
      ('00000000-0000-4000-8000-000000000001', 'part', 12.34, 0, 12.34, 'card_online', 'p2', '${at('2026-05-02 12:00')}'),
      -- After the 2 May close at 18:00: the next day's money.
      ('00000000-0000-4000-8000-000000000001', 'part', 7.07, 0, 7.07, 'cash', 'p3', '${at('2026-05-02 19:00')}');
    -- A pledge sold at the counter, its surplus paid in cash on 3 May.
    insert into cash_advances (id, user_id, item_description, item_category, loan_amount,
        interest_rate, total_repayment, due_date, status, activated_at, closed_at, sale_date,
        sale_proceeds, sale_expenses, sale_owed, sale_surplus, sale_shortfall,
        surplus_paid_at, surplus_paid_method)
      values ('00000000-0000-4000-8000-000000000003', 'customer_3', 'Laptop', 'electronics', 80,
              8, 80, '${at('2026-02-01 00:00')}', 'settled', '${at('2026-01-01 10:00')}',
              '${at('2026-05-04 10:00')}', '2026-05-04', 150, 10, 95.50, 44.50, 0,
              '${at('2026-05-03 16:00')}', 'cash');
    insert into checkouts (id, reference, status, fulfilment, customer_name, customer_email,
        fulfilment_date, subtotal, delivery_fee, total_amount, payment_status, idempotency_key_hash)
      values ('00000000-0000-4000-8000-00000000000a', 'BCR-AAAAAA', 'delivered', 'delivery', 'Sam',
              'sam@example.com', '2026-05-02', 15, 4.99, 19.99, 'refunded', 'k-a'),
             ('00000000-0000-4000-8000-00000000000b', 'BCR-BBBBBB', 'delivered', 'collection', 'Ann',
              'ann@example.com', '2026-05-01', 30, 0, 30, 'paid', 'k-b');
    insert into order_payments (checkout_id, provider, method, amount, created_at) values
      ('00000000-0000-4000-8000-00000000000a', 'in_store', 'cash', 19.99, '${at('2026-05-02 13:00')}');
    insert into order_payments (checkout_id, provider, method, amount, idempotency_key_hash, created_at) values
      ('00000000-0000-4000-8000-00000000000b', 'stripe', 'card_online', 30,
       encode(sha256(convert_to('stripe:cs_b', 'UTF8')), 'hex'), '${at('2026-05-01 12:00')}');
    insert into order_refunds (checkout_id, method, amount, created_at) values
      ('00000000-0000-4000-8000-00000000000a', 'cash', 19.99, '${at('2026-05-03 10:00')}');
    -- A card refund of the online order, which moved on; and a loan's excess given back.
    insert into online_payments (id, session_id, payment_url, purpose, checkout_id, amount, status, refunded_amount)
      values ('00000000-0000-4000-8000-0000000000c1', 'cs_b', 'https://pay.example', 'order',
              '00000000-0000-4000-8000-00000000000b', 30, 'paid', 2.50),
             ('00000000-0000-4000-8000-0000000000c2', 'cs_c', 'https://pay.example', 'loan', null, 20, 'paid', 1.11);
    insert into online_refunds (online_payment_id, provider_refund_id, amount, reason, created_at) values
      ('00000000-0000-4000-8000-0000000000c1', 're_1', 2.50, 'Order cancelled', '${at('2026-05-03 15:00')}'),
      ('00000000-0000-4000-8000-0000000000c2', 're_2', 1.11, 'excess', '${at('2026-05-03 15:30')}');
    insert into repairs (id, device_type, brand_model, problem_description, preferred_date, preferred_time, status)
      values ('00000000-0000-4000-8000-0000000000d1', 'laptop', 'ThinkPad', 'Screen', '2026-05-01', '10:00', 'completed');
    insert into repair_payments (repair_id, amount, method, idempotency_key, created_at) values
      ('00000000-0000-4000-8000-0000000000d1', 40, 'card', 'r1', '${at('2026-05-02 15:00')}'),
      ('00000000-0000-4000-8000-0000000000d1', 5, 'sale', 'r2', '${at('2026-05-03 15:00')}');
    insert into cash_ups (day, opening_float, expected_cash, counted, difference, by_method, lines,
        window_from, closed_at, closed_by_name)
      values ('2026-05-02', 0, -50.01, -51.01, -1, '[]', '[]', '${at('2026-05-02 00:00')}',
              '${at('2026-05-02 18:00')}', 'admin');
  `);
  before = (await db.query<Figure>(OLD_DAY_FIGURES, [DAYS])).rows;
  await apply(JOURNAL_MIGRATION);
});
afterAll(() => db.close());

describe('the journal posted from the records before it', () => {
  it('gives each day the money the cash-up gave it, to the penny', async () => {
    const after = (await db.query<Figure>(JOURNAL_DAY_FIGURES, [DAYS, 'loan_sold'])).rows;
    expect(before.length).toBeGreaterThan(5);
    expect(after).toEqual(before);
  });

  it('balances, and adds only the pledge sold at the counter, as cash on its day', async () => {
    const totals = await db.query<{ total: string; entries: number }>(
      `select sum(amount)::text as total, count(distinct entry_id)::int as entries from journal_lines`,
    );
    // Three loans lent, three payments, the sale and its surplus, two order payments, two
    // refunds, two repair payments and the close.
    expect(totals.rows[0]).toEqual({ total: '0', entries: 15 });
    const sale = await db.query<{ day: string; account_code: string; amount: string }>(
      `select to_char(e.business_day, 'YYYY-MM-DD') as day, l.account_code, l.amount::text
         from journal_entries e join journal_lines l on l.entry_id = e.id
        where e.kind = 'loan_sold' order by l.account_code`,
    );
    // £150 in cash; £80 principal, £15.50 interest, £10 costs kept and £44.50 owed back.
    expect(sale.rows).toEqual([
      { day: '2026-05-04', account_code: '1000', amount: '15000' },
      { day: '2026-05-04', account_code: '1100', amount: '-8000' },
      { day: '2026-05-04', account_code: '2100', amount: '-4450' },
      { day: '2026-05-04', account_code: '4000', amount: '-1550' },
      { day: '2026-05-04', account_code: '4200', amount: '-1000' },
    ]);
  });

  it('posts the close’s shortfall on its day', async () => {
    const close = await db.query<{ day: string; account_code: string; amount: string }>(
      `select to_char(e.business_day, 'YYYY-MM-DD') as day, l.account_code, l.amount::text
         from journal_entries e join journal_lines l on l.entry_id = e.id
        where e.kind = 'cash_up_difference' order by l.account_code`,
    );
    expect(close.rows).toEqual([
      { day: '2026-05-02', account_code: '1000', amount: '-100' },
      { day: '2026-05-02', account_code: '6000', amount: '100' },
    ]);
  });
});
