/** GET /api/admin/ledger/entries: one page of the journal's entries, narrowed. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { JournalEntriesPage } from '@shared/ledger/schemas';
import { apiClient } from '@web/lib/api-client';
import { ledgerKeys } from './ledger-keys';

/** An account's entries over a period, or a record's entries over every day. */
export type JournalEntriesFilter =
  { from: string; to: string; account: string; page: number } | { reference: string; page: number };

export function useJournalEntries(filter: JournalEntriesFilter | null) {
  return useQuery({
    queryKey: ledgerKeys.entries(filter ?? { reference: '', page: 0 }),
    queryFn: ({ signal }) => {
      const search = new URLSearchParams(
        Object.entries(filter ?? {}).map(([name, value]) => [name, String(value)]),
      );
      return apiClient.get<JournalEntriesPage>(`/api/admin/ledger/entries?${search.toString()}`, {
        signal,
      });
    },
    enabled: filter !== null,
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}
