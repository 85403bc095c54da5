/**
 * The routes only an owner may use (issue 29, decision 025): forfeit, notice
 * of sale, sale and surplus, refunds, deleting products, every export, the
 * outbox, the reports and managing staff. Staff run every other /api/admin
 * route. This list is the one place the rule lives: one hook applies it, the
 * start-up check below refuses an entry that names no route, and the role
 * table test (tests/roles.test.ts) is generated from it.
 *
 * Cancelling a paid order is a refund, and is checked in its handler
 * (requireOwner): cancelling an unpaid one is a desk action.
 */
export type OwnerOnlyRoute = { method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'; url: string };

export const ownerOnlyRoutes: readonly OwnerOnlyRoute[] = [
  // The pawn book past the redemption period.
  { method: 'POST', url: '/api/admin/cash-advances/:id/forfeit' },
  // Forbearance: giving up interest is the owner's decision (decision 039).
  { method: 'POST', url: '/api/admin/cash-advances/:id/waivers' },
  { method: 'POST', url: '/api/admin/cash-advances/:id/interest-freeze' },
  { method: 'POST', url: '/api/admin/cash-advances/:id/notice-of-sale' },
  { method: 'PATCH', url: '/api/admin/cash-advances/:id/notice-of-sale' },
  { method: 'GET', url: '/api/admin/cash-advances/:id/notice-of-sale.pdf' },
  { method: 'POST', url: '/api/admin/cash-advances/:id/list-for-sale' },
  { method: 'POST', url: '/api/admin/cash-advances/:id/sale' },
  { method: 'GET', url: '/api/admin/cash-advances/:id/sale-statement.pdf' },
  { method: 'POST', url: '/api/admin/cash-advances/:id/surplus-payment' },
  // Devices left uncollected: the notice under the Torts (Interference with Goods) Act 1977
  // and the sale after it, like a pawn's notice and sale (decision 027).
  { method: 'POST', url: '/api/admin/repairs/:id/uncollected-notice' },
  { method: 'GET', url: '/api/admin/repairs/:id/uncollected-notice.pdf' },
  { method: 'POST', url: '/api/admin/repairs/:id/uncollected-product' },
  { method: 'POST', url: '/api/admin/repairs/:id/uncollected-sale' },
  // Stock.
  { method: 'DELETE', url: '/api/admin/products/:id' },
  // Exports.
  { method: 'GET', url: '/api/admin/cash-advances.csv' },
  { method: 'GET', url: '/api/admin/payments.csv' },
  { method: 'GET', url: '/api/admin/audit.csv' },
  // The owner's reports, and their CSV.
  { method: 'GET', url: '/api/admin/reports' },
  { method: 'GET', url: '/api/admin/reports.csv' },
  // The books: trial balance, journal entries and the journal's export to Xero.
  { method: 'GET', url: '/api/admin/ledger/trial-balance' },
  { method: 'GET', url: '/api/admin/ledger/entries' },
  { method: 'GET', url: '/api/admin/ledger/journal.csv' },
  // The outbox: every customer's messages.
  { method: 'GET', url: '/api/admin/outbox' },
  // The audit trail.
  { method: 'GET', url: '/api/admin/audit' },
  // Managing staff.
  { method: 'GET', url: '/api/admin/staff' },
  { method: 'POST', url: '/api/admin/staff' },
  { method: 'PATCH', url: '/api/admin/staff/:id' },
];

export const ownerOnlyKey = (method: string, url: string) => `${method.toUpperCase()} ${url}`;
