import { PageContainer, PageHeading } from '@web/components/page/page-container';
import { usePageMeta } from '@web/lib/use-page-meta';

// The screen itself is built in its own issue; this holds its route and heading.
export function AdminSignupPage() {
  usePageMeta({
    title: 'Create Admin Account',
    description: 'Create a shop administrator account.',
    noindex: true,
  });
  return (
    <PageContainer>
      <PageHeading title="Create Admin Account" />
    </PageContainer>
  );
}
