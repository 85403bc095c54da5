/**
 * The closures staff add to the shop's calendar (/admin/closures): one day
 * each, with the reason customers are shown. The form and the API share these.
 */
import { z } from 'zod';
import { isValidYmd } from '../repairs/dates';
import { requiredText } from '../validation';

/** How far ahead a closure can be added: two years is ample for a shop's plans. */
export const CLOSURE_WINDOW_DAYS = 730;

export const closureMessages = {
  date: 'Date must be a date like 2026-12-24',
  past: 'A closure cannot be in the past',
  tooFar: `A closure must be within the next ${CLOSURE_WINDOW_DAYS} days`,
  alreadyClosed: (why: string) => `The shop is already closed that day (${why})`,
  duplicate: 'There is already a closure on that day',
  notFound: 'There is no closure on that day',
  pastRemoval:
    'A closure in the past cannot be removed: it is the record of a day the shop was shut',
} as const;

const ymd = z
  .string({ error: closureMessages.date })
  .trim()
  .refine(isValidYmd, closureMessages.date)
  .meta({ format: 'date' });

export const createClosureSchema = z.object({
  date: ymd,
  reason: requiredText('Reason', 200),
});
export type CreateClosure = z.infer<typeof createClosureSchema>;

export const closureDateParams = z.object({ date: z.string() });

export const closureSchema = z.object({
  date: z.string(),
  reason: z.string(),
  /** The staff member who added it, by name; null when unknown. */
  addedBy: z.string().nullable(),
  createdAt: z.string(),
});
export type Closure = z.infer<typeof closureSchema>;

export const closedDaySchema = z.object({ date: z.string(), reason: z.string() });

/** GET /api/admin/closures: the closures from today on, and the bank holidays of the next year. */
export const closureListSchema = z.object({
  closures: z.array(closureSchema),
  bankHolidays: z.array(closedDaySchema),
});
export type ClosureList = z.infer<typeof closureListSchema>;
