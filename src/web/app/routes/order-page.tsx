import { useQueryClient } from '@tanstack/react-query';
import { Link, useParams, useSearchParams } from 'react-router';
import { PageContainer, PageHeading } from '@web/components/page/page-container';
import { Skeleton } from '@web/components/ui/skeleton';
import { useOrder } from '@web/features/orders/api/get-order';
import { OrderDetails } from '@web/features/orders/components/order-details';
import {
  awaitingOnlinePayment,
  OrderPayNow,
  PayNow,
} from '@web/features/orders/components/order-pay-now';
import {
  mayPayAgain,
  PaymentReturnNotice,
  paymentReturnOf,
  usePaymentReturn,
} from '@web/features/payments/components/payment-return';
import { paths } from '@web/lib/paths';
import { queryKeys } from '@web/lib/query-keys';
import { usePageMeta } from '@web/lib/use-page-meta';

export const ORDER_NOT_FOUND_TEXT = 'Order Not Found';

export function OrderPage() {
  usePageMeta({ title: 'Your Order', description: 'Your order with us.', noindex: true });
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const key = search.get('key');
  const query = useOrder(id, key);
  const queryClient = useQueryClient();
  // Back from the card payment page: once the payment lands, the order is read again, paid.
  const payment = usePaymentReturn(paymentReturnOf(search), () => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.orders.all });
    void queryClient.invalidateQueries({ queryKey: queryKeys.dashboard.all });
  });
  const order = query.data;
  const payable = order && awaitingOnlinePayment(order) && mayPayAgain(payment) ? order : null;
  return (
    <PageContainer>
      <PageHeading title="Your Order" description="Where your order is, and what happens next." />
      {query.isPending ? (
        <Skeleton className="h-64 w-full" />
      ) : order ? (
        <div className="grid gap-4">
          <PaymentReturnNotice
            payment={payment}
            retry={payable ? <PayNow url={payable.paymentUrl} /> : null}
          />
          {payable && !payment ? <OrderPayNow order={payable} /> : null}
          <OrderDetails order={order} guestKey={key} />
        </div>
      ) : (
        <div className="grid gap-2">
          <h2 className="text-xl font-semibold">{ORDER_NOT_FOUND_TEXT}</h2>
          <p>
            This order does not exist, or it is not yours to see.{' '}
            <Link to={paths.login} className="underline">
              Sign in
            </Link>{' '}
            or open the private link you were given.
          </p>
        </div>
      )}
    </PageContainer>
  );
}
