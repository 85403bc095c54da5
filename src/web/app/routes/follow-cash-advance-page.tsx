import { useParams } from 'react-router';
import { PageContainer, PageHeading } from '@web/components/page/page-container';
import { usePageMeta } from '@web/lib/use-page-meta';
import { FollowedRequest } from '@web/features/cash-advances/components/followed-request';

export const FOLLOW_CASH_ADVANCE_TITLE = 'Your Cash Advance Request';
const DESCRIPTION = 'Where your request stands, and what happens next.';

/** /cash-advance/follow/:code: a guest's request for whoever holds its private link, no sign-in. */
export function FollowCashAdvancePage() {
  // Private links: kept out of search engines.
  usePageMeta({ title: FOLLOW_CASH_ADVANCE_TITLE, description: DESCRIPTION, noindex: true });
  const { code = '' } = useParams();
  return (
    <PageContainer className="max-w-2xl">
      <PageHeading title={FOLLOW_CASH_ADVANCE_TITLE} description={DESCRIPTION} />
      <FollowedRequest code={code} />
    </PageContainer>
  );
}
