import { CalendarClock, CreditCard, Phone } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import type { CashAdvance } from '@shared/cash-advances/schemas';
import { collateralTypes, itemCategories } from '@shared/cash-advances/values';
import { dueInWords } from '@shared/cash-advances/due-words';
import { formatDateUK } from '@shared/dates';
import { todayInLondon } from '@shared/repairs/dates';
import { formatGBP } from '@shared/money';
import { telHref } from '@shared/shop';
import {
  CashAdvanceStatusBadge,
  customerAdvanceStatus,
  type CustomerAdvanceStatus,
} from '@web/features/cash-advances/components/status-badge';
import { isRedeemable } from '@web/features/cash-advances/loan-facts';
import { Button } from '@web/components/ui/button';
import { paths } from '@web/lib/paths';
import { cn } from '@web/lib/cn';

/** Spec section 9: customer-facing descriptions are cut at 50 characters. */
export const DESCRIPTION_LIMIT = 50;

export function truncateDescription(text: string, limit = DESCRIPTION_LIMIT): string {
  return text.length > limit ? `${text.slice(0, limit).trimEnd()}...` : text;
}

const labelOf = (options: readonly { value: string; label: string }[], value: string) =>
  options.find((option) => option.value === value)?.label ?? value;

/** What a customer's card says about a loan past its ordinary life, in plain English. */
const cardNotes: Partial<Record<CustomerAdvanceStatus, string>> = {
  overdue: 'Overdue: interest is added each day until you repay or extend.',
  sale_notice:
    'We have given notice that we intend to sell it. You can still redeem it until it is sold.',
  for_sale: 'It is for sale. You can still redeem it until it is sold.',
  sold: 'Sold: open it for the statement of the sale.',
  settled: 'Sold, and the surplus paid to you.',
  withdrawn: 'Withdrawn: you repaid the credit and its interest by the day, and took your items back.',
};

/** One advance in the dashboard list; the customer's view, or an admin's with the customer's name. */
export function CashAdvanceCard({
  advance,
  now,
  showCustomer = false,
}: {
  advance: CashAdvance;
  now: number;
  showCustomer?: boolean;
}) {
  const status = customerAdvanceStatus(advance, new Date(now));
  const isActive = advance.status === 'active';
  // Under a notice of sale or listed, it can still be redeemed: the same buttons.
  const isOpenLoan = isRedeemable(advance.status);
  const note = showCustomer ? null : cardNotes[status];
  const navigate = useNavigate();
  // Staff open the pawn book's page; a customer their own loan's.
  const detailPath = showCustomer
    ? paths.admin.cashAdvance(advance.id)
    : paths.myCashAdvance(advance.id);
  return (
    <li
      className={cn(
        'rounded-lg border border-border bg-card p-3.5 shadow-xs sm:p-4',
        (status === 'overdue' || status === 'sale_notice' || status === 'for_sale') &&
          'border-red-200 bg-red-50/40',
      )}
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="font-semibold break-words text-brand-950" title={advance.itemDescription}>
            <Link to={detailPath} className="underline-offset-4 hover:underline">
              {truncateDescription(advance.itemDescription)}
            </Link>
          </h3>
          <p className="mt-0.5 text-sm text-muted-foreground">
            {/* Staff find a loan by its agreement number: shown to everyone, not only read out. */}
            {showCustomer
              ? `${advance.agreementNumber} · ${advance.customerName ?? 'Guest'} · `
              : null}
            {labelOf(itemCategories, advance.itemCategory)} ·{' '}
            {labelOf(collateralTypes, advance.collateralType)}
          </p>
        </div>
        <CashAdvanceStatusBadge status={status} audience="customer" />
      </div>
      <dl className="mt-4 grid grid-cols-2 gap-3 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-muted-foreground">Loan Amount</dt>
          <dd className="font-semibold tabular-nums">{formatGBP(advance.loanAmount)}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Total Repayment</dt>
          <dd className="font-semibold tabular-nums">{formatGBP(advance.totalRepayment)}</dd>
        </div>
        {/* Only a running loan (active, or overdue) has a due date; a request does not yet. */}
        {isActive ? (
          <div className="col-span-2 sm:col-span-1">
            <dt className="text-muted-foreground">Due</dt>
            <dd
              className={cn(
                'flex items-center gap-1.5 font-semibold',
                status === 'overdue' && 'text-destructive',
              )}
            >
              <CalendarClock className="size-4 shrink-0" aria-hidden="true" />
              <time dateTime={advance.dueDate} title={formatDateUK(advance.dueDate)}>
                {dueInWords(advance.dueDate, todayInLondon(new Date(now)))}
              </time>
            </dd>
          </div>
        ) : null}
      </dl>
      {note ? <p className="mt-3 text-sm">{note}</p> : null}
      {isOpenLoan ? (
        <div className="mt-4 flex flex-col gap-2 sm:flex-row">
          <Button size="sm" onClick={() => void navigate(`${detailPath}#make-payment`)}>
            <CreditCard aria-hidden="true" />
            Make Payment
          </Button>
          <Button asChild size="sm" variant="outline">
            <a href={telHref}>
              <Phone aria-hidden="true" />
              Contact Store
            </a>
          </Button>
        </div>
      ) : null}
    </li>
  );
}
