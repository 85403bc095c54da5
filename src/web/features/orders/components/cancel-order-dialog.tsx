import type { Order } from '@shared/orders/schemas';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { toast } from '@web/components/ui/use-toast';
import { useCancelOrder } from '@web/features/orders/api/cancel-order';
import { errorMessage } from '@web/lib/api-client';

export const ORDER_CANCELLED = 'Order cancelled';
export const CANCEL_ORDER_TITLE = 'Cancel this order?';

/** Cancelling asks first, in the shop's own dialog like every other confirmation. */
export function CancelOrderDialog({
  order,
  guestKey,
  open,
  onOpenChange,
}: {
  order: Pick<Order, 'id' | 'reference'>;
  guestKey: string | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const cancel = useCancelOrder();
  const confirm = () => {
    if (cancel.isPending) return;
    cancel.mutate(
      { id: order.id, key: guestKey },
      {
        onSuccess: () => {
          onOpenChange(false);
          toast({ title: ORDER_CANCELLED, description: `Order ${order.reference} is cancelled.` });
        },
        onError: (error) =>
          toast({
            title: 'Error',
            description: errorMessage(error, 'The order could not be cancelled.'),
            variant: 'destructive',
          }),
      },
    );
  };
  return (
    <Dialog open={open} onOpenChange={(next) => !cancel.isPending && onOpenChange(next)}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>{CANCEL_ORDER_TITLE}</DialogTitle>
          <DialogDescription>
            Order {order.reference} will be cancelled and its items go back on sale.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={cancel.isPending}>
              Keep order
            </Button>
          </DialogClose>
          <Button variant="destructive" aria-disabled={cancel.isPending} onClick={confirm}>
            {cancel.isPending ? 'Cancelling...' : 'Cancel order'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
