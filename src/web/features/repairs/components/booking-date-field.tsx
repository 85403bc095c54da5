import {
  useEffect,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
  useState,
  type Ref,
} from 'react';
import type { DatePickerHandle } from '@web/components/ui/date-picker';
import { useHydrating, useServerRender } from '@web/lib/server-render-context';
import {
  BOOKING_CALENDAR_ISLAND,
  bookingCalendarIslandStore,
} from '@web/features/repairs/components/booking-calendar-island';
import { createBookingDateStore } from '@web/features/repairs/components/booking-date-store';
import { BookingDatePicker } from '@web/features/repairs/components/booking-date-picker';

type BookingDateFieldProps = {
  /** The form's preferred date (react-hook-form's Controller). */
  value: string;
  onChange: (date: string) => void;
  invalid: boolean;
  ref?: Ref<DatePickerHandle>;
};

/**
 * The form's side of the booking calendar. Hydrating around the calendar island
 * (booking-calendar-island.tsx), it leaves the island's HTML to the island's own root and
 * takes its store: a date chosen before the form's code arrived becomes the form's at once.
 * Otherwise (on the server, drawn in the browser) it draws the calendar itself, in the same
 * element, so the server's HTML is what it always was.
 */
export function BookingDateField({ value, onChange, invalid, ref }: BookingDateFieldProps) {
  const hydrating = useHydrating();
  const onServer = useServerRender() !== null;
  const [island] = useState(() => (hydrating && !onServer ? bookingCalendarIslandStore() : null));
  const [store] = useState(() => island ?? createBookingDateStore(value));

  // The calendar's choice → the form (at once: one chosen before the form hydrated too).
  const latest = useRef({ value, onChange });
  useLayoutEffect(() => {
    latest.current = { value, onChange };
  });
  useEffect(() => {
    const take = () => {
      const { date } = store.get();
      if (date !== latest.current.value) latest.current.onChange(date);
    };
    take();
    return store.subscribe(take);
  }, [store]);

  // The form's value (emptied after a booking) and its error → the calendar.
  const shownValue = useRef(value);
  useEffect(() => {
    if (value === shownValue.current) return;
    shownValue.current = value;
    store.set({ date: value });
  }, [value, store]);
  useEffect(() => store.set({ invalid }), [invalid, store]);

  useImperativeHandle(ref, () => ({ focus: store.focus }), [store]);

  return island ? (
    // The island's root owns what is inside; React keeps the server's HTML here as it is.
    <div
      data-island={BOOKING_CALENDAR_ISLAND}
      dangerouslySetInnerHTML={EMPTY}
      suppressHydrationWarning
    />
  ) : (
    <div data-island={BOOKING_CALENDAR_ISLAND}>
      <BookingDatePicker store={store} />
    </div>
  );
}

const EMPTY = { __html: '' };
