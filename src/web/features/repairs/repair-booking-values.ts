import * as z from 'zod/mini';
import { guestRepairSchema, repairDetailsSchema } from '@shared/repairs/booking-schemas';
import type { DeviceType, RepairTimeSlot } from '@shared/repairs/values';
import { captchaAnswerField } from '@web/components/security-question/answer-field';

// Spec section 8.
export const BOOKED_TITLE = 'Repair Booked Successfully';
export const BOOKED_TEXT = "We'll contact you to confirm your appointment details.";
export const FAILED_TITLE = 'Booking Failed';
export const FAILED_TEXT = 'Please try again or contact support.';

/** What the booking form holds: text everywhere, '' for "not chosen yet". */
export type BookingFormValues = {
  deviceType: DeviceType | '';
  brandModel: string;
  problemDescription: string;
  preferredDate: string;
  preferredTime: RepairTimeSlot | '';
  customerName: string;
  customerPhone: string;
  customerEmail: string;
  /** The answer to the security question, as typed. */
  captchaAnswer: string;
};

export const emptyBooking: BookingFormValues = {
  deviceType: '',
  brandModel: '',
  problemDescription: '',
  preferredDate: '',
  preferredTime: '',
  customerName: '',
  customerPhone: '',
  customerEmail: '',
  captchaAnswer: '',
};

/** The form of a signed-in customer: the booking's details and the answer as typed. */
export const repairFormSchema = z.safeExtend(repairDetailsSchema, {
  captchaAnswer: captchaAnswerField,
});
/** A signed-out visitor's form also asks for a name and a phone number. */
export const guestRepairFormSchema = z.safeExtend(guestRepairSchema, {
  captchaAnswer: captchaAnswerField,
});
export type RepairFormOutput = z.output<typeof repairFormSchema>;
