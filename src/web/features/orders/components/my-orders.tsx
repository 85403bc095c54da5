import { ShoppingBag } from 'lucide-react';
import { Link } from 'react-router';
import { formatGBP } from '@shared/money';
import { formatDateUK } from '@shared/dates';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { useCurrentUser } from '@web/features/auth/api/get-current-user';
import { useMyOrders } from '@web/features/orders/api/get-my-orders';
import { OrderStatusBadge } from '@web/features/orders/components/order-status-badge';
import { paths } from '@web/lib/paths';

export const NO_ORDERS_TEXT = 'No orders yet.';

/** "My Orders" on the customer dashboard. */
export function MyOrders() {
  const { user, isLoading } = useCurrentUser();
  const query = useMyOrders(user?.id ?? null);
  let body;
  if (isLoading || (user && query.isPending)) {
    body = <Skeleton className="h-16 w-full" />;
  } else if (!user) {
    body = (
      <p className="text-sm text-muted-foreground">
        <Link to={paths.login} className="font-semibold underline">
          Sign in
        </Link>{' '}
        to see your orders.
      </p>
    );
  } else if ((query.data ?? []).length === 0) {
    body = (
      <p className="text-sm text-muted-foreground">
        {NO_ORDERS_TEXT}{' '}
        <Link to={paths.marketplace} className="font-semibold underline">
          Browse the marketplace
        </Link>
      </p>
    );
  } else {
    body = (
      <ul className="divide-y divide-border">
        {(query.data ?? []).map((order) => (
          <li key={order.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
            <div>
              <Link to={paths.order(order.id)} className="font-semibold hover:underline">
                Order {order.reference}
              </Link>
              <p className="text-sm text-muted-foreground">
                {order.items.length} {order.items.length === 1 ? 'item' : 'items'} ·{' '}
                {formatDateUK(order.createdAt)} · {formatGBP(order.totalAmount)}
              </p>
            </div>
            <OrderStatusBadge status={order.status} />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild className="flex items-center gap-2">
          <h2>
            <ShoppingBag className="size-5" aria-hidden="true" />
            My Orders
          </h2>
        </CardTitle>
      </CardHeader>
      <CardContent>{body}</CardContent>
    </Card>
  );
}
