import { QueryClientProvider, QueryObserver, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { currentUserQueryOptions } from '@web/features/auth/api/get-current-user';
import { loanRatesQueryOptions } from '@web/features/cash-advances/api/get-loan-rates';
import { firmStatusQueryOptions } from '@web/features/legal/api/get-firm-status';
import type { ChromeData } from '@web/lib/chrome-data';
import { useChromeData } from '@web/lib/chrome-data';
import { createQueryClient } from '@web/lib/query-client';

/**
 * TanStack Query for one app mount, loaded after hydration or with the first page that uses
 * it, not in the first download (decision 012). Its cache starts with the data the server drew
 * the page from, and from then on feeds the chrome's session and FCA line, and the loan rates.
 */
export function queryClientFor(chrome: ChromeData, client?: QueryClient): QueryClient {
  if (chrome.queryClient) return chrome.queryClient;
  const queryClient = client ?? createQueryClient();
  for (const [key, data] of chrome.seeded) queryClient.setQueryData(key, data);
  chrome.attach(queryClient, () => feedChrome(queryClient, chrome));
  return queryClient;
}

/** The header's former useQuery calls, as observers: the user refetched on focus and every 10 s. */
function feedChrome(client: QueryClient, chrome: ChromeData): void {
  // Focus and reconnect refetches need a mounted client, which a page without queries has not.
  client.mount();
  const user = new QueryObserver(client, currentUserQueryOptions());
  const firm = new QueryObserver(client, firmStatusQueryOptions());
  const rates = new QueryObserver(client, loanRatesQueryOptions());
  const showUser = (result: ReturnType<typeof user.getCurrentResult>) => {
    // Spec section 4: signed in only when the fetch returned a user without error.
    if (result.isError) chrome.update({ user: null });
    else if (!result.isPending) chrome.update({ user: result.data ?? null });
  };
  const showFirm = (result: ReturnType<typeof firm.getCurrentResult>) => {
    if (result.data) chrome.update({ firm: result.data });
  };
  const showRates = (result: ReturnType<typeof rates.getCurrentResult>) => {
    if (result.data) chrome.update({ loanRates: result.data });
  };
  user.subscribe(showUser);
  firm.subscribe(showFirm);
  rates.subscribe(showRates);
  showUser(user.getCurrentResult());
  showFirm(firm.getCurrentResult());
  showRates(rates.getCurrentResult());
}

/** Around every page that uses the query cache (lazy-page.tsx): this app's one cache. */
export function PageQueries({ children }: { children: ReactNode }) {
  const chrome = useChromeData();
  return <QueryClientProvider client={queryClientFor(chrome)}>{children}</QueryClientProvider>;
}
