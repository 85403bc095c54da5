/**
 * A guest's private link to follow their cash advance request (issue 31),
 * `/cash-advance/follow/:code`, made like a repair's tracking link: 128 random
 * bits nobody can guess, no sign-in. The answer says where the request stands
 * and what happens next, never who made it: no name, phone, email or the
 * item's description as typed (anyone holding the link reads it).
 */
import { z } from 'zod';
import { cashAdvanceSchema } from './schemas';
import { cashAdvanceStatusValues } from './values';

export * from './follow-words';

/** GET /api/follow/:code */
export const cashAdvanceFollowSchema = z.object({
  /** "CA-000123": the reference to quote. */
  agreementNumber: z.string(),
  status: z.enum(cashAdvanceStatusValues),
  /** The category's label ("Electronics"). */
  itemCategory: z.string(),
  /** Decimal pounds asked for on the request ("250.00"). */
  requestedAmount: z.string(),
  /** The shop's offer once approved ("200.00"), else null. */
  offerAmount: z.string().nullable(),
  /** What the shop wrote with its offer, for the customer. */
  offerNote: z.string().nullable(),
  /** Why the shop turned the request down, for the customer. */
  rejectionReason: z.string().nullable(),
  /** Once there is an agreement: its current due date (ISO), else null. */
  dueDate: z.string().nullable(),
  requestedAt: z.string(),
});
export type CashAdvanceFollow = z.infer<typeof cashAdvanceFollowSchema>;

/**
 * POST /api/cash-advances answers the request and, for a guest, its follow
 * code (null when signed in: the request is on the dashboard). Only this
 * answer carries it: lists and staff screens never do.
 */
export const cashAdvanceCreatedSchema = cashAdvanceSchema.and(
  // An intersection, so the API description says CashAdvance plus this (decision 032).
  z.object({ followCode: z.string().nullable() }),
);
export type CashAdvanceCreated = z.infer<typeof cashAdvanceCreatedSchema>;
