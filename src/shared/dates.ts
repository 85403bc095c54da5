/** Dates as the shop shows them: UK English, in the shop's time zone. */
import { shop } from './shop';

const dateTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: shop.timeZone,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** "21 Dec 2026, 14:05" */
export function formatDateTimeUK(value: string | Date): string {
  return dateTime.format(typeof value === 'string' ? new Date(value) : value);
}

const relative = new Intl.RelativeTimeFormat('en-GB', { numeric: 'auto' });
const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 86_400_000],
  ['month', 30 * 86_400_000],
  ['week', 7 * 86_400_000],
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/** "in 3 days", "2 days ago", "yesterday", "now". */
export function formatRelativeTime(value: string | Date, now: Date = new Date()): string {
  const diff = (typeof value === 'string' ? new Date(value) : value).getTime() - now.getTime();
  for (const [unit, size] of UNITS) {
    if (Math.abs(diff) >= size) return relative.format(Math.round(diff / size), unit);
  }
  return relative.format(0, 'second');
}
