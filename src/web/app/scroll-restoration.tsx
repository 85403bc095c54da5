import { useLayoutEffect, useRef } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router';

/** Scroll positions by history entry, so Back returns to where the visitor was. */
const positions = new Map<string, number>();

/**
 * A new page starts at the top; Back and Forward return to the position the page
 * was left at. The router commits a navigation once the next page has rendered,
 * so the position can be set at once.
 *
 * The page the browser loaded is left where it is: the server drew it, and the visitor
 * may have scrolled it before its code arrived. Sending it to the top as the code takes
 * hold would jump the page under a finger (and under a test's click: the click landed
 * beside "Create an account" on /login once in a CI run).
 */
export function ScrollRestoration() {
  const { key, hash } = useLocation();
  const navigationType = useNavigationType();
  // The history entry the page was loaded at, until the visitor leaves it. A ref, not a
  // flag set once: StrictMode runs the effect twice on arrival.
  const arrivedAt = useRef<string | null>(key);

  useLayoutEffect(() => {
    // The browser's own restoration would jump before the next page is drawn.
    window.history.scrollRestoration = 'manual';
  }, []);

  useLayoutEffect(() => {
    if (key !== arrivedAt.current) {
      arrivedAt.current = null;
      if (!hash)
        window.scrollTo(0, navigationType === NavigationType.Pop ? (positions.get(key) ?? 0) : 0);
    }
    const remember = () => positions.set(key, window.scrollY);
    // Where the page stands now, scrolled before its code arrived or just restored.
    remember();
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, [key, hash, navigationType]);

  return null;
}
