import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Order } from '@shared/orders/schemas';
import type { PaymentMethod } from '@shared/orders/values';
import { apiClient } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** POST /api/admin/orders/:id/payments { method, amount } → the paid order (amount = total). */
export function recordOrderPayment(
  id: string,
  payment: { method: PaymentMethod; amount: string },
  idempotencyKey: string,
): Promise<Order> {
  return apiClient.post<Order>(`/api/admin/orders/${encodeURIComponent(id)}/payments`, payment, {
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

export function useRecordOrderPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      payment,
      idempotencyKey,
    }: {
      id: string;
      payment: { method: PaymentMethod; amount: string };
      idempotencyKey: string;
    }) => recordOrderPayment(id, payment, idempotencyKey),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.orders.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.dashboard.all });
    },
  });
}
