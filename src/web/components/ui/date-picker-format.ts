/**
 * Words for calendar dates ('YYYY-MM-DD'), in British English. Written from the
 * date's own parts, never through a Date object: a Date in the browser's time
 * zone could show a booking date a day early or late.
 */
import { dayOfWeek, parseYmd } from '@shared/repairs/dates';

export const weekdayNames = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;

export const monthNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

export type CalendarDateStyle = 'long' | 'short';

/**
 * 'long': "Monday 7 December 2026" (the date picker's day names);
 * 'short': "Mon 7 Dec 2026" (lists and tables). Anything that is not a
 * calendar date comes back unchanged.
 */
export function formatCalendarDate(ymd: string, style: CalendarDateStyle = 'long'): string {
  const parts = parseYmd(ymd);
  if (!parts) return ymd;
  const weekday = weekdayNames[dayOfWeek(ymd)] ?? '';
  const month = monthNames[parts.month - 1] ?? '';
  if (style === 'short') {
    return `${weekday.slice(0, 3)} ${parts.day} ${month.slice(0, 3)} ${parts.year}`;
  }
  return `${weekday} ${parts.day} ${month} ${parts.year}`;
}

/** "December 2026" for the month containing `ymd`. */
export function formatCalendarMonth(ymd: string): string {
  const parts = parseYmd(ymd);
  if (!parts) return ymd;
  return `${monthNames[parts.month - 1] ?? ''} ${parts.year}`;
}
