/**
 * The pawn book's value lists (docs/decisions/009-pawn-book.md): payments, pledged
 * items and agreement numbers. Apart from values.ts so that the public pages,
 * which need only the request's lists, do not download them.
 */

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
