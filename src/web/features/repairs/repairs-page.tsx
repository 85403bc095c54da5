import { PageContainer, PageHeading } from '@web/components/page/page-container';
import { usePageMeta } from '@web/lib/use-page-meta';

// The screen itself is built in its own issue; this holds its route and heading.
export function RepairsPage() {
  usePageMeta({
    title: 'Computer & Console Repairs',
    description:
      'Laptop, desktop, Apple Mac and games console repairs in Leeds by certified technicians, with a 90-day warranty and same-day service.',
  });
  return (
    <PageContainer>
      <PageHeading title="Computer & Console Repairs" />
    </PageContainer>
  );
}
