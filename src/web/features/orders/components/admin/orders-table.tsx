import { Link } from 'react-router';
import { formatDateTimeUK } from '@shared/dates';
import { formatGBP } from '@shared/money';
import { describeDay } from '@shared/orders/fulfilment-date';
import type { Order } from '@shared/orders/schemas';
import { labelOf } from '@shared/products/values';
import { fulfilments, paymentStatusLabels } from '@shared/orders/values';
import { Badge } from '@web/components/ui/badge';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@web/components/ui/table';
import { OrderStatusBadge } from '@web/features/orders/components/order-status-badge';
import { paths } from '@web/lib/paths';

export const NO_ORDERS_FOUND = 'No orders found';

/** One page of a status tab of the order desk. */
export function OrdersTable({ orders }: { orders: readonly Order[] }) {
  if (orders.length === 0) {
    return <p className="px-5 py-12 text-center text-muted-foreground">{NO_ORDERS_FOUND}</p>;
  }
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>Order</TableHead>
          <TableHead>Customer</TableHead>
          <TableHead>Fulfilment</TableHead>
          <TableHead>Day</TableHead>
          <TableHead>Total</TableHead>
          <TableHead>Payment</TableHead>
          <TableHead>Status</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {orders.map((order) => (
          <TableRow key={order.id}>
            <TableCell>
              <Link to={paths.admin.order(order.id)} className="font-semibold hover:underline">
                {order.reference}
              </Link>
              <div className="text-xs text-muted-foreground">
                {formatDateTimeUK(order.createdAt)}
              </div>
            </TableCell>
            <TableCell>
              {order.customerName}
              {order.buyerId ? null : <div className="text-xs text-muted-foreground">Guest</div>}
            </TableCell>
            <TableCell>
              {labelOf(fulfilments, order.fulfilment)}
              {order.postcode ? (
                <div className="text-xs text-muted-foreground">{order.postcode}</div>
              ) : null}
            </TableCell>
            <TableCell>{describeDay(order.fulfilmentDate)}</TableCell>
            <TableCell className="tabular-nums">{formatGBP(order.totalAmount)}</TableCell>
            <TableCell>
              <Badge variant={order.paymentStatus === 'paid' ? 'success' : 'outline'}>
                {paymentStatusLabels[order.paymentStatus]}
              </Badge>
            </TableCell>
            <TableCell>
              <OrderStatusBadge status={order.status} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
