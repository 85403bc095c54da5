import { PageContainer, PageHeading } from '@web/components/page/page-container';
import { usePageMeta } from '@web/lib/use-page-meta';

// The screen itself is built in its own issue; this holds its route and heading.
export function AdminDashboardPage() {
  usePageMeta({
    title: 'Admin Dashboard',
    description: 'Monitor cash advances, product sales, and overall business activity',
    noindex: true,
  });
  return (
    <PageContainer>
      <PageHeading title="Admin Dashboard" />
    </PageContainer>
  );
}
