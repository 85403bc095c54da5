import { queryOptions, useQuery } from '@tanstack/react-query';
import { appMetaSchema, type AppMeta } from '@shared/api';
import { apiClient } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** GET /api/meta: facts about this running instance, such as demo mode. */
export async function getAppMeta({ signal }: { signal?: AbortSignal } = {}): Promise<AppMeta> {
  const body = await apiClient.get<unknown>('/api/meta', signal ? { signal } : {});
  return appMetaSchema.parse(body);
}

/** The instance does not change while the page is open: fetched once (app-wide "never stale"). */
export function appMetaQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.appMeta,
    queryFn: ({ signal }) => getAppMeta({ signal }),
  });
}

export function useAppMeta() {
  return useQuery(appMetaQueryOptions());
}
