import { useQueryClient } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router';
import { PageContainer, PageHeading } from '@web/components/page/page-container';
import { usePageMeta } from '@web/lib/use-page-meta';
import { TrackedRepair } from '@web/features/repairs/components/tracked-repair';
import {
  PaymentReturnNotice,
  paymentReturnOf,
  usePaymentReturn,
} from '@web/features/payments/components/payment-return';
import { queryKeys } from '@web/lib/query-keys';

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
  const [search] = useSearchParams();
  const queryClient = useQueryClient();
  // Back from paying the bill online: once the payment lands, the bill is read again.
  const payment = usePaymentReturn(paymentReturnOf(search), () => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.repairs.all });
  });
  return (
    <PageContainer className="max-w-2xl">
      <PageHeading title={TRACK_REPAIR_TITLE} description={DESCRIPTION} />
      <TrackedRepair
        code={code}
        paymentNotice={<PaymentReturnNotice payment={payment} />}
        paying={payment?.state === 'processing' || payment?.state === 'still-waiting'}
      />
    </PageContainer>
  );
}
