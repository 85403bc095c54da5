/** The audit trail (issue 29): one page of GET /api/admin/audit, and the address of its CSV. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AuditPage } from '@shared/audit/schemas';
import { apiClient } from '@web/lib/api-client';

export type AuditFilters = {
  actor?: string | undefined;
  entity?: string | undefined;
  entityId?: string | undefined;
  action?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
};

function searchOf(filters: AuditFilters & { page?: number; pageSize?: number }) {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) {
    if (value !== undefined && value !== '') query.set(name, String(value));
  }
  return query.toString();
}

/** Kept here, not in lib/query-keys.ts (in every page's first download): an owners' screen. */
const auditKey = (params: Record<string, string | number | undefined>) =>
  ['audit', params] as const;

export const auditCsvUrl = (filters: AuditFilters) => `/api/admin/audit.csv?${searchOf(filters)}`;

export function auditQueryOptions(params: AuditFilters & { page: number; pageSize: number }) {
  return queryOptions({
    queryKey: auditKey(params),
    queryFn: ({ signal }) =>
      apiClient.get<AuditPage>(`/api/admin/audit?${searchOf(params)}`, { signal }),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

export function useAudit(
  params: AuditFilters & { page: number; pageSize: number },
  enabled = true,
) {
  return useQuery({ ...auditQueryOptions(params), enabled });
}
