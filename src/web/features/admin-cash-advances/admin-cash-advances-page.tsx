import { PageContainer, PageHeading } from '@web/components/page/page-container';
import { usePageMeta } from '@web/lib/use-page-meta';

// The screen itself is built in its own issue; this holds its route and heading.
export function AdminCashAdvancesPage() {
  usePageMeta({
    title: 'Cash Advance Requests',
    description: 'Manage customer cash advance applications',
    noindex: true,
  });
  return (
    <PageContainer>
      <PageHeading title="Cash Advance Requests" />
    </PageContainer>
  );
}
