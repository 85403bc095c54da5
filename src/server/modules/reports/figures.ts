/**
 * The owner's reports (issue 29, decision 026), each one SQL query over the
 * ledger and the records, grouped by London day or month; the periods with
 * nothing are filled with zeros here so every chart has its whole axis.
 */
import { sql, type SQL } from 'drizzle-orm';
import { periodsOf, type ReportRange, type Reports } from '@shared/reports/schemas';
import { addDays } from '@shared/repairs/dates';
import { shop } from '@shared/shop';
import type { Db } from '../../db/client';
import { startOfLondonDay } from '../payments/reconciliation';

type Unit = 'day' | 'month';
type Row = Record<string, string | number | null>;

const formatOf = (unit: Unit) => (unit === 'day' ? 'YYYY-MM-DD' : 'YYYY-MM');
/** The bucket of an instant, in London. */
const bucketOfInstant = (column: SQL, unit: Unit) =>
  sql`to_char(${column} at time zone ${shop.timeZone}, ${formatOf(unit)})`;
/** The bucket of a calendar date. */
const bucketOfDate = (column: SQL, unit: Unit) => sql`to_char(${column}, ${formatOf(unit)})`;

const num = (value: unknown) => Number(value ?? 0);
const text = (value: string | number | null | undefined, fallback: string) =>
  value == null ? fallback : String(value);

/** One row per period, from the query's rows by period (zeros where it had none). */
function filled<T>(periods: string[], rows: Row[], make: (row: Row | undefined) => T) {
  const byPeriod = new Map(rows.map((row) => [String(row.period), row]));
  return periods.map((period) => ({ period, ...make(byPeriod.get(period)) }));
}

export async function reportsOf(db: Db, range: ReportRange): Promise<Reports> {
  const { unit, periods } = periodsOf(range);
  const start = startOfLondonDay(range.from);
  const end = startOfLondonDay(addDays(range.to, 1));
  const rows = async (query: SQL) => (await db.execute<Row>(query)).rows;

  const [lent, ledger, forfeited, sold, collateral, marketplace, byStatus, turnaround] =
    await Promise.all([
      // Loans agreed, on their agreement's first day (one entered later counts on its own day).
      rows(sql`
        select ${bucketOfDate(sql.raw('start_date'), unit)} as period, count(*)::int as loans,
               sum(loan_amount)::numeric(14, 2)::text as amount
          from cash_advances
         where activated_at is not null and start_date >= ${range.from} and start_date <= ${range.to}
         group by 1`),
      // The ledger once for both: interest earned, and redemptions (payments that redeemed).
      rows(sql`
        select ${bucketOfInstant(sql.raw('created_at'), unit)} as period,
               sum(interest_part)::numeric(14, 2)::text as amount,
               (count(*) filter (where kind = 'redemption'))::int as n
          from cash_advance_payments where created_at >= ${start} and created_at < ${end}
         group by 1`),
      rows(sql`
        select ${bucketOfInstant(sql.raw('closed_at'), unit)} as period, count(*)::int as n
          from cash_advances
         where status = 'forfeited' and closed_at >= ${start} and closed_at < ${end}
         group by 1`),
      rows(sql`
        select ${bucketOfDate(sql.raw('sale_date'), unit)} as period, count(*)::int as n
          from cash_advances
         where sale_date >= ${range.from} and sale_date <= ${range.to}
         group by 1`),
      rows(sql`
        select collateral_type as period, count(*)::int as loans,
               sum(loan_amount)::numeric(14, 2)::text as amount
          from cash_advances
         where activated_at is not null and start_date >= ${range.from} and start_date <= ${range.to}
         group by 1 order by 1`),
      // A sale is a checkout delivered or collected, on the day it was; its time to sell runs
      // from the product's listing to then.
      rows(sql`
        select ${bucketOfInstant(sql.raw('c.updated_at'), unit)} as period,
               sum(o.quantity)::int as items,
               sum(o.total_amount)::numeric(14, 2)::text as amount,
               round(avg(extract(epoch from c.updated_at - p.created_at) / 86400)::numeric, 1)::text
                 as average_days
          from checkouts c
          join orders o on o.checkout_id = c.id
          left join products p on p.id = o.product_id
         where c.status in ('delivered', 'collected')
           and c.updated_at >= ${start} and c.updated_at < ${end}
         group by 1`),
      rows(sql`
        select status as period, count(*)::int as n
          from repairs
         where preferred_date >= ${range.from} and preferred_date <= ${range.to}
         group by 1 order by 1`),
      // Turnaround: from the booked drop-off day to the day it was first ready to collect.
      rows(sql`
        select ${bucketOfInstant(sql.raw('ready_at'), unit)} as period, count(*)::int as n,
               round(avg((ready_at at time zone ${shop.timeZone})::date - preferred_date), 1)::text
                 as average_days
          from (
            select r.preferred_date, min(s.created_at) as ready_at
              from repair_status_changes s join repairs r on r.id = s.repair_id
             where s.status = 'ready'
             group by r.id, r.preferred_date
          ) ready
         where ready_at >= ${start} and ready_at < ${end}
         group by 1`),
    ]);

  const count = (list: Row[]) => (period: string) =>
    num(list.find((row) => row.period === period)?.n);
  return {
    ...range,
    unit,
    lent: filled(periods, lent, (row) => ({
      loans: num(row?.loans),
      amount: text(row?.amount, '0.00'),
    })),
    interest: filled(periods, ledger, (row) => ({ amount: text(row?.amount, '0.00') })),
    outcomes: periods.map((period) => ({
      period,
      redeemed: count(ledger)(period),
      forfeited: count(forfeited)(period),
      sold: count(sold)(period),
    })),
    collateral: collateral.map((row) => ({
      collateralType: String(row.period),
      loans: num(row.loans),
      amount: text(row.amount, '0.00'),
    })),
    marketplace: filled(periods, marketplace, (row) => ({
      items: num(row?.items),
      amount: text(row?.amount, '0.00'),
      averageDaysToSell: row?.average_days == null ? null : String(row.average_days),
    })),
    repairsByStatus: byStatus.map((row) => ({ status: String(row.period), repairs: num(row.n) })),
    repairTurnaround: filled(periods, turnaround, (row) => ({
      repairs: num(row?.n),
      averageDays: row?.average_days == null ? null : String(row.average_days),
    })),
  };
}
