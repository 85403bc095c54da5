/**
 * The owner's reports (decision 026), grouped by London day or month; the
 * periods with nothing are filled with zeros here so every chart has its whole
 * axis.
 *
 * Money comes from the journal alone (decision 037), by the business day of
 * its entry, so a report agrees with the cash-up, the trial balance and any
 * correcting entry posted since:
 * - money lent: the debits to loans receivable (1100) by `loan_advanced` entries,
 *   and how many loans they paid out; an agreement made on paper before the app
 *   counts on the day it was entered, when the books took it on;
 * - interest earned: what interest income (4000) was credited, less debits;
 * - marketplace sales: what order payments credited to sales and delivery income
 *   (4200, 4300), less what order refunds debited to refunds given (4900), each
 *   on the business day the money moved, whatever the order did since: a paid
 *   order not yet handed over is already a sale on the books, and a refund
 *   counts on its own day rather than rewriting the period of the sale.
 * Counts that are not money (redemptions, forfeits, sales of pledges, the items
 * and days to sell of orders handed over, repairs) stay on the records.
 */
import { sql, type SQL } from 'drizzle-orm';
import { penniesToDecimal } from '@shared/money-math';
import { periodsOf, type ReportRange, type Reports } from '@shared/reports/schemas';
import { addDays } from '@shared/repairs/dates';
import { shop } from '@shared/shop';
import type { Db } from '../../db/client';
import { accountCodes } from '../ledger/account-codes';
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
const text = (value: Row[string] | undefined, fallback: string) =>
  value == null ? fallback : String(value);

/** One row per period, from the query's rows by period (zeros where it had none). */
function filled<T>(periods: string[], rows: Row[], make: (row: Row | undefined) => T) {
  const byPeriod = new Map(rows.map((row) => [String(row.period), row]));
  return periods.map((period) => ({ period, ...make(byPeriod.get(period)) }));
}

const rowOf = (rows: Row[], period: string) => rows.find((row) => row.period === period);

/** A sum of journal pennies as pounds to two places; zero when no line matched. */
const pounds = (pennies: SQL) => sql`(coalesce(${pennies}, 0) / 100.0)::numeric(14, 2)::text`;

const { loansReceivable, interestIncome, salesIncome, deliveryIncome, refundsGiven } = accountCodes;

/**
 * Lines `l` on the range's business days, on one of `accounts`: read from the lines'
 * covering index alone (each line carries its entry's day and kind).
 */
const inRangeOn = (range: ReportRange, accounts: string[]) => sql`
  l.business_day >= ${range.from} and l.business_day <= ${range.to}
  and l.account_code in (${sql.join(
    accounts.map((code) => sql`${code}`),
    sql`, `,
  )})`;

/**
 * Money lent by period and collateral: what `loan_advanced` entries debited to loans
 * receivable, and how many loans they paid out (a correcting entry on a loan changes the
 * money, not the count: loans are counted once each). The collateral is the loan
 * record's; a line whose record is gone (the books outlive it) still counts as lent in
 * its period, under no collateral. Summed by business day first, so the label of a
 * period is worked out once a day rather than once a line.
 */
const lentByPeriodAndCollateral = (range: ReportRange, unit: Unit) => sql`
  select ${bucketOfDate(sql.raw('day'), unit)} as period, collateral,
         sum(loans)::int as loans, sum(pennies)::text as pennies
    from (
      select l.business_day as day, a.collateral_type as collateral,
             count(distinct l.cash_advance_id) as loans, sum(l.amount) as pennies
        from journal_lines l
        left join cash_advances a on a.id = l.cash_advance_id
       where l.kind = 'loan_advanced' and l.amount > 0 and ${inRangeOn(range, [loansReceivable])}
       group by 1, 2
    ) by_day
   group by 1, 2`;

/**
 * The marketplace's takings: the income an order's payment credited, and what an order's
 * refund gave back (on a checkout: a card refund of an order that had moved on is posted
 * as that order's refund too). Summed and negated, credits less debits.
 */
const isMarketplaceTakings = sql`(
  (l.kind = 'order_payment' and l.account_code in (${salesIncome}, ${deliveryIncome}))
  or (l.kind = 'order_refund' and l.account_code = ${refundsGiven} and l.checkout_id is not null))`;

/** Interest earned and the marketplace's takings by period, summed by business day first. */
const incomeByPeriod = (range: ReportRange, unit: Unit) => sql`
  select ${bucketOfDate(sql.raw('day'), unit)} as period,
         ${pounds(sql`sum(interest)`)} as interest, ${pounds(sql`sum(sales)`)} as sales
    from (
      select l.business_day as day,
             -sum(l.amount) filter (where l.account_code = ${interestIncome}) as interest,
             -sum(l.amount) filter (where ${isMarketplaceTakings}) as sales
        from journal_lines l
       where ${inRangeOn(range, [interestIncome, salesIncome, deliveryIncome, refundsGiven])}
       group by 1
    ) by_day
   group by 1`;

type Lent = { loans: number; pennies: number };

/** The lent rows' totals by period (over every collateral) or by collateral (over the range). */
function lentBy(rows: Row[], key: 'period' | 'collateral'): Map<string, Lent> {
  const totals = new Map<string, Lent>();
  for (const row of rows) {
    if (row[key] == null) continue;
    const total = totals.get(String(row[key])) ?? { loans: 0, pennies: 0 };
    total.loans += num(row.loans);
    total.pennies += num(row.pennies);
    totals.set(String(row[key]), total);
  }
  return totals;
}

export async function reportsOf(db: Db, range: ReportRange): Promise<Reports> {
  const { unit, periods } = periodsOf(range);
  const start = startOfLondonDay(range.from);
  const end = startOfLondonDay(addDays(range.to, 1));
  const rows = async (query: SQL) => (await db.execute<Row>(query)).rows;

  const [lent, income, redeemed, forfeited, sold, handedOver, byStatus, turnaround] =
    await Promise.all([
      rows(lentByPeriodAndCollateral(range, unit)),
      rows(incomeByPeriod(range, unit)),
      // Redemptions: the payments that redeemed a loan, on their London day.
      rows(sql`
        select ${bucketOfInstant(sql.raw('created_at'), unit)} as period, count(*)::int as n
          from cash_advance_payments
         where kind = 'redemption' and created_at >= ${start} and created_at < ${end}
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
      // Items sold: a checkout delivered or collected, on the day it was; its time to sell
      // runs from the product's listing to then.
      rows(sql`
        select ${bucketOfInstant(sql.raw('c.updated_at'), unit)} as period,
               sum(o.quantity)::int as items,
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

  const count = (list: Row[]) => (period: string) => num(rowOf(list, period)?.n);
  const lentInPeriod = lentBy(lent, 'period');
  return {
    ...range,
    unit,
    lent: periods.map((period) => {
      const total = lentInPeriod.get(period);
      return { period, loans: total?.loans ?? 0, amount: penniesToDecimal(total?.pennies ?? 0) };
    }),
    interest: filled(periods, income, (row) => ({ amount: text(row?.interest, '0.00') })),
    outcomes: periods.map((period) => ({
      period,
      redeemed: count(redeemed)(period),
      forfeited: count(forfeited)(period),
      sold: count(sold)(period),
    })),
    collateral: [...lentBy(lent, 'collateral')]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([collateralType, total]) => ({
        collateralType,
        loans: total.loans,
        amount: penniesToDecimal(total.pennies),
      })),
    // The items and days of orders handed over beside the money the marketplace took.
    marketplace: periods.map((period) => {
      const sales = rowOf(handedOver, period);
      return {
        period,
        items: num(sales?.items),
        amount: text(rowOf(income, period)?.sales, '0.00'),
        averageDaysToSell: sales?.average_days == null ? null : String(sales.average_days),
      };
    }),
    repairsByStatus: byStatus.map((row) => ({ status: String(row.period), repairs: num(row.n) })),
    repairTurnaround: filled(periods, turnaround, (row) => ({
      repairs: num(row?.n),
      averageDays: row?.average_days == null ? null : String(row.average_days),
    })),
  };
}
