import { staticPart } from '@web/lib/static-part';

/**
 * /repairs' aside (what happens after booking, where and when to come) is text alone: drawn by
 * the server and never hydrated (static-part.tsx), like the footer's address.
 */
export const BookingAside = staticPart('booking-aside', () =>
  import('@web/features/repairs/components/booking-aside').then((module) => module.BookingAside),
);
