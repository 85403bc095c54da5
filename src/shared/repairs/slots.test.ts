import { describe, expect, it } from 'vitest';
import { repairTimeSlots } from './values';
import {
  dropOffWindow,
  formatDropOffWindow,
  formatSlotTimes,
  londonMinutes,
  slotProblem,
} from './slots';

/** The offered slots of a day, as the page shows them. */
const offered = (ymd: string) =>
  repairTimeSlots.flatMap((slot) => {
    const window = dropOffWindow(ymd, slot);
    return window ? [formatDropOffWindow(ymd, window)] : [];
  });

describe('repair slots against opening hours', () => {
  it('offers on Saturday only what the shop is open for at least an hour of', () => {
    expect(offered('2026-06-20')).toEqual([
      'Saturday 10:00 AM – 11:00 AM',
      'Saturday 11:00 AM – 1:00 PM',
      'Saturday 1:00 PM – 3:00 PM',
    ]);
  });

  it('cuts Monday to Thursday at 9:30 AM and 4:30 PM, and offers Friday whole', () => {
    expect(offered('2026-06-15')).toEqual([
      'Monday 9:30 AM – 11:00 AM',
      'Monday 11:00 AM – 1:00 PM',
      'Monday 1:00 PM – 3:00 PM',
      'Monday 3:00 PM – 4:30 PM',
    ]);
    expect(offered('2026-06-19')).toEqual([
      'Friday 9:30 AM – 11:00 AM',
      'Friday 11:00 AM – 1:00 PM',
      'Friday 1:00 PM – 3:00 PM',
      'Friday 3:00 PM – 5:00 PM',
    ]);
    expect(offered('2026-06-21')).toEqual([]);
  });

  it('reads the time of day in London, summer and winter', () => {
    expect(londonMinutes(new Date('2026-06-16T20:42:00Z'))).toBe(21 * 60 + 42);
    expect(londonMinutes(new Date('2026-01-13T20:42:00Z'))).toBe(20 * 60 + 42);
  });

  it('says a slot of today has begun once its drop-off window opens', () => {
    const tuesdayEvening = new Date('2026-06-16T20:42:00Z');
    expect(repairTimeSlots.map((s) => slotProblem('2026-06-16', s, tuesdayEvening))).toEqual([
      'begun',
      'begun',
      'begun',
      'begun',
    ]);
    expect(slotProblem('2026-06-17', '9:00 AM - 11:00 AM', tuesdayEvening)).toBeNull();
    expect(slotProblem('2026-06-20', '3:00 PM - 5:00 PM', tuesdayEvening)).toBe('closed');
  });
});

describe('formatSlotTimes (every page and email that shows a booked time)', () => {
  it('shows the stored slot trimmed to the opening hours of its day', () => {
    expect(formatSlotTimes('2026-06-15', '3:00 PM - 5:00 PM')).toBe('3:00 PM – 4:30 PM');
    expect(formatSlotTimes('2026-06-20', '9:00 AM - 11:00 AM')).toBe('10:00 AM – 11:00 AM');
    expect(formatSlotTimes('2026-06-19', '3:00 PM - 5:00 PM')).toBe('3:00 PM – 5:00 PM');
  });

  it('keeps a slot it cannot trim as stored', () => {
    expect(formatSlotTimes('2026-06-21', '9:00 AM - 11:00 AM')).toBe('9:00 AM – 11:00 AM');
    expect(formatSlotTimes('not a date', '9:00 AM - 11:00 AM')).toBe('9:00 AM - 11:00 AM');
  });
});
