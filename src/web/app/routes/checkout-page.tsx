import { PageContainer, PageHeading } from '@web/components/page/page-container';
import { CheckoutForm } from '@web/features/orders/components/checkout-form';
import { usePageMeta } from '@web/lib/use-page-meta';

export function CheckoutPage() {
  usePageMeta({
    title: 'Checkout',
    description: 'Same-day delivery in Leeds or collect in store.',
    noindex: true,
  });
  return (
    <PageContainer>
      <PageHeading
        title="Checkout"
        description="Same-day delivery in the Leeds LS area, or collect in store for free."
      />
      <CheckoutForm />
    </PageContainer>
  );
}
