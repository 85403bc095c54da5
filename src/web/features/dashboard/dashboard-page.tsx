import { PageContainer, PageHeading } from '@web/components/page/page-container';
import { CashAdvanceList } from '@web/features/dashboard/components/cash-advance-list';
import { usePageMeta } from '@web/lib/use-page-meta';

// The screen itself is built in its own issue; this holds its route and heading.
export function DashboardPage() {
  usePageMeta({
    title: 'Dashboard',
    description: 'Track your cash advances, repairs and marketplace activity.',
  });
  return (
    <PageContainer>
      <PageHeading title="Dashboard" />
      <CashAdvanceList />
    </PageContainer>
  );
}
