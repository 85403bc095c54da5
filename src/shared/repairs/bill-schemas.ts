/**
 * The answers of the estimate and bill routes (issue 30): what the desk and
 * the tracking page show of a repair's estimate, bill, warranty and, for a
 * device left behind, the uncollected goods notice. Amounts are decimal
 * strings in pounds ("60.00"), as everywhere on the API.
 */
import { z } from 'zod';
import { estimateStates } from './estimates';
import { repairStatusValues } from './values';

export const billLineSchema = z.object({
  kind: z.enum(['part', 'labour', 'diagnostic']),
  description: z.string(),
  quantity: z.number().int(),
  unitPrice: z.string(),
  total: z.string(),
});
export type BillLineDto = z.infer<typeof billLineSchema>;

export const repairEstimateSchema = z.object({
  state: z.enum(estimateStates),
  /** 1 for the first estimate sent, 2 for its first revision… 0 while the first is a draft. */
  version: z.number().int(),
  lines: z.array(billLineSchema),
  total: z.string(),
  /** Billed instead of the lines if the customer declines. */
  diagnosticFee: z.string(),
  decidedAt: z.string().nullable(),
  /** 'link' or 'phone'. */
  channel: z.enum(['link', 'phone']).nullable(),
});

export const repairBillSchema = z.object({
  lines: z.array(billLineSchema),
  total: z.string(),
  /** Money taken for the bill. */
  paid: z.string(),
  /** Money given back when the repair was cancelled; left out when none was. */
  refunded: z.string().optional(),
  /** Left to pay: nothing once the repair is cancelled. */
  balance: z.string(),
});

/** The customer-facing part: the tracking page and the customer's own repairs. */
export const repairAccountSchema = z.object({
  status: z.enum(repairStatusValues),
  estimate: repairEstimateSchema.nullable(),
  /** Null until the estimate is answered (or a warranty claim accepted). */
  bill: repairBillSchema.nullable(),
  /** true: declined, handed back not repaired. */
  notRepaired: z.boolean(),
  collectedAt: z.string().nullable(),
  /** 'YYYY-MM-DD': the last day of the 90-day warranty, once collected. */
  warrantyUntil: z.string().nullable(),
  warrantyClaim: z
    .object({ decision: z.enum(['accepted', 'refused']).nullable(), reason: z.string().nullable() })
    .nullable(),
  uncollectedNotice: z.object({ givenAt: z.string(), saleAfter: z.string() }).nullable(),
});
export type RepairAccount = z.infer<typeof repairAccountSchema>;

/**
 * The desk's view adds who answered, the payments and the sale of a device left behind
 * (an intersection, so the API description says RepairAccount plus these: decision 032).
 */
export const adminRepairAccountSchema = repairAccountSchema.and(
  z.object({
    id: z.string(),
    trackingCode: z.string(),
    decidedBy: z.string().nullable(),
    readyAt: z.string().nullable(),
    warrantyClaimOf: z.string().nullable(),
    payments: z.array(
      z.object({ id: z.string(), amount: z.string(), method: z.string(), createdAt: z.string() }),
    ),
    /** Money given back (a cancellation after payment), by method; left out when none was. */
    refunds: z
      .array(
        z.object({
          id: z.string(),
          amount: z.string(),
          method: z.string(),
          reason: z.string(),
          createdAt: z.string(),
        }),
      )
      .optional(),
    productId: z.string().nullable(),
    sale: z
      .object({ proceeds: z.string(), costs: z.string(), dueToCustomer: z.string() })
      .nullable(),
  }),
);
export type AdminRepairAccount = z.infer<typeof adminRepairAccountSchema>;
