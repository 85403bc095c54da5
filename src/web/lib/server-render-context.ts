import { createContext, useContext, useSyncExternalStore } from 'react';

/** What a page asks the server to put in the document's <head> (usePageMeta, the main image). */
export type PageHead = {
  title?: string;
  description?: string;
  noindex?: boolean;
  /** 404 for a page that says something does not exist. */
  status?: number;
  /** The largest picture above the fold, preloaded at the width the screen needs. */
  preloadImage?: { href: string; srcSet?: string | undefined; sizes?: string | undefined };
};

/** Present only while the server draws a page (src/web/entry-server.tsx); null in the browser. */
export type ServerRender = {
  /** The address the visitor used (scheme and host), for absolute links in structured data. */
  origin: string;
  /** Adds to what the server writes into the document's head. */
  describe(head: PageHead): void;
};

export const ServerRenderContext = createContext<ServerRender | null>(null);

/** The page's own address while the server draws it; null in the browser. */
export function useServerRender(): ServerRender | null {
  return useContext(ServerRenderContext);
}

/** The site's origin on either side, for absolute URLs (JSON-LD). */
export function useOrigin(): string {
  const server = useServerRender();
  return server ? server.origin : window.location.origin;
}

/** True while React hydrates a page the server drew (and on the server); false after. */
export function useHydrating(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
}
const noSubscription = () => () => {};
