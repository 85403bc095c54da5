import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Toaster } from '@web/components/ui/toaster';
import { createQueryClient } from '@web/lib/query-client';

/** App-wide context: the query cache and the toast area (one toast at a time). */
export function AppProviders({ children }: { children: ReactNode }) {
  // One client per app mount (kept in state so a re-render never creates a new cache).
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Toaster />
    </QueryClientProvider>
  );
}
