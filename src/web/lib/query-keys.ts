import type { RequestGroup } from '@shared/cash-advances/schemas';

/**
 * Query key factory: every cached server answer is named here, so a mutation can
 * invalidate by key without guessing another feature's spelling. Keys are
 * hierarchical: invalidating `queryKeys.products.all` also refreshes every list and detail.
 */
export const queryKeys = {
  currentUser: ['auth', 'current-user'] as const,
  /** GET /api/meta: facts about this instance (demo mode). */
  appMeta: ['meta'] as const,
  cashAdvances: {
    all: ['cash-advances'] as const,
    mine: (userId: string) => ['cash-advances', 'mine', userId] as const,
    admin: ['cash-advances', 'admin'] as const,
    /** One page of an admin tab; shared by the requests screen and the dashboard widget. */
    adminPage: (params: { group: RequestGroup; page: number; pageSize: number }) =>
      ['cash-advances', 'admin', params] as const,
    /** The dashboard widget's page of active and pending requests (admins). */
    adminWidget: (params: { page: number; pageSize: number }) =>
      ['cash-advances', 'admin', 'widget', params] as const,
  },
  repairs: {
    all: ['repairs'] as const,
    /** GET /api/repairs: the signed-in customer's own bookings. */
    mine: (userId: string) => ['repairs', 'mine', userId] as const,
    admin: ['repairs', 'admin'] as const,
    /** One page of the repairs desk (filters and paging). */
    adminPage: (params: { status: string; date: string; page: number; pageSize: number }) =>
      ['repairs', 'admin', params] as const,
    /** Free places per slot; under `all`, so a new booking refreshes it. */
    availability: (from: string, to: string) => ['repairs', 'availability', from, to] as const,
  },
  products: {
    all: ['products'] as const,
    list: (filters: Record<string, string | undefined>) => ['products', 'list', filters] as const,
    detail: (id: string) => ['products', 'detail', id] as const,
    admin: ['products', 'admin'] as const,
    /** One page of the admin list (one status, or every status when none is given). */
    adminList: (params: { status?: string | undefined; page: number; pageSize: number }) =>
      ['products', 'admin', params] as const,
    /** The marketplace grid, loaded page by page ("Load more"); one entry per search. */
    marketplace: (search: { q: string; category: string; sort: string }) =>
      ['products', 'list', 'marketplace', search] as const,
  },
  dashboard: {
    all: ['dashboard'] as const,
    customer: (userId: string | null) => ['dashboard', 'customer', userId] as const,
    admin: ['dashboard', 'admin'] as const,
  },
} as const;
