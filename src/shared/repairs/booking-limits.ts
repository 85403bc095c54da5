/**
 * How many repairs one customer may have open at once (PRODUCT.md "Repairs":
 * at most 2 per phone number and per account), so nobody can take every slot
 * of the calendar. Further bookings are made by telephone.
 */
import { shop } from '../shop';

export const MAX_OPEN_BOOKINGS = 2;

const byPhone = `call the shop on ${shop.telephone} to book another`;

export const bookingLimitMessages = {
  phone: `This phone number already has ${MAX_OPEN_BOOKINGS} repairs booked with us. Please ${byPhone}.`,
  account: `Your account already has ${MAX_OPEN_BOOKINGS} repairs booked with us. Please ${byPhone}.`,
} as const;

export type BookingLimit = keyof typeof bookingLimitMessages;
