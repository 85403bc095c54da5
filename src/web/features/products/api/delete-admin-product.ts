import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@web/lib/api-client';
import { invalidateProducts } from '@web/features/products/api/invalidate-products';
import { productMessages, toastError, toastSuccess } from '@web/features/products/product-messages';

/** DELETE /api/admin/products/{id} → 204. */
export async function deleteAdminProduct(id: string): Promise<void> {
  await apiClient.delete<null>(`/api/admin/products/${encodeURIComponent(id)}`);
}

export function useDeleteAdminProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAdminProduct,
    onSuccess: () => {
      toastSuccess(productMessages.deleted);
      invalidateProducts(queryClient);
    },
    onError: () => toastError(productMessages.deleteFailed),
  });
}
