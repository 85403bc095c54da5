/**
 * The pawn book's value lists (docs/decisions/009-pawn-book.md): payments, pledged
 * items and agreement numbers. Apart from values.ts so that the public pages,
 * which need only the request's lists, do not download them.
 */

import { ONLINE_CARD_LABEL } from '../orders/values';

/**
 * The redemption period (Consumer Credit Act 1974 s.116(1)): a pawn is redeemable
 * at any time within six months after it was taken; REDEMPTION_MONTHS may only lengthen it.
 */
export const MIN_REDEMPTION_MONTHS = 6;

/**
 * How far back an agreement already made on paper may start: five years, so the
 * shop can bring its whole pawn book in (the records it must keep).
 */
export const MAX_BACKDATE_MONTHS = 60;

/** Pledges of this much or less become the shop's after the redemption period (s.120(1)(a)). */
export const FORFEIT_LIMIT_PENNIES = 7500;

/** Days' written notice of the intention to sell before a pawn may be sold (Realisation of Pawn Regs 1983). */
export const NOTICE_OF_SALE_DAYS = 14;

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

/** Paid online by card (Stripe Checkout, decision 024): written by the webhook, never by hand. */
export const ONLINE_LOAN_PAYMENT_METHOD = 'card_online';
/** Every method a ledger row may hold: the desk's, and online. */
export const ledgerPaymentMethodValues = [
  ...paymentMethodValues,
  ONLINE_LOAN_PAYMENT_METHOD,
] as const;
export type LedgerPaymentMethod = (typeof ledgerPaymentMethodValues)[number];
/**
 * Labels of every ledger method, for display only: the desk's inputs keep
 * `paymentMethods`, since an online payment is never recorded by hand.
 */
export const ledgerPaymentMethods = [
  ...paymentMethods,
  { value: ONLINE_LOAN_PAYMENT_METHOD, label: ONLINE_CARD_LABEL },
] as const;

/** The smallest part payment taken online (£10): smaller ones are taken in the shop. */
export const MIN_ONLINE_PART_PAYMENT_PENNIES = 1000;

/**
 * A pledged item: held in the shop, handed back on redemption, moved into stock
 * on forfeit, or listed for sale after a notice of sale and then sold.
 */
export const pledgedItemStatusValues = [
  'held',
  'returned',
  'forfeited',
  'for_sale',
  'sold',
] as const;
export type PledgedItemStatus = (typeof pledgedItemStatusValues)[number];

/** Nobody under this age may pawn (Consumer Credit Act 1974 s.114(2)). */
export const MIN_PAWN_AGE_YEARS = 18;

/** "CA-000123": the agreement number printed on receipts and searched by staff. */
export function formatAgreementNumber(n: number): string {
  return `CA-${String(n).padStart(6, '0')}`;
}

/** "CA-000123", "ca123", "CA 000123", "000123" or "123" → 123; null when the text is not one. */
export function parseAgreementNumber(text: string): number | null {
  const match = /^(?:CA[\s\-‐–—]*)?0*(\d{1,9})$/i.exec(text.trim());
  return match ? Number(match[1]) : null;
}
