/**
 * When an order is delivered or ready to collect, in the shop's time zone.
 * Same day when it is placed on an opening day before the 2 pm cut-off,
 * otherwise the next opening day; a collection is held for 3 opening days.
 * Dates are 'YYYY-MM-DD' in Europe/London (see repairs/dates.ts).
 */
import { addDays, dayOfWeek, todayInLondon } from '../repairs/dates';
import { openingHours, shop } from '../shop';
import { COLLECTION_HOLD_OPENING_DAYS, SAME_DAY_CUT_OFF_HOUR, type Fulfilment } from './values';

const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** True when the shop opens on that date (the hours table; Sundays are closed). */
export function isOpeningDay(ymd: string): boolean {
  const name = DAY_NAMES[dayOfWeek(ymd)];
  return openingHours.some((row) => row.opens !== null && row.dayOfWeek.includes(name ?? ''));
}

/** The first opening day after the date. */
export function nextOpeningDay(ymd: string): string {
  let day = addDays(ymd, 1);
  while (!isOpeningDay(day)) day = addDays(day, 1);
  return day;
}

const hourFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: shop.timeZone,
  hour: '2-digit',
  hourCycle: 'h23',
});

/** The hour (0–23) on the shop's clock. */
export const hourInLondon = (now: Date): number => Number(hourFormat.format(now));

export type FulfilmentDates = {
  /** The day of delivery, or the first day the order can be collected. */
  fulfilmentDate: string;
  /** Collection only: the last day the items are held. */
  holdUntil: string | null;
};

export function fulfilmentDates(fulfilment: Fulfilment, now: Date = new Date()): FulfilmentDates {
  const today = todayInLondon(now);
  const sameDay = isOpeningDay(today) && hourInLondon(now) < SAME_DAY_CUT_OFF_HOUR;
  const fulfilmentDate = sameDay ? today : nextOpeningDay(today);
  if (fulfilment === 'delivery') return { fulfilmentDate, holdUntil: null };
  let holdUntil = fulfilmentDate;
  for (let held = 1; held < COLLECTION_HOLD_OPENING_DAYS; held += 1)
    holdUntil = nextOpeningDay(holdUntil);
  return { fulfilmentDate, holdUntil };
}

const dayFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'UTC',
  weekday: 'long',
  day: 'numeric',
  month: 'long',
});

/** '2026-05-18' → "Monday 18 May"; "today" / "tomorrow" when it is. */
export function describeDay(ymd: string, now: Date = new Date()): string {
  const [year, month, day] = ymd.split('-').map(Number);
  const text = dayFormat.format(new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1)));
  const today = todayInLondon(now);
  if (ymd === today) return `today, ${text}`;
  if (ymd === addDays(today, 1)) return `tomorrow, ${text}`;
  return text;
}
