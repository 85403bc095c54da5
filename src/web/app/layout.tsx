import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { MobileBottomBar } from '@web/app/chrome/mobile-bottom-bar';
import { NavigationProgress } from '@web/app/chrome/navigation-progress';
import { SiteFooter } from '@web/app/chrome/site-footer';
import { SiteHeader } from '@web/app/chrome/site-header';
import { SkipLink } from '@web/app/chrome/skip-link';
import { PageFallback } from '@web/app/page-fallback';
import { RouteErrorBoundary } from '@web/app/route-error';
import { ScrollRestoration } from '@web/app/scroll-restoration';

export const MAIN_CONTENT_ID = 'main-content';

/** The chrome around every screen (spec "Header and chrome"). */
export function RootLayout() {
  const { pathname } = useLocation();
  return (
    // The floating pounds behind the page are plain HTML in index.html, drawn before this runs.
    <div className="relative flex min-h-dvh flex-col pb-16 md:pb-0">
      <SkipLink targetId={MAIN_CONTENT_ID} />
      <NavigationProgress />
      <SiteHeader />
      {/* tabIndex lets the skip link move focus here, not only scroll. */}
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 outline-none">
        {/* A page's errors and its first load stay inside the chrome. */}
        <RouteErrorBoundary resetKey={pathname}>
          <Suspense fallback={<PageFallback />}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </main>
      <SiteFooter />
      <MobileBottomBar />
      <ScrollRestoration />
    </div>
  );
}
