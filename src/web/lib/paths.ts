/**
 * Every URL of the web app (spec section 2, route table) in one place, so links,
 * the router and the tests cannot drift apart.
 */
export const paths = {
  home: '/',
  cashAdvance: '/cash-advance',
  repairs: '/repairs',
  marketplace: '/marketplace',
  product: (id: string | number) => `/product/${encodeURIComponent(String(id))}`,
  dashboard: '/dashboard',
  /** A customer's own cash advance: figures, payments, items, receipt. */
  myCashAdvance: (id: string) => `/dashboard/cash-advances/${encodeURIComponent(id)}`,
  /** A guest's private page to follow a cash advance request: the code is the only key. */
  followCashAdvance: (code: string) => `/cash-advance/follow/${encodeURIComponent(code)}`,
  /** A repair's public tracking page: the code is the only key (no sign-in). */
  trackRepair: (code: string) => `/track/${encodeURIComponent(code)}`,
  cart: '/cart',
  checkout: '/checkout',
  order: (id: string, key?: string | null) =>
    `/orders/${encodeURIComponent(id)}${key ? `?key=${encodeURIComponent(key)}` : ''}`,
  login: '/login',
  /** The signed-in customer's own account: password, emails, their data, deletion. */
  account: '/account',
  /** "Forgot your password?", and the pages the account emails link to. */
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  confirmEmail: '/confirm-email',
  adminSignup: '/admin-signup',
  /** The page an owner's staff invitation links to (?token=…). */
  staffInvite: '/staff-invite',
  /** The legal pages every footer links to. */
  terms: '/terms',
  privacy: '/privacy',
  complaints: '/complaints',
  admin: {
    dashboard: '/admin/dashboard',
    products: '/admin/products',
    /** The route table declares this second path for the same screen. */
    productsAlias: '/admin-products',
    productsOld: '/admin/products-old',
    cashAdvances: '/admin/cash-advances',
    /** One loan of the pawn book, with the actions its state allows. */
    cashAdvance: (id: string) => `/admin/cash-advances/${encodeURIComponent(id)}`,
    repairs: '/admin/repairs',
    orders: '/admin/orders',
    order: (id: string) => `/admin/orders/${encodeURIComponent(id)}`,
    /** The emails the shop sent, or would send (kept without SMTP). */
    outbox: '/admin/outbox',
    /** The reconciliation: daily totals by method and online payments with Stripe's ids. */
    payments: '/admin/payments',
    /** Staff logins: invite, change a role, disable (owners). */
    staff: '/admin/staff',
    /** The audit trail of staff actions (owners). */
    audit: '/admin/audit',
    /** The days the shop is closed beyond its weekly hours: bank holidays and staff closures. */
    closures: '/admin/closures',
  },
  devTests: {
    testInput: '/test-input',
    testSelect: '/test-select',
    simpleAdminTest: '/simple-admin-test',
    debugDropdown: '/debug-dropdown',
    minimalTest: '/minimal-test',
    pureHtmlTest: '/pure-html-test',
    ultraTest: '/ultra-test',
  },
} as const;
