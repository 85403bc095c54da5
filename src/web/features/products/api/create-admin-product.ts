import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminProduct, ProductValues } from '@shared/products/schemas';
import { apiClient } from '@web/lib/api-client';
import { invalidateProducts } from '@web/features/products/api/invalidate-products';
import { productMessages, toastError, toastSuccess } from '@web/features/products/product-messages';

/**
 * POST /api/admin/products → 201 with the stored product. The spec's payload:
 * title, description, category, price, condition, status, imageUrl, thumbnailUrl
 * (one picture sets both).
 */
export function createAdminProduct(values: ProductValues): Promise<AdminProduct> {
  return apiClient.post<AdminProduct>('/api/admin/products', {
    title: values.title,
    description: values.description,
    category: values.category,
    price: values.price,
    condition: values.condition,
    status: values.status,
    imageUrl: values.imageUrl,
    thumbnailUrl: values.thumbnailUrl ?? values.imageUrl,
  });
}

export function useCreateAdminProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAdminProduct,
    onSuccess: () => {
      toastSuccess(productMessages.created);
      invalidateProducts(queryClient);
    },
    onError: () => toastError(productMessages.createFailed),
  });
}
