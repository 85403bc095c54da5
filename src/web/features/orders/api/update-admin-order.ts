import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Order } from '@shared/orders/schemas';
import type { OrderStatus, PaymentMethod, RecordedPaymentMethod } from '@shared/orders/values';
import { apiClient } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

export type OrderMove = {
  id: string;
  status: OrderStatus;
  reason?: string;
  /** Cancelling a paid order: what is given back (all of the payment or part), and how. */
  refund?: { method: RecordedPaymentMethod; amount: string };
  /** Handing over an unpaid order: the payment taken, recorded in the same step. */
  payment?: { method: PaymentMethod; amount: string };
};

/**
 * PATCH /api/admin/orders/:id { status, reason?, refund? } → the moved order;
 * 409 for a move out of order or a paid order cancelled without its refund.
 */
export function updateAdminOrder({
  id,
  status,
  reason,
  refund,
  payment,
}: OrderMove): Promise<Order> {
  return apiClient.patch<Order>(`/api/admin/orders/${encodeURIComponent(id)}`, {
    status,
    ...(reason ? { reason } : {}),
    ...(refund ? { refund } : {}),
    ...(payment ? { payment } : {}),
  });
}

export function useUpdateAdminOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAdminOrder,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.orders.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.products.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.dashboard.all });
    },
  });
}
