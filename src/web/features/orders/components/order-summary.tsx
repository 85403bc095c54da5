import { formatGBP } from '@shared/money';
import { describeDay } from '@shared/orders/fulfilment-date';
import type { Order } from '@shared/orders/schemas';
import { labelOf } from '@shared/products/values';
import { fulfilments, recordedPaymentMethods } from '@shared/orders/values';
import { shopAddressLine } from '@shared/shop';

const methodLabel = (method: string) => labelOf(recordedPaymentMethods, method).toLowerCase();

/** How the order is paid, or is to be paid. */
function paymentLine(order: Order): string {
  if (order.payment) {
    return `Paid ${formatGBP(order.payment.amount)} by ${methodLabel(order.payment.method)}`;
  }
  if (order.paymentMethod === 'online') return 'Unpaid: to pay online by card';
  return `Unpaid: pay by ${methodLabel(order.paymentMethod)} on ${order.fulfilment === 'delivery' ? 'delivery' : 'collection'}`;
}

/** Items, fee, total, fulfilment and payment of an order: the customer's and the desk's pages alike. */
export function OrderSummary({ order }: { order: Order }) {
  return (
    <div className="grid gap-4">
      <ul aria-label="Items" className="divide-y divide-border rounded-md border border-border">
        {order.items.map((item, index) => (
          <li key={item.productId ?? index} className="flex justify-between gap-3 px-4 py-2">
            <span>{item.title}</span>
            <span className="tabular-nums">{formatGBP(item.price)}</span>
          </li>
        ))}
      </ul>
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1 text-sm">
        <dt className="text-muted-foreground">Delivery fee</dt>
        <dd className="tabular-nums">{formatGBP(order.deliveryFee)}</dd>
        <dt className="font-semibold">Total</dt>
        <dd className="font-semibold tabular-nums" data-testid="order-total">
          {formatGBP(order.totalAmount)}
        </dd>
        <dt className="text-muted-foreground">Fulfilment</dt>
        <dd>{labelOf(fulfilments, order.fulfilment)}</dd>
        {order.fulfilment === 'delivery' ? (
          <>
            <dt className="text-muted-foreground">Delivery day</dt>
            <dd>{describeDay(order.fulfilmentDate)}</dd>
            <dt className="text-muted-foreground">Address</dt>
            <dd>
              {order.deliveryAddress}, {order.postcode}
            </dd>
          </>
        ) : (
          <>
            <dt className="text-muted-foreground">Collect from</dt>
            <dd>
              {describeDay(order.fulfilmentDate)} until{' '}
              {describeDay(order.holdUntil ?? order.fulfilmentDate)}, {shopAddressLine}
            </dd>
          </>
        )}
        <dt className="text-muted-foreground">Payment</dt>
        <dd>{paymentLine(order)}</dd>
        {order.refund ? (
          <>
            <dt className="text-muted-foreground">Refunded</dt>
            <dd>
              {`${formatGBP(order.refund.amount)} by ${methodLabel(order.refund.method).toLowerCase()}`}
            </dd>
          </>
        ) : null}
        {order.cancelReason ? (
          <>
            <dt className="text-muted-foreground">Cancelled</dt>
            <dd>{order.cancelReason}</dd>
          </>
        ) : null}
      </dl>
    </div>
  );
}
