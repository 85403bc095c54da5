import { lazy, Suspense, type ReactNode } from 'react';
import { useToastQueued } from '@web/components/ui/toast-queued';
import { ChromeDataProvider, type ChromeData } from '@web/lib/chrome-data';

// Most visits never show a toast, so the toast area's code (Radix Toast) is a chunk of its own.
const Toaster = lazy(() =>
  import('@web/components/ui/toaster').then((module) => ({ default: module.Toaster })),
);

/**
 * Mounts the toast area when the first toast is queued and keeps it from then on.
 * The store holds the toast meanwhile, so nothing is lost while the chunk loads.
 */
function ToasterOnDemand() {
  if (!useToastQueued()) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}

/**
 * App-wide context: the chrome's data (the session and the FCA line, which lead to the query
 * cache once it is here) and the toast area (one toast at a time). The query cache itself is
 * provided around the pages that use it (lazy-page.tsx), so it is not in every first download.
 */
export function AppProviders({ children, chrome }: { children: ReactNode; chrome: ChromeData }) {
  return (
    <ChromeDataProvider value={chrome}>
      {children}
      <ToasterOnDemand />
    </ChromeDataProvider>
  );
}
