import { useEffect, useState } from 'react';
import type { DeviceType } from '@shared/repairs/values';
import { usePageMeta } from '@web/lib/use-page-meta';
import { BookingAside } from '@web/features/repairs/components/repairs-parts';
import type { DeviceRequest } from '@web/features/repairs/components/repair-booking-form';
import { RepairsHero } from '@web/features/repairs/components/repairs-hero';
import { lazyPart } from '@web/lib/lazy-part';
import { hydrateBookingCalendarIsland } from '@web/features/repairs/components/booking-calendar-island';

// The booking form hydrates on first use, like /login's; its calendar hydrates with the page as
// an island of its own, so a month answers the first tap (decision 012, seventh amendment).
const RepairBookingForm = lazyPart(() =>
  import('@web/features/repairs/components/repair-booking-form').then((m) => m.RepairBookingForm),
);

const BOOKING_ID = 'book-repair';

/** Resolves once the page can be drawn whole (its aside's code, when it needs it). */
export const repairsPartsReady = () => BookingAside.ready();

/** /repairs: spec section 2 "Repairs page", with the booking form of sections 3 and 5. */
export function RepairsPage() {
  usePageMeta({
    title: 'Computer & Console Repairs',
    description:
      'Laptop, desktop, Apple Mac and games console repairs in Leeds by certified technicians, with a 90-day warranty and same-day service.',
  });
  const [deviceRequest, setDeviceRequest] = useState<DeviceRequest | null>(null);
  useEffect(hydrateBookingCalendarIsland, []);

  return (
    <>
      <RepairsHero
        bookingId={BOOKING_ID}
        onChooseDevice={(deviceType: DeviceType) => {
          setDeviceRequest({ deviceType, requestedAt: Date.now() });
          // The form hydrates on first use: this is one.
          void RepairBookingForm.ready();
        }}
      />
      <section
        id={BOOKING_ID}
        aria-labelledby="book-repair-title"
        className="mx-auto max-w-7xl scroll-mt-20 px-4 py-12 sm:px-6 lg:px-8 lg:py-16"
      >
        <div className="mb-8 max-w-3xl space-y-2">
          <h2
            id="book-repair-title"
            className="text-2xl font-bold tracking-tight text-brand-950 sm:text-3xl"
          >
            Book a Repair Service
          </h2>
          <p className="text-muted-foreground">
            Pick a time to bring your device in. All fields are required unless marked optional.
          </p>
        </div>
        <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem] xl:grid-cols-[minmax(0,1fr)_22rem]">
          <RepairBookingForm deviceRequest={deviceRequest} aria-labelledby="book-repair-title" />
          <BookingAside />
        </div>
      </section>
    </>
  );
}
