import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminOrderPage } from '@shared/orders/schemas';
import type { OrderStatus } from '@shared/orders/values';
import { apiClient } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

export type AdminOrdersParams = { status: OrderStatus; page: number; pageSize: number };
export type AdminOrdersPage = AdminOrderPage & { status: OrderStatus };

/** GET /api/admin/orders?status=&page=&pageSize= → one page of a tab with every tab's count. */
export async function getAdminOrders(
  { status, page, pageSize }: AdminOrdersParams,
  signal?: AbortSignal,
): Promise<AdminOrdersPage> {
  const query = new URLSearchParams({ status, page: String(page), pageSize: String(pageSize) });
  const body = await apiClient.get<AdminOrderPage>(
    `/api/admin/orders?${query.toString()}`,
    signal ? { signal } : {},
  );
  return { ...body, status };
}

export function adminOrdersQueryOptions(params: AdminOrdersParams) {
  return queryOptions({
    queryKey: queryKeys.orders.adminPage(params),
    queryFn: ({ signal }) => getAdminOrders(params, signal),
    staleTime: 30_000,
    refetchOnMount: true,
    placeholderData: keepPreviousData,
  });
}

export function useAdminOrders(params: AdminOrdersParams) {
  return useQuery(adminOrdersQueryOptions(params));
}
