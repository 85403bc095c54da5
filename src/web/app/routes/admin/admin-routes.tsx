import { Route, Routes } from 'react-router';
import { adminPage, page } from '@web/app/lazy-page';
import { paths } from '@web/lib/paths';
import { staffPaths } from '@web/lib/staff-paths';

const AdminDashboardPage = adminPage(() =>
  import('@web/app/routes/admin/admin-dashboard-page').then((m) => m.AdminDashboardPage),
);
const AdminProductsScreen = adminPage(() =>
  import('@web/app/routes/admin/admin-products-page').then((m) => m.AdminProductsPage),
);
const AdminCashAdvancesPage = adminPage(
  () =>
    import('@web/app/routes/admin/admin-cash-advances-page').then((m) => m.AdminCashAdvancesPage),
  'redirect',
);
const AdminCashAdvancePage = adminPage(() =>
  import('@web/app/routes/admin/admin-cash-advance-page').then((m) => m.AdminCashAdvancePage),
);
const AdminProductsSimplePage = adminPage(() =>
  import('@web/app/routes/admin/admin-products-simple-page').then((m) => m.AdminProductsSimplePage),
);
const AdminRepairsPage = adminPage(() =>
  import('@web/app/routes/admin/admin-repairs-page').then((m) => m.AdminRepairsPage),
);
const AdminOrdersPage = adminPage(() =>
  import('@web/app/routes/admin/admin-orders-page').then((m) => m.AdminOrdersPage),
);
const AdminOrderPage = adminPage(() =>
  import('@web/app/routes/admin/admin-order-page').then((m) => m.AdminOrderPage),
);
const AdminOutboxPage = adminPage(() =>
  import('@web/app/routes/admin/admin-outbox-page').then((m) => m.AdminOutboxPage),
);
const AdminPaymentsPage = adminPage(() =>
  import('@web/app/routes/admin/admin-payments-page').then((m) => m.AdminPaymentsPage),
);
const AdminCashUpPage = adminPage(() =>
  import('@web/app/routes/admin/admin-cash-up-page').then((m) => m.AdminCashUpPage),
);
const AdminReportsPage = adminPage(() =>
  import('@web/app/routes/admin/admin-reports-page').then((m) => m.AdminReportsPage),
);
const AdminBooksPage = adminPage(() =>
  import('@web/app/routes/admin/admin-books-page').then((m) => m.AdminBooksPage),
);
const AdminStaffPage = adminPage(() =>
  import('@web/app/routes/admin/admin-staff-page').then((m) => m.AdminStaffPage),
);
const AdminAuditPage = adminPage(() =>
  import('@web/app/routes/admin/admin-audit-page').then((m) => m.AdminAuditPage),
);
const AdminClosuresPage = adminPage(() =>
  import('@web/app/routes/admin/admin-closures-page').then((m) => m.AdminClosuresPage),
);
const NotFoundPage = page(() =>
  import('@web/app/routes/not-found-page').then((m) => m.NotFoundPage),
);

/** The route table's second path of the product screen, /admin-products (outside /admin/). */
export function AdminProductsAlias() {
  return <AdminProductsScreen />;
}

/** A path under /admin/ as this module's routes see it (relative to /admin). */
const under = (path: string) => path.replace(/^\/admin\//, '');

/** The staff screens (spec section 2): each a lazy chunk of its own behind the admin gate. */
export function AdminRoutes() {
  return (
    <Routes>
      <Route path={under(paths.admin.dashboard)} element={<AdminDashboardPage />} />
      <Route path={under(paths.admin.products)} element={<AdminProductsScreen />} />
      <Route path={under(paths.admin.productsOld)} element={<AdminProductsSimplePage />} />
      <Route path={under(paths.admin.cashAdvances)} element={<AdminCashAdvancesPage />} />
      <Route path="cash-advances/:id" element={<AdminCashAdvancePage />} />
      <Route path={under(paths.admin.repairs)} element={<AdminRepairsPage />} />
      <Route path={under(paths.admin.orders)} element={<AdminOrdersPage />} />
      <Route path="orders/:id" element={<AdminOrderPage />} />
      <Route path={under(paths.admin.outbox)} element={<AdminOutboxPage />} />
      <Route path={under(paths.admin.payments)} element={<AdminPaymentsPage />} />
      <Route path={under(staffPaths.cashUp)} element={<AdminCashUpPage />} />
      <Route path={under(staffPaths.reports)} element={<AdminReportsPage />} />
      <Route path={under(staffPaths.books)} element={<AdminBooksPage />} />
      <Route path={under(paths.admin.staff)} element={<AdminStaffPage />} />
      <Route path={under(paths.admin.audit)} element={<AdminAuditPage />} />
      <Route path={under(paths.admin.closures)} element={<AdminClosuresPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
