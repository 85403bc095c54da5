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
  // Repays the credit and its daily interest after a notice of withdrawal (s.66A).
  { value: 'withdrawal', label: 'Withdrawal repayment' },
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

/**
 * What stands in for a lost pawn-receipt at redemption (s.118): the statutory
 * declaration, or for a pawn of £75 or less a signed statement if the shop allows it.
 */
export const receiptSubstitutes = [
  { value: 'statutory_declaration', label: 'Statutory declaration (s.118(1)(a))' },
  { value: 'signed_statement', label: 'Signed statement, £75 or less (s.118(1)(b))' },
] as const;
export type ReceiptSubstitute = (typeof receiptSubstitutes)[number]['value'];
export const receiptSubstituteValues = receiptSubstitutes.map((s) => s.value) as [
  ReceiptSubstitute,
  ...ReceiptSubstitute[],
];

/** The days within which a customer may withdraw from an agreement (s.66A(2)). */
export const WITHDRAWAL_DAYS = 14;
/** The days after the notice of withdrawal within which the credit is repaid (s.66A(9)). */
export const WITHDRAWAL_REPAY_DAYS = 30;

/**
 * Free, impartial debt advice, named on every overdue, redemption-ending and
 * notice message (CONC 7.3: customers in difficulty are pointed to it).
 */
export const DEBT_ADVICE = {
  name: 'MoneyHelper',
  phone: '0800 138 7777',
  url: 'https://www.moneyhelper.org.uk',
  sentence:
    'If you are finding it hard to pay, free and impartial debt advice is available from MoneyHelper: call 0800 138 7777 or visit www.moneyhelper.org.uk. Talk to us too: we can waive or freeze interest for a customer in difficulty.',
} as const;

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
