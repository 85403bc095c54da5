import { useState } from 'react';
import { z } from 'zod';
import { formatGBP } from '@shared/money';
import type { Order } from '@shared/orders/schemas';
import { labelOf } from '@shared/products/values';
import {
  completedOrderStatuses,
  nextStatuses,
  orderStatuses,
  type OrderStatus,
  ONLINE_CARD_METHOD,
  type PaymentMethod,
} from '@shared/orders/values';
import { requiredText } from '@shared/validation';
import { FormField } from '@web/components/form/form-field';
import { useZodForm } from '@web/components/form/use-zod-form';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { NativeSelect } from '@web/components/ui/native-select';
import { toast } from '@web/components/ui/use-toast';
import { useRecordOrderPayment } from '@web/features/orders/api/record-order-payment';
import { useStaffRole } from '@web/features/auth/api/staff-role';
import { useUpdateAdminOrder } from '@web/features/orders/api/update-admin-order';
import { errorMessage } from '@web/lib/api-client';
import { newIdempotencyKey } from '@web/lib/idempotency-key';

/** The button that moves an order to each status. */
export const moveLabels: Record<OrderStatus, string> = {
  pending: 'Pending',
  confirmed: 'Confirm order',
  out_for_delivery: 'Out for delivery',
  ready_for_collection: 'Ready for collection',
  delivered: 'Mark delivered',
  collected: 'Mark collected',
  cancelled: 'Cancel order',
};

const cancelSchema = z.object({ reason: requiredText('Reason', 500) });

/** The desk's actions, in order, and recording the payment. */
export function OrderActions({ order }: { order: Order }) {
  const update = useUpdateAdminOrder();
  const pay = useRecordOrderPayment();
  const [cancelling, setCancelling] = useState(false);
  const [paymentKey] = useState(newIdempotencyKey);
  // A paid order is cancelled only with its refund: the whole payment unless staff give back less.
  const paid = order.payment && !order.refund ? order.payment : null;
  const [refundAmount, setRefundAmount] = useState<string | null>(null);
  const refundGiven = refundAmount ?? paid?.amount ?? '';
  // Given back the way it was paid, unless staff choose otherwise.
  const [chosenRefundMethod, setRefundMethod] = useState<PaymentMethod | null>(null);
  const refundMethod: PaymentMethod =
    chosenRefundMethod ?? (paid?.method === 'cash' ? 'cash' : 'card');
  // Paid online: the server gives it back through the card provider, in the same step.
  const paidOnline = paid?.method === ONLINE_CARD_METHOD;
  const cancelForm = useZodForm<{ reason: string }>({
    schema: cancelSchema,
    defaultValues: { reason: '' },
  });
  const moves = nextStatuses(order.status, order.fulfilment).filter(
    (status) => status !== 'cancelled',
  );
  const { isStaffOnly } = useStaffRole();
  // Cancelling a paid order refunds it, and refunds are the owner's (issue 29).
  const canCancel =
    nextStatuses(order.status, order.fulfilment).includes('cancelled') && !(paid && isStaffOnly);

  // An unpaid order is handed over only with its payment, taken and recorded in the same step.
  const unpaid = order.paymentStatus === 'unpaid';
  const move = (status: OrderStatus, reason?: string, paidBy?: PaymentMethod) =>
    update.mutate(
      {
        id: order.id,
        status,
        ...(reason ? { reason } : {}),
        ...(paidBy ? { payment: { method: paidBy, amount: order.totalAmount } } : {}),
        ...(status === 'cancelled' && paid
          ? {
              refund: {
                method: paidOnline ? ONLINE_CARD_METHOD : refundMethod,
                amount: refundGiven.trim(),
              },
            }
          : {}),
      },
      {
        onSuccess: () => {
          toast({
            title: 'Order updated',
            description: `Order ${order.reference} is ${labelOf(orderStatuses, status).toLowerCase()}.`,
          });
          setCancelling(false);
        },
        onError: (error) =>
          toast({
            title: 'Error',
            description: errorMessage(error, 'Failed to update the order.'),
            variant: 'destructive',
          }),
      },
    );

  const recordPayment = (method: PaymentMethod) =>
    pay.mutate(
      { id: order.id, payment: { method, amount: order.totalAmount }, idempotencyKey: paymentKey },
      {
        onSuccess: () =>
          toast({
            title: 'Payment recorded',
            description: `${formatGBP(order.totalAmount)} by ${method}.`,
          }),
        onError: (error) =>
          toast({
            title: 'Error',
            description: errorMessage(error, 'Failed to record the payment.'),
            variant: 'destructive',
          }),
      },
    );

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap gap-2">
        {moves.flatMap((status) =>
          unpaid && completedOrderStatuses.includes(status) ? (
            (['card', 'cash'] as const).map((method) => (
              <Button
                key={`${status}-${method}`}
                onClick={() => move(status, undefined, method)}
                aria-disabled={update.isPending}
              >
                {moveLabels[status]}, {formatGBP(order.totalAmount)} paid by {method}
              </Button>
            ))
          ) : (
            <Button key={status} onClick={() => move(status)} aria-disabled={update.isPending}>
              {moveLabels[status]}
            </Button>
          ),
        )}
        {canCancel && !cancelling ? (
          <Button variant="outline" onClick={() => setCancelling(true)}>
            Cancel order
          </Button>
        ) : null}
      </div>
      {cancelling ? (
        <form
          noValidate
          className="grid gap-3 rounded-md border border-border p-4"
          onSubmit={(event) =>
            void cancelForm.handleSubmit(({ reason }) => move('cancelled', reason))(event)
          }
        >
          <FormField
            form={cancelForm}
            name="reason"
            label="Reason for cancelling"
            hint="The customer sees it."
          >
            {(control) => <Input {...control} />}
          </FormField>
          {paid ? (
            <div className="grid gap-2">
              <label htmlFor={`refund-amount-${order.id}`} className="text-sm font-medium">
                Amount to refund (paid {formatGBP(paid.amount)})
              </label>
              <Input
                id={`refund-amount-${order.id}`}
                inputMode="decimal"
                value={refundGiven}
                onChange={(event) => setRefundAmount(event.target.value)}
              />
              {paidOnline ? null : (
                <>
                  <label htmlFor={`refund-method-${order.id}`} className="text-sm font-medium">
                    Refund by
                  </label>
                  <NativeSelect
                    id={`refund-method-${order.id}`}
                    value={refundMethod}
                    onChange={(event) => setRefundMethod(event.target.value as PaymentMethod)}
                  >
                    <option value="card">Card</option>
                    <option value="cash">Cash</option>
                  </NativeSelect>
                </>
              )}
              <p className="text-sm text-muted-foreground">
                {paidOnline
                  ? 'Paid online: the refund goes back to the customer’s card now, with the cancellation, and the items go back on sale.'
                  : 'This order is paid: the refund is recorded with the cancellation, and the items go back on sale.'}{' '}
                Giving back less than was paid? Say why in the reason.
              </p>
            </div>
          ) : null}
          <div className="flex gap-2">
            <Button type="submit" variant="destructive">
              Cancel the order
            </Button>
            <Button variant="ghost" onClick={() => setCancelling(false)}>
              Keep it
            </Button>
          </div>
        </form>
      ) : null}
      {order.paymentStatus === 'unpaid' && order.status !== 'cancelled' ? (
        <div className="grid gap-2 rounded-md border border-border p-4">
          <p className="font-medium">Record payment of {formatGBP(order.totalAmount)}</p>
          <div className="flex gap-2">
            <Button
              variant="secondary"
              onClick={() => recordPayment('card')}
              aria-disabled={pay.isPending}
            >
              Paid by card
            </Button>
            <Button
              variant="secondary"
              onClick={() => recordPayment('cash')}
              aria-disabled={pay.isPending}
            >
              Paid in cash
            </Button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
