/**
 * The pawn book's requests and answers (docs/decisions/009-pawn-book.md):
 * approve, reject, activate (the agreement made in the shop), payments and
 * forfeit, and the loan as staff and its owner see it. Amounts travel as
 * decimal strings in pounds ("12.50"), as on the request form.
 */
import { z } from 'zod';
import { moneyAmount, oneOf, optionalEmail, optionalText, requiredText } from '../validation';
import { MAX_DECIMAL_10_2_PENNIES, parsePennies, penniesToDecimal } from '../money-math';
import { todayInLondon } from '../repairs/dates';
import { MAX_LOAN_PENNIES } from './loan';
import { addMonths, startDateProblem } from './ledger';
import { cashAdvanceSchema } from './schemas';
import { collateralTypeValues, itemCategoryValues } from './values';
import {
  MIN_PAWN_AGE_YEARS,
  MIN_ONLINE_PART_PAYMENT_PENNIES,
  ledgerPaymentMethodValues,
  paymentKindValues,
  paymentMethodValues,
  pledgedItemStatusValues,
  receiptSubstituteValues,
} from './pawn-book-values';
import { addDays, daysBetween, parseYmd } from '../repairs/dates';

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

/**
 * The day someone born on `dateOfBirth` turns `years`: a 29 February birthday
 * falls on 1 March in other years (Family Law Reform Act 1969 s.9).
 */
export function birthdayAt(dateOfBirth: string, years: number): string {
  const anniversary = addMonths(dateOfBirth, years * 12);
  return dateOfBirth.endsWith('-02-29') && !anniversary.endsWith('-02-29')
    ? addDays(anniversary, 1)
    : anniversary;
}

/** Why a date of birth cannot be taken on an agreement starting `onDate`, or null. */
export function dateOfBirthProblem(dateOfBirth: string, onDate: string): string | null {
  // A start date that is not a date has its own message already.
  if (!parseYmd(onDate)) return null;
  if (!parseYmd(dateOfBirth)) return 'Date of birth must be a date written YYYY-MM-DD';
  if (daysBetween('1900-01-01', dateOfBirth) < 0) return 'Date of birth must be after 1900';
  if (daysBetween(birthdayAt(dateOfBirth, MIN_PAWN_AGE_YEARS), onDate) < 0) {
    return `The customer must be ${MIN_PAWN_AGE_YEARS} or over on the agreement's start date: nobody under ${MIN_PAWN_AGE_YEARS} may pawn an item`;
  }
  return null;
}

export const NOTICE_EMAIL_REQUIRED =
  'Notice email is required when the customer agrees to receive notices by email';

export const activateCashAdvanceSchema = z
  .object({
    /** The amount agreed in the shop after appraisal; it may differ from the request. */
    loanAmount: moneyAmount('Loan amount', MAX_LOAN_PENNIES),
    /**
     * YYYY-MM-DD, Europe/London: today by default, never in the future; up to five
     * years back for an agreement made on paper before the app (marked as entered later).
     */
    startDate: z
      .string({ message: 'Start date must be a date written YYYY-MM-DD' })
      .trim()
      .optional()
      .transform((value) => value || todayInLondon())
      .superRefine((value, context) => {
        const problem = startDateProblem(value);
        if (problem) context.addIssue({ code: 'custom', message: problem });
      }),
    idChecked: z.literal(true, {
      message: 'Check the customer’s photo ID, then tick “I have checked the customer’s photo ID”',
    }),
    items: z
      .array(pledgedItemInputSchema, { message: 'Items must be a list of the pledged items' })
      .min(1, 'At least one pledged item is required')
      .max(MAX_PLEDGED_ITEMS, `At most ${MAX_PLEDGED_ITEMS} items can be pledged on one loan`),
    /** YYYY-MM-DD, seen on the customer's ID: checked against the start date (18 or over). */
    dateOfBirth: z.string({ message: 'Date of birth is required (YYYY-MM-DD)' }).trim(),
    /** The customer's address, as on the agreement. */
    address: requiredText('Address', 500),
    /**
     * The rate class staff set after seeing the item (the request's by default): gold and
     * precious metals only for a Gold or Jewellery item whose metal staff confirmed.
     */
    collateralType: z.optional(oneOf('Collateral type', collateralTypeValues)),
    /**
     * The customer agrees that notices (of sale) may be sent to them by email, to
     * `noticeEmail` (Consumer Credit Act 1974 s.176A(1)(a)); without it a notice
     * counts only once the letter is posted. False unless told.
     */
    noticesByEmail: z._default(
      z.boolean({ message: 'noticesByEmail must be true or false' }),
      false,
    ),
    /** The address the customer agreed to receive notices at: required when noticesByEmail. */
    noticeEmail: optionalEmail('Notice email'),
  })
  .superRefine((input, context) => {
    const problem = dateOfBirthProblem(input.dateOfBirth, input.startDate);
    if (problem) context.addIssue({ code: 'custom', message: problem, path: ['dateOfBirth'] });
    if (input.noticesByEmail && !input.noticeEmail) {
      context.addIssue({
        code: 'custom',
        message: NOTICE_EMAIL_REQUIRED,
        path: ['noticeEmail'],
      });
    }
  });
export type ActivateCashAdvanceInput = z.input<typeof activateCashAdvanceSchema>;

export const EXTENSION_DUE_DATE_REQUIRED =
  'dueDate is required for an extension: the due date (YYYY-MM-DD) of the term it extends';

/** What the desk's dialog asks for; the request adds the term and ledger it was worked out on. */
export const paymentFieldsSchema = z.object({
  kind: z.enum(paymentKindValues, {
    message: 'kind must be part, extension, redemption or withdrawal',
  }),
  amount: moneyAmount('Amount'),
  method: z.enum(paymentMethodValues, { message: 'method must be cash, card or bank' }),
  note: optionalText('Note', 500),
  /**
   * A redemption (or a withdrawal's repayment) without the pawn-receipt: the
   * s.118 form the customer completed instead. Omitted when the receipt was shown.
   */
  receiptSubstitute: z
    .enum(receiptSubstituteValues, {
      message: 'receiptSubstitute must be statutory_declaration or signed_statement',
    })
    .optional(),
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

/** `{}` will do: the server checks the redemption period and the amount. A note goes in the activity log. */
export const forfeitCashAdvanceSchema = z.object({ note: optionalText('Note', 500) });

const ymd = (label: string) =>
  z
    .string({ message: `${label} must be a date written YYYY-MM-DD` })
    .trim()
    .refine((value) => parseYmd(value) !== null, `${label} must be a date written YYYY-MM-DD`)
    .meta({ format: 'date' });

/**
 * The notice of intention to sell: the price the shop means to ask (pounds).
 * `givenOn` (YYYY-MM-DD, in the past) enters a notice already given on paper
 * before the shop used the app; it is not sent again.
 */
export const noticeOfSaleSchema = z.object({
  askingPrice: moneyAmount('Asking price'),
  givenOn: ymd('givenOn').optional(),
});

/**
 * The printed notice was posted first class on this day (YYYY-MM-DD; not in the
 * future): it is treated as delivered on the second working day after it.
 */
export const noticePostedSchema = z.object({ postedAt: ymd('postedAt') });

/** `{}` will do: the server checks the notice's 14 days and lists every held item. A note goes in the activity log. */
export const listForSaleSchema = z.object({ note: optionalText('Note', 500) });

/** The most expense lines one sale takes. */
export const MAX_SALE_EXPENSES = 10;

/** An amount in pounds of £0 or more (an expense line), as the decimal string "12.50". */
const moneyOrZero = (label: string) =>
  z
    .union([z.string(), z.number()], { message: `${label} is required` })
    .transform((value, context) => {
      const pennies = parsePennies(value);
      if (pennies === null || pennies > MAX_DECIMAL_10_2_PENNIES) {
        context.addIssue({
          code: 'custom',
          message:
            pennies === null
              ? `${label} must be an amount in pounds (0 or more) with at most 2 decimal places`
              : `${label} must be at most £${penniesToDecimal(MAX_DECIMAL_10_2_PENNIES)}`,
        });
        return z.NEVER;
      }
      return penniesToDecimal(pennies);
    });

/** One cost of the sale, itemised (the pawn records, SI 1983/1565 Schedule). */
export const saleExpenseInputSchema = z.object({
  description: requiredText('Expense description', 200),
  amount: moneyOrZero('Expense amount'),
});

/**
 * A sale in the shop: what it fetched, what the sale cost line by line (their
 * total is the statement's expenses), and where it was sold (the shop's own
 * premises unless told).
 */
export const recordSaleSchema = z.object({
  proceeds: moneyAmount('Proceeds'),
  expenses: z._default(
    z
      .array(saleExpenseInputSchema, {
        message: 'Expenses must be a list of { description, amount } lines',
      })
      .max(MAX_SALE_EXPENSES, `At most ${MAX_SALE_EXPENSES} expense lines can be given`)
      .refine(
        (lines) =>
          lines.reduce((sum, line) => sum + (parsePennies(line.amount) ?? 0), 0) <=
          MAX_DECIMAL_10_2_PENNIES,
        `The expenses must add up to at most £${penniesToDecimal(MAX_DECIMAL_10_2_PENNIES)}`,
      ),
    [],
  ),
  /** Where it was sold, when not at the shop (an auctioneer's or other premises' postal address). */
  salePremises: optionalText('Sale premises', 500),
  /** How the buyer paid at the counter: the drawer, the card terminal or the bank (cash unless told). */
  method: z._default(
    z.enum(paymentMethodValues, { message: 'method must be cash, card or bank' }),
    'cash',
  ),
});
export type RecordSaleInput = z.input<typeof recordSaleSchema>;

/** The surplus paid to the customer, and how. */
export const surplusPaymentSchema = z.object({
  method: z.enum(paymentMethodValues, { message: 'method must be cash, card or bank' }),
});

/** The pre-contract information for the amount about to be agreed (pounds), before activation. */
export const preContractQuerySchema = z.object({
  amount: moneyAmount('amount', MAX_LOAN_PENNIES).optional(),
});

/** Staff may work a loan's figures out to another day (a quote for next Friday). */
export const loanOnQuerySchema = z.object({ on: ymd('on').optional() });

export const noticeOfSaleInfoSchema = z.object({
  givenAt: z.string(),
  askingPrice: z.string(),
  /** What the loan owed on the day of the notice. */
  owed: z.string(),
  postedAt: z.string().nullable(),
  /**
   * How the notice counts as given: `email` (the customer agreed to notices by
   * email; it counts from the day it was sent) or `post` (from the letter's
   * deemed delivery, the second working day after posting).
   */
  deliveredBy: z.enum(['email', 'post']),
  /** YYYY-MM-DD: the day the notice counts as given; null until the letter is posted. */
  deliveredOn: z.string().nullable(),
  /** YYYY-MM-DD: the first day the pawn may be sold (14 clear days on); null until posted. */
  saleAllowedFrom: z.string().nullable(),
});

export const saleExpenseSchema = z.object({ description: z.string(), amount: z.string() });
export type SaleExpense = z.infer<typeof saleExpenseSchema>;

export const saleStatementSchema = z.object({
  /** YYYY-MM-DD */
  saleDate: z.string(),
  /** Where it was sold: the shop's own premises, or the address staff gave. */
  premises: z.string(),
  proceeds: z.string(),
  /** The total of the expense lines. */
  expenses: z.string(),
  /** The costs of the sale, itemised (a sale recorded before they were itemised has one line). */
  expenseLines: z.array(saleExpenseSchema),
  /** What the loan owed on the sale's day. */
  owed: z.string(),
  surplus: z.string(),
  shortfall: z.string(),
  /** When the surplus was paid to the customer (null while it is owed, or if there is none). */
  surplusPaidAt: z.string().nullable(),
  surplusPaidMethod: z.enum(paymentMethodValues).nullable(),
});
export type SaleStatementInfo = z.infer<typeof saleStatementSchema>;

export const paymentSchema = z.object({
  id: z.string(),
  kind: z.enum(paymentKindValues),
  amount: z.string(),
  /** The part that paid interest, and the part that paid principal (they add up to amount). */
  interestPart: z.string(),
  principalPart: z.string(),
  /** A term charge an extension raised under the earlier flat terms; "0.00" since interest runs by the day. */
  chargeAdded: z.string(),
  /** A redemption without the pawn-receipt: which s.118 form stood in for it; null otherwise. */
  receiptSubstitute: z.enum(receiptSubstituteValues).nullable(),
  method: z.enum(ledgerPaymentMethodValues),
  note: z.string().nullable(),
  /** The username of the staff member who took it (staff answers only; null for the customer). */
  takenBy: z.string().nullable(),
  createdAt: z.string(),
});
export type Payment = z.infer<typeof paymentSchema>;

/**
 * Money given back to the card of an online payment: what it paid beyond what
 * the loan owed when it arrived, or all of it for a loan no longer running.
 */
export const loanRefundSchema = z.object({
  amount: z.string(),
  reason: z.string(),
  createdAt: z.string(),
  /** The provider's refund id (staff answers only; null for the customer). */
  providerRefundId: z.string().nullable(),
});
export type LoanRefund = z.infer<typeof loanRefundSchema>;

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
  /** Every day's interest charged so far, waived interest included. */
  interestCharged: z.string(),
  totalPaid: z.string(),
  /** Terms so far: 1 plus the extensions. */
  terms: z.number(),
  /** Active and past the end of its due day. */
  overdue: z.boolean(),
  /** YYYY-MM-DD: the day the redemption period ends (REDEMPTION_MONTHS after the start). */
  redemptionPeriodEnds: z.string().nullable(),
  /** The figures below are worked out to this day (YYYY-MM-DD): today, or staff's `?on=`. */
  figuresOn: z.string(),
  /** What the next day costs at the principal owed now (pounds; 0 once capped or frozen). */
  dailyInterest: z.string(),
  /**
   * Calendar days past the current due date (0 until it is passed). The shut
   * days after a due date the shop closed on are counted here but cost no
   * interest: `daysCharged` leaves them out (decision 036).
   */
  daysLate: z.number(),
  /** Days of interest charged from the agreement so far (free and frozen days not counted). */
  daysCharged: z.number(),
  /** Interest an owner waived (forbearance). */
  interestWaived: z.string(),
  /** The most interest the loan can ever be charged: the amount lent; null before an agreement. */
  interestCap: z.string().nullable(),
  /** The interest reached the cap and stopped growing. */
  capReached: z.boolean(),
  /** YYYY-MM-DD: interest frozen from this day (forbearance); null when not frozen. */
  interestFrozenFrom: z.string().nullable(),
  /** YYYY-MM-DD: the last day a notice of withdrawal may be given (s.66A); null once passed or given. */
  withdrawalOpenUntil: z.string().nullable(),
  /** The customer's notice of withdrawal and the last day to repay; null without one. */
  withdrawal: z.object({ noticeGivenOn: z.string(), repayBy: z.string() }).nullable(),
  /** Waivers and the freeze an owner gave, oldest first (the reason in staff answers only). */
  forbearance: z.array(
    z.object({
      id: z.string(),
      kind: z.enum(['waiver', 'freeze']),
      amount: z.string(),
      fromDate: z.string(),
      reason: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
  /** The customer needs extra care: staff's note (staff answers only). */
  careNote: z.string().nullable(),
  /** A loan of £75 or less may be forfeited from this day; null otherwise. */
  forfeitableFrom: z.string().nullable(),
  /** A loan over £75 may be given a notice of intention to sell from this day; null otherwise. */
  noticeOfSaleFrom: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  address: z.string().nullable(),
  /** Agreed at the agreement: notices (of sale) may be sent by email, to noticeEmail (s.176A). */
  noticesByEmail: z.boolean(),
  noticeEmail: z.string().nullable(),
  /** Made on paper before the app and entered with its real start date. */
  enteredLater: z.boolean(),
  noticeOfSale: noticeOfSaleInfoSchema.nullable(),
  listedAt: z.string().nullable(),
  saleStatement: saleStatementSchema.nullable(),
  /** A surplus the shop owes the customer and has not paid yet ("0.00" when none). */
  surplusOwed: z.string(),
  /** What to pay today to redeem (the balance); null unless active. */
  redeemAmount: z.string().nullable(),
  /**
   * YYYY-MM-DD: the days staff closed the shop from the agreement's start on.
   * When one is a due date, the days up to the next opening day cost no
   * interest (decision 036): the pages replay the ledger with them.
   */
  closedDays: z.array(z.string()),
  /**
   * What an extension takes today: the interest owed to today; null when none
   * can be taken (not active, nothing owed, or already extended this term: `extensionBlocked`).
   */
  extendAmount: z.string().nullable(),
  /** YYYY-MM-DD: the due date an extension today gives; null with no extension. */
  extendedDueDate: z.string().nullable(),
  /** Why an active loan cannot be extended today (once per term); null otherwise. */
  extensionBlocked: z.string().nullable(),
  payments: z.array(paymentSchema),
  /** Refunds to the card of online payments, oldest first (not part of the ledger's sums). */
  refunds: z.array(loanRefundSchema),
  items: z.array(pledgedItemSchema),
  /** Addresses of the photos sent with the request (GET /api/request-photos/<id>). */
  photos: z.array(z.string()),
});
export type Loan = z.infer<typeof loanSchema>;

/*
 * The answers that are a loan and a little more are the loan schema and the
 * addition (an intersection, not `.extend`): the API description then says
 * `allOf: [Loan, …]`, and a generated client has one Loan type (decision 032).
 */

/** A payment's answer: the loan after it, and the payment just recorded. */
export const paymentAnswerSchema = loanSchema.and(z.object({ payment: paymentSchema }));
export type PaymentAnswer = z.infer<typeof paymentAnswerSchema>;

/** Forfeit and listing for sale: the loan, and the products its pledged items became. */
export const forfeitAnswerSchema = loanSchema.and(z.object({ productIds: z.array(z.string()) }));
export type ForfeitAnswer = z.infer<typeof forfeitAnswerSchema>;

export const loanIdParamsSchema = z.object({ id: z.string().max(100) });

/**
 * A customer paying online (decision 024): the interest due (an extension), the
 * whole balance (a redemption), or a part payment of at least £10. The server
 * works the amount out on the day; only a part payment names one.
 */
export const payOnlineSchema = z
  .object({
    // Online the whole balance is a redemption; after a notice of withdrawal it is recorded as its repayment.
    kind: z.enum(['part', 'extension', 'redemption'], {
      message: 'kind must be part, extension or redemption',
    }),
    amount: moneyAmount('Amount').optional(),
  })
  .superRefine((input, context) => {
    if (input.kind !== 'part') return;
    const pennies = input.amount === undefined ? null : parsePennies(input.amount);
    if (pennies === null || pennies < MIN_ONLINE_PART_PAYMENT_PENNIES) {
      context.addIssue({
        code: 'custom',
        path: ['amount'],
        message: `A part payment online is at least ${penniesToDecimal(MIN_ONLINE_PART_PAYMENT_PENNIES)} pounds: give the amount`,
      });
    }
  });
export type PayOnlineInput = z.input<typeof payOnlineSchema>;

export const payOnlineAnswerSchema = z.object({
  /** The provider's hosted payment page. */
  paymentUrl: z.string(),
  /** Exactly what will be charged, in pounds. */
  amount: z.string(),
  kind: z.enum(paymentKindValues),
});
export type PayOnlineAnswer = z.infer<typeof payOnlineAnswerSchema>;

const dayField = (label: string) =>
  z
    .string({ message: `${label} is required` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label} must be a date like 2026-12-24`)
    .refine((value) => parseYmd(value) !== null, `${label} must be a real calendar date`);

/** Staff record a customer's notice of withdrawal (s.66A): the day it was given. */
export const withdrawalNoticeSchema = z.object({
  noticeGivenOn: dayField('noticeGivenOn'),
});
export type WithdrawalNoticeInput = z.input<typeof withdrawalNoticeSchema>;

const reason = requiredText('Reason', 1000);

/** An owner waives interest owed (CONC 6.7): an amount, with the reason. */
export const interestWaiverSchema = z.object({
  amount: moneyAmount('Amount', MAX_LOAN_PENNIES),
  reason,
});
export type InterestWaiverInput = z.input<typeof interestWaiverSchema>;

/** An owner stops interest from a day on (CONC 6.7), with the reason. */
export const interestFreezeSchema = z.object({
  fromDate: dayField('fromDate'),
  reason,
});
export type InterestFreezeInput = z.input<typeof interestFreezeSchema>;

/** A customer who needs extra care: the note staff see on every loan of theirs; empty clears it. */
export const careNoteSchema = z.object({
  note: z
    .string({ message: 'note is required (empty clears it)' })
    .trim()
    .max(1000, 'note must be at most 1000 characters'),
});
export type CareNoteInput = z.input<typeof careNoteSchema>;
