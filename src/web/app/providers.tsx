import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useToast } from '@web/components/ui/use-toast';
import { createQueryClient } from '@web/lib/query-client';

// Most visits never show a toast, so the toast area's code (Radix Toast) is a chunk of its own.
const Toaster = lazy(() =>
  import('@web/components/ui/toaster').then((module) => ({ default: module.Toaster })),
);

/**
 * Mounts the toast area when the first toast is queued and keeps it from then on.
 * The store holds the toast meanwhile, so nothing is lost while the chunk loads.
 */
function ToasterOnDemand() {
  const { toasts } = useToast();
  const [needed, setNeeded] = useState(false);
  if (toasts.length > 0 && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}

/** App-wide context: the query cache and the toast area (one toast at a time). */
export function AppProviders({ children, client }: { children: ReactNode; client?: QueryClient }) {
  // One client per app mount (kept in state so a re-render never creates a new cache); a page
  // the server drew brings its own, already holding the data the HTML was drawn from.
  const [queryClient] = useState(() => client ?? createQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <ToasterOnDemand />
    </QueryClientProvider>
  );
}
