/**
 * Public repair tracking (PRODUCT.md: "Every repair has a tracking link that
 * needs no login"): what the tracking page may show. The answer names the device
 * and the booking, never the person: no name, phone, email or problem description
 * (the description can be personal). The code's format and the page's words are in
 * ./tracking-words.ts, without zod (decision 012).
 */
import { z } from 'zod';
import { repairAccountSchema } from './bill-schemas';
import { deviceTypeValues, repairStatusValues, repairTimeSlots } from './values';

export * from './tracking-words';

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
