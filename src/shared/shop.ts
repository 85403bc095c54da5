/**
 * Facts about the shop shown on many pages (PRODUCT.md "Shop facts").
 * Every page reads them from here so the address or hours change in one place.
 */

export const shop = {
  name: 'Beeston Cash & Repairs',
  streetAddress: '247 Beeston Road',
  locality: 'Leeds',
  postcode: 'LS11 7LR',
  country: 'GB',
  telephone: '0113 496 0123',
  /** E.164 form for `tel:` links and structured data. */
  telephoneE164: '+441134960123',
  timeZone: 'Europe/London',
} as const;

export const shopAddressLine = `${shop.streetAddress}, ${shop.locality} ${shop.postcode}`;

export const telHref = `tel:${shop.telephoneE164}`;

/** A maps search for the address; opened in a new tab by "Get Directions". */
export const directionsUrl = `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(
  `${shop.name}, ${shopAddressLine}`,
)}`;

export type OpeningHoursRow = {
  /** How the row is labelled on the pages, as in the spec's table. */
  days: string;
  /** schema.org day names covered by the row, for structured data. */
  dayOfWeek: readonly string[];
  /** 24-hour opening and closing times, or null when closed. */
  opens: string | null;
  closes: string | null;
};

export const openingHours: readonly OpeningHoursRow[] = [
  {
    days: 'Monday to Thursday',
    dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday'],
    opens: '09:30',
    closes: '16:30',
  },
  { days: 'Friday', dayOfWeek: ['Friday'], opens: '09:30', closes: '17:00' },
  { days: 'Saturday', dayOfWeek: ['Saturday'], opens: '10:00', closes: '15:00' },
  { days: 'Sunday', dayOfWeek: ['Sunday'], opens: null, closes: null },
];

/** "09:30" → "9:30 AM", the way the spec writes the hours. */
export function formatClockTime(time24: string): string {
  const [hourText = '0', minute = '00'] = time24.split(':');
  const hour = Number(hourText);
  const suffix = hour >= 12 ? 'PM' : 'AM';
  const hour12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${hour12}:${minute} ${suffix}`;
}

/** "9:30 AM to 4:30 PM", or "Closed". */
export function formatOpeningHours(row: OpeningHoursRow): string {
  if (!row.opens || !row.closes) return 'Closed';
  return `${formatClockTime(row.opens)} to ${formatClockTime(row.closes)}`;
}

/** Repair starting prices in pounds (spec section 9). */
export const repairStartingPrices = {
  laptop: 89,
  desktop: 69,
  mac: 99,
  console: 79,
} as const;

export const lowestRepairPrice = Math.min(...Object.values(repairStartingPrices));

export const repairWarrantyDays = 90;
