import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/**
 * GET /api/meta, the part that says whether customers may pay online by card.
 * Read by hand, not with appMetaSchema: the order and loan pages carry no zod.
 */
export async function getOnlinePayments({
  signal,
}: { signal?: AbortSignal } = {}): Promise<boolean> {
  const body = await apiClient.get<unknown>('/api/meta', signal ? { signal } : {});
  return (
    typeof body === 'object' &&
    body !== null &&
    (body as { onlinePayments?: unknown }).onlinePayments === true
  );
}

/** Configuration does not change while the page is open: fetched once (app-wide "never stale"). */
export function onlinePaymentsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.onlinePayments,
    queryFn: ({ signal }) => getOnlinePayments({ signal }),
  });
}

/** True once the shop is known to take card payments online; false until then, and on failure. */
export function useOnlinePayments(): boolean {
  return useQuery(onlinePaymentsQueryOptions()).data === true;
}
