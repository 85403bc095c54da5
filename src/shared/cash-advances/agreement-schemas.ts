/**
 * The pawn book's requests and answers (docs/decisions/009-pawn-book.md):
 * approve, reject, activate (the agreement made in the shop), payments and
 * forfeit, and the loan as staff and its owner see it. Amounts travel as
 * decimal strings in pounds ("12.50"), as on the request form.
 */
import { z } from 'zod';
import { moneyAmount, optionalText, requiredText } from '../validation';
import { todayInLondon } from '../repairs/dates';
import { MAX_LOAN_PENNIES } from './loan';
import { startDateProblem } from './ledger';
import { cashAdvanceSchema } from './schemas';
import { itemCategoryValues } from './values';
import {
  paymentKindValues,
  paymentMethodValues,
  pledgedItemStatusValues,
} from './pawn-book-values';

export const approveCashAdvanceSchema = z.object({
  /** The indicative offer the customer is invited in with. */
  offerAmount: moneyAmount('Offer amount', MAX_LOAN_PENNIES),
  note: optionalText('Note', 1000),
});
export type ApproveCashAdvanceInput = z.input<typeof approveCashAdvanceSchema>;

export const rejectCashAdvanceSchema = z.object({
  /** Shown to the customer. */
  reason: requiredText('Reason', 1000),
});
export type RejectCashAdvanceInput = z.input<typeof rejectCashAdvanceSchema>;

export const pledgedItemInputSchema = z.object({
  description: requiredText('Item description', 500),
  category: z.enum(itemCategoryValues, {
    message: 'Item category must be one of the listed categories',
  }),
  serialNumber: optionalText('Serial number or hallmark', 100),
  storageLocation: optionalText('Storage location', 100),
});

export const MAX_PLEDGED_ITEMS = 20;

export const activateCashAdvanceSchema = z.object({
  /** The amount agreed in the shop after appraisal; it may differ from the request. */
  loanAmount: moneyAmount('Loan amount', MAX_LOAN_PENNIES),
  /** YYYY-MM-DD, Europe/London: today by default, up to 6 months back, never in the future. */
  startDate: z
    .string({ message: 'Start date must be a date written YYYY-MM-DD' })
    .trim()
    .optional()
    .transform((value) => value || todayInLondon())
    .superRefine((value, context) => {
      const problem = startDateProblem(value);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    }),
  idChecked: z.literal(true, { message: 'idChecked must be true: check the customer’s ID first' }),
  items: z
    .array(pledgedItemInputSchema, { message: 'Items must be a list of the pledged items' })
    .min(1, 'At least one pledged item is required')
    .max(MAX_PLEDGED_ITEMS, `At most ${MAX_PLEDGED_ITEMS} items can be pledged on one loan`),
});
export type ActivateCashAdvanceInput = z.input<typeof activateCashAdvanceSchema>;

export const EXTENSION_DUE_DATE_REQUIRED =
  'dueDate is required for an extension: the due date (YYYY-MM-DD) of the term it extends';

/** What the desk's dialog asks for; the request adds the term and ledger it was worked out on. */
export const paymentFieldsSchema = z.object({
  kind: z.enum(paymentKindValues, { message: 'kind must be part, extension or redemption' }),
  amount: moneyAmount('Amount'),
  method: z.enum(paymentMethodValues, { message: 'method must be cash, card or bank' }),
  note: optionalText('Note', 500),
});

export const recordPaymentSchema = z
  .object({
    ...paymentFieldsSchema.shape,
    /**
     * An extension names the term it extends by that term's due date: one
     * extension per term, so a second one for the same term (sent at the same
     * moment, or later from a screen that was not refreshed) is refused.
     */
    dueDate: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'dueDate must be a date like 2026-12-24')
      .optional(),
    /**
     * How many payments the ledger had when this one was worked out (the
     * screen sends it): if another was taken meanwhile, the figures shown are
     * stale and the payment is refused with 409 instead of applied to a
     * position nobody saw.
     */
    basedOnPayments: z
      .number({ message: 'basedOnPayments must be a whole number' })
      .int('basedOnPayments must be a whole number')
      .min(0, 'basedOnPayments must be 0 or more')
      .max(100_000, 'basedOnPayments must be at most 100000')
      .optional(),
  })
  .refine((payment) => payment.kind !== 'extension' || payment.dueDate !== undefined, {
    message: EXTENSION_DUE_DATE_REQUIRED,
    path: ['dueDate'],
  });
export type RecordPaymentInput = z.input<typeof recordPaymentSchema>;

/** A payment is money: a repeat must never take it twice, so the key is required. */
export const paymentHeadersSchema = z.object({
  'idempotency-key': z
    .string({ message: 'Idempotency-Key header is required for payments' })
    .trim()
    .min(8, 'Idempotency-Key must be 8 to 100 characters')
    .max(100, 'Idempotency-Key must be 8 to 100 characters'),
});

/** `{}` will do: the server checks the due date and the grace period. A note goes in the activity log. */
export const forfeitCashAdvanceSchema = z.object({ note: optionalText('Note', 500) });

export const paymentSchema = z.object({
  id: z.string(),
  kind: z.enum(paymentKindValues),
  amount: z.string(),
  /** The part that paid interest, and the part that paid principal (they add up to amount). */
  interestPart: z.string(),
  principalPart: z.string(),
  /** An extension's new term charge; "0.00" otherwise. */
  chargeAdded: z.string(),
  method: z.enum(paymentMethodValues),
  note: z.string().nullable(),
  /** The admin who took it (staff answers only; null for the customer). */
  takenBy: z.string().nullable(),
  createdAt: z.string(),
});
export type Payment = z.infer<typeof paymentSchema>;

export const pledgedItemSchema = z.object({
  id: z.string(),
  description: z.string(),
  category: z.string(),
  serialNumber: z.string().nullable(),
  /** Where it is kept in the shop (staff answers only; null for the customer). */
  storageLocation: z.string().nullable(),
  status: z.enum(pledgedItemStatusValues),
  /** The off-listed product it became on forfeit. */
  productId: z.string().nullable(),
});
export type PledgedItem = z.infer<typeof pledgedItemSchema>;

export const loanSchema = cashAdvanceSchema.extend({
  agreementNumber: z.string(),
  /** The amount asked for on the request (loanAmount is the agreed one once active). */
  requestedAmount: z.string(),
  offerAmount: z.string().nullable(),
  offerNote: z.string().nullable(),
  rejectionReason: z.string().nullable(),
  /** YYYY-MM-DD: the agreement's first day; null before activation. */
  startDate: z.string().nullable(),
  idChecked: z.boolean(),
  activatedAt: z.string().nullable(),
  closedAt: z.string().nullable(),
  /** What is owed now, from the agreement and the ledger ("0.00" unless active). */
  balance: z.string(),
  principalOwed: z.string(),
  interestOwed: z.string(),
  /** Every charge raised: the first term's and one per extension. */
  interestCharged: z.string(),
  totalPaid: z.string(),
  /** Terms so far: 1 plus the extensions. */
  terms: z.number(),
  /** Active and past the end of its due day. */
  overdue: z.boolean(),
  /** First day it may be forfeited (due date plus LOAN_GRACE_DAYS), active loans only. */
  forfeitableFrom: z.string().nullable(),
  /** What to pay today to redeem (the balance) and to extend (the interest owed); null unless active. */
  redeemAmount: z.string().nullable(),
  extendAmount: z.string().nullable(),
  payments: z.array(paymentSchema),
  items: z.array(pledgedItemSchema),
  /** Addresses of the photos sent with the request (GET /api/request-photos/<id>). */
  photos: z.array(z.string()),
});
export type Loan = z.infer<typeof loanSchema>;

export const paymentAnswerSchema = loanSchema.extend({ payment: paymentSchema });
export type PaymentAnswer = z.infer<typeof paymentAnswerSchema>;

export const forfeitAnswerSchema = loanSchema.extend({ productIds: z.array(z.string()) });
export type ForfeitAnswer = z.infer<typeof forfeitAnswerSchema>;

export const loanIdParamsSchema = z.object({ id: z.string().max(100) });
