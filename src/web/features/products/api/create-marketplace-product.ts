import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminProduct, MarketplaceProductValues } from '@shared/products/schemas';
import type { CurrentUser } from '@web/features/auth/api/get-current-user';
import { apiClient } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/**
 * POST /api/products, the marketplace "add item" panel. The spec's payload:
 * sellerId (the signed-in user; the server takes it from the session anyway),
 * title, description, category, price, imageUrl, condition, isAvailable true.
 */
export function createMarketplaceProduct({
  values,
  seller,
}: {
  values: MarketplaceProductValues;
  seller: CurrentUser | null;
}): Promise<AdminProduct> {
  return apiClient.post<AdminProduct>('/api/products', {
    sellerId: seller?.id ?? null,
    title: values.title,
    description: values.description,
    category: values.category,
    price: values.price,
    imageUrl: values.imageUrl,
    condition: values.condition,
    isAvailable: true,
  });
}

/** Spec section 7: the products lists refresh after a listing is added. */
export function useCreateMarketplaceProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createMarketplaceProduct,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.products.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.dashboard.all });
    },
  });
}
