import { PageContainer, PageHeading } from '@web/components/page/page-container';
import { usePageMeta } from '@web/lib/use-page-meta';

// The screen itself is built in its own issue; this holds its route and heading.
export function MarketplacePage() {
  usePageMeta({
    title: 'Marketplace',
    description:
      'Second-hand electronics, jewellery, tools and accessories from a local Leeds shop, with same-day delivery in the Leeds area.',
  });
  return (
    <PageContainer>
      <PageHeading title="Marketplace" />
    </PageContainer>
  );
}
