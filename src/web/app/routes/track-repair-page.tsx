import { useParams } from 'react-router';
import { PageContainer, PageHeading } from '@web/components/page/page-container';
import { usePageMeta } from '@web/lib/use-page-meta';
import { TrackedRepair } from '@web/features/repairs/components/tracked-repair';

export const TRACK_REPAIR_TITLE = 'Track Your Repair';
const DESCRIPTION = 'Where your repair is, and what happens next.';

/** /track/:code: a repair's progress for whoever holds the link, no sign-in (PRODUCT.md). */
export function TrackRepairPage() {
  // Private links: kept out of search engines.
  usePageMeta({
    title: TRACK_REPAIR_TITLE,
    description: DESCRIPTION,
    noindex: true,
  });
  const { code = '' } = useParams();
  return (
    <PageContainer className="max-w-2xl">
      <PageHeading title={TRACK_REPAIR_TITLE} description={DESCRIPTION} />
      <TrackedRepair code={code} />
    </PageContainer>
  );
}
