import { lazy } from 'react';
import { matchPath, Route, Routes } from 'react-router';
import { page, type PageComponent } from '@web/app/lazy-page';
import { RootLayout } from '@web/app/layout';
import { RouteErrorBoundary } from '@web/app/route-error';
import { paths } from '@web/lib/paths';

/**
 * Every staff screen sits under /admin in one lazy module of its own, so the
 * first download of the public pages carries none of their routes.
 */
const AdminRoutes = lazy(() =>
  import('@web/app/routes/admin/admin-routes').then((m) => ({ default: m.AdminRoutes })),
);
/** The route table's second path of the product management screen (outside /admin/). */
const AdminProductsAlias = lazy(() =>
  import('@web/app/routes/admin/admin-routes').then((m) => ({ default: m.AdminProductsAlias })),
);

// Pages that neither read nor write through TanStack Query: without its cache in their first download.
const NO_QUERIES = { queryCache: false };

const HomePage = page(
  // Drawn in the browser, the page waits for its static parts' code too (static-part.tsx).
  () => import('@web/app/routes/home-page').then((m) => m.homePartsReady().then(() => m.HomePage)),
  'home-page',
  NO_QUERIES,
);
const CashAdvancePage = page(
  () =>
    import('@web/app/routes/cash-advance-page').then((m) =>
      m.cashAdvancePartsReady().then(() => m.CashAdvancePage),
    ),
  'cash-advance-page',
);
const RepairsPage = page(
  () =>
    import('@web/app/routes/repairs-page').then((m) =>
      m.repairsPartsReady().then(() => m.RepairsPage),
    ),
  'repairs-page',
);
const MarketplacePage = page(
  () => import('@web/app/routes/marketplace-page').then((m) => m.MarketplacePage),
  'marketplace-page',
);
const ProductDetailPage = page(
  () =>
    import('@web/app/routes/product-detail-page').then((m) =>
      m.productPartsReady().then(() => m.ProductDetailPage),
    ),
  'product-detail-page',
);
const TermsPage = page(
  () =>
    import('@web/app/routes/terms-page').then((m) => m.termsPartsReady().then(() => m.TermsPage)),
  'terms-page',
  NO_QUERIES,
);
const PrivacyPage = page(
  () =>
    import('@web/app/routes/privacy-page').then((m) =>
      m.privacyPartsReady().then(() => m.PrivacyPage),
    ),
  'privacy-page',
  NO_QUERIES,
);
const ComplaintsPage = page(
  () =>
    import('@web/app/routes/complaints-page').then((m) =>
      m.complaintsPartsReady().then(() => m.ComplaintsPage),
    ),
  'complaints-page',
  NO_QUERIES,
);
const DashboardPage = page(
  () => import('@web/app/routes/dashboard-page').then((m) => m.DashboardPage),
  'dashboard-page',
);
const MyCashAdvancePage = page(
  () => import('@web/app/routes/my-cash-advance-page').then((m) => m.MyCashAdvancePage),
  'my-cash-advance-page',
);
const AccountPage = page(
  () => import('@web/app/routes/account-page').then((m) => m.AccountPage),
  'account-page',
);
const ForgotPasswordPage = page(
  () => import('@web/app/routes/account-link-pages').then((m) => m.ForgotPasswordPage),
  'account-link-pages',
);
const StaffInvitePage = page(
  () => import('@web/app/routes/staff-invite-page').then((m) => m.StaffInvitePage),
  'staff-invite-page',
);
const ResetPasswordPage = page(
  () => import('@web/app/routes/account-link-pages').then((m) => m.ResetPasswordPage),
  'account-link-pages',
);
const ConfirmEmailPage = page(
  () => import('@web/app/routes/account-link-pages').then((m) => m.ConfirmEmailPage),
  'account-link-pages',
);
const LoginPage = page(
  () => import('@web/app/routes/login-page').then((m) => m.LoginPage),
  'login-page',
);
const AdminSignupPage = page(
  () => import('@web/app/routes/admin-signup-page').then((m) => m.AdminSignupPage),
  'admin-signup-page',
);
const CartPage = page(
  () => import('@web/app/routes/cart-page').then((m) => m.CartPage),
  'cart-page',
);
const CheckoutPage = page(
  () => import('@web/app/routes/checkout-page').then((m) => m.CheckoutPage),
  'checkout-page',
);
const OrderPage = page(
  () => import('@web/app/routes/order-page').then((m) => m.OrderPage),
  'order-page',
);
const TrackRepairPage = page(
  () => import('@web/app/routes/track-repair-page').then((m) => m.TrackRepairPage),
  'track-repair-page',
);
const FollowCashAdvancePage = page(
  () => import('@web/app/routes/follow-cash-advance-page').then((m) => m.FollowCashAdvancePage),
  'follow-cash-advance-page',
);
const DevTestScreen = page(
  () => import('@web/app/routes/dev-tests/dev-test-screens').then((m) => m.DevTestScreen),
  'dev-test-screens',
);
const NotFoundPage = page(
  () => import('@web/app/routes/not-found-page').then((m) => m.NotFoundPage),
  'not-found-page',
  NO_QUERIES,
);

export const PRODUCT_PATH = '/product/:id';

/**
 * The public pages the server draws (decision 017), by route pattern: what
 * everyone sees the same, and what people share and search engines read.
 */
export const SERVER_DRAWN_PAGES: ReadonlyArray<readonly [pattern: string, page: PageComponent]> = [
  [paths.home, HomePage],
  [paths.cashAdvance, CashAdvancePage],
  [paths.repairs, RepairsPage],
  [paths.marketplace, MarketplacePage],
  [PRODUCT_PATH, ProductDetailPage],
  [paths.login, LoginPage],
  [paths.terms, TermsPage],
  [paths.privacy, PrivacyPage],
  [paths.complaints, ComplaintsPage],
];

/** Fetches the code of the server-drawn page at this path (none for other paths). */
export function preloadServerDrawnPage(pathname: string): Promise<unknown> {
  const found = SERVER_DRAWN_PAGES.find(([pattern]) => matchPath(pattern, pathname));
  return Promise.resolve(found?.[1].preload());
}

/**
 * The pages a link can lead to, by route pattern (the staff screens have their own
 * table): routed below, and preloaded when a link to them is pointed at (route-preload.ts).
 */
export const LINKED_PAGES: ReadonlyArray<readonly [pattern: string, page: PageComponent]> = [
  ...SERVER_DRAWN_PAGES,
  [paths.dashboard, DashboardPage],
  ['/dashboard/cash-advances/:id', MyCashAdvancePage],
  [paths.account, AccountPage],
  [paths.forgotPassword, ForgotPasswordPage],
  [paths.resetPassword, ResetPasswordPage],
  [paths.confirmEmail, ConfirmEmailPage],
  [paths.adminSignup, AdminSignupPage],
  [paths.staffInvite, StaffInvitePage],
  [paths.cart, CartPage],
  [paths.checkout, CheckoutPage],
  ['/orders/:id', OrderPage],
  ['/track/:code', TrackRepairPage],
  ['/cash-advance/follow/:code', FollowCashAdvancePage],
];

export function AppRoutes() {
  return (
    // Only reached if the chrome itself fails; page errors stay inside the chrome (layout.tsx).
    <RouteErrorBoundary>
      <Routes>
        <Route element={<RootLayout />}>
          {LINKED_PAGES.map(([pattern, Page]) =>
            pattern === paths.home ? (
              <Route key={pattern} index element={<Page />} />
            ) : (
              <Route key={pattern} path={pattern} element={<Page />} />
            ),
          )}
          <Route path="/admin/*" element={<AdminRoutes />} />
          {/* The route table gives the product management screen two paths. */}
          <Route path={paths.admin.productsAlias} element={<AdminProductsAlias />} />
          {Object.values(paths.devTests).map((path) => (
            <Route key={path} path={path} element={<DevTestScreen />} />
          ))}
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </RouteErrorBoundary>
  );
}
