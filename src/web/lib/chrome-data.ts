import type { QueryClient } from '@tanstack/react-query';
import { createContext, useContext, useSyncExternalStore } from 'react';
import type { PublicUser } from '@shared/auth/schemas';
import { DEFAULT_LOAN_RATES, type LoanRates } from '@shared/cash-advances/loan-rates';
import type { FirmStatus } from '@shared/legal';
import { queryKeys } from '@web/lib/query-keys';
import type { SeededQuery } from '@web/lib/server-data';

/**
 * What the chrome shows of the session and the firm, and the rates of new loans that the
 * pages state (RATE_GOLD, RATE_GENERAL): `undefined` while not known yet.
 */
export type ChromeSnapshot = {
  user: PublicUser | null | undefined;
  firm: FirmStatus | undefined;
  loanRates: LoanRates | undefined;
};

const sameKey = (key: readonly unknown[], wanted: readonly unknown[]) =>
  JSON.stringify(key) === JSON.stringify(wanted);

/**
 * The two reads of the header and footer (the signed-in user, the firm's FCA line), kept apart
 * from TanStack Query so that it is not in every page's first download (decision 012).
 * It starts from the data the server drew the page with (or nothing), so the chrome hydrates
 * the server's HTML as is. Once the query cache is here (after hydration, or with a page that
 * uses it) it is the one source: app/query-runtime.tsx attaches it, its current-user and
 * firm-status entries feed the snapshot, and it refetches the user as the spec asks.
 */
export class ChromeData {
  private snapshot: ChromeSnapshot;
  private readonly listeners = new Set<() => void>();
  private client: QueryClient | undefined;
  private startFeed: (() => void) | undefined;
  private readonly attached: Promise<QueryClient>;
  private resolveAttached!: (client: QueryClient) => void;

  constructor(readonly seeded: readonly SeededQuery[] = []) {
    const seededData = (key: readonly unknown[]) => seeded.find(([k]) => sameKey(k, key));
    const user = seededData(queryKeys.currentUser);
    const firm = seededData(queryKeys.firmStatus);
    const loanRates = seededData(queryKeys.loanRates);
    this.snapshot = {
      user: user ? ((user[1] as PublicUser | null) ?? null) : undefined,
      firm: firm ? (firm[1] as FirmStatus) : undefined,
      loanRates: loanRates ? (loanRates[1] as LoanRates) : undefined,
    };
    this.attached = new Promise((resolve) => (this.resolveAttached = resolve));
  }

  readonly read = (): ChromeSnapshot => this.snapshot;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    // The cache is asked for the user only once something shows it (a test's lone page does not).
    this.startFeed?.();
    this.startFeed = undefined;
    return () => this.listeners.delete(listener);
  };

  update(change: Partial<ChromeSnapshot>): void {
    const next = { ...this.snapshot, ...change };
    const same = (key: keyof ChromeSnapshot) => next[key] === this.snapshot[key];
    if (same('user') && same('firm') && same('loanRates')) return;
    this.snapshot = next;
    for (const listener of this.listeners) listener();
  }

  /** The query cache of this app, once attached; `feed` starts its observers of the chrome's two reads. */
  attach(client: QueryClient, feed: () => void): void {
    if (this.client) return;
    this.client = client;
    if (this.listeners.size > 0) feed();
    else this.startFeed = feed;
    this.resolveAttached(client);
  }

  get queryClient(): QueryClient | undefined {
    return this.client;
  }

  /** The query cache, for the chrome's own writes (signing out): it arrives right after hydration. */
  whenAttached(): Promise<QueryClient> {
    return this.attached;
  }
}

const ChromeDataContext = createContext<ChromeData | null>(null);
export const ChromeDataProvider = ChromeDataContext.Provider;

export function useChromeData(): ChromeData {
  const data = useContext(ChromeDataContext);
  if (!data) throw new Error('useChromeData needs AppProviders (or renderWithProviders) above it');
  return data;
}

function useSnapshot(): ChromeSnapshot {
  const data = useChromeData();
  return useSyncExternalStore(data.subscribe, data.read, data.read);
}

/** The header's and footer's view of the session (spec section 4: signed in only with a user). */
export function useChromeUser() {
  const { user } = useSnapshot();
  return {
    user: user ?? null,
    isSignedIn: Boolean(user),
    isAdmin: user?.role === 'admin',
    /** True only until the first answer: keeps "Sign In" from flashing for a signed-in user. */
    isLoading: user === undefined,
  };
}

/** The firm's status for the footer's FCA line, or undefined while not known. */
export function useChromeFirmStatus(): FirmStatus | undefined {
  return useSnapshot().firm;
}

/**
 * The rates of new loans (GET /api/meta `loanRates`), read without TanStack Query so the
 * pages that carry none (home, terms) state them too: the shop's own once known (every page
 * the server drew knows them from the start), the defaults until then.
 */
export function useLoanRates(): LoanRates {
  return useSnapshot().loanRates ?? DEFAULT_LOAN_RATES;
}
