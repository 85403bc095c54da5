import { useLayoutEffect } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router';

/** Scroll positions by history entry, so Back returns to where the visitor was. */
const positions = new Map<string, number>();

/**
 * A new page starts at the top; Back and Forward return to the position the page
 * was left at. The router commits a navigation once the next page has rendered,
 * so the position can be set at once.
 */
export function ScrollRestoration() {
  const { key, hash } = useLocation();
  const navigationType = useNavigationType();

  useLayoutEffect(() => {
    // The browser's own restoration would jump before the next page is drawn.
    window.history.scrollRestoration = 'manual';
  }, []);

  useLayoutEffect(() => {
    if (!hash)
      window.scrollTo(0, navigationType === NavigationType.Pop ? (positions.get(key) ?? 0) : 0);
    const remember = () => positions.set(key, window.scrollY);
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, [key, hash, navigationType]);

  return null;
}
