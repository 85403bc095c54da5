/**
 * A day's money by source and method: the journal's entries of that business
 * day (ledger/money-lines.ts, the payments page's own source), and the cash
 * the drawer should hold from them. An entry's business day is never a day
 * already closed, so money written after a close lands on a day still open
 * (decisions 026 and 037). The window, shown on the page, runs from the
 * previous day's end to the day's: midnight in London, or the close.
 */
import { desc, eq, lt, sql } from 'drizzle-orm';
import { cashUpMethods, cashUpSources, type CashUp } from '@shared/cash-up/schemas';
import { parsePennies, penniesToDecimal } from '@shared/money-math';
import { addDays } from '@shared/repairs/dates';
import type { Db } from '../../db/client';
import { cashUps, journalLines } from '../../db/schema';
import { moneyLines } from '../ledger/money-lines';
import { startOfLondonDay } from '../payments/reconciliation';

/** The database or an open transaction. */
export type Reader = Pick<Db, 'select' | 'execute'>;

type Line = CashUp['lines'][number];
type MethodTotal = CashUp['byMethod'][number];

const pennies = (decimal: string | null | undefined) => {
  if (!decimal) return 0;
  const negative = decimal.startsWith('-');
  const value = parsePennies(negative ? decimal.slice(1) : decimal) ?? 0;
  return negative ? -value : value;
};

/** Where a day ends: midnight, or its close when that came first. */
async function endOf(db: Reader, day: string): Promise<Date> {
  const midnight = startOfLondonDay(addDays(day, 1));
  const [closed] = await db
    .select({ closedAt: cashUps.closedAt })
    .from(cashUps)
    .where(eq(cashUps.day, day));
  return closed && closed.closedAt < midnight ? closed.closedAt : midnight;
}

/** The instants a day's money is counted between, [from, to). */
export async function windowOf(db: Reader, day: string): Promise<{ from: Date; to: Date }> {
  return { from: await endOf(db, addDays(day, -1)), to: await endOf(db, day) };
}

/** The last closed day's count before `day`, else the configured float. */
export async function openingFloatOf(
  db: Reader,
  day: string,
  defaultFloat: string,
): Promise<string> {
  const [previous] = await db
    .select({ counted: cashUps.counted })
    .from(cashUps)
    .where(lt(cashUps.day, day))
    .orderBy(desc(cashUps.day))
    .limit(1);
  return previous?.counted ?? defaultFloat;
}

type Row = { kind: string; method: string; count: number; in: string; out: string };

/** Each source and method with money on the day, in the order the lists give. */
export async function linesOf(db: Reader, day: string): Promise<Line[]> {
  const result = await db.execute<Row>(sql`
    with money as (${moneyLines(sql`${journalLines.businessDay} = ${day}`)})
    select kind, method, count(distinct entry_id)::int as count,
           (coalesce(sum(amount) filter (where amount > 0), 0) / 100.0)::numeric(12, 2)::text as "in",
           (coalesce(-sum(amount) filter (where amount < 0), 0) / 100.0)::numeric(12, 2)::text as "out"
      from money group by kind, method
  `);
  const order = <T extends { value: string }>(list: readonly T[], value: string) =>
    list.findIndex((entry) => entry.value === value);
  return result.rows
    .map(
      (row): Line => ({
        // Every kind that moves a method's money has its line on the cash-up.
        source: cashUpSources.find((source) => source.kind === row.kind)!.value,
        method: row.method,
        count: Number(row.count),
        in: row.in,
        out: row.out,
      }),
    )
    .sort(
      (a, b) =>
        order(cashUpSources, a.source) - order(cashUpSources, b.source) ||
        order(cashUpMethods, a.method) - order(cashUpMethods, b.method),
    );
}

/** Every method, with what came in and went out by it (zero when nothing moved). */
export function byMethodOf(lines: readonly Line[]): MethodTotal[] {
  return cashUpMethods.map(({ value }) => {
    const mine = lines.filter((line) => line.method === value);
    const sum = (pick: (line: Line) => string) =>
      penniesToDecimal(mine.reduce((total, line) => total + pennies(pick(line)), 0));
    return { method: value, in: sum((l) => l.in), out: sum((l) => l.out) };
  });
}

/** The opening float plus cash in, less cash out. */
export function expectedCashOf(openingFloat: string, byMethod: readonly MethodTotal[]): string {
  const cash = byMethod.find((m) => m.method === 'cash');
  return penniesToDecimal(pennies(openingFloat) + pennies(cash?.in) - pennies(cash?.out));
}

export const differenceOf = (counted: string, expected: string) =>
  penniesToDecimal(pennies(counted) - pennies(expected));

export { pennies };
