/**
 * The owner's reports (issue 29, decision 026): figures of a range of London
 * days, computed by SQL on the server from the ledger and the records.
 */
import { z } from 'zod';
import { addDays, daysBetween, isValidYmd, todayInLondon } from '../repairs/dates';

/** Ranges up to this many days are shown day by day; longer ones month by month. */
export const DAILY_UP_TO_DAYS = 62;
/** The longest range a report covers. */
export const MAX_REPORT_DAYS = 3 * 366;

export const reportNames = [
  { value: 'lent', label: 'Money lent out' },
  { value: 'interest', label: 'Interest earned' },
  { value: 'outcomes', label: 'Redemptions, forfeits and sales of pledges' },
  { value: 'collateral', label: 'Loans by collateral' },
  { value: 'marketplace', label: 'Marketplace sales' },
  { value: 'repairs-status', label: 'Repairs by status' },
  { value: 'repairs-turnaround', label: 'Repair turnaround' },
] as const;
export type ReportName = (typeof reportNames)[number]['value'];

const ymd = (label: string) =>
  z
    .string({ message: `${label} must be a date written YYYY-MM-DD` })
    .refine(isValidYmd, `${label} must be a date written YYYY-MM-DD`)
    .meta({ format: 'date' });

const rangeRules = <T extends z.ZodType<{ from?: string | undefined; to?: string | undefined }>>(
  schema: T,
) =>
  schema
    .refine((q) => !q.from || !q.to || q.from <= q.to, {
      message: 'from must be on or before to',
      path: ['from'],
    })
    .refine(
      (q) =>
        !q.from ||
        !q.to ||
        !isValidYmd(q.from) ||
        !isValidYmd(q.to) ||
        daysBetween(q.from, q.to) < MAX_REPORT_DAYS,
      {
        message: `A report covers at most ${MAX_REPORT_DAYS} days`,
        path: ['to'],
      },
    );

/** Days, Europe/London, both included: this month so far by default. */
export const reportsQuerySchema = rangeRules(
  z.object({ from: ymd('from').optional(), to: ymd('to').optional() }),
);

export const reportCsvQuerySchema = rangeRules(
  z.object({
    from: ymd('from').optional(),
    to: ymd('to').optional(),
    report: z.enum(
      reportNames.map((r) => r.value),
      {
        message: `report must be one of ${reportNames.map((r) => r.value).join(', ')}`,
      },
    ),
  }),
);

export type ReportRange = { from: string; to: string };
export const rangePresets = [
  { value: 'month', label: 'This month' },
  { value: 'quarter', label: 'This quarter' },
  { value: 'year', label: 'This year' },
] as const;
export type RangePreset = (typeof rangePresets)[number]['value'];

/** The calendar month, quarter or year that holds today, up to today. */
export function presetRange(preset: RangePreset, now: Date = new Date()): ReportRange {
  const to = todayInLondon(now);
  const [year, month] = to.split('-').map(Number) as [number, number];
  const firstMonth =
    preset === 'month' ? month : preset === 'quarter' ? month - ((month - 1) % 3) : 1;
  return { from: `${year}-${String(firstMonth).padStart(2, '0')}-01`, to };
}

/** The buckets of a range: each day, or each month ("YYYY-MM"). */
export function periodsOf({ from, to }: ReportRange): { unit: 'day' | 'month'; periods: string[] } {
  if (daysBetween(from, to) < DAILY_UP_TO_DAYS) {
    const periods: string[] = [];
    for (let day = from; day <= to; day = addDays(day, 1)) periods.push(day);
    return { unit: 'day', periods };
  }
  const periods: string[] = [];
  let [year, month] = from.split('-').map(Number) as [number, number];
  const last = to.slice(0, 7);
  for (;;) {
    const period = `${year}-${String(month).padStart(2, '0')}`;
    periods.push(period);
    if (period >= last) break;
    month += 1;
    if (month > 12) [year, month] = [year + 1, 1];
  }
  return { unit: 'month', periods };
}

const money = z.string().describe('Pounds, exact to the penny');
const days = z.string().nullable().describe('Days, to one decimal place; null when none');

export const reportsSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** Ranges up to 62 days are in days ("YYYY-MM-DD"), longer ones in months ("YYYY-MM"). */
  unit: z.enum(['day', 'month']),
  lent: z.array(z.object({ period: z.string(), loans: z.number(), amount: money })),
  interest: z.array(z.object({ period: z.string(), amount: money })),
  outcomes: z.array(
    z.object({
      period: z.string(),
      redeemed: z.number(),
      forfeited: z.number(),
      sold: z.number(),
    }),
  ),
  collateral: z.array(z.object({ collateralType: z.string(), loans: z.number(), amount: money })),
  marketplace: z.array(
    z.object({
      period: z.string(),
      items: z.number(),
      amount: money,
      averageDaysToSell: days,
    }),
  ),
  repairsByStatus: z.array(z.object({ status: z.string(), repairs: z.number() })),
  repairTurnaround: z.array(
    z.object({ period: z.string(), repairs: z.number(), averageDays: days }),
  ),
});
export type Reports = z.infer<typeof reportsSchema>;
