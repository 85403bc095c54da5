import { lazy, Suspense } from 'react';
import { useChromeUser } from '@web/lib/chrome-data';
import { CartButton } from '@web/features/orders/components/cart-button';
import { DesktopNav } from '@web/app/chrome/desktop-nav';
import { Logo } from '@web/app/chrome/logo';
import { MobileMenu } from '@web/app/chrome/mobile-menu';
import { UserActions } from '@web/app/chrome/user-actions';

// Only admins see the dropdown, so its menu code (Radix menu + positioning) is a separate chunk.
const AdminMenu = lazy(() =>
  import('@web/app/chrome/admin-menu').then((module) => ({ default: module.AdminMenu })),
);

/**
 * Sticky top bar. The full navigation shows from `xl` (1280 px), the width where the
 * links, the Admin Panel and the greeting fit on one line; below it, a side menu.
 */
export function SiteHeader() {
  const { isAdmin } = useChromeUser();
  return (
    <header className="surface-dark sticky top-0 z-40 border-b border-white/10 bg-brand-900 text-white shadow-md">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Logo />
        <nav aria-label="Main" className="hidden items-center gap-1 xl:flex">
          <DesktopNav />
          {isAdmin && (
            <Suspense fallback={<span className="inline-block h-10 w-36" aria-hidden="true" />}>
              <AdminMenu />
            </Suspense>
          )}
        </nav>
        <div className="hidden items-center gap-2 xl:flex">
          <CartButton />
          <UserActions />
        </div>
        <div className="flex items-center gap-1 xl:hidden">
          <CartButton />
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}
