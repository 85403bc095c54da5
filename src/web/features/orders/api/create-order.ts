import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateOrderData, Order } from '@shared/orders/schemas';
import { apiClient } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/**
 * POST /api/orders → 201 with the order (200 for a repeated key), 400 { message }
 * or 409 { message } naming an item that has just been sold.
 */
export function createOrder(payload: CreateOrderData, idempotencyKey: string): Promise<Order> {
  return apiClient.post<Order>('/api/orders', payload, {
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

export function useCreateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      payload,
      idempotencyKey,
    }: {
      payload: CreateOrderData;
      idempotencyKey: string;
    }) => createOrder(payload, idempotencyKey),
    onSettled: () => {
      // Ordered items left the marketplace; a 409 means the cart's view of it is stale too.
      void queryClient.invalidateQueries({ queryKey: queryKeys.products.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.orders.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.dashboard.all });
    },
  });
}
