/**
 * Public repair tracking (PRODUCT.md: "Every repair has a tracking link that
 * needs no login"): the code's format and what the tracking page may show.
 * The answer names the device and the booking, never the person: no name,
 * phone, email or problem description (the description can be personal).
 */
import { z } from 'zod';
import { repairAccountSchema } from './bill-schemas';
import { deviceTypeValues, repairStatusValues, repairTimeSlots, type RepairStatus } from './values';

/** 128 random bits in base64url without padding: 22 characters. */
export const TRACKING_CODE_LENGTH = 22;
const trackingCodePattern = /^[A-Za-z0-9_-]{22}$/;

/** Whether `value` could be a tracking code at all; anything else is not looked up. */
export const isTrackingCode = (value: string): boolean => trackingCodePattern.test(value);

/** The one answer to a code that names no repair, malformed or not. */
export const TRACKING_NOT_FOUND = 'No repair has this tracking link.';

export const repairTimelineEntrySchema = z.object({
  status: z.enum(repairStatusValues),
  /** When the repair entered the status (ISO); null when a booking older than the timeline does not say. */
  at: z.string().nullable(),
});
export type RepairTimelineEntry = z.infer<typeof repairTimelineEntrySchema>;

/** GET /api/track/:code */
export const repairTrackingSchema = z.object({
  deviceType: z.enum(deviceTypeValues),
  brandModel: z.string(),
  /** 'YYYY-MM-DD' in Europe/London. */
  preferredDate: z.string(),
  preferredTime: z.enum(repairTimeSlots),
  status: z.enum(repairStatusValues),
  /** Decimal string like "89.00" once the shop has set an estimate, else null. */
  estimatedCost: z.string().nullable(),
  bookedAt: z.string(),
  /** Every status the repair has been in, oldest first; the last is the current one. */
  timeline: z.array(repairTimelineEntrySchema),
  /** The estimate to answer, the bill and the warranty (issue 30). */
  account: repairAccountSchema,
});
export type RepairTracking = z.infer<typeof repairTrackingSchema>;

/** What each status means to the customer, in a sentence (the tracking page, its emails). */
export const repairStatusExplanations: Record<RepairStatus, string> = {
  scheduled: 'Booked. Please bring your device to the shop in your drop-off slot.',
  in_progress: 'Our technician is working on your device.',
  ready: 'Your device is ready to collect from the shop.',
  collected: 'Collected. Thank you for choosing us.',
  cancelled: 'This booking was cancelled.',
};

/** The usual way of a repair, so the page can show the steps still to come. */
export const repairProgressSteps: readonly RepairStatus[] = [
  'scheduled',
  'in_progress',
  'ready',
  'collected',
];
