/**
 * Which repair time slots can be booked on a day, against the shop's opening
 * hours (PRODUCT.md "Repairs"): a slot is offered only when the shop is open
 * for at least an hour of it, and never once its drop-off window has begun.
 * The page and the server both ask this module, so the server refuses exactly
 * what the page would not offer, and every page and email that shows a booked
 * time shows it through formatSlotTimes: the time the shop is open.
 */
import { formatClockTime, openingHours, shop } from '../shop';
import { dateFormatOnFirstUse } from '../made-on-first-use';
import { dayOfWeek, isValidYmd, todayInLondon } from './dates';
import { repairTimeSlots, type RepairTimeSlot } from './values';

/** The least time the shop must be open within a slot for it to be offered. */
export const MIN_OPEN_MINUTES_IN_SLOT = 60;

export type SlotProblem = 'closed' | 'begun';

export const slotMessages: Record<SlotProblem, string> = {
  closed: 'The shop is not open long enough in that time slot. Please choose another.',
  begun: 'That time slot has already begun. Please choose a later one.',
};

/** A span of a day in minutes after midnight, London time. */
export type Window = { start: number; end: number };

const weekdayNames = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;

/** "09:30" → 570. */
const minutesOf = (time24: string): number => {
  const [hours = '0', minutes = '0'] = time24.split(':');
  return Number(hours) * 60 + Number(minutes);
};

/** "3:00 PM" → 900. */
function minutesOf12(time: string): number {
  const match = /^(\d{1,2}):(\d{2}) (AM|PM)$/.exec(time.trim());
  if (!match) throw new RangeError(`Not a clock time: ${time}`);
  const hour = Number(match[1]) % 12;
  return (match[3] === 'PM' ? hour + 12 : hour) * 60 + Number(match[2]);
}

/** The nominal times of a slot ("3:00 PM - 5:00 PM" → 900 to 1020). */
export function slotTimes(slot: RepairTimeSlot): Window {
  const [start = '', end = ''] = slot.split(' - ');
  return { start: minutesOf12(start), end: minutesOf12(end) };
}

/** The shop's opening hours on a 'YYYY-MM-DD', or null when it is closed. */
export function openingWindow(ymd: string): Window | null {
  const name = weekdayNames[dayOfWeek(ymd)];
  const row = openingHours.find((r) => name !== undefined && r.dayOfWeek.includes(name));
  if (!row?.opens || !row.closes) return null;
  return { start: minutesOf(row.opens), end: minutesOf(row.closes) };
}

/** When a device can be dropped off in `slot` on `ymd` (the slot within opening hours), or null. */
export function dropOffWindow(ymd: string, slot: RepairTimeSlot): Window | null {
  const open = openingWindow(ymd);
  if (!open) return null;
  const times = slotTimes(slot);
  const start = Math.max(open.start, times.start);
  const end = Math.min(open.end, times.end);
  return end - start >= MIN_OPEN_MINUTES_IN_SLOT ? { start, end } : null;
}

const londonClock = dateFormatOnFirstUse({
  timeZone: shop.timeZone,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** Minutes after midnight in London at `now`. */
export function londonMinutes(now: Date = new Date()): number {
  const parts = londonClock().formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((p) => p.type === type)?.value ?? 0);
  return part('hour') * 60 + part('minute');
}

/**
 * Why `slot` on `ymd` cannot be booked at `now` for its time of day, or null.
 * The date itself (past, Sunday, too far) is checked by bookingDateProblem.
 */
export function slotProblem(
  ymd: string,
  slot: RepairTimeSlot,
  now: Date = new Date(),
): SlotProblem | null {
  const window = dropOffWindow(ymd, slot);
  if (!window) return 'closed';
  if (ymd === todayInLondon(now) && londonMinutes(now) >= window.start) return 'begun';
  return null;
}

const clock = (minutes: number) =>
  formatClockTime(
    `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`,
  );

/** "Saturday 10:00 AM – 11:00 AM": the drop-off window as the page shows it. */
export function formatDropOffWindow(ymd: string, window: Window): string {
  return `${weekdayNames[dayOfWeek(ymd)] ?? ''} ${clock(window.start)} – ${clock(window.end)}`;
}

/** "3:00 PM – 4:30 PM": the part of a slot the shop is open (the stored slot's own times if none). */
export function formatSlotTimes(ymd: string, slot: string): string {
  const known = (repairTimeSlots as readonly string[]).includes(slot) && isValidYmd(ymd);
  if (!known) return slot;
  const window = dropOffWindow(ymd, slot as RepairTimeSlot) ?? slotTimes(slot as RepairTimeSlot);
  return `${clock(window.start)} – ${clock(window.end)}`;
}
