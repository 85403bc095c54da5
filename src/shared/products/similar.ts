/**
 * A product gone to a buyer (held by an order, or sold) keeps its page, which says so and
 * offers similar items instead (issue 31). The server draws those items from the same
 * query the browser sends, so both read one entry of the public product cache.
 */
import type { ProductRecordStatus } from './values';

/** Statuses of a product that a buyer has taken: its page stays, without "Add to Cart". */
export const goneToBuyerStatuses: readonly ProductRecordStatus[] = ['reserved', 'sold'];

/**
 * Statuses whose page anyone may open: on sale, or gone to a buyer. Off-listed, draft
 * and deleted products stay hidden.
 */
export const publicPageStatuses: readonly ProductRecordStatus[] = [
  'active',
  ...goneToBuyerStatuses,
];

export const isGoneToBuyer = (status: string): boolean =>
  (goneToBuyerStatuses as readonly string[]).includes(status);

/** How many similar items the page of a sold product offers. */
export const SIMILAR_PRODUCTS_SHOWN = 4;

/**
 * The query string of GET /api/products for items like a sold one: on sale, the same
 * category, newest first. The sold item itself is not on sale, so it is never among them.
 */
export function similarProductsQuery(category: string): string {
  return new URLSearchParams({
    category,
    sort: 'newest',
    page: '1',
    pageSize: String(SIMILAR_PRODUCTS_SHOWN),
  }).toString();
}
