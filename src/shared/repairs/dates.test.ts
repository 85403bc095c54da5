import { afterEach, describe, expect, it } from 'vitest';
import {
  addDays,
  BOOKING_WINDOW_DAYS,
  bookableWindow,
  bookingDateMessages,
  bookingDateProblem,
  datesBetween,
  dayOfWeek,
  daysBetween,
  isBookableDate,
  isSunday,
  isValidYmd,
  nextBookableDate,
  parseYmd,
  todayInLondon,
} from './dates';

const at = (iso: string) => new Date(iso);

describe('todayInLondon', () => {
  it.each([
    // Winter (GMT = UTC): the date turns at midnight UTC.
    ['2026-01-15T23:59:59Z', '2026-01-15'],
    ['2026-01-16T00:00:00Z', '2026-01-16'],
    ['2026-12-31T23:59:59Z', '2026-12-31'],
    ['2027-01-01T00:00:00Z', '2027-01-01'],
    // Summer (BST = UTC+1): the date turns at 23:00 UTC.
    ['2026-06-15T22:59:59Z', '2026-06-15'],
    ['2026-06-15T23:00:00Z', '2026-06-16'],
    ['2026-06-15T23:30:00Z', '2026-06-16'],
  ])('at %s is %s', (now, today) => {
    expect(todayInLondon(at(now))).toBe(today);
  });

  it('follows the clocks going forward (29 March 2026, 01:00 UTC)', () => {
    expect(todayInLondon(at('2026-03-28T23:59:59Z'))).toBe('2026-03-28');
    expect(todayInLondon(at('2026-03-29T00:59:59Z'))).toBe('2026-03-29'); // still GMT
    expect(todayInLondon(at('2026-03-29T22:59:59Z'))).toBe('2026-03-29'); // BST, 23:59:59
    expect(todayInLondon(at('2026-03-29T23:00:00Z'))).toBe('2026-03-30'); // BST, midnight
  });

  it('follows the clocks going back (25 October 2026, 01:00 UTC)', () => {
    expect(todayInLondon(at('2026-10-24T22:59:59Z'))).toBe('2026-10-24');
    expect(todayInLondon(at('2026-10-24T23:00:00Z'))).toBe('2026-10-25'); // BST midnight
    expect(todayInLondon(at('2026-10-25T23:30:00Z'))).toBe('2026-10-25'); // GMT again, 23:30
    expect(todayInLondon(at('2026-10-26T00:00:00Z'))).toBe('2026-10-26');
  });

  describe('whatever the machine’s time zone', () => {
    const original = process.env.TZ;
    afterEach(() => {
      if (original === undefined) delete process.env.TZ;
      else process.env.TZ = original;
    });

    it.each([
      ['Pacific/Kiritimati', 16],
      ['America/Los_Angeles', 15],
      ['Asia/Tokyo', 16],
      ['UTC', 15],
    ])('gives the same dates in %s', (zone, localDay) => {
      process.env.TZ = zone;
      // The zone really is in force: local Date methods see a different day in some of them.
      expect(new Date('2026-06-15T22:30:00Z').getDate()).toBe(localDay);
      expect(todayInLondon(at('2026-06-15T22:30:00Z'))).toBe('2026-06-15');
      expect(todayInLondon(at('2026-06-15T23:30:00Z'))).toBe('2026-06-16');
      expect(dayOfWeek('2026-06-14')).toBe(0);
      expect(addDays('2026-03-28', 1)).toBe('2026-03-29');
      expect(isBookableDate('2026-06-15', at('2026-06-15T22:30:00Z'))).toBe(true);
    });
  });
});

describe('calendar dates', () => {
  it.each([
    ['2026-05-18', true],
    ['2028-02-29', true],
    ['2026-02-29', false],
    ['2100-02-29', false],
    ['2000-02-29', true],
    ['2026-04-31', false],
    ['2026-13-01', false],
    ['2026-00-10', false],
    ['2026-01-00', false],
    ['2026-1-5', false],
    ['0999-01-01', false],
    ['2026-05-18T00:00:00Z', false],
    ['18/05/2026', false],
    ['', false],
  ])('%s is a calendar date: %s', (ymd, valid) => {
    expect(isValidYmd(ymd)).toBe(valid);
  });

  it('parses the parts', () => {
    expect(parseYmd('2026-05-08')).toEqual({ year: 2026, month: 5, day: 8 });
    expect(parseYmd('2026-02-30')).toBeNull();
  });

  it('adds days across months, years, leap days and clock changes', () => {
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
    expect(addDays('2026-10-24', 2)).toBe('2026-10-26');
    expect(addDays('2026-06-16', 60)).toBe('2026-08-15');
    expect(daysBetween('2026-01-01', '2027-01-01')).toBe(365);
    expect(daysBetween('2028-01-01', '2029-01-01')).toBe(366);
    expect(daysBetween('2026-05-18', '2026-05-11')).toBe(-7);
  });

  it('refuses to do arithmetic on something that is not a date', () => {
    expect(() => addDays('2026-02-30', 1)).toThrow(RangeError);
  });

  it('names the weekday of the date itself, agreeing with UTC for ten years of days', () => {
    expect(dayOfWeek('2026-05-18')).toBe(1); // Monday
    expect(dayOfWeek('2026-03-29')).toBe(0); // the Sunday the clocks go forward
    expect(isSunday('2026-10-25')).toBe(true);
    expect(isSunday('2026-10-24')).toBe(false);
    const days = datesBetween('2024-01-01', '2033-12-31');
    expect(days).toHaveLength(3653);
    const utcDays = days.map((_, i) =>
      new Date(Date.UTC(2024, 0, 1 + i)).toISOString().slice(0, 10),
    );
    expect(days).toEqual(utcDays);
    expect(days.map(dayOfWeek)).toEqual(days.map((d) => new Date(`${d}T00:00:00Z`).getUTCDay()));
  });

  it('lists the dates of a range, both ends included', () => {
    expect(datesBetween('2026-02-27', '2026-03-02')).toEqual([
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
    ]);
    expect(datesBetween('2026-05-18', '2026-05-18')).toEqual(['2026-05-18']);
    expect(datesBetween('2026-05-18', '2026-05-17')).toEqual([]);
  });
});

describe('bookable dates', () => {
  // Monday 15 June 2026, 23:30 in London (BST): Tuesday in UTC terms is still an hour away.
  const mondayLateEvening = at('2026-06-15T22:30:00Z');
  // Half an hour later in London it is Tuesday 16 June, while UTC still says Monday.
  const tuesdayAfterMidnight = at('2026-06-15T23:30:00Z');

  it('opens today and closes 60 days ahead', () => {
    expect(BOOKING_WINDOW_DAYS).toBe(60);
    expect(bookableWindow(mondayLateEvening)).toEqual({ first: '2026-06-15', last: '2026-08-14' });
    expect(bookableWindow(tuesdayAfterMidnight)).toEqual({
      first: '2026-06-16',
      last: '2026-08-15',
    });
  });

  it('takes today until midnight in London, not in UTC', () => {
    expect(isBookableDate('2026-06-15', mondayLateEvening)).toBe(true);
    expect(bookingDateProblem('2026-06-15', tuesdayAfterMidnight)).toBe('past');
    expect(isBookableDate('2026-06-16', tuesdayAfterMidnight)).toBe(true);
  });

  it('refuses a date more than 60 days ahead', () => {
    expect(isBookableDate('2026-08-14', mondayLateEvening)).toBe(true);
    expect(bookingDateProblem('2026-08-15', mondayLateEvening)).toBe('too_far');
    expect(isBookableDate('2026-08-15', tuesdayAfterMidnight)).toBe(true);
    expect(bookingDateProblem('2026-08-17', tuesdayAfterMidnight)).toBe('too_far');
  });

  it('refuses Sundays, including the ones the clocks change on', () => {
    expect(bookingDateProblem('2026-06-21', mondayLateEvening)).toBe('closed');
    expect(bookingDateProblem('2026-03-29', at('2026-03-28T12:00:00Z'))).toBe('closed');
    expect(isBookableDate('2026-03-30', at('2026-03-28T12:00:00Z'))).toBe(true);
    expect(bookingDateProblem('2026-10-25', at('2026-10-24T22:59:59Z'))).toBe('closed');
    // Sunday itself, just after midnight BST: today, but closed.
    expect(bookingDateProblem('2026-10-25', at('2026-10-24T23:00:00Z'))).toBe('closed');
  });

  it('names each problem with the message the form shows', () => {
    expect(bookingDateProblem('2026-02-30', mondayLateEvening)).toBe('invalid');
    expect(bookingDateMessages).toEqual({
      invalid: 'Preferred date must be a date like 2026-05-18',
      past: 'Preferred date cannot be in the past',
      too_far: 'Preferred date must be within the next 60 days',
      closed: 'We are closed on Sundays. Please choose another day.',
      closed_day:
        'We are closed on that day (a bank holiday or a closure). Please choose another day.',
    });
  });

  it('refuses bank holidays and the closures staff add', () => {
    const december = at('2026-12-01T10:00:00Z');
    for (const holiday of ['2026-12-25', '2026-12-28', '2027-01-01'])
      expect(bookingDateProblem(holiday, december), holiday).toBe('closed_day');
    expect(bookingDateProblem('2026-12-29', december)).toBeNull();
    const closures = new Map([['2026-12-29', 'Stocktaking']]);
    expect(bookingDateProblem('2026-12-29', december, closures)).toBe('closed_day');
    expect(nextBookableDate(at('2026-12-24T16:00:00Z'), 1)).toBe('2027-01-04');
  });

  it('finds the next bookable day, or weekday', () => {
    const saturday = at('2026-06-13T10:00:00Z');
    expect(nextBookableDate(saturday)).toBe('2026-06-13');
    expect(nextBookableDate(saturday, 1)).toBe('2026-06-15');
    expect(nextBookableDate(at('2026-06-14T10:00:00Z'))).toBe('2026-06-15'); // from a Sunday
    expect(nextBookableDate(saturday, 1, '2026-06-16')).toBe('2026-06-22');
    expect(nextBookableDate(saturday, 0)).toBeNull();
    expect(nextBookableDate(saturday, 1, '2026-08-20')).toBeNull();
  });
});
