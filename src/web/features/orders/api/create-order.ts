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

/** The product ids an order bought (an item whose product was deleted since has none). */
const boughtProductIds = (order: Order) =>
  new Set(order.items.flatMap((item) => (item.productId ? [item.productId.toLowerCase()] : [])));

export function useCreateOrder() {
  const queryClient = useQueryClient();
  const refreshAfterOrder = () => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.orders.all });
    void queryClient.invalidateQueries({ queryKey: queryKeys.dashboard.all });
  };
  return useMutation({
    mutationFn: ({
      payload,
      idempotencyKey,
    }: {
      payload: CreateOrderData;
      idempotencyKey: string;
    }) => createOrder(payload, idempotencyKey),
    onSuccess: (order) => {
      // The ordered items left the marketplace: its lists reload. The bought items' own
      // pages are only marked stale, not fetched again now: the checkout still shows them
      // until the cart drops them a moment later, and asking for what was just bought
      // would only come back "sold" (a flash, or an error in the console).
      const bought = boughtProductIds(order);
      const [products, detail] = queryKeys.products.detail('');
      const isBoughtDetail = (key: readonly unknown[]) =>
        key[0] === products &&
        key[1] === detail &&
        typeof key[2] === 'string' &&
        bought.has(key[2].toLowerCase());
      void queryClient.invalidateQueries({
        queryKey: queryKeys.products.all,
        predicate: (query) => !isBoughtDetail(query.queryKey),
      });
      void queryClient.invalidateQueries({
        queryKey: queryKeys.products.all,
        predicate: (query) => isBoughtDetail(query.queryKey),
        refetchType: 'none',
      });
      refreshAfterOrder();
    },
    onError: () => {
      // A 409 means the cart's view of an item is stale: every product reloads.
      void queryClient.invalidateQueries({ queryKey: queryKeys.products.all });
      refreshAfterOrder();
    },
  });
}
