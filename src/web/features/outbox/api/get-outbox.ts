import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { OutboxPage } from '@shared/outbox/schemas';
import { apiClient } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

export type OutboxParams = { page: number; pageSize: number };

/** GET /api/admin/outbox?page=&pageSize= → one page of the outbox, newest first. */
export function getOutbox({ page, pageSize }: OutboxParams, signal?: AbortSignal) {
  const query = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
  return apiClient.get<OutboxPage>(
    `/api/admin/outbox?${query.toString()}`,
    signal ? { signal } : {},
  );
}

export function outboxQueryOptions(params: OutboxParams) {
  return queryOptions({
    queryKey: queryKeys.outbox.adminPage(params),
    queryFn: ({ signal }) => getOutbox(params, signal),
    // New messages arrive with every request and every reminder run: look again often.
    staleTime: 10_000,
    refetchOnMount: true,
    placeholderData: keepPreviousData,
  });
}

export function useOutbox(params: OutboxParams) {
  return useQuery(outboxQueryOptions(params));
}
