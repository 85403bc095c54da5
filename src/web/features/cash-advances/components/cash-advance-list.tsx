import { ArrowRight, Banknote, LogIn, RefreshCw } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { pageSizeOptions, type CashAdvance } from '@shared/cash-advances/schemas';
import { activeRequestStatuses, redeemableStatuses } from '@shared/cash-advances/values';
import { formatGBP } from '@shared/money';
import { parsePennies, penniesToDecimal } from '@shared/money-math';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { clampPage, Pagination, pageSlice, usePaging } from '@web/components/ui/pagination';
import { Skeleton } from '@web/components/ui/skeleton';
import { useCurrentUser } from '@web/features/auth/api/get-current-user';
import { useAdminCashAdvances } from '@web/features/cash-advances/api/get-admin-cash-advances';
import { useMyCashAdvances } from '@web/features/cash-advances/api/get-my-cash-advances';
import { CashAdvanceCard } from '@web/features/cash-advances/components/cash-advance-card';
import { customerAdvanceStatus } from '@web/features/cash-advances/components/status-badge';
import { paths } from '@web/lib/paths';

const DEFAULT_PAGE_SIZE = 5;

/**
 * The advances the outstanding total counts: pending requests and open loans.
 * A loan under a notice of sale or listed for sale is still open (the customer
 * can redeem it until it is sold), so it counts as an active one does.
 */
const outstandingStatuses: readonly string[] = [...activeRequestStatuses, ...redeemableStatuses];

/** Spec section 2: the outstanding total is the sum of the loans that are active or pending, in pennies. */
export function outstandingPennies(advances: readonly CashAdvance[]): number {
  return advances
    .filter((advance) => outstandingStatuses.includes(advance.status))
    .reduce((sum, advance) => sum + (parsePennies(advance.loanAmount) ?? 0), 0);
}

function Shell({
  title,
  description,
  action,
  children,
}: {
  title: string;
  description?: ReactNode;
  action?: ReactNode;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1">
          <CardTitle id={titleId} asChild className="flex items-center gap-2.5 text-xl">
            <h2>
              <Banknote className="size-5 text-gold-600" aria-hidden="true" />
              {title}
            </h2>
          </CardTitle>
          {description ? <CardDescription>{description}</CardDescription> : null}
        </div>
        {action}
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-4">{children}</CardContent>
    </Card>
  );
}

function LoadingCards() {
  return (
    <div aria-busy="true" className="grid gap-3">
      <span className="sr-only">Loading cash advances...</span>
      {[0, 1, 2].map((key) => (
        <Skeleton key={key} className="h-32 w-full rounded-lg" />
      ))}
    </div>
  );
}

function LoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <div role="alert" className="flex flex-col items-center gap-3 py-6 text-center">
      <p className="font-medium">Your cash advances could not be loaded.</p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        <RefreshCw aria-hidden="true" />
        Try again
      </Button>
    </div>
  );
}

/**
 * Overdue loans first, the longest overdue at the top, so they are never on a
 * later page; the rest keep the server's order (newest first).
 */
export function overdueFirst(advances: readonly CashAdvance[], now: number): CashAdvance[] {
  const at = new Date(now);
  const overdue = advances
    .filter((advance) => customerAdvanceStatus(advance, at) === 'overdue')
    .sort((a, b) => Date.parse(a.dueDate) - Date.parse(b.dueDate));
  return [...overdue, ...advances.filter((advance) => !overdue.includes(advance))];
}

function useNow(): number {
  // Fixed at mount: relative due dates ("in 3 days") do not need to tick.
  const [now] = useState(() => Date.now());
  return now;
}

function CustomerAdvances({ userId }: { userId: string }) {
  const query = useMyCashAdvances(userId);
  const paging = usePaging(DEFAULT_PAGE_SIZE);
  const now = useNow();
  const advances = overdueFirst(query.data ?? [], now);
  const shownPage = clampPage(paging.page, advances.length, paging.pageSize);
  const outstanding = outstandingPennies(advances);

  return (
    <Shell
      title="Your Cash Advances"
      description="Overdue loans first, then your requests and loans, newest first."
    >
      {query.isPending ? (
        <LoadingCards />
      ) : query.isError ? (
        <LoadFailed onRetry={() => void query.refetch()} />
      ) : advances.length === 0 ? (
        <div className="grid justify-items-center gap-3 rounded-lg border border-dashed border-border px-4 py-8 text-center">
          <p className="text-muted-foreground">You have no cash advances yet.</p>
          <Button asChild>
            <Link to={paths.cashAdvance}>Request a Cash Advance</Link>
          </Button>
        </div>
      ) : (
        <>
          <div className="flex flex-wrap items-baseline justify-between gap-2 rounded-lg border border-gold-200 bg-gold-50 px-4 py-3">
            <span className="font-medium text-gold-900">Outstanding total</span>
            <span className="text-2xl font-extrabold text-brand-950 tabular-nums">
              {formatGBP(penniesToDecimal(outstanding))}
            </span>
            <span className="w-full text-xs text-gold-900">
              Loan amounts of your pending requests and the loans you can still redeem.
            </span>
          </div>
          <ul className="grid gap-3">
            {pageSlice(advances, shownPage, paging.pageSize).map((advance) => (
              <CashAdvanceCard key={advance.id} advance={advance} now={now} />
            ))}
          </ul>
          <Pagination
            label="Cash advance pages"
            {...paging}
            page={shownPage}
            total={advances.length}
            pageSizeOptions={pageSizeOptions}
          />
        </>
      )}
    </Shell>
  );
}

function AdminRequests() {
  const paging = usePaging(DEFAULT_PAGE_SIZE);
  const query = useAdminCashAdvances({
    group: 'active',
    page: paging.page,
    pageSize: paging.pageSize,
  });
  const now = useNow();
  const data = query.data;

  return (
    <Shell
      title="Cash Advance Requests"
      description={
        data ? `${data.counts.active} active and pending` : <Skeleton className="h-4 w-32" />
      }
      action={
        <Button asChild variant="outline" size="sm">
          <Link to={paths.admin.cashAdvances}>
            Manage all requests
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      }
    >
      {!data ? (
        query.isError ? (
          <LoadFailed onRetry={() => void query.refetch()} />
        ) : (
          <LoadingCards />
        )
      ) : data.items.length === 0 ? (
        <p className="rounded-lg border border-dashed border-border px-4 py-8 text-center text-muted-foreground">
          No active or pending requests.
        </p>
      ) : (
        <>
          <ul className="grid gap-3" aria-busy={query.isPlaceholderData || undefined}>
            {data.items.map((advance) => (
              <CashAdvanceCard key={advance.id} advance={advance} now={now} showCustomer />
            ))}
          </ul>
          <Pagination
            label="Request pages"
            {...paging}
            total={data.total}
            pageSizeOptions={pageSizeOptions}
          />
        </>
      )}
    </Shell>
  );
}

/**
 * Spec "Customer dashboard", cash advance list widget: a sign-in prompt when signed
 * out, a customer's own advances with the outstanding total, or for admins the
 * active and pending requests of everyone with a link to manage them.
 */
export function CashAdvanceList() {
  const { user, isAdmin, isLoading } = useCurrentUser();
  if (isLoading) {
    return (
      <Shell title="Your Cash Advances">
        <LoadingCards />
      </Shell>
    );
  }
  if (!user) {
    return (
      <Shell title="Your Cash Advances">
        <div className="grid justify-items-center gap-3 rounded-lg border border-dashed border-border px-4 py-8 text-center">
          <p className="text-muted-foreground">Please sign in to view your cash advances</p>
          <Button asChild>
            <Link to={paths.login}>
              <LogIn aria-hidden="true" />
              Sign In
            </Link>
          </Button>
        </div>
      </Shell>
    );
  }
  return isAdmin ? <AdminRequests /> : <CustomerAdvances key={user.id} userId={user.id} />;
}
