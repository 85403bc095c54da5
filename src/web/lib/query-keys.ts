/**
 * Query key factory: every cached server answer is named here, so a mutation can
 * invalidate by key without guessing another feature's spelling. Keys are
 * hierarchical: invalidating `queryKeys.products.all` also refreshes every list and detail.
 */
export const queryKeys = {
  currentUser: ['auth', 'current-user'] as const,
  cashAdvances: {
    all: ['cash-advances'] as const,
    mine: (userId: string) => ['cash-advances', 'mine', userId] as const,
    admin: ['cash-advances', 'admin'] as const,
  },
  repairs: {
    all: ['repairs'] as const,
    admin: ['repairs', 'admin'] as const,
  },
  products: {
    all: ['products'] as const,
    list: (filters: Record<string, string | undefined>) => ['products', 'list', filters] as const,
    detail: (id: string) => ['products', 'detail', id] as const,
    admin: ['products', 'admin'] as const,
  },
  dashboard: {
    customer: (userId: string | null) => ['dashboard', 'customer', userId] as const,
    admin: ['dashboard', 'admin'] as const,
  },
} as const;
