import { labelOf } from '@shared/products/values';
import { orderStatuses, type OrderStatus } from '@shared/orders/values';
import { Badge, type BadgeProps } from '@web/components/ui/badge';

const variants: Record<OrderStatus, BadgeProps['variant']> = {
  pending: 'warning',
  confirmed: 'info',
  out_for_delivery: 'info',
  ready_for_collection: 'info',
  delivered: 'success',
  collected: 'success',
  cancelled: 'muted',
};

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return (
    <Badge variant={variants[status]}>
      <span className="sr-only">Status: </span>
      {labelOf(orderStatuses, status)}
    </Badge>
  );
}
