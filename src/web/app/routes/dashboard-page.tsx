import { Link } from 'react-router';
import { PageContainer, PageHeading } from '@web/components/page/page-container';
import { useCurrentUser } from '@web/features/auth/api/get-current-user';
import { useDashboard } from '@web/features/dashboard/api/get-dashboard';
import { CashAdvanceList } from '@web/features/cash-advances/components/cash-advance-list';
import { MyRepairs } from '@web/features/repairs/components/my-repairs';
import { MyOrders } from '@web/features/orders/components/my-orders';
import { OurServices } from '@web/features/dashboard/components/our-services';
import { SummaryCards } from '@web/features/dashboard/components/summary-cards';
import { paths } from '@web/lib/paths';
import { usePageMeta } from '@web/lib/use-page-meta';

export function DashboardPage() {
  usePageMeta({
    title: 'Dashboard',
    description: 'Track your cash advances, repairs and marketplace activity.',
  });
  const { user, isSignedIn, isLoading } = useCurrentUser();
  const figures = useDashboard(user?.id ?? null);

  return (
    <PageContainer>
      <PageHeading
        title="Dashboard"
        description={
          isSignedIn
            ? 'Your cash advances, repairs and sales in one place.'
            : 'Track your loans, repairs and marketplace activity.'
        }
      />
      {!isLoading && !isSignedIn ? (
        <p className="mb-6 rounded-lg border border-gold-200 bg-gold-50 p-4 text-brand-950">
          <Link to={paths.login} className="font-semibold underline underline-offset-4">
            Sign in
          </Link>{' '}
          to see your own figures, advances and repairs.
        </p>
      ) : null}
      <SummaryCards figures={figures.data} isLoading={figures.isFetching} />
      <div className="mt-8 grid gap-8 lg:grid-cols-3">
        <div className="space-y-8 lg:col-span-2">
          <CashAdvanceList />
          <MyRepairs />
          <MyOrders />
        </div>
        <OurServices />
      </div>
    </PageContainer>
  );
}
