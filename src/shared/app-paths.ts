/**
 * Which page addresses the web app has, for the server's answer to any other
 * path: HTTP 404 with the not-found page (PRODUCT.md "Kept as specified"). The
 * developer test pages exist only in demo mode and in development.
 * Kept in step with src/web/lib/paths.ts and the router by app-paths.test.ts.
 */

/** Patterns: ":x" is one path segment, a trailing "/*" any rest. */
export const appPathPatterns: readonly string[] = [
  '/',
  '/cash-advance',
  '/repairs',
  '/marketplace',
  '/product/:id',
  '/dashboard',
  '/dashboard/cash-advances/:id',
  '/track/:code',
  '/cart',
  '/checkout',
  '/orders/:id',
  '/login',
  '/account',
  '/forgot-password',
  '/reset-password',
  '/confirm-email',
  '/admin-signup',
  '/admin-products',
  '/terms',
  '/privacy',
  '/complaints',
  '/admin/*',
];

/** The developer test pages of the spec's route table. */
export const devTestPaths: readonly string[] = [
  '/test-input',
  '/test-select',
  '/simple-admin-test',
  '/debug-dropdown',
  '/minimal-test',
  '/pure-html-test',
  '/ultra-test',
];

function matches(pattern: string, pathname: string): boolean {
  if (pattern.endsWith('/*')) return pathname.startsWith(pattern.slice(0, -1));
  const want = pattern.split('/');
  const got = pathname.split('/');
  if (want.length !== got.length) return false;
  return want.every((part, i) => (part.startsWith(':') ? got[i] !== '' : part === got[i]));
}

/** True when the web app draws a page at this path (without its query). */
export function isAppPath(pathname: string, options: { devPages: boolean }): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (devTestPaths.includes(path)) return options.devPages;
  return appPathPatterns.some((pattern) => matches(pattern, path));
}
