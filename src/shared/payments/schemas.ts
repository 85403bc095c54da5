/**
 * The reconciliation of payments (issue 28, decision 024): every online payment
 * and refund with the provider's ids, and each day's money in by method, for
 * the cash-up and the accountant.
 */
import { z } from 'zod';
import { isValidYmd } from '../repairs/dates';

const ymd = (label: string) =>
  z
    .string({ message: `${label} must be a date written YYYY-MM-DD` })
    .refine(isValidYmd, `${label} must be a date written YYYY-MM-DD`)
    .meta({ format: 'date' });

/** Days, Europe/London, both included: the last 30 by default. */
export const paymentsQuerySchema = z
  .object({ from: ymd('from').optional(), to: ymd('to').optional() })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: 'from must be on or before to',
    path: ['from'],
  });

/** How money came in: in the shop (cash, card, bank transfer) or online by card. */
export const reconciliationMethods = [
  { value: 'cash', label: 'Cash' },
  { value: 'card', label: 'Card in the shop' },
  { value: 'bank', label: 'Bank transfer' },
  { value: 'card_online', label: 'Card online' },
] as const;
export type ReconciliationMethod = (typeof reconciliationMethods)[number]['value'];

/** What an online payment pays for: an order, a loan, or a repair bill (issue 30). */
export const onlinePaymentPurposes = ['order', 'loan', 'repair'] as const;
export type OnlinePaymentPurpose = (typeof onlinePaymentPurposes)[number];

export const onlinePaymentRowSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  /** Stripe's Checkout Session and PaymentIntent ids. */
  sessionId: z.string(),
  paymentIntentId: z.string().nullable(),
  purpose: z.enum(onlinePaymentPurposes),
  /** "Order 1A2B3C", "CA-000123 redemption" or "Repair R-1A2B3C4D". */
  paidFor: z.string(),
  amount: z.string(),
  refunded: z.string(),
  status: z.enum(['open', 'paid', 'expired']),
  /** What staff must look at (a refund the provider refused…), or null. */
  attention: z.string().nullable(),
});
export type OnlinePaymentRow = z.infer<typeof onlinePaymentRowSchema>;

export const dailyTotalSchema = z.object({
  /** YYYY-MM-DD, Europe/London. */
  day: z.string(),
  /** Money in less money given back, by method, in pounds. */
  cash: z.string(),
  card: z.string(),
  bank: z.string(),
  card_online: z.string(),
  total: z.string(),
});
export type DailyTotal = z.infer<typeof dailyTotalSchema>;

export const paymentsReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  online: z.array(onlinePaymentRowSchema),
  daily: z.array(dailyTotalSchema),
});
export type PaymentsReport = z.infer<typeof paymentsReportSchema>;
