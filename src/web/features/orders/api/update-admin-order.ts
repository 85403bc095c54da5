import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Order } from '@shared/orders/schemas';
import type { OrderStatus } from '@shared/orders/values';
import { apiClient } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** PATCH /api/admin/orders/:id { status, reason? } → the moved order; 409 for a move out of order. */
export function updateAdminOrder(id: string, status: OrderStatus, reason?: string): Promise<Order> {
  return apiClient.patch<Order>(`/api/admin/orders/${encodeURIComponent(id)}`, {
    status,
    ...(reason ? { reason } : {}),
  });
}

export function useUpdateAdminOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status, reason }: { id: string; status: OrderStatus; reason?: string }) =>
      updateAdminOrder(id, status, reason),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.orders.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.products.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.dashboard.all });
    },
  });
}
