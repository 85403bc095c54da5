import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { RootLayout } from '@web/app/layout';
import { PageFallback } from '@web/app/page-fallback';
import { RouteError } from '@web/app/route-error';
import { paths } from '@web/lib/paths';

/**
 * Every route of the spec's route table (section 2). Each page is a `lazy` chunk,
 * so the first download holds only the chrome, and admin code loads only for admins.
 */
function route(path: string | undefined, load: () => Promise<ComponentType>): RouteObject {
  const lazy = async () => ({ Component: await load() });
  return path === undefined ? { index: true, lazy } : { path, lazy };
}

/** An admin screen: the page checks the role too (spec section 6); the server is the guard. */
function adminRoute(
  path: string,
  load: () => Promise<ComponentType>,
  mode: 'message' | 'redirect' = 'message',
): RouteObject {
  return route(path, async () => {
    // The gate is admin-only code too, so it travels with the admin page, not the first download.
    const [{ AdminGate }, Page] = await Promise.all([
      import('@web/components/access/admin-gate'),
      load(),
    ]);
    return function AdminScreen() {
      return (
        <AdminGate mode={mode}>
          <Page />
        </AdminGate>
      );
    };
  });
}

const loadAdminProducts = () =>
  import('@web/features/admin-products/admin-products-page').then((m) => m.AdminProductsPage);

const pageRoutes: RouteObject[] = [
  route(undefined, () => import('@web/features/home/home-page').then((m) => m.HomePage)),
  route(paths.cashAdvance, () =>
    import('@web/features/cash-advances/cash-advance-page').then((m) => m.CashAdvancePage),
  ),
  route(paths.repairs, () =>
    import('@web/features/repairs/repairs-page').then((m) => m.RepairsPage),
  ),
  route(paths.marketplace, () =>
    import('@web/features/marketplace/marketplace-page').then((m) => m.MarketplacePage),
  ),
  route('/product/:id', () =>
    import('@web/features/marketplace/product-detail-page').then((m) => m.ProductDetailPage),
  ),
  route(paths.dashboard, () =>
    import('@web/features/dashboard/dashboard-page').then((m) => m.DashboardPage),
  ),
  route(paths.login, () => import('@web/features/auth/login-page').then((m) => m.LoginPage)),
  route(paths.adminSignup, () =>
    import('@web/features/auth/admin-signup-page').then((m) => m.AdminSignupPage),
  ),
  adminRoute(paths.admin.dashboard, () =>
    import('@web/features/admin-dashboard/admin-dashboard-page').then((m) => m.AdminDashboardPage),
  ),
  // The route table gives the product management screen two paths.
  adminRoute(paths.admin.products, loadAdminProducts),
  adminRoute(paths.admin.productsAlias, loadAdminProducts),
  adminRoute(
    paths.admin.cashAdvances,
    () =>
      import('@web/features/admin-cash-advances/admin-cash-advances-page').then(
        (m) => m.AdminCashAdvancesPage,
      ),
    'redirect',
  ),
  adminRoute(paths.admin.productsOld, () =>
    import('@web/features/admin-products/admin-products-simple-page').then(
      (m) => m.AdminProductsSimplePage,
    ),
  ),
  adminRoute(paths.admin.repairs, () =>
    import('@web/features/admin-repairs/admin-repairs-page').then((m) => m.AdminRepairsPage),
  ),
  route(paths.devTests.testInput, () =>
    import('@web/features/dev-tests/test-input-page').then((m) => m.TestInputPage),
  ),
  route(paths.devTests.testSelect, () =>
    import('@web/features/dev-tests/test-select-page').then((m) => m.TestSelectPage),
  ),
  route(paths.devTests.simpleAdminTest, () =>
    import('@web/features/dev-tests/simple-admin-test-page').then((m) => m.SimpleAdminTestPage),
  ),
  route(paths.devTests.debugDropdown, () =>
    import('@web/features/dev-tests/debug-dropdown-page').then((m) => m.DebugDropdownPage),
  ),
  route(paths.devTests.minimalTest, () =>
    import('@web/features/dev-tests/minimal-test-page').then((m) => m.MinimalTestPage),
  ),
  route(paths.devTests.pureHtmlTest, () =>
    import('@web/features/dev-tests/pure-html-test-page').then((m) => m.PureHtmlTestPage),
  ),
  route(paths.devTests.ultraTest, () =>
    import('@web/features/dev-tests/ultra-test-page').then((m) => m.UltraTestPage),
  ),
  route('*', () => import('@web/features/not-found/not-found-page').then((m) => m.NotFoundPage)),
];

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    // Only reached if the chrome itself fails; page errors stay inside the chrome (below).
    ErrorBoundary: RouteError,
    children: [
      {
        // Pathless wrapper: its fallback and error screen render inside the layout's <main>.
        HydrateFallback: PageFallback,
        ErrorBoundary: RouteError,
        children: pageRoutes,
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
