/** Dates as the shop shows them: UK English, in the shop's time zone. */
import { dateFormatOnFirstUse, madeOnFirstUse } from './made-on-first-use';
import { shop } from './shop';

const dateTime = dateFormatOnFirstUse({
  timeZone: shop.timeZone,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** "21 Dec 2026, 14:05" */
export function formatDateTimeUK(value: string | Date): string {
  return dateTime().format(typeof value === 'string' ? new Date(value) : value);
}

const longDate = dateFormatOnFirstUse({
  timeZone: shop.timeZone,
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

/** "21 December 2026" */
export function formatDateUK(value: string | Date): string {
  return longDate().format(typeof value === 'string' ? new Date(value) : value);
}

const relative = madeOnFirstUse(() => new Intl.RelativeTimeFormat('en-GB', { numeric: 'auto' }));
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * "in 3 days", "2 days ago", "tomorrow", "in 5 hours", "now": the nearest
 * sensible unit. Days up to two months, because a loan's 28-day term reads
 * better as "in 28 days" than "in 4 weeks".
 */
export function formatRelativeTime(value: string | Date, now: Date | number = Date.now()): string {
  const diff = (typeof value === 'string' ? new Date(value) : value).getTime() - Number(now);
  const size = Math.abs(diff);
  if (size < MINUTE) return relative().format(0, 'second');
  if (size < HOUR) return relative().format(Math.round(diff / MINUTE), 'minute');
  if (size < DAY) return relative().format(Math.round(diff / HOUR), 'hour');
  if (size < 60 * DAY) return relative().format(Math.round(diff / DAY), 'day');
  if (size < 365 * DAY) return relative().format(Math.round(diff / (30 * DAY)), 'month');
  return relative().format(Math.round(diff / (365 * DAY)), 'year');
}
