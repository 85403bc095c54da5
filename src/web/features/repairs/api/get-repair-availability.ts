import { queryOptions, useQuery } from '@tanstack/react-query';
import { isValidYmd } from '@shared/repairs/dates';
import type { DayAvailability, RepairAvailability } from '@shared/repairs/schemas';
import { apiClient } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** GET /api/repairs/availability?from=&to= (both 'YYYY-MM-DD', at most 62 days apart). */
export function getRepairAvailability(
  from: string,
  to: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<RepairAvailability> {
  const query = new URLSearchParams({ from, to });
  return apiClient.get<RepairAvailability>(
    `/api/repairs/availability?${query.toString()}`,
    signal ? { signal } : {},
  );
}

/**
 * Places left in each slot of one day. Other people book too, so an answer is
 * trusted for 30 seconds only; the server has the last word (409 when full).
 */
export function repairDayAvailabilityOptions(date: string) {
  return queryOptions({
    queryKey: queryKeys.repairs.availability(date, date),
    queryFn: ({ signal }) => getRepairAvailability(date, date, { signal }),
    select: (answer): DayAvailability | null => answer.days[0] ?? null,
    staleTime: 30_000,
    enabled: isValidYmd(date),
  });
}

export function useRepairDayAvailability(date: string) {
  return useQuery(repairDayAvailabilityOptions(date));
}
