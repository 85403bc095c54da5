import { CheckCircle2, Mail, Phone } from 'lucide-react';
import { Link } from 'react-router';
import type { CashAdvance } from '@shared/cash-advances/schemas';
import { activeRequestStatuses, collateralTypes } from '@shared/cash-advances/values';
import { formatDateTimeUK } from '@shared/dates';
import { formatGBP } from '@shared/money';
import { CashAdvanceStatusBadge } from '@web/features/cash-advances/components/status-badge';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { cn } from '@web/lib/cn';
import { paths } from '@web/lib/paths';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@web/components/ui/table';

const collateralLabel = (type: string) =>
  collateralTypes.find((option) => option.value === type)?.label ?? type;

const telLink = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/**
 * Below md each row becomes a card (one DOM for both layouts): a two-column grid,
 * every cell labelled from its data-label, the status beside the customer.
 */
const cardRow = 'max-md:grid max-md:grid-cols-2 max-md:gap-x-4 max-md:gap-y-3 max-md:p-4';
const cardCell =
  'max-md:p-0 max-md:text-left max-md:before:mb-0.5 max-md:before:block max-md:before:text-xs max-md:before:font-medium max-md:before:text-muted-foreground max-md:before:content-[attr(data-label)]';

/** Puts a line-break opportunity before the @ so a long address wraps there, not mid-word. */
function breakableEmail(email: string) {
  const at = email.indexOf('@');
  if (at <= 0) return email;
  return (
    <>
      {email.slice(0, at)}
      <wbr />
      {email.slice(at)}
    </>
  );
}

const isGuest = (userId: string) => userId.startsWith('customer_');

/** Requests whose agreement never started: no due date to show. */
const notStarted = new Set<string>(['pending', 'approved', 'processed', 'rejected']);

const canMarkProcessed = (status: string) =>
  (activeRequestStatuses as readonly string[]).includes(status);

type RequestsTableProps = {
  /** null while the first page loads. */
  items: readonly CashAdvance[] | null;
  /** The active tab has the Actions column. */
  withActions: boolean;
  pageSize: number;
  onMarkProcessed?: (request: CashAdvance) => void;
  /** The id being marked right now, if any. */
  processingId?: string | null;
  caption: string;
};

/** Spec "Admin cash advance requests": the table of one tab's page. */
export function RequestsTable({
  items,
  withActions,
  pageSize,
  onMarkProcessed,
  processingId = null,
  caption,
}: RequestsTableProps) {
  const columns = withActions ? 8 : 7;
  return (
    <Table className="md:min-w-[900px]">
      <caption className="sr-only">{caption}</caption>
      <TableHeader className="bg-muted/60 max-md:sr-only">
        <TableRow className="hover:bg-transparent">
          <TableHead>Customer</TableHead>
          <TableHead>Contact</TableHead>
          <TableHead>Collateral</TableHead>
          <TableHead className="text-right">Loan Amount</TableHead>
          <TableHead className="text-right">Total Repayment</TableHead>
          <TableHead>Due Date</TableHead>
          <TableHead>Status</TableHead>
          {withActions ? <TableHead className="text-right">Actions</TableHead> : null}
        </TableRow>
      </TableHeader>
      <TableBody>
        {items === null ? (
          Array.from({ length: Math.min(pageSize, 5) }, (_, row) => (
            <TableRow key={row} className={cn('hover:bg-transparent', cardRow)}>
              {Array.from({ length: columns }, (_, cell) => (
                <TableCell key={cell} className="max-md:p-0">
                  <Skeleton className="h-5 w-full max-w-32" />
                </TableCell>
              ))}
            </TableRow>
          ))
        ) : items.length === 0 ? (
          <TableRow className="hover:bg-transparent">
            <TableCell colSpan={columns} className="py-12 text-center text-muted-foreground">
              No requests found
            </TableCell>
          </TableRow>
        ) : (
          items.map((request) => (
            <TableRow key={request.id} className={cn('align-top', cardRow)}>
              <TableCell className="max-md:order-1 max-md:p-0">
                <Link
                  to={paths.admin.cashAdvance(request.id)}
                  className="font-semibold whitespace-nowrap text-brand-900 underline-offset-4 hover:underline"
                >
                  {request.customerName ?? 'Guest'}
                </Link>
                {/* The agreement number staff search by, for everyone to see; never an id. */}
                <div className="font-mono text-xs text-muted-foreground">
                  {request.agreementNumber}
                </div>
                {/* A guest request's owner is the placeholder "customer_<time>", not an account. */}
                {isGuest(request.userId) ? (
                  <div className="text-xs text-muted-foreground">Guest</div>
                ) : null}
              </TableCell>
              <TableCell
                data-label="Contact"
                className={cn('max-md:order-3 max-md:col-span-2', cardCell)}
              >
                <div className="grid gap-1">
                  {request.customerPhone ? (
                    <a
                      href={telLink(request.customerPhone)}
                      className="inline-flex items-center gap-1.5 whitespace-nowrap text-brand-700 underline-offset-4 hover:underline"
                    >
                      <Phone className="size-3.5" aria-hidden="true" />
                      {request.customerPhone}
                    </a>
                  ) : null}
                  {request.customerEmail ? (
                    <a
                      href={`mailto:${request.customerEmail}`}
                      className="inline-flex items-center gap-1.5 text-brand-700 underline-offset-4 hover:underline"
                    >
                      <Mail className="size-3.5 shrink-0" aria-hidden="true" />
                      <span className="min-w-0">{breakableEmail(request.customerEmail)}</span>
                    </a>
                  ) : null}
                  {!request.customerPhone && !request.customerEmail ? (
                    <span className="text-muted-foreground">Not given</span>
                  ) : null}
                </div>
              </TableCell>
              <TableCell
                data-label="Collateral"
                className={cn('md:max-w-72 max-md:order-4 max-md:col-span-2', cardCell)}
              >
                <div className="font-medium">{collateralLabel(request.collateralType)}</div>
                <div className="line-clamp-2 text-muted-foreground" title={request.itemDescription}>
                  {request.itemDescription}
                </div>
              </TableCell>
              <TableCell
                data-label="Loan Amount"
                className={cn(
                  'text-right font-semibold whitespace-nowrap tabular-nums max-md:order-5',
                  cardCell,
                )}
              >
                {formatGBP(request.loanAmount)}
              </TableCell>
              <TableCell
                data-label="Total Repayment"
                className={cn('text-right whitespace-nowrap tabular-nums max-md:order-6', cardCell)}
              >
                {formatGBP(request.totalRepayment)}
              </TableCell>
              <TableCell
                data-label="Due Date"
                className={cn(
                  'whitespace-nowrap tabular-nums max-md:order-7 max-md:col-span-2',
                  cardCell,
                )}
              >
                {/* A request is not a loan yet: it has no due date until the agreement starts. */}
                {notStarted.has(request.status) ? (
                  <span className="text-muted-foreground">Not started</span>
                ) : (
                  <time dateTime={request.dueDate}>{formatDateTimeUK(request.dueDate)}</time>
                )}
              </TableCell>
              <TableCell className="max-md:order-2 max-md:justify-self-end max-md:p-0">
                <CashAdvanceStatusBadge status={request.status} audience="admin" />
              </TableCell>
              {withActions ? (
                <TableCell className="text-right max-md:order-8 max-md:col-span-2 max-md:p-0 max-md:empty:hidden">
                  {canMarkProcessed(request.status) && onMarkProcessed ? (
                    <Button
                      size="sm"
                      variant="outline"
                      className="max-md:w-full"
                      disabled={processingId !== null}
                      onClick={() => onMarkProcessed(request)}
                    >
                      <CheckCircle2 aria-hidden="true" />
                      {processingId === request.id ? 'Processing...' : 'Mark as Processed'}
                      <span className="sr-only"> for {request.customerName ?? 'Guest'}</span>
                    </Button>
                  ) : null}
                </TableCell>
              ) : null}
            </TableRow>
          ))
        )}
      </TableBody>
    </Table>
  );
}
