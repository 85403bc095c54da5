import { useQueryClient } from '@tanstack/react-query';
import { FileText } from 'lucide-react';
import { useParams, useSearchParams } from 'react-router';
import type { Loan } from '@shared/cash-advances/agreement-schemas';
import { formatGBP } from '@shared/money';
import { PageContainer } from '@web/components/page/page-container';
import { Button } from '@web/components/ui/button';
import { paths } from '@web/lib/paths';
import { queryKeys } from '@web/lib/query-keys';
import { usePageMeta } from '@web/lib/use-page-meta';
import { useCurrentUser } from '@web/features/auth/api/get-current-user';
import {
  cashAdvanceReceiptUrl,
  useCashAdvance,
} from '@web/features/cash-advances/api/get-cash-advance';
import {
  LoanFigures,
  LoanPayments,
  PledgedItems,
} from '@web/features/cash-advances/components/loan-details';
import {
  hasOutlook,
  LoanOutlook,
  SaleNews,
} from '@web/features/cash-advances/components/loan-outlook';
import { MakePayment } from '@web/features/cash-advances/components/make-payment';
import { PayOnline } from '@web/features/cash-advances/components/pay-online';
import { isRedeemable } from '@web/features/cash-advances/loan-facts';
import {
  BackLink,
  LoanHeading,
  LoanPlaceholder,
  LoanSection,
} from '@web/features/cash-advances/components/loan-page-parts';
import { RequestPhotoThumbnails } from '@web/features/cash-advances/components/request-photo-thumbnails';
import { useOnlinePayments } from '@web/features/payments/api/get-online-payments';
import {
  PaymentReturnNotice,
  paymentReturnOf,
  usePaymentReturn,
} from '@web/features/payments/components/payment-return';

/** What the shop has said about a request that is not a loan yet. */
function RequestNews({ loan }: { loan: Loan }) {
  if (loan.status === 'rejected') {
    return (
      <p>We cannot offer a loan on this request: {loan.rejectionReason ?? 'please call us.'}</p>
    );
  }
  if (loan.status === 'approved' && loan.offerAmount) {
    return (
      <p>
        Good news: we can offer about {formatGBP(loan.offerAmount)}
        {loan.offerNote ? ` (${loan.offerNote})` : ''}. Bring the item to the shop for a free
        appraisal and your cash.
      </p>
    );
  }
  return <p>We have your request. Bring your item to the store for a free valuation.</p>;
}

/** A customer's own cash advance: the figures, due date, balance, payments and items. */
export function MyCashAdvancePage() {
  const { id = '' } = useParams();
  const { isSignedIn, isLoading } = useCurrentUser();
  const query = useCashAdvance(id);
  const loan = query.data;
  const onlinePayments = useOnlinePayments();
  const [search] = useSearchParams();
  const queryClient = useQueryClient();
  // Back from the card payment page: once the payment lands, the loan is read again.
  const payment = usePaymentReturn(paymentReturnOf(search), () => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.cashAdvances.all });
    void queryClient.invalidateQueries({ queryKey: queryKeys.dashboard.all });
  });
  // Not while a payment is on its way: one card payment at a time.
  const paying = payment?.state === 'processing' || payment?.state === 'still-waiting';
  usePageMeta({
    title: loan ? `Cash Advance ${loan.agreementNumber}` : 'Your Cash Advance',
    noindex: true,
  });

  return (
    <PageContainer className="max-w-4xl">
      <BackLink to={paths.dashboard}>Back to your dashboard</BackLink>
      {!isLoading && !isSignedIn ? (
        <p role="alert">Sign in to see your cash advances.</p>
      ) : !loan ? (
        <LoanPlaceholder query={query} />
      ) : (
        <div className="grid gap-6">
          <LoanHeading loan={loan} />
          <PaymentReturnNotice payment={payment} />
          {loan.startDate === null ? (
            <LoanSection title="Your request">
              <RequestNews loan={loan} />
            </LoanSection>
          ) : null}
          <LoanSection title={loan.startDate ? 'Your loan' : 'What you asked for'}>
            <LoanFigures loan={loan} />
            {loan.startDate ? (
              <Button asChild variant="outline" className="mt-4">
                <a href={cashAdvanceReceiptUrl(loan.id)} target="_blank" rel="noopener">
                  <FileText aria-hidden="true" />
                  Download your receipt (PDF)
                </a>
              </Button>
            ) : null}
          </LoanSection>
          {hasOutlook(loan) ? (
            <LoanSection title="What happens next">
              <LoanOutlook loan={loan} />
            </LoanSection>
          ) : null}
          {loan.saleStatement ? (
            <LoanSection title="Sale of your items">
              <SaleNews loan={loan} />
            </LoanSection>
          ) : null}
          {/* Redeemable until it is sold: under a notice of sale or listed, too. */}
          {isRedeemable(loan.status) ? (
            <LoanSection title="Make Payment" id="make-payment">
              <MakePayment loan={loan} />
            </LoanSection>
          ) : null}
          {onlinePayments && isRedeemable(loan.status) && !paying ? (
            <LoanSection title="Pay online" id="pay-online">
              <PayOnline loan={loan} />
            </LoanSection>
          ) : null}
          <LoanSection title="Items">
            <PledgedItems loan={loan} />
          </LoanSection>
          <RequestPhotoThumbnails loan={loan} />
          <LoanSection title="Payments">
            <LoanPayments loan={loan} />
          </LoanSection>
        </div>
      )}
    </PageContainer>
  );
}
