import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ReportName, ReportRange, Reports } from '@shared/reports/schemas';
import { apiClient } from '@web/lib/api-client';

export const reportKeys = {
  range: (range: ReportRange) => ['reports', range] as const,
};

const search = (range: ReportRange) => new URLSearchParams(range).toString();

/** GET /api/admin/reports.csv: one report's table as a download. */
export const reportCsvHref = (range: ReportRange, report: ReportName) =>
  `/api/admin/reports.csv?${new URLSearchParams({ ...range, report }).toString()}`;

/** GET /api/admin/reports?from=&to= → every report of the range. */
export function useReports(range: ReportRange) {
  return useQuery({
    queryKey: reportKeys.range(range),
    queryFn: ({ signal }) =>
      apiClient.get<Reports>(`/api/admin/reports?${search(range)}`, { signal }),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
}
