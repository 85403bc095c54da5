import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminProduct, ProductUpdateValues } from '@shared/products/schemas';
import { apiClient } from '@web/lib/api-client';
import { invalidateProducts } from '@web/features/products/api/invalidate-products';
import {
  failureText,
  productMessages,
  toastError,
  toastSuccess,
} from '@web/features/products/product-messages';

export type UpdateAdminProduct = {
  /** The product as it was loaded; its thumbnail is kept while the picture stays the same. */
  product: Pick<AdminProduct, 'id' | 'imageUrl' | 'thumbnailUrl'>;
  values: ProductUpdateValues;
};

/**
 * PUT /api/admin/products/{id} → 200 with the stored product. Never sends status:
 * the edit forms do not change it (spec section 4); the status buttons do.
 */
export function updateAdminProduct({ product, values }: UpdateAdminProduct): Promise<AdminProduct> {
  const imageUrl = values.imageUrl ?? null;
  const samePicture = imageUrl === product.imageUrl;
  return apiClient.put<AdminProduct>(`/api/admin/products/${encodeURIComponent(product.id)}`, {
    title: values.title,
    description: values.description,
    category: values.category,
    price: values.price,
    condition: values.condition,
    imageUrl,
    thumbnailUrl: samePicture ? product.thumbnailUrl : imageUrl,
  });
}

export function useUpdateAdminProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAdminProduct,
    onSuccess: () => {
      toastSuccess(productMessages.updated);
      invalidateProducts(queryClient);
    },
    onError: (error) => toastError(failureText(error, productMessages.updateFailed)),
  });
}
