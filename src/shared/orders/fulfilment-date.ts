/**
 * When an order is delivered or ready to collect, in the shop's time zone.
 * Same day when it is placed on an opening day before the 2 pm cut-off,
 * otherwise the next opening day; a collection is held for 3 opening days.
 * Dates are 'YYYY-MM-DD' in Europe/London (see repairs/dates.ts).
 */
import { isOpeningDay, nextOpeningDay, noClosures, type Closures } from '../calendar/opening-days';
import { addDays, todayInLondon } from '../repairs/dates';
import { shop } from '../shop';
import { dateFormatOnFirstUse } from '../made-on-first-use';
import { COLLECTION_HOLD_OPENING_DAYS, SAME_DAY_CUT_OFF_HOUR, type Fulfilment } from './values';

const hourFormat = dateFormatOnFirstUse({
  timeZone: shop.timeZone,
  hour: '2-digit',
  hourCycle: 'h23',
});

/** The hour (0–23) on the shop's clock. */
export const hourInLondon = (now: Date): number => Number(hourFormat().format(now));

export type FulfilmentDates = {
  /** The day of delivery, or the first day the order can be collected. */
  fulfilmentDate: string;
  /** Collection only: the last day the items are held. */
  holdUntil: string | null;
};

/** The dates by the shop's calendar: bank holidays and, on the server, staff closures skipped. */
export function fulfilmentDates(
  fulfilment: Fulfilment,
  now: Date = new Date(),
  closures: Closures = noClosures,
): FulfilmentDates {
  const today = todayInLondon(now);
  const sameDay = isOpeningDay(today, closures) && hourInLondon(now) < SAME_DAY_CUT_OFF_HOUR;
  const fulfilmentDate = sameDay ? today : nextOpeningDay(today, closures);
  if (fulfilment === 'delivery') return { fulfilmentDate, holdUntil: null };
  let holdUntil = fulfilmentDate;
  for (let held = 1; held < COLLECTION_HOLD_OPENING_DAYS; held += 1)
    holdUntil = nextOpeningDay(holdUntil, closures);
  return { fulfilmentDate, holdUntil };
}

const dayFormat = dateFormatOnFirstUse({
  timeZone: 'UTC',
  weekday: 'long',
  day: 'numeric',
  month: 'long',
});

/** '2026-05-18' → "Monday 18 May"; "today" / "tomorrow" when it is. */
export function describeDay(ymd: string, now: Date = new Date()): string {
  const [year, month, day] = ymd.split('-').map(Number);
  const text = dayFormat().format(new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1)));
  const today = todayInLondon(now);
  if (ymd === today) return `today, ${text}`;
  if (ymd === addDays(today, 1)) return `tomorrow, ${text}`;
  return text;
}
