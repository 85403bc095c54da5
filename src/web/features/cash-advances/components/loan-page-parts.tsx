import { ArrowLeft, RefreshCw } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { Loan } from '@shared/cash-advances/agreement-schemas';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { CashAdvanceStatusBadge } from '@web/features/cash-advances/components/status-badge';
import { isOverdueLoan } from '@web/features/cash-advances/loan-facts';

/** A titled panel (a region named by its heading) of the loan page. */
export function LoanSection({
  title,
  id,
  children,
}: {
  title: string;
  id?: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    // min-w-0: a grid item is as wide as its widest content by default, so the payments
    // table would push the whole page sideways on a phone instead of scrolling in its box.
    <section id={id} aria-labelledby={headingId} className="min-w-0 scroll-mt-24">
      <Card>
        <CardHeader>
          <CardTitle asChild className="text-lg">
            <h2 id={headingId}>{title}</h2>
          </CardTitle>
        </CardHeader>
        <CardContent>{children}</CardContent>
      </Card>
    </section>
  );
}

export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link
      to={to}
      className="mb-4 inline-flex items-center gap-1.5 text-sm font-medium text-brand-700 underline-offset-4 hover:underline"
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      {children}
    </Link>
  );
}

/** The loan page's heading: its agreement number and where it stands. */
export function LoanHeading({ loan }: { loan: Loan }) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <h1 className="text-3xl font-bold tracking-tight text-brand-950">
        Cash Advance {loan.agreementNumber}
      </h1>
      <CashAdvanceStatusBadge
        status={isOverdueLoan(loan) ? 'overdue' : loan.status}
        audience="customer"
      />
    </div>
  );
}

/** Loading, failed or missing (404): what the loan page shows before it has a loan. */
export function LoanPlaceholder({
  query,
}: {
  query: { isPending: boolean; isError: boolean; refetch: () => unknown };
}) {
  const state = query.isPending ? 'loading' : query.isError ? 'failed' : 'missing';
  const onRetry = () => void query.refetch();
  if (state === 'loading') {
    return (
      <div aria-busy="true" className="grid gap-4">
        <span className="sr-only">Loading the cash advance...</span>
        <Skeleton className="h-10 w-64" />
        <Skeleton className="h-40 w-full" />
      </div>
    );
  }
  return (
    <div role="alert" className="grid justify-items-start gap-3">
      <p className="font-medium">
        {state === 'missing'
          ? 'This cash advance was not found.'
          : 'The cash advance could not be loaded.'}
      </p>
      {state === 'failed' ? (
        <Button variant="outline" onClick={onRetry}>
          <RefreshCw aria-hidden="true" />
          Try again
        </Button>
      ) : null}
    </div>
  );
}
