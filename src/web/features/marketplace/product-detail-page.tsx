import { PageContainer, PageHeading } from '@web/components/page/page-container';
import { usePageMeta } from '@web/lib/use-page-meta';

// The screen itself is built in its own issue; this holds its route and heading.
export function ProductDetailPage() {
  usePageMeta({
    title: 'Product Details',
    description: 'Product details, price and same-day Leeds delivery from our marketplace.',
  });
  return (
    <PageContainer>
      <PageHeading title="Product Details" />
    </PageContainer>
  );
}
