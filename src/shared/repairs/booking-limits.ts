/**
 * How many repairs one customer may have open at once (PRODUCT.md "Repairs":
 * at most 2 per phone number and per account), so nobody can take every slot
 * of the calendar; and, on top (issue 26, decision 019), how many bookings one
 * phone number may hold on one day and how many places of a slot guests may
 * take. Further bookings are made by telephone.
 */
import { shop } from '../shop';

export const MAX_OPEN_BOOKINGS = 2;

/** Bookings (not cancelled) one phone number may hold on one preferred date. */
export const MAX_BOOKINGS_PER_PHONE_PER_DAY = 1;

/**
 * Places of one slot (a date and a time) that guests, signed out, may take:
 * all but one, so the last place is kept for a customer with an account; at
 * least 1. With the default capacity of 3, guests take at most 2.
 */
export const guestPlacesInSlot = (capacity: number) => Math.max(1, capacity - 1);

const byPhone = `call the shop on ${shop.telephone} to book another`;

export const bookingLimitMessages = {
  phone: `This phone number already has ${MAX_OPEN_BOOKINGS} repairs booked with us. Please ${byPhone}.`,
  account: `Your account already has ${MAX_OPEN_BOOKINGS} repairs booked with us. Please ${byPhone}.`,
  phoneDay: `This phone number already has a repair booked on that day. Please choose another day, or ${byPhone}.`,
} as const;

/** A slot whose places for guests are taken: like a full slot, the form lets the time go. */
export const GUEST_PLACES_TAKEN_MESSAGE =
  'The places of that time slot that can be booked without an account are taken. Please sign in to book it, or choose another time.';

export type BookingLimit = keyof typeof bookingLimitMessages;
