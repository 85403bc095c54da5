import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ADMIN_MAX_PAGE_SIZE, type AdminProduct } from '@shared/products/schemas';
import type { ProductStatus } from '@shared/products/values';
import { getPagedList, type PagedList } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

export type AdminProductsParams = {
  /** One status, or every status when left out. */
  status?: ProductStatus | undefined;
  page?: number;
  pageSize?: number;
};

/** GET /api/admin/products: newest first, one page, the whole count in X-Total-Count. */
export function getAdminProducts(
  { status, page = 1, pageSize = ADMIN_MAX_PAGE_SIZE }: AdminProductsParams,
  { signal }: { signal?: AbortSignal } = {},
): Promise<PagedList<AdminProduct>> {
  const search = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
  if (status) search.set('status', status);
  return getPagedList<AdminProduct>(`/api/admin/products?${search.toString()}`, {
    ...(signal ? { signal } : {}),
  });
}

export function adminProductsQueryOptions({
  status,
  page = 1,
  pageSize = ADMIN_MAX_PAGE_SIZE,
}: AdminProductsParams = {}) {
  return queryOptions({
    queryKey: queryKeys.products.adminList({ status, page, pageSize }),
    queryFn: ({ signal }) => getAdminProducts({ status, page, pageSize }, { signal }),
    // Staff screens show the stock as it is now, also after another admin changed it.
    staleTime: 0,
    // Turning a page keeps the cards on screen until the next page arrives.
    placeholderData: keepPreviousData,
  });
}

/** One page of the admin product list, shared by both admin product screens. */
export function useAdminProducts(params: AdminProductsParams = {}) {
  return useQuery(adminProductsQueryOptions(params));
}
