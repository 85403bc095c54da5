import { FileText } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatDateTimeUK } from '@shared/dates';
import type { Order } from '@shared/orders/schemas';
import { CANCELLATION_RIGHTS_TEXT, customerCancellableStatuses } from '@shared/orders/values';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { orderReceiptUrl } from '@web/features/orders/api/get-order';
import { OrderStatusBadge } from '@web/features/orders/components/order-status-badge';
import { OrderSummary } from '@web/features/orders/components/order-summary';
import { lazyPart } from '@web/lib/lazy-part';
import { paths } from '@web/lib/paths';

// The confirmation opens on a tap: its dialog code (Radix Dialog with its focus trap and
// scroll lock, about 15 KB) is fetched then, or ahead when the pointer or focus reaches the
// button, so the order page a guest lands on after checkout stays within 140 KB (decision 012).
const CancelOrderDialog = lazyPart(
  () =>
    import('@web/features/orders/components/cancel-order-dialog').then(
      (m) => m.CancelOrderDialog,
    ),
  null,
  { onDemand: true },
);
const preloadCancelDialog = () => void CancelOrderDialog.preload().catch(() => {});

/** The customer's (or guest's) order page: status, items, day, and cancelling while allowed. */
export function OrderDetails({ order, guestKey }: { order: Order; guestKey: string | null }) {
  const [confirming, setConfirming] = useState(false);
  // Mounted from the first tap on, so closing keeps the dialog's own way out (focus back, animation).
  const [asked, setAsked] = useState(false);
  const cancellable = customerCancellableStatuses.includes(order.status);
  return (
    <Card className="gap-5 px-5 py-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 className="text-xl font-semibold">Order {order.reference}</h2>
          <p className="text-sm text-muted-foreground">
            Placed {formatDateTimeUK(order.createdAt)}
          </p>
        </div>
        <OrderStatusBadge status={order.status} />
      </div>
      {guestKey ? (
        <p className="rounded-md bg-gold-50 p-3 text-sm text-brand-950">
          Keep this page&apos;s address: it is your private link to this order.
        </p>
      ) : null}
      <OrderSummary order={order} />
      <div className="grid gap-3 border-t border-border pt-4">
        <p className="text-sm text-muted-foreground">{CANCELLATION_RIGHTS_TEXT}</p>
        <div className="flex flex-wrap gap-3">
          {cancellable ? (
            <Button
              variant="outline"
              onPointerEnter={preloadCancelDialog}
              onFocus={preloadCancelDialog}
              onClick={() => {
                setAsked(true);
                setConfirming(true);
              }}
            >
              Cancel order
            </Button>
          ) : null}
          {order.payment ? (
            <Button variant="outline" asChild>
              <a href={orderReceiptUrl(order.id, guestKey)}>
                <FileText aria-hidden="true" />
                Download your receipt (PDF)
              </a>
            </Button>
          ) : null}
          <Button variant="secondary" asChild>
            <Link to={paths.marketplace}>Continue shopping</Link>
          </Button>
        </div>
      </div>
      {asked ? (
        <CancelOrderDialog
          order={order}
          guestKey={guestKey}
          open={confirming}
          onOpenChange={setConfirming}
        />
      ) : null}
    </Card>
  );
}
