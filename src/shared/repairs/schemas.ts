/**
 * Repair schemas: the booking (./booking-schemas.ts, with zod/mini for the booking
 * page, decision 012), the repairs desk's queries and changes, and the answers.
 */
import { z } from 'zod';
import { pageSizeParam } from '../cash-advances/schemas';
import { moneyAmount, oneOf, pageParam } from '../validation';
import { isValidYmd, MAX_AVAILABILITY_DAYS, daysBetween } from './dates';
import {
  deviceTypeValues,
  repairStatusLabel,
  repairStatusValues,
  repairTimeSlots,
  type RepairStatus,
} from './values';

/** decimal(8,2): at most £999,999.99. */
export const MAX_ESTIMATED_COST_PENNIES = 99_999_999;

export * from './booking-schemas';
export { repairStatusLabel, repairTitle } from './values';

// ---------------------------------------------------------------- answers

export const repairSchema = z.object({
  id: z.string(),
  /** The signed-in customer who booked it; null for a guest booking. */
  userId: z.string().nullable(),
  customerName: z.string().nullable(),
  customerPhone: z.string().nullable(),
  customerEmail: z.string().nullable(),
  deviceType: z.enum(deviceTypeValues),
  brandModel: z.string(),
  problemDescription: z.string(),
  /** 'YYYY-MM-DD' in Europe/London. */
  preferredDate: z.string(),
  preferredTime: z.enum(repairTimeSlots),
  status: z.enum(repairStatusValues),
  /** Decimal string like "89.00", set by the shop; null until then. */
  estimatedCost: z.string().nullable(),
  /** The code of the public tracking page /track/:code (see ./tracking.ts). */
  trackingCode: z.string(),
  createdAt: z.string(),
  /** 'YYYY-MM-DD': the last day of the 90-day warranty once collected, else null. */
  warrantyUntil: z.string().nullable(),
});
export type Repair = z.infer<typeof repairSchema>;

/**
 * A booking as the repairs desk sees it: customerName, customerPhone and
 * customerEmail are the contact to use (a signed-in customer who gave none
 * falls back to their account's username and email); accountUsername names
 * the account, if any.
 */
export const adminRepairSchema = repairSchema.extend({ accountUsername: z.string().nullable() });
export type AdminRepair = z.infer<typeof adminRepairSchema>;

// ---------------------------------------------------------------- availability

const ymdParam = (name: string) =>
  z
    .string({ message: `${name} is required` })
    .min(1, `${name} is required`)
    .refine(isValidYmd, `${name} must be a date like 2026-05-18`)
    .meta({ format: 'date' });

export const availabilityQuerySchema = z
  .object({ from: ymdParam('from'), to: ymdParam('to') })
  .refine((q) => q.from <= q.to, 'from must be on or before to')
  .refine(
    (q) =>
      !isValidYmd(q.from) || !isValidYmd(q.to) || daysBetween(q.from, q.to) < MAX_AVAILABILITY_DAYS,
    `The date range must be at most ${MAX_AVAILABILITY_DAYS} days`,
  );
export type AvailabilityQuery = z.infer<typeof availabilityQuerySchema>;

export const slotAvailabilitySchema = z.object({
  date: z.string(),
  slot: z.enum(repairTimeSlots),
  /** Bookings in the slot that are not cancelled. */
  booked: z.number(),
  capacity: z.number(),
  full: z.boolean(),
  /** The day is bookable and the slot is not full. */
  available: z.boolean(),
});
export type SlotAvailability = z.infer<typeof slotAvailabilitySchema>;

export const dayAvailabilitySchema = z.object({
  date: z.string(),
  /** Whether the date itself can be booked now (not past, not a Sunday, within the window). */
  bookable: z.boolean(),
  /** Why not, or null. */
  reason: z.enum(['past', 'too_far', 'closed', 'closed_day']).nullable(),
  slots: z.array(slotAvailabilitySchema),
});
export type DayAvailability = z.infer<typeof dayAvailabilitySchema>;

export const availabilitySchema = z.object({
  from: z.string(),
  to: z.string(),
  capacity: z.number(),
  days: z.array(dayAvailabilitySchema),
});
export type RepairAvailability = z.infer<typeof availabilitySchema>;

// ---------------------------------------------------------------- repairs desk

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);
const repairStatus = oneOf('status', repairStatusValues);

export const adminRepairQuerySchema = z.object({
  status: z.preprocess(emptyAsUndefined, z.optional(repairStatus)),
  date: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .refine(isValidYmd, 'date must be a date like 2026-05-18')
      .meta({ format: 'date' })
      .optional(),
  ),
  page: pageParam,
  pageSize: pageSizeParam(10),
});
export type AdminRepairQuery = z.input<typeof adminRepairQuerySchema>;

export const adminRepairPageSchema = z.object({
  items: z.array(adminRepairSchema),
  page: z.number(),
  pageSize: z.number(),
  /** Bookings matching the filters (status and date). */
  total: z.number(),
  /** Bookings in each status, and in all, on the asked date (or any date): the filter's badges. */
  counts: z.object({
    all: z.number(),
    scheduled: z.number(),
    in_progress: z.number(),
    ready: z.number(),
    collected: z.number(),
    cancelled: z.number(),
  }),
});
export type AdminRepairPage = z.infer<typeof adminRepairPageSchema>;
export type RepairStatusCounts = AdminRepairPage['counts'];

// ---------------------------------------------------------------- status moves

/** scheduled → in_progress → ready → collected; cancelled from any but collected; the last two are final. */
export const repairStatusTransitions: Record<RepairStatus, readonly RepairStatus[]> = {
  scheduled: ['in_progress', 'cancelled'],
  in_progress: ['ready', 'cancelled'],
  ready: ['collected', 'cancelled'],
  collected: [],
  cancelled: [],
};

/**
 * Why a repair cannot move from `from` to `to`, or null when it can. Staying
 * in the same status is no move and is allowed (the cost may change alone).
 */
export function repairStatusChangeProblem(from: RepairStatus, to: RepairStatus): string | null {
  if (from === to || repairStatusTransitions[from].includes(to)) return null;
  const next = repairStatusTransitions[from];
  if (next.length === 0) {
    return `This repair is ${repairStatusLabel(from).toLowerCase()}; its status can no longer change.`;
  }
  return `A repair that is ${repairStatusLabel(from)} can only move to ${next.map(repairStatusLabel).join(' or ')}.`;
}

/** How money taken at the desk is given back when a repair is cancelled. */
export const repairRefundMethods = [
  { value: 'cash', label: 'Cash' },
  { value: 'card', label: 'Card' },
  { value: 'bank', label: 'Bank transfer' },
] as const;
export const repairRefundMethodValues = ['cash', 'card', 'bank'] as const;
export type RepairRefundMethod = (typeof repairRefundMethodValues)[number];

export const REFUND_METHOD_ONLY_WHEN_CANCELLING =
  'A refund method is given only when cancelling the repair.';
/** The desk took the money by more than one method: which way it goes back is the owner's say. */
export const REFUND_METHOD_REQUIRED =
  'This repair was paid at the desk by more than one method: choose how its money is given back (refundMethod cash, card or bank).';
/** Money paid online goes back to the card it came from, as an order's does. */
export const PAID_ONLINE_REFUND_METHOD =
  'This repair was paid online: its money goes back to the card it was paid with, so no refund method is given.';

export const updateRepairSchema = z
  .object({
    status: z.optional(repairStatus),
    /** A decimal(8,2) amount in pounds; null clears it. */
    estimatedCost: moneyAmount('Estimated cost', MAX_ESTIMATED_COST_PENNIES).nullable().optional(),
    /**
     * When cancelling a repair that took money at the desk: how it is given back.
     * Left out, it goes back the way it was paid (required when that was more than one way).
     */
    refundMethod: z.optional(oneOf('Refund method', repairRefundMethodValues)),
  })
  .refine(
    (body) => body.status !== undefined || body.estimatedCost !== undefined,
    'Give a status or an estimated cost to change',
  )
  .refine(
    (body) => body.refundMethod === undefined || body.status === 'cancelled',
    REFUND_METHOD_ONLY_WHEN_CANCELLING,
  );
export type UpdateRepairInput = z.input<typeof updateRepairSchema>;
