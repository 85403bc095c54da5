import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { partsWithThePage } from '@web/lib/page-parts';

/**
 * A part of a page in a chunk of its own (decision 012): a form with its checks
 * (react-hook-form, zod), its pickers and upload code; a tooltip's positioning code.
 *
 * - By default the part comes with the page: its code is asked for the moment the
 *   page's code runs, alongside the rest, and a page the server drew hydrates once
 *   both are here, in one go, so a field changed right after the page shows is
 *   answered. Moving to the page in the app, its chunk is preloaded with the page's
 *   (route-preload.ts).
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
  if (!onDemand && typeof document !== 'undefined')
    partsWithThePage.push(fetchCode().catch(() => {}));
  const Lazy = lazy(() => fetchCode().then((Component) => ({ default: Component })));

  function LazyPart(props: Props) {
    // Once the code is here the part renders at once, without suspending (see lazy-page.tsx).
    const [Component] = useState(() => loaded ?? Lazy);
    return (
      <Suspense fallback={typeof fallback === 'function' ? fallback(props) : fallback}>
        <Component {...props} />
      </Suspense>
    );
  }
  /** Fetches the part's code ahead of showing it. */
  const preload = () => fetchCode().then(() => undefined);
  return Object.assign(LazyPart, { preload });
}
