import { PageContainer, PageHeading } from '@web/components/page/page-container';
import { usePageMeta } from '@web/lib/use-page-meta';

// The screen itself is built in its own issue; this holds its route and heading.
export function AdminRepairsPage() {
  usePageMeta({
    title: 'Repair Bookings',
    description: 'Manage customer repair bookings.',
    noindex: true,
  });
  return (
    <PageContainer>
      <PageHeading title="Repair Bookings" />
    </PageContainer>
  );
}
