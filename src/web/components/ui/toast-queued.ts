import { useSyncExternalStore } from 'react';

// Whether a toast has been queued yet: all the layout needs to know to mount the toast area
// (providers.tsx), without the toast store's code in every first download (decision 012).
let queued = false;
const listeners = new Set<() => void>();

/** Called by the toast store (use-toast.ts) as it queues a toast. */
export function markToastQueued(): void {
  if (queued) return;
  queued = true;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True from the first toast on (the toast area is kept from then on). */
export function useToastQueued(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => queued,
    () => false,
  );
}
