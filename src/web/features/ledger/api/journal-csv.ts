import type { LedgerPeriod } from '@shared/ledger/schemas';

/** GET /api/admin/ledger/journal.csv: the period's journal in Xero's import template. */
export const journalCsvHref = (period: LedgerPeriod) =>
  `/api/admin/ledger/journal.csv?${new URLSearchParams(period).toString()}`;
