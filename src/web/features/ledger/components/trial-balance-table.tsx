import { Link } from 'react-router';
import type { TrialBalance } from '@shared/ledger/schemas';
import { formatGBP } from '@shared/money';
import { parsePennies, penniesToDecimal } from '@shared/money-math';
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

export const TRIAL_BALANCE_TOTAL = 'Total';

const amount = 'text-right whitespace-nowrap tabular-nums';

/** The totals' difference: nought whenever the books balance, which the database ensures. */
const difference = (balance: TrialBalance) =>
  penniesToDecimal(
    (parsePennies(balance.totalDebit) ?? 0) - (parsePennies(balance.totalCredit) ?? 0),
  );

/**
 * Every account of the chart with the period's debits, credits and net; each
 * account's name opens its entries (`entriesHref`), the one shown marked current.
 */
export function TrialBalanceTable({
  balance,
  entriesHref,
  selected,
}: {
  balance: TrialBalance;
  entriesHref: (code: string) => string;
  selected: string | null;
}) {
  return (
    <Table>
      <caption className="sr-only">
        Trial balance: each account’s debits, credits and balance for the period
      </caption>
      <TableHeader className="bg-muted/60">
        <TableRow className="hover:bg-transparent">
          <TableHead>Code</TableHead>
          <TableHead>Account</TableHead>
          <TableHead className="text-right">Debit</TableHead>
          <TableHead className="text-right">Credit</TableHead>
          <TableHead className="text-right">Balance</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {balance.accounts.map((account) => {
          const current = account.code === selected;
          return (
            <TableRow
              key={account.code}
              data-account={account.code}
              className={cn(current && 'bg-muted')}
            >
              <TableHead scope="row" className="font-medium tabular-nums">
                {account.code}
              </TableHead>
              <TableCell className="min-w-48">
                <Link
                  to={entriesHref(account.code)}
                  aria-current={current ? 'true' : undefined}
                  className="font-medium underline-offset-4 hover:underline focus-visible:underline"
                >
                  {account.name}
                </Link>
              </TableCell>
              <TableCell className={amount}>{formatGBP(account.debit)}</TableCell>
              <TableCell className={amount}>{formatGBP(account.credit)}</TableCell>
              <TableCell className={cn(amount, 'font-semibold')}>
                {formatGBP(account.balance)}
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
      <TableFooter>
        <TableRow className="hover:bg-transparent">
          <TableHead scope="row" colSpan={2}>
            {TRIAL_BALANCE_TOTAL}
          </TableHead>
          <TableCell className={cn(amount, 'font-bold')}>{formatGBP(balance.totalDebit)}</TableCell>
          <TableCell className={cn(amount, 'font-bold')}>
            {formatGBP(balance.totalCredit)}
          </TableCell>
          <TableCell className={cn(amount, 'font-bold')}>
            {formatGBP(difference(balance))}
          </TableCell>
        </TableRow>
      </TableFooter>
    </Table>
  );
}
