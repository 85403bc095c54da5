/**
 * Cash advance schemas: the request form, the API payload and the answers.
 * The server recomputes every figure (PRODUCT.md), so the payload's
 * interestRate, totalRepayment, dueDate and userId are accepted and ignored.
 */
import { z } from 'zod';
import { challengeFields } from '../challenges';
import { phoneNumber } from '../phone';
import {
  mustBeOneOf,
  oneOf,
  optionalEmail,
  pageParam,
  requiredText,
  searchText,
} from '../validation';
import { DEFAULT_LOAN_LIMITS, loanAmountField, type LoanLimits } from './limits';
import { requestPhotosField } from './request-photos';
import {
  cashAdvanceStatusValues,
  collateralProblem,
  collateralTypeValues,
  itemCategoryValues,
} from './values';

/** What the customer tells about themselves and the item, with this instance's loan limits. */
export const buildCashAdvanceDetailsSchema = (limits: LoanLimits = DEFAULT_LOAN_LIMITS) =>
  z
    .object({
      customerName: requiredText('Name', 120),
      customerPhone: phoneNumber('Phone number'),
      customerEmail: optionalEmail('Email'),
      itemDescription: requiredText('Item description', 2000),
      itemCategory: oneOf('Item category', itemCategoryValues),
      collateralType: oneOf('Collateral type', collateralTypeValues).default('general'),
      loanAmount: loanAmountField(limits),
      /** Up to 5 upload addresses from POST /api/request-photos/uploads (request-photos.ts). */
      photos: requestPhotosField,
    })
    .superRefine((value, context) => {
      const problem = collateralProblem(value.itemCategory, value.collateralType);
      if (problem) context.addIssue({ code: 'custom', path: ['collateralType'], message: problem });
    });

/** POST /api/cash-advances body: the details and the answered security question. */
export const buildCreateCashAdvanceSchema = (limits: LoanLimits = DEFAULT_LOAN_LIMITS) =>
  buildCashAdvanceDetailsSchema(limits).safeExtend(challengeFields);

/** The body with the default limits (£20 to £5,000). */
export const createCashAdvanceSchema = buildCreateCashAdvanceSchema();
export type CreateCashAdvanceInput = z.input<typeof createCashAdvanceSchema>;

export const cashAdvanceSchema = z.object({
  id: z.string(),
  userId: z.string(),
  customerName: z.string().nullable(),
  customerPhone: z.string().nullable(),
  customerEmail: z.string().nullable(),
  itemDescription: z.string(),
  itemCategory: z.string(),
  collateralType: z.string(),
  loanAmount: z.string(),
  interestRate: z.string(),
  totalRepayment: z.string(),
  dueDate: z.string(),
  status: z.enum(cashAdvanceStatusValues),
  createdAt: z.string(),
  /** "CA-000123" (docs/decisions/009-pawn-book.md); always sent by the server. */
  /** "CA-000123": the one reference a customer is given and staff search by. */
  agreementNumber: z.string(),
});
export type CashAdvance = z.infer<typeof cashAdvanceSchema>;

export const requestGroups = ['active', 'processed'] as const;
export type RequestGroup = (typeof requestGroups)[number];
export const pageSizeOptions = [5, 10, 15, 20] as const;
type PageSize = (typeof pageSizeOptions)[number];

/** The page size of the admin lists, one of pageSizeOptions (a query string holds text). */
export const pageSizeParam = (defaultSize: PageSize) => {
  const message = mustBeOneOf('pageSize', pageSizeOptions);
  return z.coerce
    .number({ message })
    .refine((size) => (pageSizeOptions as readonly number[]).includes(size), message)
    .default(defaultSize)
    .meta({ enum: [...pageSizeOptions] });
};

export const adminCashAdvanceQuerySchema = z.object({
  group: oneOf('group', requestGroups).optional(),
  page: pageParam,
  pageSize: pageSizeParam(5),
  /** Customer name, phone number or agreement number ("CA-000123"). */
  search: searchText('search', 100),
  /** "true" or "1": only active loans past their due date. */
  overdue: z
    .enum(['true', 'false', '1', '0'], { message: 'overdue must be true or false' })
    .optional()
    .transform((value) => value === 'true' || value === '1'),
});

export const adminCashAdvancePageSchema = z.object({
  items: z.array(cashAdvanceSchema),
  page: z.number(),
  pageSize: z.number(),
  /** Entries in the asked group. */
  total: z.number(),
  /** Entries in each tab, for the count badges. */
  counts: z.object({ active: z.number(), processed: z.number() }),
});
export type AdminCashAdvancePage = z.infer<typeof adminCashAdvancePageSchema>;

export const updateCashAdvanceStatusSchema = z.object({
  status: z.literal('processed', { message: 'status must be "processed"' }),
});

/** Sent by the page once per form fill; a repeat answers the first record. */
export const idempotencyHeadersSchema = z.object({
  'idempotency-key': z
    .string()
    .trim()
    .min(8, 'Idempotency-Key must be 8 to 100 characters')
    .max(100, 'Idempotency-Key must be 8 to 100 characters')
    .optional(),
});
