import { lazy, type ComponentType } from 'react';
import { Route, Routes } from 'react-router';
import { trackPageLoad } from '@web/app/chrome/navigation-progress';
import { RootLayout } from '@web/app/layout';
import { RouteErrorBoundary } from '@web/app/route-error';
import { paths } from '@web/lib/paths';

/**
 * Every route of the spec's route table (section 2). Each page is a lazy chunk,
 * so the first download holds only the chrome, and admin code loads only for admins.
 * (Declarative routes: the data router's loaders are unused here, and it would add
 * some 17 KB gzip to the first download.)
 */
function page(load: () => Promise<ComponentType>) {
  return lazy(() => trackPageLoad(load()).then((Component) => ({ default: Component })));
}

/** An admin screen: the page checks the role too (spec section 6); the server is the guard. */
function adminPage(load: () => Promise<ComponentType>, mode: 'message' | 'redirect' = 'message') {
  return page(async () => {
    // The gate is admin-only code too, so it travels with the admin page, not the first download.
    const [{ AdminGate }, Page] = await Promise.all([
      import('@web/features/auth/components/admin-gate'),
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

const HomePage = page(() => import('@web/app/routes/home-page').then((m) => m.HomePage));
const CashAdvancePage = page(() =>
  import('@web/app/routes/cash-advance-page').then((m) => m.CashAdvancePage),
);
const RepairsPage = page(() => import('@web/app/routes/repairs-page').then((m) => m.RepairsPage));
const MarketplacePage = page(() =>
  import('@web/app/routes/marketplace-page').then((m) => m.MarketplacePage),
);
const ProductDetailPage = page(() =>
  import('@web/app/routes/product-detail-page').then((m) => m.ProductDetailPage),
);
const DashboardPage = page(() =>
  import('@web/app/routes/dashboard-page').then((m) => m.DashboardPage),
);
const LoginPage = page(() => import('@web/app/routes/login-page').then((m) => m.LoginPage));
const AdminSignupPage = page(() =>
  import('@web/app/routes/admin-signup-page').then((m) => m.AdminSignupPage),
);
const AdminDashboardPage = adminPage(() =>
  import('@web/app/routes/admin/admin-dashboard-page').then((m) => m.AdminDashboardPage),
);
const AdminProductsPage = adminPage(() =>
  import('@web/app/routes/admin/admin-products-page').then((m) => m.AdminProductsPage),
);
const AdminCashAdvancesPage = adminPage(
  () =>
    import('@web/app/routes/admin/admin-cash-advances-page').then((m) => m.AdminCashAdvancesPage),
  'redirect',
);
const AdminProductsSimplePage = adminPage(() =>
  import('@web/app/routes/admin/admin-products-simple-page').then((m) => m.AdminProductsSimplePage),
);
const AdminRepairsPage = adminPage(() =>
  import('@web/app/routes/admin/admin-repairs-page').then((m) => m.AdminRepairsPage),
);
const CartPage = page(() => import('@web/app/routes/cart-page').then((m) => m.CartPage));
const CheckoutPage = page(() =>
  import('@web/app/routes/checkout-page').then((m) => m.CheckoutPage),
);
const OrderPage = page(() => import('@web/app/routes/order-page').then((m) => m.OrderPage));
const AdminOrdersPage = adminPage(() =>
  import('@web/app/routes/admin/admin-orders-page').then((m) => m.AdminOrdersPage),
);
const AdminOrderPage = adminPage(() =>
  import('@web/app/routes/admin/admin-order-page').then((m) => m.AdminOrderPage),
);
const TestInputPage = page(() =>
  import('@web/app/routes/dev-tests/test-input-page').then((m) => m.TestInputPage),
);
const TestSelectPage = page(() =>
  import('@web/app/routes/dev-tests/test-select-page').then((m) => m.TestSelectPage),
);
const SimpleAdminTestPage = page(() =>
  import('@web/app/routes/dev-tests/simple-admin-test-page').then((m) => m.SimpleAdminTestPage),
);
const DebugDropdownPage = page(() =>
  import('@web/app/routes/dev-tests/debug-dropdown-page').then((m) => m.DebugDropdownPage),
);
const MinimalTestPage = page(() =>
  import('@web/app/routes/dev-tests/minimal-test-page').then((m) => m.MinimalTestPage),
);
const PureHtmlTestPage = page(() =>
  import('@web/app/routes/dev-tests/pure-html-test-page').then((m) => m.PureHtmlTestPage),
);
const UltraTestPage = page(() =>
  import('@web/app/routes/dev-tests/ultra-test-page').then((m) => m.UltraTestPage),
);
const NotFoundPage = page(() =>
  import('@web/app/routes/not-found-page').then((m) => m.NotFoundPage),
);

export function AppRoutes() {
  return (
    // Only reached if the chrome itself fails; page errors stay inside the chrome (layout.tsx).
    <RouteErrorBoundary>
      <Routes>
        <Route element={<RootLayout />}>
          <Route index element={<HomePage />} />
          <Route path={paths.cashAdvance} element={<CashAdvancePage />} />
          <Route path={paths.repairs} element={<RepairsPage />} />
          <Route path={paths.marketplace} element={<MarketplacePage />} />
          <Route path="/product/:id" element={<ProductDetailPage />} />
          <Route path={paths.dashboard} element={<DashboardPage />} />
          <Route path={paths.login} element={<LoginPage />} />
          <Route path={paths.adminSignup} element={<AdminSignupPage />} />
          <Route path={paths.admin.dashboard} element={<AdminDashboardPage />} />
          {/* The route table gives the product management screen two paths. */}
          <Route path={paths.admin.products} element={<AdminProductsPage />} />
          <Route path={paths.admin.productsAlias} element={<AdminProductsPage />} />
          <Route path={paths.admin.cashAdvances} element={<AdminCashAdvancesPage />} />
          <Route path={paths.admin.productsOld} element={<AdminProductsSimplePage />} />
          <Route path={paths.admin.repairs} element={<AdminRepairsPage />} />
          <Route path={paths.cart} element={<CartPage />} />
          <Route path={paths.checkout} element={<CheckoutPage />} />
          <Route path="/orders/:id" element={<OrderPage />} />
          <Route path={paths.admin.orders} element={<AdminOrdersPage />} />
          <Route path="/admin/orders/:id" element={<AdminOrderPage />} />
          <Route path={paths.devTests.testInput} element={<TestInputPage />} />
          <Route path={paths.devTests.testSelect} element={<TestSelectPage />} />
          <Route path={paths.devTests.simpleAdminTest} element={<SimpleAdminTestPage />} />
          <Route path={paths.devTests.debugDropdown} element={<DebugDropdownPage />} />
          <Route path={paths.devTests.minimalTest} element={<MinimalTestPage />} />
          <Route path={paths.devTests.pureHtmlTest} element={<PureHtmlTestPage />} />
          <Route path={paths.devTests.ultraTest} element={<UltraTestPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </RouteErrorBoundary>
  );
}
