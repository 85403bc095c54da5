import { queryOptions } from '@tanstack/react-query';
import { readLoanRates, type LoanRates } from '@shared/cash-advances/loan';
import { apiClient } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/**
 * GET /api/meta, the part that says the rates of new loans (RATE_GOLD, RATE_GENERAL).
 * Read by hand, not with appMetaSchema: the home and terms pages carry no zod (decision 012).
 */
export async function getLoanRates({ signal }: { signal?: AbortSignal } = {}): Promise<LoanRates> {
  const body = await apiClient.get<unknown>('/api/meta', signal ? { signal } : {});
  const rates = readLoanRates(body);
  if (!rates) throw new Error('GET /api/meta answered without the loan rates');
  return rates;
}

/**
 * Configuration does not change while the page is open: fetched once (app-wide "never
 * stale"), and already in the cache of every page the server drew (entry-server.tsx). Pages
 * read it through the chrome's data (`useLoanRates`, lib/chrome-data.ts), which this query
 * feeds (app/query-runtime.tsx), so the pages without the query cache show the rates too.
 */
export function loanRatesQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.loanRates,
    queryFn: ({ signal }) => getLoanRates({ signal }),
  });
}
