import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Repair } from '@shared/repairs/schemas';
import { apiClient } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** GET /api/repairs: the signed-in customer's bookings, newest first; null when signed out (401). */
export function getMyRepairs({ signal }: { signal?: AbortSignal } = {}): Promise<Repair[] | null> {
  return apiClient.get<Repair[] | null>(
    '/api/repairs',
    signal ? { signal, nullOnStatus: [401] } : { nullOnStatus: [401] },
  );
}

/** Keyed by the user, so one customer never sees another's list from the cache. */
export function myRepairsQueryOptions(userId: string) {
  return queryOptions({
    queryKey: queryKeys.repairs.mine(userId),
    queryFn: ({ signal }) => getMyRepairs({ signal }),
    // The shop changes status and estimates; a returning customer sees the news.
    staleTime: 30_000,
    refetchOnWindowFocus: true,
  });
}

export function useMyRepairs(userId: string | null) {
  return useQuery({ ...myRepairsQueryOptions(userId ?? ''), enabled: userId !== null });
}
