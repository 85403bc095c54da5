import { PageContainer, PageHeading } from '@web/components/page/page-container';
import { usePageMeta } from '@web/lib/use-page-meta';

// The screen itself is built in its own issue; this holds its route and heading.
export function AdminProductsPage() {
  usePageMeta({
    title: 'Product Management',
    description: 'Manage marketplace products.',
    noindex: true,
  });
  return (
    <PageContainer>
      <PageHeading title="Product Management" />
    </PageContainer>
  );
}
