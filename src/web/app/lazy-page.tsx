import { createElement, lazy, useState, type ComponentType } from 'react';
import { trackPageLoad } from '@web/app/chrome/navigation-progress';

/**
 * Every route of the spec's route table (section 2). Each page is a lazy chunk,
 * so the first download holds only the chrome, and admin code loads only for admins.
 * (Declarative routes: the data router's loaders are unused here, and it would add
 * some 17 KB gzip to the first download.)
 */
export function page(
  loadPage: () => Promise<ComponentType>,
  module = '',
  { queryCache = true }: { queryCache?: boolean } = {},
): PageComponent {
  const load = queryCache ? withQueryCache(loadPage) : loadPage;
  let loaded: ComponentType | null = null;
  // The module loader fetches and runs a chunk once, however often it is asked for.
  const fetchCode = () => load().then((Component) => (loaded = Component));
  const preload = () => trackPageLoad(fetchCode());
  const Lazy = lazy(() => preload().then((Component) => ({ default: Component })));
  // Once its code is here the page renders at once, without suspending: a page the server
  // drew then hydrates in one go, so React can answer the first tap on it (main.tsx). Chosen
  // once per mount: switching from Lazy to the page itself would mount the page afresh.
  const Page = () => createElement(useState(() => loaded ?? Lazy)[0]);
  return Object.assign(Page, { preload, module, fetchCode });
}

/**
 * A page that reads or writes through TanStack Query comes with the query cache's provider
 * (app/query-runtime.tsx), so pages without it (home, the legal pages) do not carry TanStack
 * Query in their first download (decision 012). One wrapper per page, so it is never remounted.
 */
function withQueryCache(loadPage: () => Promise<ComponentType>): () => Promise<ComponentType> {
  let wrapped: Promise<ComponentType> | undefined;
  return () =>
    (wrapped ??= Promise.all([loadPage(), import('@web/app/query-runtime')]).then(
      ([Page, { PageQueries }]) =>
        function PageWithQueries() {
          return (
            <PageQueries>
              <Page />
            </PageQueries>
          );
        },
      (error: unknown) => {
        wrapped = undefined; // a failed download is tried again on the next visit
        throw error;
      },
    ));
}

/** A page of the route table, whose code can be fetched before it is first shown. */
export type PageComponent = ComponentType & {
  preload: () => Promise<ComponentType>;
  /** The page's file under app/routes, without .tsx: its key in route-chunks.json ('' for none). */
  module: string;
  /**
   * Fetches and runs the page's code without showing the navigation bar (a link pointed at).
   * Once it is here, moving to the page draws it at once: nothing suspends, so no fallback is
   * shown and React's 300 ms pause before revealing what replaces a fallback does not apply.
   */
  fetchCode: () => Promise<unknown>;
};

/** An admin screen: the page checks the role too (spec section 6); the server is the guard. */
export function adminPage(
  load: () => Promise<ComponentType>,
  mode: 'message' | 'redirect' = 'message',
): PageComponent {
  return page(async () => {
    // The gate is admin-only code too, so it travels with the admin page, not the first download.
    const [{ AdminGate }, Page] = await Promise.all([
      import('@web/features/auth/components/admin-gate'),
      load(),
    ]);
    return function AdminScreen() {
      return (
        <AdminGate mode={mode}>
          <Page />
        </AdminGate>
      );
    };
  });
}
