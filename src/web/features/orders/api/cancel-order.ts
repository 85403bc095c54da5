import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Order } from '@shared/orders/schemas';
import { apiClient } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** POST /api/orders/:id/cancel[?key=] → the cancelled order, or 409 once it is on its way. */
export function cancelOrder(id: string, key: string | null): Promise<Order> {
  const query = key ? `?key=${encodeURIComponent(key)}` : '';
  return apiClient.post<Order>(`/api/orders/${encodeURIComponent(id)}/cancel${query}`, {});
}

export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, key }: { id: string; key: string | null }) => cancelOrder(id, key),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.orders.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.products.all });
    },
  });
}
