/** Cash advance value lists (spec section 3 and 4). */

export const itemCategories = [
  { value: 'jewelry', label: 'Jewelry' },
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
] as const;
export type CashAdvanceStatus = (typeof cashAdvanceStatusValues)[number];

/** Admin list grouping (spec section 4). Approved and rejected fall into neither. */
export const activeRequestStatuses = [
  'pending',
  'active',
] as const satisfies readonly CashAdvanceStatus[];
export const processedRequestStatuses = [
  'processed',
  'completed',
  'paid',
] as const satisfies readonly CashAdvanceStatus[];

/** The 28-day term of every advance. */
export const LOAN_TERM_DAYS = 28;
