/**
 * The books' query keys, kept with the owners' feature rather than in
 * lib/query-keys.ts, which every page's first download holds.
 */
import type { LedgerPeriod } from '@shared/ledger/schemas';
import type { JournalEntriesFilter } from './get-journal-entries';

export const ledgerKeys = {
  all: ['ledger'] as const,
  trialBalance: (period: LedgerPeriod) => [...ledgerKeys.all, 'trial-balance', period] as const,
  entries: (filter: JournalEntriesFilter) => [...ledgerKeys.all, 'entries', filter] as const,
};
