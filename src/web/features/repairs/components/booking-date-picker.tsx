import { useLayoutEffect, useMemo, useSyncExternalStore } from 'react';
import { DatePicker } from '@web/components/ui/date-picker';
import { bookingCalendar } from '@web/features/repairs/components/booking-calendar';
import type { BookingDateStore } from '@web/features/repairs/components/booking-date-store';

/**
 * Fixed ids, not useId: the calendar island is a React root of its own and hydrates the HTML
 * the form's tree drew, so its ids must not depend on where it sits in a tree.
 */
export const BOOKING_DATE_IDS = {
  label: 'booking-date-label',
  hint: 'booking-date-hint',
  error: 'booking-date-error',
  month: 'booking-date-month',
};

/**
 * The booking form's calendar of open days, reading and writing the chosen date in `store`:
 * month paging and the choice of a day need no react-hook-form or zod, so it can come with
 * the page and answer the first tap (decision 012, seventh amendment of 2026-11-27).
 */
export function BookingDatePicker({
  store,
  onLive,
}: {
  store: BookingDateStore;
  /** Called once it is React's (the island replays the taps it held meanwhile). */
  onLive?: () => void;
}) {
  const { date, invalid } = useSyncExternalStore(store.subscribe, store.get, store.get);
  // Read once per visit; the server re-checks the date against its own clock anyway.
  const calendar = useMemo(() => bookingCalendar(), []);
  useLayoutEffect(() => onLive?.(), [onLive]);
  return (
    <DatePicker
      ref={(picker) => store.setPicker(picker)}
      value={date}
      onChange={(chosen) => store.set({ date: chosen })}
      min={calendar.min}
      max={calendar.max}
      today={calendar.today}
      isDateDisabled={calendar.isDateDisabled}
      monthLabelId={BOOKING_DATE_IDS.month}
      aria-labelledby={BOOKING_DATE_IDS.label}
      aria-describedby={
        invalid ? `${BOOKING_DATE_IDS.hint} ${BOOKING_DATE_IDS.error}` : BOOKING_DATE_IDS.hint
      }
      invalid={invalid}
    />
  );
}
