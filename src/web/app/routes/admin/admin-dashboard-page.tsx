import {
  AlertTriangle,
  Banknote,
  CalendarClock,
  CheckCircle2,
  Clock,
  HandCoins,
  Landmark,
  Package,
  ShoppingBag,
  Store,
  Tags,
  Truck,
} from 'lucide-react';
import { Link } from 'react-router';
import { formatGBP } from '@shared/money';
import { PageContainer, PageHeading } from '@web/components/page/page-container';
import { paths } from '@web/lib/paths';
import { usePageMeta } from '@web/lib/use-page-meta';
import { BooksLinks, YesterdayCashUp } from '@web/features/cash-up/components/yesterday-cash-up';
import { useStaffRole } from '@web/features/auth/api/staff-role';
import { useAdminDashboard } from '@web/features/dashboard/api/get-admin-dashboard';
import { RecentActivity } from '@web/features/dashboard/components/admin/recent-activity';
import { StatCard } from '@web/features/dashboard/components/admin/stat-card';
import { useNewRequestMarker } from '@web/features/dashboard/components/admin/use-new-request-marker';

const SUBTITLE = 'Monitor cash advances, product sales, and overall business activity';

export function AdminDashboardPage() {
  usePageMeta({ title: 'Admin Dashboard', description: SUBTITLE, noindex: true });
  const { data, isPending, isError } = useAdminDashboard();
  const { hasNew, acknowledge } = useNewRequestMarker(data?.totalCashAdvances);
  const { isOwner } = useStaffRole();

  return (
    <PageContainer>
      <PageHeading title="Admin Dashboard" description={SUBTITLE} />
      {isError ? (
        <p
          role="alert"
          className="mb-6 rounded-lg border border-red-200 bg-red-50 p-4 text-red-900"
        >
          The figures could not be loaded. They will be tried again shortly.
        </p>
      ) : null}
      <BooksLinks isOwner={isOwner} />
      <YesterdayCashUp />

      <section aria-label="Business summary" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <Link
          to={paths.admin.cashAdvances}
          onClick={acknowledge}
          aria-label={`Cash Advance Requests: ${data?.totalCashAdvances ?? 'loading'}${hasNew ? ', new requests' : ''}`}
          data-new={hasNew || undefined}
          className="group block rounded-xl focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <StatCard
            label="Cash Advance Requests"
            value={data?.totalCashAdvances}
            hint="All requests – open to manage"
            icon={Banknote}
            tone="brand"
            className={
              hasNew
                ? 'border-gold-400 ring-2 ring-gold-400 motion-safe:animate-pulse'
                : 'transition-shadow group-hover:shadow-md'
            }
            badge={
              hasNew ? (
                <span className="absolute -top-2 -right-2 rounded-full bg-red-600 px-2 py-0.5 text-xs font-bold text-white shadow">
                  NEW
                </span>
              ) : null
            }
          />
        </Link>
        <StatCard
          label="Pending"
          value={data?.pendingCashAdvances}
          hint="Awaiting Review"
          icon={Clock}
          tone="amber"
        />
        <StatCard
          label="Active"
          value={data?.activeCashAdvances}
          hint="Active Loans"
          icon={CheckCircle2}
          tone="emerald"
        />
        <StatCard
          label="Products Listed"
          value={data?.totalProducts}
          hint="Every product in the shop"
          icon={Package}
          tone="brand"
        />
        <StatCard
          label="Available Products"
          value={data?.activeProducts}
          hint="On sale now"
          icon={Tags}
          tone="sky"
        />
        <StatCard
          label="Completed Sales"
          value={data?.completedSales}
          hint="Orders delivered or collected"
          icon={ShoppingBag}
          tone="emerald"
        />
        <Link
          to={paths.admin.orders}
          className="block rounded-xl focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <StatCard
            label="To Deliver Today"
            value={data?.ordersToDeliverToday}
            hint="Same-day deliveries still to go out"
            icon={Truck}
            tone="sky"
          />
        </Link>
        <Link
          to={paths.admin.orders}
          className="block rounded-xl focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <StatCard
            label="To Hand Over Today"
            value={data?.ordersToHandOverToday}
            hint="Collections due in the shop"
            icon={Store}
            tone="amber"
          />
        </Link>
      </section>

      <section aria-labelledby="pawn-book-heading" className="mt-8">
        <h2 id="pawn-book-heading" className="mb-4 text-xl font-semibold text-brand-950">
          Pawn Book
        </h2>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
          <StatCard
            label="Money Lent Out"
            value={data ? formatGBP(data.outstandingPrincipal) : undefined}
            hint="Principal owed on loans not yet redeemed or sold"
            icon={Landmark}
            tone="brand"
          />
          <StatCard
            label="Interest Due in 7 Days"
            value={data ? formatGBP(data.interestDueNext7Days) : undefined}
            hint="On loans falling due this week"
            icon={CalendarClock}
            tone="sky"
          />
          <StatCard
            label="Overdue Loans"
            value={data?.overdueLoans}
            hint="Active and past their due date"
            icon={AlertTriangle}
            tone="amber"
          />
          <StatCard
            label="Redeemed This Month"
            value={data?.loansRedeemedThisMonth}
            hint="Loans paid off and collected"
            icon={HandCoins}
            tone="emerald"
          />
          <StatCard
            label="Surpluses Owed"
            value={data ? formatGBP(data.surplusOwed) : undefined}
            hint={
              data
                ? `To ${data.surplusesOwed} customer${data.surplusesOwed === 1 ? '' : 's'} after a sale`
                : 'To customers after a sale'
            }
            icon={HandCoins}
            tone="amber"
          />
        </div>
      </section>

      <div className="mt-8">
        <RecentActivity entries={data?.recentActivity} isLoading={isPending} />
      </div>
    </PageContainer>
  );
}
