import type { DatePickerHandle } from '@web/components/ui/date-picker';

/** What the booking calendar shows: the chosen date ('' until one is) and whether it is in error. */
export type BookingDateState = { date: string; invalid: boolean };

/**
 * The booking calendar's chosen date, outside React's trees: the calendar island
 * (booking-calendar-island.tsx) writes it before the form's code has arrived, and the form,
 * once hydrated, takes it over (booking-date-field.tsx). Kept free of react-hook-form and zod,
 * since it comes with the page.
 */
export type BookingDateStore = {
  get: () => BookingDateState;
  subscribe: (listener: () => void) => () => void;
  set: (change: Partial<BookingDateState>) => void;
  /** The calendar drawn now (its ref), for the form to focus it on an error. */
  setPicker: (picker: DatePickerHandle | null) => void;
  focus: () => void;
};

export function createBookingDateStore(date = ''): BookingDateStore {
  let state: BookingDateState = { date, invalid: false };
  const listeners = new Set<() => void>();
  let picker: DatePickerHandle | null = null;
  return {
    get: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(change) {
      const next = { ...state, ...change };
      if (next.date === state.date && next.invalid === state.invalid) return;
      state = next;
      for (const listener of listeners) listener();
    },
    setPicker(drawn) {
      picker = drawn;
    },
    focus: () => picker?.focus(),
  };
}
