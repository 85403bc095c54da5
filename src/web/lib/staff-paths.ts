/**
 * Addresses of staff screens that only staff chunks link to: kept out of
 * paths.ts, which the entry chunk every public page loads holds.
 */
export const staffPaths = {
  /** The day's cash-up (?date=YYYY-MM-DD, today by default). */
  cashUp: '/admin/cash-up',
  /** The owner's reports (?from=&to=). */
  reports: '/admin/reports',
} as const;
