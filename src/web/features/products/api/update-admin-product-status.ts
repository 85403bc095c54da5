import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminProduct } from '@shared/products/schemas';
import type { ProductStatus } from '@shared/products/values';
import { apiClient } from '@web/lib/api-client';
import { invalidateProducts } from '@web/features/products/api/invalidate-products';
import {
  failureText,
  productMessages,
  toastError,
  toastSuccess,
} from '@web/features/products/product-messages';

/** PUT /api/admin/products/{id}/status {status} → 200; isAvailable follows on the server. */
export function updateAdminProductStatus({
  id,
  status,
}: {
  id: string;
  status: ProductStatus;
}): Promise<AdminProduct> {
  return apiClient.put<AdminProduct>(`/api/admin/products/${encodeURIComponent(id)}/status`, {
    status,
  });
}

export function useUpdateAdminProductStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAdminProductStatus,
    onSuccess: () => {
      toastSuccess(productMessages.statusUpdated);
      invalidateProducts(queryClient);
    },
    onError: (error) => toastError(failureText(error, productMessages.statusFailed)),
  });
}
