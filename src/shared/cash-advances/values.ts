/** Cash advance value lists (spec section 3 and 4). */

export const itemCategories = [
  { value: 'jewelry', label: 'Jewellery' },
  { value: 'gold', label: 'Gold' },
  { value: 'electronics', label: 'Electronics' },
  { value: 'watches', label: 'Watches' },
  { value: 'tools', label: 'Tools' },
  { value: 'musical-instruments', label: 'Musical Instruments' },
  { value: 'collectibles', label: 'Collectibles' },
  { value: 'other', label: 'Other' },
] as const;
export type ItemCategory = (typeof itemCategories)[number]['value'];
export const itemCategoryValues = itemCategories.map((c) => c.value) as [
  ItemCategory,
  ...ItemCategory[],
];

export const collateralTypes = [
  { value: 'gold', label: 'Gold & Precious Metals' },
  { value: 'general', label: 'General Goods' },
] as const;
export type CollateralType = (typeof collateralTypes)[number]['value'];

/** The item categories that may be pawned as gold and precious metals (staff confirm the metal). */
export const preciousMetalCategories: readonly string[] = ['gold', 'jewelry'];

/** The rate class follows the item: why this pairing is refused, or null when it is allowed. */
export function collateralProblem(itemCategory: string, collateralType: string): string | null {
  if (collateralType !== 'gold' || preciousMetalCategories.includes(itemCategory)) return null;
  return 'Gold & Precious Metals is only for Gold or Jewellery items; choose General Goods for this item';
}
export const collateralTypeValues = collateralTypes.map((c) => c.value) as [
  CollateralType,
  ...CollateralType[],
];

/** Every status the spec has seen; new requests start as pending (PRODUCT.md). */
export const cashAdvanceStatusValues = [
  'pending',
  'active',
  'processed',
  'completed',
  'paid',
  'approved',
  'rejected',
  'forfeited',
  // After the redemption period, over £75 (decision 023): notice given, listed, sold, surplus paid.
  'sale_notice',
  'for_sale',
  'sold',
  'settled',
  // Withdrawn within 14 days (s.66A): the credit and its daily interest repaid, the pledge back.
  'withdrawn',
] as const;
export type CashAdvanceStatus = (typeof cashAdvanceStatusValues)[number];

/**
 * The admin tabs (PRODUCT.md "The life of a loan"): every status is in exactly
 * one tab, so the counts add up. The partial indexes in schema.ts hold the same lists.
 */
export const activeTabStatuses = [
  'pending',
  'approved',
  'active',
  'sale_notice',
  'for_sale',
] as const satisfies readonly CashAdvanceStatus[];
/**
 * Where a loan's life ends: redeemed, forfeited, sold (a surplus still owed is
 * the shop's debt, kept on the record), or closed before or without an agreement.
 * A loan with an agreement in any other status (active, sale_notice, for_sale)
 * is still open business with its customer.
 */
export const closedCashAdvanceStatuses = [
  'processed',
  'completed',
  'paid',
  'rejected',
  'forfeited',
  'sold',
  'settled',
  'withdrawn',
] as const satisfies readonly CashAdvanceStatus[];

/** The Processed tab: the loans and requests whose life has ended. */
export const processedTabStatuses = closedCashAdvanceStatuses;

/**
 * Pending and active: the requests "Mark as Processed" moves (anything else is
 * refused with 409) and the spec's outstanding total on the customer dashboard.
 */
export const activeRequestStatuses = [
  'pending',
  'active',
] as const satisfies readonly CashAdvanceStatus[];
export const markableStatuses = activeRequestStatuses;
/** The Processed tab (kept under its first name). */
export const processedRequestStatuses = processedTabStatuses;

/** Requests the shop may still approve, reject or turn into a loan. */
export const openRequestStatuses = [
  'pending',
  'approved',
] as const satisfies readonly CashAdvanceStatus[];

/**
 * An agreement the customer may still redeem: active, or after the redemption
 * period while the shop has given notice of sale or listed it (s.116(3)).
 */
export const redeemableStatuses = [
  'active',
  'sale_notice',
  'for_sale',
] as const satisfies readonly CashAdvanceStatus[];

/** The 28-day term of every advance. */
export const LOAN_TERM_DAYS = 28;
