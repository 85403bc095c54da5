import { cashUpMethods, cashUpSources, type CashUp } from '@shared/cash-up/schemas';
import { formatGBP } from '@shared/money';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@web/components/ui/table';

export const NO_MONEY_MOVED = 'No money moved this day.';

const labelOf = (list: readonly { value: string; label: string }[], value: string) =>
  list.find((entry) => entry.value === value)?.label ?? value;
const amount = 'text-right whitespace-nowrap tabular-nums';

/** Money in and out by method: the day's totals. */
export function ByMethodTable({ byMethod }: { byMethod: CashUp['byMethod'] }) {
  return (
    <Table>
      <caption className="sr-only">Money in and out by method</caption>
      <TableHeader className="bg-muted/60">
        <TableRow className="hover:bg-transparent">
          <TableHead>Method</TableHead>
          <TableHead className="text-right">In</TableHead>
          <TableHead className="text-right">Out</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {byMethod.map((row) => (
          <TableRow key={row.method} data-method={row.method}>
            <TableHead scope="row" className="font-medium">
              {labelOf(cashUpMethods, row.method)}
            </TableHead>
            <TableCell className={amount}>{formatGBP(row.in)}</TableCell>
            <TableCell className={amount}>{formatGBP(row.out)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** Where the money came from and went: one row per source and method. */
export function SourcesTable({ lines }: { lines: CashUp['lines'] }) {
  if (lines.length === 0) {
    return <p className="px-5 py-8 text-center text-muted-foreground">{NO_MONEY_MOVED}</p>;
  }
  return (
    <Table>
      <caption className="sr-only">Where the money came from and went</caption>
      <TableHeader className="bg-muted/60">
        <TableRow className="hover:bg-transparent">
          <TableHead>What</TableHead>
          <TableHead>Method</TableHead>
          <TableHead className="text-right">How many</TableHead>
          <TableHead className="text-right">In</TableHead>
          <TableHead className="text-right">Out</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {lines.map((line) => (
          <TableRow key={`${line.source}/${line.method}`}>
            <TableHead scope="row" className="font-medium">
              {labelOf(cashUpSources, line.source)}
            </TableHead>
            <TableCell>{labelOf(cashUpMethods, line.method)}</TableCell>
            <TableCell className={amount}>{line.count}</TableCell>
            <TableCell className={amount}>{formatGBP(line.in)}</TableCell>
            <TableCell className={amount}>{formatGBP(line.out)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
