import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '@web/lib/query-keys';

/**
 * After any admin product change: every product list (admin tabs, the public
 * marketplace grid) and detail reloads, and so do the dashboards' product figures.
 * Not awaited, so the screen confirms at once while the lists refetch.
 */
export function invalidateProducts(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: queryKeys.products.all });
  void queryClient.invalidateQueries({ queryKey: queryKeys.dashboard.all });
}
