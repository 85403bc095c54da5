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
const TermsPage = page(() => import('@web/app/routes/terms-page').then((m) => m.TermsPage));
const PrivacyPage = page(() => import('@web/app/routes/privacy-page').then((m) => m.PrivacyPage));
const ComplaintsPage = page(() =>
  import('@web/app/routes/complaints-page').then((m) => m.ComplaintsPage),
);
const DashboardPage = page(() =>
  import('@web/app/routes/dashboard-page').then((m) => m.DashboardPage),
);
const MyCashAdvancePage = page(() =>
  import('@web/app/routes/my-cash-advance-page').then((m) => m.MyCashAdvancePage),
);
const AccountPage = page(() => import('@web/app/routes/account-page').then((m) => m.AccountPage));
const ForgotPasswordPage = page(() =>
  import('@web/app/routes/account-link-pages').then((m) => m.ForgotPasswordPage),
);
const StaffInvitePage = page(() =>
  import('@web/app/routes/staff-invite-page').then((m) => m.StaffInvitePage),
);
const ResetPasswordPage = page(() =>
  import('@web/app/routes/account-link-pages').then((m) => m.ResetPasswordPage),
);
const ConfirmEmailPage = page(() =>
  import('@web/app/routes/account-link-pages').then((m) => m.ConfirmEmailPage),
);
const LoginPage = page(() => import('@web/app/routes/login-page').then((m) => m.LoginPage));
const AdminSignupPage = page(() =>
  import('@web/app/routes/admin-signup-page').then((m) => m.AdminSignupPage),
);
const CartPage = page(() => import('@web/app/routes/cart-page').then((m) => m.CartPage));
const CheckoutPage = page(() =>
  import('@web/app/routes/checkout-page').then((m) => m.CheckoutPage),
);
const OrderPage = page(() => import('@web/app/routes/order-page').then((m) => m.OrderPage));
const TrackRepairPage = page(() =>
  import('@web/app/routes/track-repair-page').then((m) => m.TrackRepairPage),
);
const FollowCashAdvancePage = page(() =>
  import('@web/app/routes/follow-cash-advance-page').then((m) => m.FollowCashAdvancePage),
);
const DevTestScreen = page(() =>
  import('@web/app/routes/dev-tests/dev-test-screens').then((m) => m.DevTestScreen),
);
const NotFoundPage = page(() =>
  import('@web/app/routes/not-found-page').then((m) => m.NotFoundPage),
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
          <Route path={PRODUCT_PATH} element={<ProductDetailPage />} />
          <Route path={paths.terms} element={<TermsPage />} />
          <Route path={paths.privacy} element={<PrivacyPage />} />
          <Route path={paths.complaints} element={<ComplaintsPage />} />
          <Route path={paths.dashboard} element={<DashboardPage />} />
          <Route path="/dashboard/cash-advances/:id" element={<MyCashAdvancePage />} />
          <Route path={paths.login} element={<LoginPage />} />
          <Route path={paths.account} element={<AccountPage />} />
          <Route path={paths.forgotPassword} element={<ForgotPasswordPage />} />
          <Route path={paths.resetPassword} element={<ResetPasswordPage />} />
          <Route path={paths.confirmEmail} element={<ConfirmEmailPage />} />
          <Route path={paths.adminSignup} element={<AdminSignupPage />} />
          <Route path={paths.staffInvite} element={<StaffInvitePage />} />
          <Route path="/admin/*" element={<AdminRoutes />} />
          {/* The route table gives the product management screen two paths. */}
          <Route path={paths.admin.productsAlias} element={<AdminProductsAlias />} />
          <Route path={paths.cart} element={<CartPage />} />
          <Route path={paths.checkout} element={<CheckoutPage />} />
          <Route path="/orders/:id" element={<OrderPage />} />
          <Route path="/track/:code" element={<TrackRepairPage />} />
          <Route path="/cash-advance/follow/:code" element={<FollowCashAdvancePage />} />
          {Object.values(paths.devTests).map((path) => (
            <Route key={path} path={path} element={<DevTestScreen />} />
          ))}
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </RouteErrorBoundary>
  );
}
