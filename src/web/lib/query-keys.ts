import type { RequestGroup } from '@shared/cash-advances/schemas';

/**
 * Query key factory: one key per endpoint, named here so a mutation can
 * invalidate by key without guessing another feature's spelling. Keys are
 * hierarchical: invalidating `queryKeys.products.all` also refreshes every list and detail.
 */
export const queryKeys = {
  currentUser: ['auth', 'current-user'] as const,
  /** GET /api/account: the signed-in customer's account and email preferences. */
  account: ['account'] as const,
  challenges: {
    /** GET /api/challenges: the security question of one form (never shared between forms). */
    form: (form: string) => ['challenges', form] as const,
  },
  /** GET /api/meta: facts about this instance (demo mode). */
  appMeta: ['meta'] as const,
  /**
   * GET /api/meta read for the FCA firm reference number alone: every footer shows it, so
   * every drawn page seeds it. Apart from `appMeta`, which drawn pages do not seed: the login
   * page's demo logins stay a browser-side read of that one.
   */
  firmStatus: ['meta', 'firm-status'] as const,
  /**
   * GET /api/meta read by hand for demo mode alone, in the browser (the login page's demo login):
   * the page carries no schema library before its form is used (decision 012).
   */
  demoMode: ['meta', 'demo-mode'] as const,
  /**
   * GET /api/meta read by hand for the rates of new loans (RATE_GOLD, RATE_GENERAL): every
   * drawn page seeds it, as the firm's status, so the pages that state a rate draw it as is.
   */
  loanRates: ['meta', 'loan-rates'] as const,
  /** GET /api/meta read for whether customers may pay online by card (a boolean). */
  onlinePayments: ['meta', 'online-payments'] as const,
  payments: {
    /** GET /api/payments/sessions/:id: an online payment the customer came back from. */
    session: (sessionId: string) => ['payments', 'session', sessionId] as const,
  },
  cashAdvances: {
    all: ['cash-advances'] as const,
    mine: (userId: string) => ['cash-advances', 'mine', userId] as const,
    /** A guest's request behind its private link. */
    follow: (code: string) => ['cash-advances', 'follow', code] as const,
    /** One page of an admin tab: the one key of GET /api/admin/cash-advances, for the requests screen and the dashboard widget alike. */
    adminPage: (params: {
      group: RequestGroup;
      page: number;
      pageSize: number;
      search?: string | undefined;
      overdue?: boolean | undefined;
    }) => ['cash-advances', 'admin', params] as const,
    /** GET /api/admin/cash-advances/:id: one loan as staff see it. */
    adminDetail: (id: string) => ['cash-advances', 'admin-detail', id] as const,
    /** GET /api/cash-advances/:id: one of the signed-in customer's loans. */
    detail: (id: string) => ['cash-advances', 'detail', id] as const,
  },
  repairs: {
    all: ['repairs'] as const,
    /** GET /api/repairs: the signed-in customer's own bookings. */
    mine: (userId: string) => ['repairs', 'mine', userId] as const,
    /** One page of the repairs desk (filters and paging). */
    adminPage: (params: { status: string; date: string; page: number; pageSize: number }) =>
      ['repairs', 'admin', params] as const,
    /** GET /api/track/:code: one repair's public progress; under `all`, so a desk move refreshes it. */
    tracking: (code: string) => ['repairs', 'tracking', code] as const,
    /** Free places per slot; under `all`, so a new booking refreshes it. */
    availability: (from: string, to: string) => ['repairs', 'availability', from, to] as const,
  },
  products: {
    all: ['products'] as const,
    detail: (id: string) => ['products', 'detail', id] as const,
    /** One page of the admin list (one status, or every status when none is given). */
    adminList: (params: { status?: string | undefined; page: number; pageSize: number }) =>
      ['products', 'admin', params] as const,
    /** The marketplace grid, loaded page by page ("Load more"); one entry per search. */
    marketplace: (search: { q: string; category: string; sort: string }) =>
      ['products', 'list', 'marketplace', search] as const,
    /** The items offered on a sold product's page: on sale, in its category. */
    similar: (category: string) => ['products', 'list', 'similar', category] as const,
  },
  orders: {
    all: ['orders'] as const,
    /** GET /api/orders/terms: the delivery fee. */
    terms: ['orders', 'terms'] as const,
    /** GET /api/orders: the signed-in customer's own orders. */
    mine: (userId: string) => ['orders', 'mine', userId] as const,
    /** GET /api/orders/:id (with a guest's link key when there is one). */
    detail: (id: string, key: string | null) => ['orders', 'detail', id, key] as const,
    /** One page of a status tab of the order desk. */
    adminPage: (params: { status: string; page: number; pageSize: number }) =>
      ['orders', 'admin', params] as const,
    adminDetail: (id: string) => ['orders', 'admin', 'detail', id] as const,
  },
  outbox: {
    /** GET /api/admin/outbox: one page of the staff's email outbox. */
    adminPage: (params: { page: number; pageSize: number }) => ['outbox', params] as const,
  },
  closures: {
    all: ['closures'] as const,
    /** GET /api/admin/closures: the staff closures and the coming bank holidays. */
    admin: ['closures', 'admin'] as const,
  },
  dashboard: {
    all: ['dashboard'] as const,
    customer: (userId: string | null) => ['dashboard', 'customer', userId] as const,
    admin: ['dashboard', 'admin'] as const,
  },
} as const;
