import { queryOptions } from '@tanstack/react-query';
import { readFirmStatus, type FirmStatus } from '@shared/legal';
import { apiClient } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** GET /api/meta, the part that says whether the shop is authorised: FCA_FRN and demo mode. */
export async function getFirmStatus({
  signal,
}: { signal?: AbortSignal } = {}): Promise<FirmStatus> {
  const body = await apiClient.get<unknown>('/api/meta', signal ? { signal } : {});
  // Read by hand, not with appMetaSchema: the footer's code is in every first download.
  const status = readFirmStatus(body);
  if (!status) throw new Error('GET /api/meta answered without the demo flag');
  return status;
}

/**
 * Configuration does not change while the page is open: fetched once (app-wide "never
 * stale"), and already in the cache of every page the server drew (entry-server.tsx). The footer reads it
 * through the chrome's data (lib/chrome-data.ts), which this query feeds (app/query-runtime.tsx).
 */
export function firmStatusQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.firmStatus,
    queryFn: ({ signal }) => getFirmStatus({ signal }),
  });
}
