/**
 * Public repair tracking (PRODUCT.md: "Every repair has a tracking link that
 * needs no login"): the code's format and the words the tracking page shows.
 *
 * Without zod (decision 012): the tracking page reads and shows, and downloads no
 * schema library; ./tracking.ts has the answer's schema and re-exports these.
 */
import type { RepairStatus } from './values';

/** 128 random bits in base64url without padding: 22 characters. */
export const TRACKING_CODE_LENGTH = 22;
const trackingCodePattern = /^[A-Za-z0-9_-]{22}$/;

/** Whether `value` could be a tracking code at all; anything else is not looked up. */
export const isTrackingCode = (value: string): boolean => trackingCodePattern.test(value);

/** The one answer to a code that names no repair, malformed or not. */
export const TRACKING_NOT_FOUND = 'No repair has this tracking link.';

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
