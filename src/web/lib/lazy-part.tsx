import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';

/**
 * A part of a page whose code stays out of the page's first download (decision 012):
 * a form with its checks (react-hook-form, zod), its pickers and its upload code.
 *
 * On a page the server drew, the part's HTML is there from the start and the rest of
 * the page hydrates without waiting for it; the part's code is asked for as React
 * reaches it and the part hydrates once it is here. What is typed meanwhile stays,
 * and a form sent meanwhile is held and sent again once the part is ready
 * (early-submit.ts). Moving to the page in the app, the part's chunk is preloaded
 * with the page's (route-preload.ts), so `fallback` is seldom seen.
 */
export function lazyPart<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  fallback: ReactNode = <div aria-busy="true" className="min-h-96" />,
) {
  const Lazy = lazy(() => load().then((Component) => ({ default: Component })));
  function LazyPart(props: Props) {
    return (
      <Suspense fallback={fallback}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return LazyPart;
}
