import type { Order } from '@shared/orders/schemas';
import { Button } from '@web/components/ui/button';

export const ITEMS_HELD_TEXT = 'Your items are held for 30 minutes while you pay.';

/** An order chosen to be paid online whose payment page is still open. */
export const awaitingOnlinePayment = (order: Order): order is Order & { paymentUrl: string } =>
  Boolean(order.paymentUrl) && order.paymentStatus === 'unpaid' && order.status !== 'cancelled';

/**
 * Back to the provider's hosted page (a plain link: nothing of the provider
 * is loaded here), and how long the items wait.
 */
export function PayNow({ url }: { url: string }) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button asChild>
        <a href={url}>Pay now</a>
      </Button>
      <p className="text-sm">{ITEMS_HELD_TEXT}</p>
    </div>
  );
}

/** The box an unpaid online order shows until it is paid. */
export function OrderPayNow({ order }: { order: Order & { paymentUrl: string } }) {
  return (
    <section
      aria-label="Pay for your order"
      className="grid gap-2 rounded-lg border border-border bg-gold-50 p-4 text-brand-950"
    >
      <p className="font-semibold">This order is waiting for your card payment.</p>
      <PayNow url={order.paymentUrl} />
    </section>
  );
}
