import { TriangleAlert } from 'lucide-react';
import { formatDateTimeUK } from '@shared/dates';
import { formatGBP } from '@shared/money';
import type { OnlinePaymentRow } from '@shared/payments/schemas';
import { Badge, type BadgeProps } from '@web/components/ui/badge';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@web/components/ui/table';
import { cn } from '@web/lib/cn';
import { NO_PAYMENTS } from './daily-totals-table';
import { stacked } from './stacked-table';

export const NEEDS_ATTENTION = 'Needs attention';

const statuses: Record<
  OnlinePaymentRow['status'],
  { label: string; variant: BadgeProps['variant'] }
> = {
  open: { label: 'Open', variant: 'warning' },
  paid: { label: 'Paid', variant: 'success' },
  expired: { label: 'Expired', variant: 'muted' },
};

const amountCell = cn('text-right whitespace-nowrap tabular-nums', stacked.cell);

/** Every Checkout Session of the period, newest first, with Stripe's ids to look it up there. */
export function OnlinePaymentsTable({ payments }: { payments: readonly OnlinePaymentRow[] }) {
  if (payments.length === 0) {
    return <p className="px-5 py-12 text-center text-muted-foreground">{NO_PAYMENTS}</p>;
  }
  return (
    <Table className="sm:min-w-[900px]">
      <caption className="sr-only">Online payments and refunds with Stripe’s ids</caption>
      <TableHeader className={cn('bg-muted/60', stacked.header)}>
        <TableRow className="hover:bg-transparent">
          <TableHead>When</TableHead>
          <TableHead>Paid for</TableHead>
          <TableHead className="text-right">Amount</TableHead>
          <TableHead className="text-right">Refunded</TableHead>
          <TableHead>Status</TableHead>
          <TableHead>Stripe ids</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {payments.map((payment) => {
          const status = statuses[payment.status];
          return (
            <TableRow
              key={payment.id}
              className={cn('align-top', stacked.row, payment.attention && 'bg-red-50/60')}
            >
              <TableCell data-label="When" className={cn('whitespace-nowrap', stacked.cell)}>
                <time dateTime={payment.createdAt}>{formatDateTimeUK(payment.createdAt)}</time>
                {payment.paidAt ? (
                  <div className="text-xs text-muted-foreground">
                    Paid <time dateTime={payment.paidAt}>{formatDateTimeUK(payment.paidAt)}</time>
                  </div>
                ) : null}
              </TableCell>
              <TableCell data-label="Paid for" className={cn('font-medium', stacked.cell)}>
                {payment.paidFor}
              </TableCell>
              <TableCell data-label="Amount" className={cn(amountCell, 'font-semibold')}>
                {formatGBP(payment.amount)}
              </TableCell>
              <TableCell data-label="Refunded" className={amountCell}>
                {formatGBP(payment.refunded)}
              </TableCell>
              <TableCell
                data-label="Status"
                className={cn('sm:max-w-64', stacked.cell, stacked.wide)}
              >
                <Badge variant={status.variant}>{status.label}</Badge>
                {payment.attention ? (
                  <div role="note" className="mt-2 space-y-1">
                    <Badge variant="destructive">
                      <TriangleAlert aria-hidden="true" />
                      {NEEDS_ATTENTION}
                    </Badge>
                    <p className="text-sm text-red-900">{payment.attention}</p>
                  </div>
                ) : null}
              </TableCell>
              <TableCell
                data-label="Stripe ids"
                className={cn(
                  'font-mono text-xs text-muted-foreground',
                  stacked.cell,
                  stacked.wide,
                )}
              >
                <dl className="grid grid-cols-[auto_1fr] gap-x-2 gap-y-0.5">
                  <dt className="font-sans">Session</dt>
                  <dd className="break-all">{payment.sessionId}</dd>
                  <dt className="font-sans">Payment</dt>
                  <dd className="break-all">{payment.paymentIntentId ?? '—'}</dd>
                </dl>
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
