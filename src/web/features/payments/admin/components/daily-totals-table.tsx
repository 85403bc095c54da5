import { formatGBP } from '@shared/money';
import { reconciliationMethods, type DailyTotal } from '@shared/payments/schemas';
import {
  Table,
  TableBody,
  TableCell,
  TableFooter,
  TableHead,
  TableHeader,
  TableRow,
} from '@web/components/ui/table';
import { cn } from '@web/lib/cn';
import { periodTotals } from '../utils/period-totals';
import { stacked } from './stacked-table';

export const NO_PAYMENTS = 'No payments in this period.';
export const PERIOD_TOTAL = 'Total for the period';

// A 'YYYY-MM-DD' is a calendar day, not an instant: formatted at UTC midnight in UTC.
const dayFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'UTC',
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});
const formatDay = (ymd: string) => dayFormat.format(new Date(`${ymd}T00:00:00Z`));

const money = (amount: string | null) => (amount === null ? '—' : formatGBP(amount));
const amountCell = cn('text-right whitespace-nowrap tabular-nums', stacked.cell);

/** Each London day's money in by method, less refunds, newest day first, and the period's sum. */
export function DailyTotalsTable({ days }: { days: readonly DailyTotal[] }) {
  if (days.length === 0) {
    return <p className="px-5 py-12 text-center text-muted-foreground">{NO_PAYMENTS}</p>;
  }
  const totals = periodTotals(days);
  return (
    <Table className="sm:min-w-[720px]">
      <caption className="sr-only">Daily totals by method, less refunds</caption>
      <TableHeader className={cn('bg-muted/60', stacked.header)}>
        <TableRow className="hover:bg-transparent">
          <TableHead>Day</TableHead>
          {reconciliationMethods.map((method) => (
            <TableHead key={method.value} className="text-right">
              {method.label}
            </TableHead>
          ))}
          <TableHead className="text-right">Total</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {days.map((day) => (
          <TableRow key={day.day} className={stacked.row}>
            <TableHead
              scope="row"
              className={cn('font-medium max-sm:h-auto max-sm:p-0', stacked.wide)}
            >
              <time dateTime={day.day}>{formatDay(day.day)}</time>
            </TableHead>
            {reconciliationMethods.map((method) => (
              <TableCell key={method.value} data-label={method.label} className={amountCell}>
                {formatGBP(day[method.value])}
              </TableCell>
            ))}
            <TableCell data-label="Total" className={cn(amountCell, 'font-semibold')}>
              {formatGBP(day.total)}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
      <TableFooter>
        <TableRow className={cn('hover:bg-transparent', stacked.row)}>
          <TableHead scope="row" className={cn('max-sm:h-auto max-sm:p-0', stacked.wide)}>
            {PERIOD_TOTAL}
          </TableHead>
          {reconciliationMethods.map((method) => (
            <TableCell key={method.value} data-label={method.label} className={amountCell}>
              {money(totals[method.value])}
            </TableCell>
          ))}
          <TableCell data-label="Total" className={cn(amountCell, 'font-bold')}>
            {money(totals.total)}
          </TableCell>
        </TableRow>
      </TableFooter>
    </Table>
  );
}
