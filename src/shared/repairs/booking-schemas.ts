/**
 * The repair booking: what the booking form checks and POST /api/repairs takes,
 * written with zod/mini so the booking page loads a small zod (decision 012); the
 * server parses and describes the same schema (./schemas.ts re-exports it). The
 * user id is never part of a payload (PRODUCT.md).
 */
import * as z from 'zod/mini';
import { challengeFields } from '../challenges';
import { isBlank, oneOf, optionalEmail, requiredText } from '../fields';
import { phoneNumber } from '../phone';
import { bookingDateMessages, bookingDateProblem } from './dates';
import { slotMessages, slotProblem } from './slots';
import { deviceTypeValues, repairTimeSlots } from './values';

const deviceType = oneOf('Device type', deviceTypeValues, { blankIsRequired: true });
const preferredTime = oneOf('Preferred time', repairTimeSlots, { blankIsRequired: true });

/** Blank or null becomes undefined; anything else must pass `inner`. */
const optionalContact = <T extends z.ZodMiniType<string | undefined, string | undefined>>(
  label: string,
  inner: T,
) =>
  z.pipe(
    z.pipe(
      z.optional(z.union([z.string(), z.null()], { message: `${label} must be text` })),
      z.transform((value: string | null | undefined) => value?.trim() || undefined),
    ),
    inner,
  );

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
        .check(
          z.trim(),
          z.minLength(1, 'Preferred date is required'),
          z.superRefine((value, context) => {
            if (!value) return;
            const problem = bookingDateProblem(value, now());
            if (problem)
              context.addIssue({ code: 'custom', message: bookingDateMessages[problem] });
          }),
        ),
      preferredTime,
      // Optional here; required of guests (see guestContactProblem and guestRepairSchema).
      customerName: optionalContact('Name', z.optional(requiredText('Name', 120))),
      customerPhone: optionalContact('Phone number', z.optional(phoneNumber('Phone number'))),
      customerEmail: optionalEmail('Email'),
    })
    .check(
      z.superRefine((value, context) => {
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
      }),
    );
}

/** The booking form of a signed-in customer (the security question is the form's own field). */
export const repairDetailsSchema = buildRepairDetailsSchema();
export type RepairDetails = z.output<typeof repairDetailsSchema>;

/** POST /api/repairs body: the details and the answered security question. */
export const buildCreateRepairSchema = (now?: () => Date) =>
  z.safeExtend(buildRepairDetailsSchema(now), challengeFields);

/** POST /api/repairs body. Unknown keys (a userId, a status, a cost) are dropped. */
export const createRepairSchema = buildCreateRepairSchema();
export type CreateRepairInput = z.input<typeof createRepairSchema>;
export type CreateRepairData = z.output<typeof createRepairSchema>;

/** The form of a signed-out visitor: the shop needs a name and a phone number to reach them. */
export const guestRepairSchema = z.safeExtend(repairDetailsSchema, {
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
