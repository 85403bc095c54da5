import type { DeviceType, RepairTimeSlot } from '@shared/repairs/values';

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
};
