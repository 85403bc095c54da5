/**
 * Cash advance schemas: the request (./request-schemas.ts, with zod/mini for the
 * request page, decision 012), the staff lists' queries and the answers.
 */
import { z } from 'zod';
import { mustBeOneOf, oneOf, pageParam, searchText } from '../validation';
import { cashAdvanceStatusValues } from './values';

export * from './request-schemas';

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
  group: z.optional(oneOf('group', requestGroups)),
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
