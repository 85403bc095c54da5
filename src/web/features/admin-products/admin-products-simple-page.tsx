import { PageContainer, PageHeading } from '@web/components/page/page-container';
import { usePageMeta } from '@web/lib/use-page-meta';

// The screen itself is built in its own issue; this holds its route and heading.
export function AdminProductsSimplePage() {
  usePageMeta({
    title: 'Product Management (Ultra Simple)',
    description: 'Manage marketplace products (simplified).',
    noindex: true,
  });
  return (
    <PageContainer>
      <PageHeading title="Product Management (Ultra Simple)" />
    </PageContainer>
  );
}
