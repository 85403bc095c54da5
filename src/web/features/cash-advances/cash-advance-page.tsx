import { PageContainer, PageHeading } from '@web/components/page/page-container';
import { usePageMeta } from '@web/lib/use-page-meta';

// The screen itself is built in its own issue; this holds its route and heading.
export function CashAdvancePage() {
  usePageMeta({
    title: 'Cash Advances',
    description:
      'Cash advances against gold, jewellery, electronics and other valuables at a flat 15% or 30% for 28 days. No credit check, cash the same day in Leeds.',
  });
  return (
    <PageContainer>
      <PageHeading title="Cash Advances" />
    </PageContainer>
  );
}
