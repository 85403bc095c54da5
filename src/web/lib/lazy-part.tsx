import {
  lazy,
  Suspense,
  use,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ComponentType,
  type ReactNode,
  type RefObject,
} from 'react';
import { earlyForms } from '@web/lib/early-submit';
import { useHydrating, useServerRender } from '@web/lib/server-render-context';
import {
  takeEarlyUse,
  watchPartRegions,
  watchRegion,
  type EarlyUse,
} from '@web/lib/part-first-use';

/**
 * A part of a page in a chunk of its own (decision 012): a form with its checks
 * (react-hook-form, zod), its pickers and upload code.
 *
 * - By default it hydrates on first use. The server draws it whole; in the browser the
 *   page hydrates without it, and the part's Suspense boundary stays as the server drew
 *   it (fields typeable, links followable) until the first focus, press, key, input or
 *   send inside it (part-first-use.ts). Then its code loads and React hydrates it, and
 *   what was typed, chosen, left and tapped meanwhile is handed to it; a send held
 *   meanwhile (early-submit.ts) goes once it is ready. So the page's first download does
 *   not carry it (the page's HTML does not name it). Drawn in the browser (moving to the
 *   page in the app) it loads at once, its code preloaded with the page's (route-preload.ts).
 *   A piece of it that must answer the first tap hydrates with the page as an island of its
 *   own (`data-island`, part-first-use.ts; the booking calendar: booking-calendar-island.tsx).
 * - `onDemand`: only when the part is first shown (a panel that opens on a tap),
 *   with `fallback` meanwhile; `preload()` fetches it ahead.
 */
export function lazyPart<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  /** What shows until the code is here: by default a reserved space, or drawn from the props. */
  fallback: ReactNode | ((props: Props) => ReactNode) = (
    <div aria-busy="true" className="min-h-96" />
  ),
  { onDemand = false }: { onDemand?: boolean } = {},
) {
  let loaded: ComponentType<Props> | null = null;
  let loading: Promise<ComponentType<Props>> | undefined;
  const fetchCode = () => (loading ??= load().then((Component) => (loaded = Component)));
  const drawFallback = (props: Props) =>
    typeof fallback === 'function' ? fallback(props) : fallback;

  if (onDemand) {
    const Lazy = lazy(() => fetchCode().then((Component) => ({ default: Component })));
    const OnDemandPart = (props: Props) => {
      // Once the code is here the part renders at once, without suspending (see lazy-page.tsx).
      const [Component] = useState(() => loaded ?? Lazy);
      return (
        <Suspense fallback={drawFallback(props)}>
          <Component {...props} />
        </Suspense>
      );
    };
    return Object.assign(OnDemandPart, {
      preload: () => fetchCode().then(() => undefined),
      ready: () => fetchCode().then(() => undefined),
    });
  }

  // Resolved once the part is first used (or drawn in the browser) and its code is here.
  let markUsed!: () => void;
  const usedAndLoaded = new Promise<void>((resolve) => (markUsed = resolve)).then(fetchCode);
  const activate = () => {
    markUsed();
    return usedAndLoaded;
  };
  const Lazy = lazy(() => activate().then(() => ({ default: loaded! })));
  let becameLive!: () => void;
  const live = new Promise<void>((resolve) => (becameLive = resolve));
  if (typeof document !== 'undefined') {
    watchPartRegions();
    // On a page drawn in the browser (no part waits in the server's HTML) it will be drawn at
    // once: its code is fetched now, with the page's.
    if (!document.querySelector('[data-lazy-part="drawn"]')) void fetchCode();
  }

  type Shared = { store: PropsStore<Props>; region: RefObject<Element | null>; onLive: () => void };

  /** The part itself, between what takes over the region's early use and what hands it over. */
  function Content({ store, region, onLive }: Shared) {
    // Hydrating: the props the server drew it with; then the page's latest (useSyncExternalStore
    // renders again at once if they differ, e.g. a device chosen on the repairs page meanwhile).
    const props = useSyncExternalStore(store.subscribe, store.latest, store.initial);
    const hydrating = useHydrating();
    // Asked of the render, not of `document`: the hydration test draws the server's HTML in a
    // realm that has one (entry-server.test.tsx).
    const onServer = useServerRender() !== null;
    let Component = loaded;
    if (!Component) {
      // Drawn in the browser (not hydrating), or on the server, the part is needed now;
      // hydrating, it waits (dehydrated) for its first use.
      if (!hydrating || onServer) Component = Lazy;
      else use(usedAndLoaded);
    }
    Component ??= Lazy;
    const earlyRef = useRef<EarlyUse | null>(null);
    return (
      <>
        <TakeOver regionRef={region} earlyRef={earlyRef} />
        <Component {...props} />
        <HandOver earlyRef={earlyRef} onLive={onLive} />
      </>
    );
  }

  function LazyPart(props: Props) {
    const hydrating = useHydrating();
    // "drawn" while the server's HTML waits for the part's code (part-first-use.ts), on the
    // server too; "live" once the part is React's.
    const [waiting, setWaiting] = useState(hydrating);
    const [store] = useState(() => propsStore(props));
    const region = useRef<Element | null>(null);
    useLayoutEffect(() => store.set(props));
    // One element for good: a change of props must not reach the boundary while the server's
    // HTML waits in it (React would drop that HTML and show the fallback instead).
    const [boundary] = useState(() => (
      <Suspense fallback={drawFallback(props)}>
        <Content
          store={store}
          region={region}
          onLive={() => {
            setWaiting(false);
            becameLive();
          }}
        />
      </Suspense>
    ));
    return (
      <div
        ref={(element) => {
          region.current = element;
          if (!element || !waiting) return;
          // A send held since before the page's code ran (early-submit.ts) is a use too.
          const sentEarly = [...element.querySelectorAll('form')].some((form) => {
            const held = earlyForms.get(form);
            return held !== undefined && held !== 'ready';
          });
          const stop = watchRegion(element, { activate, preload: fetchCode }, sentEarly);
          return () => {
            stop();
            region.current = null;
          };
        }}
        data-lazy-part={waiting ? 'drawn' : 'live'}
        className="contents"
      >
        {boundary}
      </div>
    );
  }

  return Object.assign(LazyPart, {
    /** Fetches the part's code ahead of showing it. */
    preload: () => fetchCode().then(() => undefined),
    /** Has the part load and hydrate now; resolves once it has (at once if it has). */
    ready: () => {
      void activate();
      return live;
    },
  });
}

/** The page's latest props for the part, read by it without re-rendering its boundary. */
type PropsStore<Props> = {
  initial: () => Props;
  latest: () => Props;
  set: (props: Props) => void;
  subscribe: (listener: () => void) => () => void;
};

function propsStore<Props>(first: Props): PropsStore<Props> {
  let current = first;
  const listeners = new Set<() => void>();
  return {
    initial: () => first,
    latest: () => current,
    set(props) {
      if (props === current) return;
      current = props;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * Rendered before the part: its layout effect runs before the part's fields are registered
 * (react-hook-form then writes its default values into them), so it reads what was typed.
 */
function TakeOver({
  regionRef,
  earlyRef,
}: {
  regionRef: RefObject<Element | null>;
  earlyRef: RefObject<EarlyUse | null>;
}) {
  useLayoutEffect(() => {
    if (regionRef.current) earlyRef.current = takeEarlyUse(regionRef.current);
  }, [regionRef, earlyRef]);
  return null;
}

/** Rendered after the part: once its fields are React's, hands it what was done before. */
function HandOver({
  earlyRef,
  onLive,
}: {
  earlyRef: RefObject<EarlyUse | null>;
  onLive: () => void;
}) {
  useLayoutEffect(() => {
    const handed = earlyRef.current;
    earlyRef.current = null;
    onLive();
    // After this commit and before any timer: a send held meanwhile goes after it (form-ready.ts).
    if (handed) queueMicrotask(handed.replay);
  }, [earlyRef, onLive]);
  return null;
}
