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
  'forfeited',
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
] as const satisfies readonly CashAdvanceStatus[];
export const processedTabStatuses = [
  'processed',
  'completed',
  'paid',
  'rejected',
  'forfeited',
] as const satisfies readonly CashAdvanceStatus[];

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

/** The 28-day term of every advance. */
export const LOAN_TERM_DAYS = 28;

/** Days after the due date before an unredeemed loan may be forfeited (LOAN_GRACE_DAYS). */
export const DEFAULT_LOAN_GRACE_DAYS = 14;

/** How far back an agreement already made on paper may start. */
export const MAX_BACKDATE_MONTHS = 6;

export const paymentKinds = [
  { value: 'part', label: 'Part payment' },
  { value: 'extension', label: 'Extension' },
  { value: 'redemption', label: 'Redemption' },
] as const;
export type PaymentKind = (typeof paymentKinds)[number]['value'];
export const paymentKindValues = paymentKinds.map((k) => k.value) as [
  PaymentKind,
  ...PaymentKind[],
];

export const paymentMethods = [
  { value: 'cash', label: 'Cash' },
  { value: 'card', label: 'Card' },
  { value: 'bank', label: 'Bank transfer' },
] as const;
export type PaymentMethod = (typeof paymentMethods)[number]['value'];
export const paymentMethodValues = paymentMethods.map((m) => m.value) as [
  PaymentMethod,
  ...PaymentMethod[],
];

/** A pledged item: held in the shop, handed back on redemption, or moved into stock on forfeit. */
export const pledgedItemStatusValues = ['held', 'returned', 'forfeited'] as const;
export type PledgedItemStatus = (typeof pledgedItemStatusValues)[number];

/** "CA-000123": the agreement number printed on receipts and searched by staff. */
export function formatAgreementNumber(n: number): string {
  return `CA-${String(n).padStart(6, '0')}`;
}

/** "CA-000123", "ca123", "000123" or "123" → 123; null when the text is not one. */
export function parseAgreementNumber(text: string): number | null {
  const match = /^(?:CA-?)?0*(\d{1,9})$/i.exec(text.trim());
  return match ? Number(match[1]) : null;
}
