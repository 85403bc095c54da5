/**
 * Addresses of staff screens that only staff chunks link to: kept out of
 * paths.ts, which the entry chunk every public page loads holds.
 */
export const staffPaths = {
  /** The day's cash-up (?date=YYYY-MM-DD, today by default). */
  cashUp: '/admin/cash-up',
  /** The owner's reports (?from=&to=). */
  reports: '/admin/reports',
  /** The owner's books: trial balance and journal (?from=&to=&account=&reference=&page=). */
  books: '/admin/books',
  /** A loan's, an order's or a repair's own entries in the books. */
  booksFor: (reference: string) => `/admin/books?${new URLSearchParams({ reference }).toString()}`,
} as const;
