/** GET /api/admin/ledger/trial-balance?from=&to=: every account's figures for the period. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { LedgerPeriod, TrialBalance } from '@shared/ledger/schemas';
import { apiClient } from '@web/lib/api-client';
import { ledgerKeys } from './ledger-keys';

export function useTrialBalance(period: LedgerPeriod) {
  return useQuery({
    queryKey: ledgerKeys.trialBalance(period),
    queryFn: ({ signal }) =>
      apiClient.get<TrialBalance>(
        `/api/admin/ledger/trial-balance?${new URLSearchParams(period).toString()}`,
        { signal },
      ),
    // Money moves all day: the books are read fresh each visit.
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}
