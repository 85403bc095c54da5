import { bookableWindow, isBookableDate } from '@shared/repairs/dates';

/**
 * The date picker's limits for a repair booking at `now`: from today (London)
 * to 60 days ahead, never a Sunday. The same shared rules the server applies.
 */
export function bookingCalendar(now: Date = new Date()) {
  const { first, last } = bookableWindow(now);
  return {
    today: first,
    min: first,
    max: last,
    isDateDisabled: (date: string) => !isBookableDate(date, now),
  };
}
