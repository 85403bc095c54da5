import { Outlet, ScrollRestoration } from 'react-router';
import { FloatingPounds } from '@web/app/chrome/floating-pounds';
import { MobileBottomBar } from '@web/app/chrome/mobile-bottom-bar';
import { NavigationProgress } from '@web/app/chrome/navigation-progress';
import { SiteFooter } from '@web/app/chrome/site-footer';
import { SiteHeader } from '@web/app/chrome/site-header';
import { SkipLink } from '@web/app/chrome/skip-link';

export const MAIN_CONTENT_ID = 'main-content';

/** The chrome around every screen (spec "Header and chrome"). */
export function RootLayout() {
  return (
    // `isolate` gives the floating pounds (z -10) a stacking context of their own, above the page background.
    <div className="relative isolate flex min-h-dvh flex-col pb-16 md:pb-0">
      <SkipLink targetId={MAIN_CONTENT_ID} />
      <NavigationProgress />
      <FloatingPounds />
      <SiteHeader />
      {/* tabIndex lets the skip link move focus here, not only scroll. */}
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 outline-none">
        <Outlet />
      </main>
      <SiteFooter />
      <MobileBottomBar />
      <ScrollRestoration />
    </div>
  );
}
