import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppProviders } from '@web/app/providers';
import { preloadPagesOnLinkIntent } from '@web/app/route-preload';
import { AppRoutes, LINKED_PAGES, preloadServerDrawnPage } from '@web/app/router';
import { holdEarlySubmits, holdEarlyTaps, replayEarlyTaps } from '@web/lib/early-submit';
import { ChromeData } from '@web/lib/chrome-data';
import { readServerData } from '@web/lib/server-data';
import './styles.css';

// index.html holds it, and so does every page the server draws into it (modules/pages/page-server.ts).
const container = document.getElementById('root')!;

// A public page arrives drawn by the server (entry-server.tsx), with the data it was drawn from.
const serverData = readServerData();
const drawnByServer = serverData !== null;
const chrome = new ChromeData(serverData ?? []);

const app = (
  <StrictMode>
    <AppProviders chrome={chrome}>
      {/* Without transitions a URL change renders at once: the marketplace's search box, fed by
          the URL, never sees an older URL after a newer one. A page whose chunk is still loading
          shows the skeleton meanwhile. */}
      <BrowserRouter useTransitions={false}>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  </StrictMode>
);

function mount(): Root {
  if (drawnByServer) {
    // As a transition, React hydrates in short slices, and the browser paints and takes input
    // between them. A tap or key press meanwhile has React finish at once and then answer it:
    // nothing is left waiting for code, the page's chunk being here already.
    let root: Root | undefined;
    startTransition(() => void (root = hydrateRoot(container, app)));
    // A tap on a button made while the page's code was still coming is answered now.
    replayEarlyTaps();
    return root!;
  }
  const root = createRoot(container);
  root.render(app);
  return root;
}

// A link pointed at, focused or touched starts every download of the page it leads to.
preloadPagesOnLinkIntent(LINKED_PAGES);

// A form sent before React has taken hold of it waits for it rather than going as a plain POST.
// So is a tap on a button only the code answers (Add to Cart): it is replayed once React is here.
if (drawnByServer) {
  holdEarlySubmits();
  holdEarlyTaps();
}

/**
 * The mounted app (awaited by the hydration test, which unmounts it between pages). A page
 * the server drew is hydrated once its page's code is here (the HTML preloads it), in one go;
 * its forms hydrate on first use (lib/lazy-part.tsx).
 */
export const mounted: Promise<Root> = drawnByServer
  ? preloadServerDrawnPage(location.pathname).then(mount, mount)
  : Promise.resolve(mount());

// The query cache comes after the page has taken hold (unless its page brought it already): the
// header's session then refreshes as the spec asks (decision 012).
void mounted
  .then(() => import('@web/app/query-runtime'))
  .then(({ queryClientFor }) => queryClientFor(chrome));
