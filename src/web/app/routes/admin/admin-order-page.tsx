import { RecordHistory } from '@web/features/audit/components/record-history';
import { BooksEntriesLink } from '@web/features/ledger/components/books-entries-link';
import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { formatDateTimeUK } from '@shared/dates';
import { formatGBP } from '@shared/money';
import { PageContainer, PageHeading } from '@web/components/page/page-container';
import { Card } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { useAdminOrder } from '@web/features/orders/api/get-admin-order';
import { OrderActions } from '@web/features/orders/components/admin/order-actions';
import { OrderStatusBadge } from '@web/features/orders/components/order-status-badge';
import { OrderSummary } from '@web/features/orders/components/order-summary';
import { paths } from '@web/lib/paths';
import { usePageMeta } from '@web/lib/use-page-meta';

export const MONEY_ON_THE_BOOKS = 'Money on the books';

/**
 * One order on the desk: customer, items, fulfilment, address, payment, the next actions,
 * and what the books hold as paid and given back on it.
 */
export function AdminOrderPage() {
  usePageMeta({ title: 'Order', description: 'An order on the order desk', noindex: true });
  const { id = '' } = useParams();
  const query = useAdminOrder(id);
  const order = query.data;
  return (
    <PageContainer>
      <Link
        to={paths.admin.orders}
        className="mb-4 inline-flex items-center gap-1 text-sm hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" /> All orders
      </Link>
      <PageHeading
        title={order ? `Order ${order.reference}` : 'Order'}
        description="Customer, items, fulfilment and payment"
      />
      {query.isPending ? (
        <Skeleton className="h-64" />
      ) : !order ? (
        <p>Order not found.</p>
      ) : (
        <div className="grid gap-6 lg:grid-cols-3">
          <Card className="gap-4 px-5 py-5 lg:col-span-2">
            <div className="flex items-center justify-between">
              <p className="text-sm text-muted-foreground">
                Placed {formatDateTimeUK(order.createdAt)}
              </p>
              <OrderStatusBadge status={order.status} />
            </div>
            <OrderSummary order={order} />
          </Card>
          <div className="grid h-fit gap-6">
            <Card className="gap-2 px-5 py-5">
              <h2 className="text-lg font-semibold">Customer</h2>
              <p>
                {order.customerName}
                {order.buyerId ? null : ' (guest)'}
              </p>
              {order.customerPhone ? (
                <a href={`tel:${order.customerPhone.replace(/\s/g, '')}`} className="underline">
                  {order.customerPhone}
                </a>
              ) : null}
              <a href={`mailto:${order.customerEmail}`} className="underline">
                {order.customerEmail}
              </a>
            </Card>
            <Card className="gap-3 px-5 py-5">
              <h2 className="text-lg font-semibold">Actions</h2>
              <OrderActions order={order} />
            </Card>
            <Card className="gap-2 px-5 py-5">
              <h2 className="text-lg font-semibold">{MONEY_ON_THE_BOOKS}</h2>
              <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
                <dt className="text-muted-foreground">Paid</dt>
                <dd className="text-right tabular-nums">{formatGBP(order.books.paid)}</dd>
                <dt className="text-muted-foreground">Given back</dt>
                <dd className="text-right tabular-nums">{formatGBP(order.books.refunded)}</dd>
              </dl>
            </Card>
          </div>
          <div className="space-y-4 lg:col-span-3">
            <BooksEntriesLink reference={order.id} />
            <RecordHistory entity="order" entityId={order.id} />
          </div>
        </div>
      )}
    </PageContainer>
  );
}
