import { useCallback, useEffect, useState } from 'react';

/** The fixed browser storage key holding the last seen request total (spec section 4). */
export const LAST_SEEN_TOTAL_KEY = 'admin-dashboard:last-seen-cash-advance-total';

function readStoredTotal(): number {
  const stored = Number(window.localStorage.getItem(LAST_SEEN_TOTAL_KEY));
  return Number.isFinite(stored) ? stored : 0;
}

/**
 * The new-request blink: on first load with nothing stored the total is stored
 * silently; afterwards a total above the stored one marks the card as new until
 * the admin clicks it, which stores the current total.
 */
export function useNewRequestMarker(total: number | undefined) {
  const [storedTotal, setStoredTotal] = useState(readStoredTotal);
  const storesSilently = total !== undefined && storedTotal === 0 && total > 0;

  useEffect(() => {
    if (storesSilently) window.localStorage.setItem(LAST_SEEN_TOTAL_KEY, String(total));
  }, [storesSilently, total]);

  const acknowledge = useCallback(() => {
    if (total === undefined) return;
    window.localStorage.setItem(LAST_SEEN_TOTAL_KEY, String(total));
    setStoredTotal(total);
  }, [total]);

  const hasNew = total !== undefined && !storesSilently && total > storedTotal;
  return { hasNew, acknowledge };
}
