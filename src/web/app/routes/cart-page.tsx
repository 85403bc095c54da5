import { PageContainer, PageHeading } from '@web/components/page/page-container';
import { CartView } from '@web/features/orders/components/cart-view';
import { usePageMeta } from '@web/lib/use-page-meta';

export function CartPage() {
  usePageMeta({ title: 'Your Cart', description: 'The items in your cart.', noindex: true });
  return (
    <PageContainer>
      <PageHeading
        title="Your Cart"
        description="Each item is one of a kind: order soon, it may sell."
      />
      <CartView />
    </PageContainer>
  );
}
