import { useSyncExternalStore } from 'react';

// Page code chunks still downloading: the bar shows over the page skeleton meanwhile.
let pendingLoads = 0;
const listeners = new Set<() => void>();

function setPending(change: number) {
  pendingLoads += change;
  for (const listener of listeners) listener();
}

/** Counts a page chunk's download for the progress bar until it settles. */
export function trackPageLoad<T>(loading: Promise<T>): Promise<T> {
  setPending(1);
  return loading.finally(() => setPending(-1));
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const isLoading = () => pendingLoads > 0;

/**
 * A thin bar at the top while the next page's code chunk loads, so a slow
 * connection shows that the tap was registered.
 */
export function NavigationProgress() {
  // The server's HTML never shows the bar, so hydration starts from "not loading" too.
  const loading = useSyncExternalStore(subscribe, isLoading, () => false);
  if (!loading) return null;
  return (
    <div
      role="progressbar"
      aria-label="Loading page"
      className="fixed inset-x-0 top-0 z-[70] h-1 overflow-hidden bg-gold-100"
    >
      <div className="h-full w-2/5 animate-progress bg-gold-500" />
    </div>
  );
}
