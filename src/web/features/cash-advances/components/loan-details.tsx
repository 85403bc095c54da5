import type { ReactNode } from 'react';
import type { Loan, PledgedItem } from '@shared/cash-advances/agreement-schemas';
import { itemCategories, LOAN_TERM_DAYS } from '@shared/cash-advances/values';
import { ledgerPaymentMethods, paymentKinds } from '@shared/cash-advances/pawn-book-values';
import { formatDateTimeUK, formatDateUK } from '@shared/dates';
import { formatGBP } from '@shared/money';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@web/components/ui/table';
import { cn } from '@web/lib/cn';

const labelOf = (options: readonly { value: string; label: string }[], value: string) =>
  options.find((option) => option.value === value)?.label ?? value;

const itemStatusLabels: Record<PledgedItem['status'], string> = {
  held: 'Held by the shop',
  returned: 'Returned',
  forfeited: 'Forfeited',
  for_sale: 'For sale',
  sold: 'Sold',
};

/** Only an active loan has a due date to keep; other states show none (PRODUCT.md). */
export const hasDueDate = (loan: Pick<Loan, 'status'>) => loan.status === 'active';

/** One of a loan's figures: a term and its value, in a <dl> grid that stacks on a phone. */
export function Figure({
  label,
  value,
  strong = false,
}: {
  label: string;
  value: ReactNode;
  strong?: boolean;
}) {
  return (
    <div className="grid min-w-0 gap-0.5">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd
        className={cn(
          'tabular-nums break-words',
          strong ? 'text-xl font-bold text-brand-950' : 'font-semibold',
        )}
      >
        {value}
      </dd>
    </div>
  );
}

/** The agreement's figures and what is owed now, worked out by the server from the ledger. */
export function LoanFigures({ loan }: { loan: Loan }) {
  const agreed = loan.startDate !== null;
  return (
    <dl className="grid grid-cols-2 gap-x-6 gap-y-4 sm:grid-cols-3">
      <Figure
        label={agreed ? 'Loan amount' : 'Amount requested'}
        value={formatGBP(loan.loanAmount)}
      />
      <Figure
        label="Interest"
        value={`${Number(loan.interestRate)}% per ${LOAN_TERM_DAYS} days, charged by the day (fixed)`}
      />
      {agreed ? (
        <>
          <Figure label="Charges so far" value={formatGBP(loan.interestCharged)} />
          <Figure label="Paid so far" value={formatGBP(loan.totalPaid)} />
          <Figure label="Principal owed" value={formatGBP(loan.principalOwed)} />
          <Figure label="Interest owed" value={formatGBP(loan.interestOwed)} />
          <Figure label="Balance" value={formatGBP(loan.balance)} strong />
          <Figure label="Started" value={formatDateUK(`${loan.startDate}T12:00:00Z`)} />
          {hasDueDate(loan) ? (
            <div className="grid gap-0.5">
              <dt className="text-sm text-muted-foreground">Due</dt>
              <dd className={cn('font-semibold', loan.overdue && 'text-destructive')}>
                <time dateTime={loan.dueDate}>{formatDateUK(loan.dueDate)}</time>
                {loan.overdue ? ' (overdue)' : null}
              </dd>
            </div>
          ) : null}
        </>
      ) : (
        <Figure label="Total to repay" value={formatGBP(loan.totalRepayment)} />
      )}
    </dl>
  );
}

/** The items pledged on the agreement; staff also see where each is kept. */
export function PledgedItems({ loan }: { loan: Loan }) {
  if (loan.items.length === 0) {
    return <p className="text-sm text-muted-foreground">{loan.itemDescription}</p>;
  }
  return (
    <ul className="grid gap-3">
      {loan.items.map((item) => (
        <li key={item.id} className="rounded-lg border border-border p-3 text-sm">
          <p className="font-semibold text-brand-950">{item.description}</p>
          <p className="text-muted-foreground">
            {labelOf(itemCategories, item.category)}
            {item.serialNumber ? ` · Serial/hallmark ${item.serialNumber}` : null}
            {item.storageLocation ? ` · Kept at ${item.storageLocation}` : null}
            {' · '}
            {itemStatusLabels[item.status]}
          </p>
        </li>
      ))}
    </ul>
  );
}

/** The payments ledger, oldest first, then what went back to a card; staff also see who took each payment. */
export function LoanPayments({ loan, staff = false }: { loan: Loan; staff?: boolean }) {
  return (
    <>
      {loan.payments.length === 0 ? (
        <p className="text-sm text-muted-foreground">No payments yet.</p>
      ) : (
        <PaymentsTable loan={loan} staff={staff} />
      )}
      <CardRefunds loan={loan} />
    </>
  );
}

/**
 * Online payments that paid more than the loan owed when they arrived (or came
 * for a loan no longer running) were given back to the card: said beside the
 * ledger, so the customer and staff can see where that money went.
 */
function CardRefunds({ loan }: { loan: Loan }) {
  if (loan.refunds.length === 0) return null;
  return (
    <section aria-label="Refunds to your card" className="mt-3 grid gap-2 text-sm">
      <h3 className="font-semibold text-brand-950">Refunded to the card</h3>
      <ul className="grid gap-2">
        {loan.refunds.map((refund) => (
          <li
            key={`${refund.createdAt}-${refund.amount}`}
            className="rounded-lg border border-border p-3"
          >
            <p className="font-semibold tabular-nums">
              {formatGBP(refund.amount)} on{' '}
              <time dateTime={refund.createdAt}>{formatDateTimeUK(refund.createdAt)}</time>
            </p>
            <p className="text-muted-foreground">
              {refund.reason}
              {refund.providerRefundId ? ` · ${refund.providerRefundId}` : null}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}

function PaymentsTable({ loan, staff }: { loan: Loan; staff: boolean }) {
  return (
    <Table>
      <caption className="sr-only">Payments</caption>
      <TableHeader>
        <TableRow>
          <TableHead>Date</TableHead>
          <TableHead>Payment</TableHead>
          <TableHead>Method</TableHead>
          <TableHead className="text-right">Amount</TableHead>
          {staff ? <TableHead>Taken by</TableHead> : null}
        </TableRow>
      </TableHeader>
      <TableBody>
        {loan.payments.map((payment) => (
          <TableRow key={payment.id}>
            <TableCell className="whitespace-nowrap">
              <time dateTime={payment.createdAt}>{formatDateTimeUK(payment.createdAt)}</time>
            </TableCell>
            <TableCell>{labelOf(paymentKinds, payment.kind)}</TableCell>
            <TableCell>{labelOf(ledgerPaymentMethods, payment.method)}</TableCell>
            <TableCell className="text-right font-semibold tabular-nums">
              {formatGBP(payment.amount)}
            </TableCell>
            {staff ? <TableCell>{payment.takenBy ?? '—'}</TableCell> : null}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
