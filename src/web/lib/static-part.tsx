import {
  createElement,
  lazy,
  Suspense,
  useState,
  type ComponentType,
  type MouseEvent,
} from 'react';
import { useNavigate, type NavigateFunction } from 'react-router';
import { useHydrating, useServerRender } from '@web/lib/server-render-context';

/**
 * A click on a link of the app inside the server's HTML, followed in the app as a router link
 * would be: the server drew its `<Link>`s as plain anchors, and React never took them over.
 * Left to the browser: a new tab or window (a modifier key, another button, a target), a
 * download, another site or scheme, and a jump within the page (`#…`).
 */
function followAppLink(event: MouseEvent, navigate: NavigateFunction) {
  const link = (event.target as Element).closest('a');
  const href = link?.getAttribute('href');
  if (!href?.startsWith('/') || href.startsWith('//') || link!.target || link!.download) return;
  if (event.button || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  if (event.defaultPrevented) return;
  event.preventDefault();
  void navigate(href);
}

/**
 * A part of a page that the browser never needs code for once the server has drawn it: text,
 * figures and links, with no state and no handlers of its own (decision 012); its router links
 * are followed in the app all the same (followAppLink).
 * The server draws it whole; hydrating, React takes the server's HTML of it as it stands (as the
 * element's inner HTML, so React neither checks nor redraws it, whatever the page does later),
 * so the page's first download does not carry its code. Drawn in the browser (moving to its
 * page in the app) its code loads: `ready()` lets the page's loader wait for it, so the page
 * shows whole at once.
 */
export function staticPart(name: string, load: () => Promise<ComponentType>) {
  let loaded: ComponentType | null = null;
  let loading: Promise<ComponentType> | undefined;
  /** The server's HTML of it from the page's first visit: it stands in on a later visit until the code is here. */
  let keptHtml: string | null = null;
  const fetchCode = () => (loading ??= load().then((Component) => (loaded = Component)));
  const Lazy = lazy(() => fetchCode().then((Component) => ({ default: Component })));
  const drawnHere = () =>
    typeof document === 'undefined' ? null : document.querySelector(`[data-static-part="${name}"]`);

  function StaticPart() {
    const hydrating = useHydrating();
    const navigate = useNavigate();
    // Asked of the render, not of `document`: entry-server.test.tsx draws pages in a realm that has one.
    const onServer = useServerRender() !== null;
    // Read once, before React has touched the page.
    const [serverHtml] = useState(() => {
      if (!hydrating || onServer) return null;
      return (keptHtml = drawnHere()?.innerHTML ?? null);
    });
    if (serverHtml !== null) {
      return (
        <div
          data-static-part={name}
          className="contents"
          dangerouslySetInnerHTML={{ __html: serverHtml }}
          onClick={(event) => followAppLink(event, navigate)}
        />
      );
    }
    return (
      <div data-static-part={name} className="contents">
        {loaded ? (
          createElement(loaded)
        ) : (
          <Suspense
            fallback={
              keptHtml === null ? null : (
                <div className="contents" dangerouslySetInnerHTML={{ __html: keptHtml }} />
              )
            }
          >
            <Lazy />
          </Suspense>
        )}
      </div>
    );
  }

  return Object.assign(StaticPart, {
    /** Resolves once the part can be drawn: at once over the server's HTML, else with its code. */
    ready: (): Promise<void> =>
      drawnHere() ? Promise.resolve() : fetchCode().then(() => undefined),
  });
}
