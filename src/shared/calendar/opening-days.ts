/**
 * The shop's one calendar (PRODUCT.md "Opening days"): the weekly hours, the
 * England and Wales bank holidays and the closures staff add. Repair slots,
 * delivery days, collection holds and loan due dates all ask it.
 *
 * Staff closures live in the database; the server reads them and passes them
 * in as `closures` (date → reason). Without them, only the weekly hours and
 * the bank holidays count (what a page can know without asking).
 */
import { dayOfWeek, addDays } from '../repairs/dates';
import { openingHours } from '../shop';
import { bankHolidayOn } from './bank-holidays';

/** Staff closures: 'YYYY-MM-DD' → the reason shown to customers. */
export type Closures = ReadonlyMap<string, string>;

export const noClosures: Closures = new Map();

const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** The weekly hours row of a date, by its weekday. */
export function weeklyHoursOn(ymd: string) {
  const name = DAY_NAMES[dayOfWeek(ymd)] ?? '';
  return openingHours.find((row) => row.dayOfWeek.includes(name));
}

/** True when the weekly hours have the shop open on that weekday. */
export const isWeeklyOpeningDay = (ymd: string): boolean => Boolean(weeklyHoursOn(ymd)?.opens);

export type ClosedReason =
  | { kind: 'weekly'; reason: string }
  | { kind: 'bank_holiday'; reason: string }
  | { kind: 'closure'; reason: string };

/** Why the shop is closed on a date, or null when it opens. */
export function closedReason(ymd: string, closures: Closures = noClosures): ClosedReason | null {
  if (!isWeeklyOpeningDay(ymd))
    return { kind: 'weekly', reason: `Closed on ${DAY_NAMES[dayOfWeek(ymd)]}s` };
  const holiday = bankHolidayOn(ymd);
  if (holiday) return { kind: 'bank_holiday', reason: holiday };
  const closure = closures.get(ymd);
  if (closure !== undefined) return { kind: 'closure', reason: closure };
  return null;
}

export const isOpeningDay = (ymd: string, closures: Closures = noClosures): boolean =>
  closedReason(ymd, closures) === null;

/** The first opening day after the date. */
export function nextOpeningDay(ymd: string, closures: Closures = noClosures): string {
  let day = addDays(ymd, 1);
  while (!isOpeningDay(day, closures)) day = addDays(day, 1);
  return day;
}

/** The date itself when the shop opens then, else the next opening day (due dates). */
export const openingDayOnOrAfter = (ymd: string, closures: Closures = noClosures): string =>
  isOpeningDay(ymd, closures) ? ymd : nextOpeningDay(ymd, closures);
