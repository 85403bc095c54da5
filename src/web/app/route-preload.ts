import { matchPath } from 'react-router';
import type { PageComponent } from '@web/app/lazy-page';

/**
 * Moving to another page starts all its downloads at once (issue 32): when a link
 * is pointed at, focused or touched, every file the page needs beyond the entry —
 * its chunk, what that imports, its lazy parts — is named to the browser as a
 * module preload (its stylesheets as style preloads). The list comes from
 * route-chunks.json, written by the build (scripts/route-chunks-plugin.ts) and
 * fetched once the page has loaded and the browser is idle, so the first download
 * of every page does not carry it and a gesture does not wait a round trip for it.
 */
let routeChunks: Promise<Record<string, string[]>> | undefined;
const preloaded = new Set<string>();

function readRouteChunks(): Promise<Record<string, string[]>> {
  routeChunks ??= fetch('/route-chunks.json')
    .then((response) => (response.ok ? (response.json() as Promise<Record<string, string[]>>) : {}))
    .catch(() => ({}));
  return routeChunks;
}

export async function preloadPage(page: PageComponent): Promise<void> {
  if (!page.module) return;
  const files = (await readRouteChunks())[page.module] ?? [];
  for (const file of files) {
    if (preloaded.has(file)) continue;
    preloaded.add(file);
    const link = document.createElement('link');
    if (file.endsWith('.css')) {
      link.rel = 'preload';
      link.as = 'style';
    } else link.rel = 'modulepreload';
    // As Vite names its scripts and stylesheets, so the preload is the very request it will use.
    link.crossOrigin = '';
    link.href = `/${file}`;
    document.head.append(link);
  }
}

/** Preloads the page a link leads to as soon as someone shows they may follow it. */
export function preloadPagesOnLinkIntent(pages: ReadonlyArray<readonly [string, PageComponent]>) {
  const onIntent = (event: Event) => {
    const link = (event.target as Element | null)?.closest?.('a[href]');
    if (!(link instanceof HTMLAnchorElement) || link.origin !== location.origin) return;
    const found = pages.find(([pattern]) => matchPath(pattern, link.pathname));
    if (!found) return;
    // Every file named to the browser at once, and the page's code run as it arrives, so the
    // tap finds the page ready (lazy-page.tsx). A failed download is tried again on the tap.
    void preloadPage(found[1]);
    void found[1].fetchCode().catch(() => {});
  };
  for (const type of ['pointerover', 'focusin', 'touchstart']) {
    document.addEventListener(type, onIntent, { capture: true, passive: true });
  }
  const readWhenIdle = () =>
    'requestIdleCallback' in window
      ? requestIdleCallback(() => void readRouteChunks(), { timeout: 2000 })
      : setTimeout(() => void readRouteChunks(), 200);
  if (document.readyState === 'complete') readWhenIdle();
  else addEventListener('load', readWhenIdle, { once: true });
}
