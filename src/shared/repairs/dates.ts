/**
 * Calendar rules of repair bookings, shared by the date picker and the server.
 *
 * A booking date is a calendar date written 'YYYY-MM-DD' in the shop's time
 * zone (Europe/London). It is never turned into a Date: Date parsing and the
 * machine's time zone could move it by a day. Dates are handled as day
 * numbers (days since 1970-01-01) with integer arithmetic; the only clock
 * reading is "today in London", taken through Intl with the shop's zone.
 */
import { bankHolidayOn } from '../calendar/bank-holidays';
import { dateFormatOnFirstUse } from '../made-on-first-use';
import { shop } from '../shop';

/** How far ahead a repair can be booked: today plus this many days. */
export const BOOKING_WINDOW_DAYS = 60;

/** The longest range GET /api/repairs/availability answers, in days (both ends included). */
export const MAX_AVAILABILITY_DAYS = 62;

/** Why a date cannot be booked; 'invalid' is not a calendar date at all. */
export type BookingDateProblem = 'invalid' | 'past' | 'too_far' | 'closed' | 'closed_day';
/** Why a real calendar date cannot be booked (what the picker shows on a day). */
export type UnbookableReason = Exclude<BookingDateProblem, 'invalid'>;

export const bookingDateMessages: Record<BookingDateProblem, string> = {
  invalid: 'Preferred date must be a date like 2026-05-18',
  past: 'Preferred date cannot be in the past',
  too_far: `Preferred date must be within the next ${BOOKING_WINDOW_DAYS} days`,
  closed: 'We are closed on Sundays. Please choose another day.',
  closed_day: 'We are closed on that day (a bank holiday or a closure). Please choose another day.',
};

const YMD = /^([1-9]\d{3})-(\d{2})-(\d{2})$/;

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** Year, month (1–12) and day of a 'YYYY-MM-DD' that names a real date, else null. */
export function parseYmd(ymd: string): { year: number; month: number; day: number } | null {
  const match = YMD.exec(ymd);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

/** True for 'YYYY-MM-DD' naming a real calendar date ('2026-02-30' is not one). */
export const isValidYmd = (ymd: string): boolean => parseYmd(ymd) !== null;

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

// Days from civil and back (H. Hinnant's algorithms): exact for every Gregorian date.
function dayNumberOf(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const dayOfEra =
    yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146_097 + dayOfEra - 719_468;
}

function ymdOfDayNumber(dayNumber: number): string {
  const z = dayNumber + 719_468;
  const era = Math.floor(z / 146_097);
  const dayOfEra = z - era * 146_097;
  const yearOfEra = Math.floor(
    (dayOfEra -
      Math.floor(dayOfEra / 1460) +
      Math.floor(dayOfEra / 36_524) -
      Math.floor(dayOfEra / 146_096)) /
      365,
  );
  const dayOfYear =
    dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const mp = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

function dayNumber(ymd: string): number {
  const parts = parseYmd(ymd);
  if (!parts) throw new RangeError(`Not a calendar date: ${ymd}`);
  return dayNumberOf(parts.year, parts.month, parts.day);
}

/** The date `days` after (or, negative, before) a 'YYYY-MM-DD'. */
export const addDays = (ymd: string, days: number): string => ymdOfDayNumber(dayNumber(ymd) + days);

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string): number => dayNumber(to) - dayNumber(from);

/** 0 = Sunday … 6 = Saturday, like Date#getDay, but of the calendar date itself. */
export function dayOfWeek(ymd: string): number {
  // 1970-01-01 was a Thursday (4).
  return (((dayNumber(ymd) + 4) % 7) + 7) % 7;
}

export const isSunday = (ymd: string): boolean => dayOfWeek(ymd) === 0;

/** Every date from `from` to `to`, both included (empty when `to` is earlier). */
export function datesBetween(from: string, to: string): string[] {
  const start = dayNumber(from);
  const count = dayNumber(to) - start + 1;
  return Array.from({ length: Math.max(0, count) }, (_, i) => ymdOfDayNumber(start + i));
}

const londonDate = dateFormatOnFirstUse({
  timeZone: shop.timeZone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today's date in the shop's time zone, 'YYYY-MM-DD', whatever the machine's zone. */
export function todayInLondon(now: Date = new Date()): string {
  const parts = londonDate().formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** The first and last dates that can be booked at `now` (Sundays inside are still closed). */
export function bookableWindow(now: Date = new Date()): { first: string; last: string } {
  const first = todayInLondon(now);
  return { first, last: addDays(first, BOOKING_WINDOW_DAYS) };
}

/**
 * Why `ymd` cannot be booked at `now`, or null when it can. Bank holidays are
 * always closed; staff closures (date → reason) count where the caller has them.
 */
export function bookingDateProblem(
  ymd: string,
  now: Date = new Date(),
  closures: ReadonlyMap<string, string> = new Map(),
): BookingDateProblem | null {
  if (!isValidYmd(ymd)) return 'invalid';
  const { first, last } = bookableWindow(now);
  if (ymd < first) return 'past';
  if (ymd > last) return 'too_far';
  if (isSunday(ymd)) return 'closed';
  if (bankHolidayOn(ymd) !== null || closures.has(ymd)) return 'closed_day';
  return null;
}

export const isBookableDate = (
  ymd: string,
  now: Date = new Date(),
  closures?: ReadonlyMap<string, string>,
): boolean => bookingDateProblem(ymd, now, closures) === null;

/**
 * The first bookable date on or after `from` (default: today), optionally on
 * a given weekday (0 = Sunday … 6 = Saturday), or null when the window has none.
 */
export function nextBookableDate(
  now: Date = new Date(),
  weekday?: number,
  from?: string,
): string | null {
  const { first, last } = bookableWindow(now);
  const start = from && from > first ? from : first;
  for (const date of datesBetween(start, last)) {
    if ((weekday === undefined || dayOfWeek(date) === weekday) && isBookableDate(date, now))
      return date;
  }
  return null;
}
