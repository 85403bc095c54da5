import { QueryClient } from '@tanstack/react-query';

/**
 * Spec section 7: data never goes stale unless a query says otherwise, no refetch
 * on window focus, no polling and no retries. Queries that need freshness (the
 * current user, the admin dashboard) opt in with their own options.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
