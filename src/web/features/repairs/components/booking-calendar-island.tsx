import { hydrateRoot } from 'react-dom/client';
import { islandIsLive } from '@web/lib/part-first-use';
import {
  createBookingDateStore,
  type BookingDateStore,
} from '@web/features/repairs/components/booking-date-store';
import { BookingDatePicker } from '@web/features/repairs/components/booking-date-picker';

/** The `data-island` value of the element the booking calendar is drawn in. */
export const BOOKING_CALENDAR_ISLAND = 'booking-calendar';

let island: { store: BookingDateStore; container: Element } | null = null;

/**
 * On /repairs as the server drew it, the booking form hydrates on first use (lazy-part.tsx),
 * but its calendar must page months from the very first tap (a visitor, or a journey, pressing
 * "Next month" looks for the month at once). So the calendar the server drew inside the waiting
 * form is hydrated now, with the page, as a React root of its own holding the chosen date in a
 * store; the form takes both over when it hydrates (`bookingCalendarIslandStore`). Drawn in the
 * browser, the form draws its calendar itself and there is no island.
 */
export function hydrateBookingCalendarIsland() {
  if (island?.container.isConnected) return;
  const container = document.querySelector(
    `[data-lazy-part="drawn"] [data-island="${BOOKING_CALENDAR_ISLAND}"]`,
  );
  if (!container) return;
  const store = createBookingDateStore();
  island = { store, container };
  // Not unmounted with the page: the form owns the container once it hydrates, and a root
  // unmounted would empty it (StrictMode runs effects twice). It goes with the document.
  hydrateRoot(
    container,
    <BookingDatePicker store={store} onLive={() => islandIsLive(container)} />,
  );
}

/**
 * The island's store, for the form hydrating around it; null when there is none. The same on
 * every call while the island is in the document (a render React throws away and redoes
 * takes it again).
 */
export function bookingCalendarIslandStore(): BookingDateStore | null {
  return island?.container.isConnected ? island.store : null;
}
