/**
 * The owner's reports benchmark (decisions 026 and 037): a busy shop's two
 * years (50,000 loans, 100,000 loan payments, 5,000 marketplace sales paid,
 * 10,000 repairs), written as the app writes them, so the database's triggers
 * post each to the journal the reports' money is read from. Then the reports of
 * the last year and of this month, and a day's cash-up, through the real app
 * (buildApp + inject). Target: under 200 ms for a year's reports and a cash-up.
 *
 * Last, what the journal costs a write: WRITES loan payments inserted one by one
 * (each its own transaction, so the entry's balance check at commit counts), with
 * the posting trigger and with it disabled, in turns. The database is a throwaway
 * copy, so disabling the trigger there touches no real books.
 *
 *   DATABASE_URL=postgres://… npm run bench:reports   PostgreSQL (the issue's case):
 *       a throwaway database on that server, dropped afterwards
 *   npm run bench:reports                               in-memory PGlite
 *   LOANS=5000 PAYMENTS=10000 RUNS=5 WRITES=200 …       a smaller, quicker run
 *
 * Writes the figures to bench/results/reports-<date>-<pglite|postgres>.json.
 */
import { writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { addDays, todayInLondon } from '../src/shared/repairs/dates';
import { buildApp } from '../src/server/app';
import { testConfig } from '../src/server/config';
import type { Db } from '../src/server/db/client';
import { signedInUser } from '../tests/helpers/users';
import { openBenchDatabase, printTable, timeRuns } from './lib/stats';

const LOANS = Number(process.env.LOANS ?? 50_000);
const PAYMENTS = Number(process.env.PAYMENTS ?? 100_000);
const SALES = Number(process.env.SALES ?? 5_000);
const REPAIRS = Number(process.env.REPAIRS ?? 10_000);
const RUNS = Number(process.env.RUNS ?? 20);
const WRITES = Number(process.env.WRITES ?? 1_000);
/** The payment writes are timed in this many turns of with and without the trigger. */
const WRITE_TURNS = 4;

async function seed(db: Db) {
  await db.execute(sql`select setseed(0.29)`);
  await db.execute(sql`
    insert into cash_advances (user_id, customer_name, item_description, item_category, collateral_type,
      loan_amount, interest_rate, total_repayment, due_date, status, start_date, activated_at, closed_at,
      sale_date, created_at)
    select 'customer_' || n, 'Bench Customer', 'Gold ring', 'gold',
      case when random() < 0.5 then 'gold' else 'general' end,
      loan, 8, loan * 1.08, started + interval '28 days', status,
      (started at time zone 'Europe/London')::date, started,
      case when status in ('paid', 'forfeited') then started + interval '200 days' end,
      case when status = 'sold' then (started + interval '220 days')::date end,
      started
    from (
      select n, round((20 + random() * 600)::numeric, 2) as loan,
        now() - random() * interval '730 days' as started,
        (array['active', 'paid', 'paid', 'forfeited', 'sold'])[1 + floor(random() * 5)::int] as status
      from generate_series(1, ${LOANS}) as n
    ) as dice`);
  await db.execute(sql`
    with loans as (select id, row_number() over () as k from cash_advances)
    insert into cash_advance_payments (cash_advance_id, kind, amount, interest_part, principal_part,
      method, idempotency_key, created_at)
    select l.id, (array['part', 'extension', 'redemption'])[1 + floor(random() * 3)::int],
      amount, round(amount * 0.2, 2), amount - round(amount * 0.2, 2),
      (array['cash', 'card', 'bank', 'card_online'])[1 + floor(random() * 4)::int],
      'bench-' || n, now() - random() * interval '730 days'
    from (
      select n, 1 + (n % ${LOANS}) as k, round((5 + random() * 300)::numeric, 2) as amount
      from generate_series(1, ${PAYMENTS}) as n
    ) as p join loans l on l.k = p.k`);
  await db.execute(sql`
    with made as (
      insert into products (title, category, price, status, created_at)
      select 'Bench product ' || n, 'Electronics', 50, 'sold', now() - random() * interval '730 days'
        from generate_series(1, ${SALES}) as n
      returning id, created_at
    ), sold as (
      insert into checkouts (reference, status, fulfilment, customer_name, customer_email,
        fulfilment_date, subtotal, delivery_fee, total_amount, idempotency_key_hash, created_at, updated_at)
      select 'B' || lpad(row_number() over ()::text, 9, '0'), 'delivered', 'collection', 'Bench', 'b@example.com',
        current_date, 50, 0, 50, md5(id::text) || md5(id::text), created_at + interval '9 days',
        created_at + interval '10 days'
      from made
      returning id, created_at
    )
    insert into orders (checkout_id, product_id, total_amount, delivery_address, status)
    select sold.id, made.id, 50, 'Collection', 'delivered'
      from sold join made on made.created_at + interval '9 days' = sold.created_at`);
  // Each sale paid when it was ordered: the journal's sales income, which the report sums.
  await db.execute(sql`
    insert into order_payments (checkout_id, provider, method, amount, created_at)
    select id, 'in_store', (array['cash', 'card'])[1 + floor(random() * 2)::int], total_amount, created_at
      from checkouts`);
  await db.execute(sql`
    with made as (
      insert into repairs (device_type, brand_model, problem_description, preferred_date, preferred_time, status)
      select 'laptop', 'Bench', 'Screen', current_date - (random() * 730)::int, '10:00',
        (array['scheduled', 'in_progress', 'ready', 'collected', 'cancelled'])[1 + floor(random() * 5)::int]
      from generate_series(1, ${REPAIRS})
      returning id, preferred_date, status
    )
    insert into repair_status_changes (repair_id, status, created_at)
    select id, 'ready', preferred_date + (1 + random() * 6) * interval '1 day'
      from made where status in ('ready', 'collected')`);
  // As autovacuum leaves a live database: statistics, and the visibility map set.
  await db.execute(sql`vacuum analyze`);
}

/** The posting trigger of loan payments (migration 0020). */
const PAYMENT_TRIGGER = sql.raw('cash_advance_payments_post');

/** Inserts `count` loan payments one by one, each in its own transaction; answers ms per write. */
async function timePaymentWrites(db: Db, loans: string[], count: number, turn: string) {
  const started = performance.now();
  for (let n = 0; n < count; n += 1) {
    await db.execute(sql`
      insert into cash_advance_payments (cash_advance_id, kind, amount, interest_part, principal_part,
        method, idempotency_key)
      values (${loans[n % loans.length]}, 'part', 10.00, 2.00, 8.00, 'cash', ${`write-${turn}-${n}`})`);
  }
  return (performance.now() - started) / count;
}

/**
 * The mean cost of one loan payment's write with the journal's trigger and without it,
 * timed in turns so a change in the machine's load falls on both alike.
 */
async function paymentWriteCost(db: Db) {
  const loans = (
    await db.execute<{ id: string }>(
      sql`select id from cash_advances where status = 'active' order by id limit 500`,
    )
  ).rows.map((row) => row.id);
  const perTurn = Math.max(1, Math.round(WRITES / WRITE_TURNS));
  await timePaymentWrites(db, loans, 50, 'warm-up');
  const withJournal: number[] = [];
  const withoutJournal: number[] = [];
  for (let turn = 0; turn < WRITE_TURNS; turn += 1) {
    withJournal.push(await timePaymentWrites(db, loans, perTurn, `posted-${turn}`));
    await db.execute(sql`alter table cash_advance_payments disable trigger ${PAYMENT_TRIGGER}`);
    try {
      withoutJournal.push(await timePaymentWrites(db, loans, perTurn, `unposted-${turn}`));
    } finally {
      await db.execute(sql`alter table cash_advance_payments enable trigger ${PAYMENT_TRIGGER}`);
    }
  }
  const mean = (samples: number[]) => samples.reduce((a, b) => a + b, 0) / samples.length;
  return {
    writes: perTurn * WRITE_TURNS,
    withJournalMs: Number(mean(withJournal).toFixed(3)),
    withoutJournalMs: Number(mean(withoutJournal).toFixed(3)),
  };
}

const database = await openBenchDatabase('reports_bench');
try {
  const filling = performance.now();
  await seed(database.db);
  console.log(
    `${database.kind}: ${LOANS} loans, ${PAYMENTS} payments, ${SALES} sales, ${REPAIRS} repairs in ` +
      `${((performance.now() - filling) / 1000).toFixed(1)} s; ${RUNS} timed runs each after 5 warm-up runs\n`,
  );
  const app = await buildApp({ config: testConfig(), database });
  await app.ready();
  const admin = await signedInUser(app, 'admin');
  const get = (url: string) => async () => {
    const res = await app.inject({ method: 'GET', url, headers: { cookie: admin.cookie } });
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  };
  const today = todayInLondon();
  const yearAgo = addDays(today, -364);
  const rows: (string | number)[][] = [];
  for (const [name, url] of [
    ['reports, the last year (by month)', `/api/admin/reports?from=${yearAgo}&to=${today}`],
    ['reports, this month (by day)', '/api/admin/reports'],
    [
      'reports, two years (by month)',
      `/api/admin/reports?from=${addDays(today, -729)}&to=${today}`,
    ],
    [
      'one report as CSV, the last year',
      `/api/admin/reports.csv?from=${yearAgo}&to=${today}&report=interest`,
    ],
    ['cash-up of today', `/api/admin/cash-up/${today}`],
  ] as const) {
    const { median, p99 } = await timeRuns(get(url), RUNS);
    rows.push([name, Number(median.toFixed(1)), Number(p99.toFixed(1))]);
  }
  printTable(['call', 'median ms', 'p99 ms'], rows);
  const year = rows[0]![1] as number;
  const cashUp = rows.at(-1)![1] as number;
  const met = (ms: number) => (ms < 200 ? 'met' : 'MISSED');
  console.log(`\nTarget: a year's reports under 200 ms: ${met(year)} (${year} ms)`);
  console.log(`Target: a day's cash-up under 200 ms: ${met(cashUp)} (${cashUp} ms)`);

  const writes = await paymentWriteCost(database.db);
  const added = writes.withJournalMs - writes.withoutJournalMs;
  console.log(`\nOne loan payment's write (insert and commit, mean of ${writes.writes} each):`);
  printTable(
    ['write', 'mean ms'],
    [
      ['with the journal (trigger posting its entry)', writes.withJournalMs],
      ['trigger disabled (no entry)', writes.withoutJournalMs],
      ['added by the journal', Number(added.toFixed(3))],
    ],
  );
  // The machine's load beside the figures: a busy shared machine slows every row.
  const file = `bench/results/reports-${today}-${database.kind}.json`;
  const result = {
    date: today,
    database: database.kind,
    seeded: { loans: LOANS, payments: PAYMENTS, sales: SALES, repairs: REPAIRS },
    runs: RUNS,
    cores: cpus().length,
    loadAverage: loadavg().map((load) => Number(load.toFixed(2))),
    rows: rows.map(([call, median, p99]) => ({ call, medianMs: median, p99Ms: p99 })),
    paymentWrite: writes,
  };
  writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
  console.log(`Written to ${file}`);
  await app.close();
} finally {
  await database.close();
}
