/**
 * Repair booking schemas: the booking form, the API payloads and the answers.
 * The page and the server parse the same schema, so a rule and its message
 * live here once. The user id is never part of a payload (PRODUCT.md).
 */
import { z } from 'zod';
import { challengeFields } from '../challenges';
import { pageSizeParam } from '../cash-advances/schemas';
import { phoneNumber } from '../phone';
import { isBlank, moneyAmount, oneOf, optionalEmail, pageParam, requiredText } from '../validation';
import {
  bookingDateMessages,
  bookingDateProblem,
  isValidYmd,
  MAX_AVAILABILITY_DAYS,
  daysBetween,
} from './dates';
import { slotMessages, slotProblem } from './slots';
import {
  deviceTypes,
  deviceTypeValues,
  repairStatuses,
  repairStatusValues,
  repairTimeSlots,
  type RepairStatus,
} from './values';

/** decimal(8,2): at most £999,999.99. */
export const MAX_ESTIMATED_COST_PENNIES = 99_999_999;

const deviceType = oneOf('Device type', deviceTypeValues, { blankIsRequired: true });
const preferredTime = oneOf('Preferred time', repairTimeSlots, { blankIsRequired: true });

/** Blank or null becomes undefined; anything else must pass `inner`. */
const optionalContact = <T extends z.ZodType<string | undefined, string | undefined>>(
  label: string,
  inner: T,
) =>
  z
    .union([z.string(), z.null()], { message: `${label} must be text` })
    .optional()
    .transform((value) => value?.trim() || undefined)
    .pipe(inner);

/**
 * The booking's details, with "today" read from `now` at each parse (the
 * server's clock, or the browser's for the form). Tests pass a fixed clock.
 */
export function buildRepairDetailsSchema(now: () => Date = () => new Date()) {
  return z
    .object({
      deviceType,
      brandModel: requiredText('Brand and model', 120),
      problemDescription: requiredText('Problem description', 2000),
      preferredDate: z
        .string({
          error: (issue) =>
            isBlank(issue.input) ? 'Preferred date is required' : bookingDateMessages.invalid,
        })
        .trim()
        .min(1, 'Preferred date is required')
        .superRefine((value, context) => {
          if (!value) return;
          const problem = bookingDateProblem(value, now());
          if (problem) context.addIssue({ code: 'custom', message: bookingDateMessages[problem] });
        }),
      preferredTime,
      // Optional here; required of guests (see guestContactProblem and guestRepairSchema).
      customerName: optionalContact('Name', requiredText('Name', 120).optional()),
      customerPhone: optionalContact('Phone number', phoneNumber('Phone number').optional()),
      customerEmail: optionalEmail('Email'),
    })
    .superRefine((value, context) => {
      // The time of day matters only for a date that can be booked at all.
      const at = now();
      if (bookingDateProblem(value.preferredDate, at)) return;
      const problem = slotProblem(value.preferredDate, value.preferredTime, at);
      if (problem)
        context.addIssue({
          code: 'custom',
          path: ['preferredTime'],
          message: slotMessages[problem],
        });
    });
}

/** The booking form of a signed-in customer (the security question is the form's own field). */
export const repairDetailsSchema = buildRepairDetailsSchema();
export type RepairDetails = z.output<typeof repairDetailsSchema>;

/** POST /api/repairs body: the details and the answered security question. */
export const buildCreateRepairSchema = (now?: () => Date) =>
  buildRepairDetailsSchema(now).safeExtend(challengeFields);

/** POST /api/repairs body. Unknown keys (a userId, a status, a cost) are dropped. */
export const createRepairSchema = buildCreateRepairSchema();
export type CreateRepairInput = z.input<typeof createRepairSchema>;
export type CreateRepairData = z.output<typeof createRepairSchema>;

/** The form of a signed-out visitor: the shop needs a name and a phone number to reach them. */
export const guestRepairSchema = repairDetailsSchema.safeExtend({
  customerName: requiredText('Name', 120),
  customerPhone: phoneNumber('Phone number'),
});
export type GuestRepairInput = z.input<typeof guestRepairSchema>;

/** What a guest booking lacks, in the form's order, or null. */
export function guestContactProblem(
  input: Pick<RepairDetails, 'customerName' | 'customerPhone'>,
): string | null {
  if (!input.customerName) return 'Name is required';
  if (!input.customerPhone) return 'Phone number is required';
  return null;
}

/** "Laptop – Dell XPS 13": how a booking is named in the activity log and toasts. */
export function repairTitle(repair: { deviceType: string; brandModel: string }): string {
  const label = deviceTypes.find((d) => d.value === repair.deviceType)?.label ?? repair.deviceType;
  return `${label} – ${repair.brandModel}`;
}

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
  status: z.preprocess(emptyAsUndefined, repairStatus.optional()),
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

export const repairStatusLabel = (status: RepairStatus): string =>
  repairStatuses.find((s) => s.value === status)?.label ?? status;

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

export const updateRepairSchema = z
  .object({
    status: repairStatus.optional(),
    /** A decimal(8,2) amount in pounds; null clears it. */
    estimatedCost: moneyAmount('Estimated cost', MAX_ESTIMATED_COST_PENNIES).nullable().optional(),
  })
  .refine(
    (body) => body.status !== undefined || body.estimatedCost !== undefined,
    'Give a status or an estimated cost to change',
  );
export type UpdateRepairInput = z.input<typeof updateRepairSchema>;
