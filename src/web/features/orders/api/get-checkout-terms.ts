import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CheckoutTerms } from '@shared/orders/schemas';
import { apiClient } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** GET /api/orders/terms → the delivery fee the shop charges (configuration). */
export function getCheckoutTerms(signal?: AbortSignal): Promise<CheckoutTerms> {
  return apiClient.get<CheckoutTerms>('/api/orders/terms', signal ? { signal } : {});
}

export function checkoutTermsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.orders.terms,
    queryFn: ({ signal }) => getCheckoutTerms(signal),
    staleTime: Infinity,
  });
}

export function useCheckoutTerms() {
  return useQuery(checkoutTermsQueryOptions());
}
