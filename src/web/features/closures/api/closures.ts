import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Closure, ClosureList, CreateClosure } from '@shared/calendar/closure-schemas';
import { apiClient } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** GET /api/admin/closures: the staff closures from today on and the coming bank holidays. */
export const closuresQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.closures.admin,
    queryFn: ({ signal }) => apiClient.get<ClosureList>('/api/admin/closures', { signal }),
  });

export const useClosures = () => useQuery(closuresQueryOptions());

/** POST /api/admin/closures: closes the shop on a day. */
export function useAddClosure() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (closure: CreateClosure) => apiClient.post<Closure>('/api/admin/closures', closure),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.closures.all }),
  });
}

/** DELETE /api/admin/closures/:date: opens the shop again that day. */
export function useRemoveClosure() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (date: string) =>
      apiClient.delete<null>(`/api/admin/closures/${encodeURIComponent(date)}`),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.closures.all }),
  });
}
