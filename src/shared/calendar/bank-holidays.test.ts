import { describe, expect, it } from 'vitest';
import { addDays, dayOfWeek, todayInLondon } from '../repairs/dates';
import { bankHolidaysCoverUntil, englandAndWalesBankHolidays } from './bank-holidays';

const pad = (n: number) => String(n).padStart(2, '0');
const ymd = (y: number, m: number, d: number) => `${y}-${pad(m)}-${pad(d)}`;

/** Easter Sunday (anonymous Gregorian algorithm). */
function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return ymd(year, month, day);
}

const firstMonday = (y: number, m: number) => {
  let day = ymd(y, m, 1);
  while (dayOfWeek(day) !== 1) day = addDays(day, 1);
  return day;
};
const lastMonday = (y: number, m: number, daysInMonth: number) => {
  let day = ymd(y, m, daysInMonth);
  while (dayOfWeek(day) !== 1) day = addDays(day, -1);
  return day;
};

/** The usual England and Wales holidays of a year, with substitute days for weekends. */
function usualHolidays(year: number): string[] {
  const weekdayOrNext = (day: string, taken: Set<string>) => {
    let d = day;
    while (dayOfWeek(d) === 0 || dayOfWeek(d) === 6 || taken.has(d)) d = addDays(d, 1);
    taken.add(d);
    return d;
  };
  const easter = easterSunday(year);
  const christmas = new Set<string>();
  return [
    weekdayOrNext(ymd(year, 1, 1), new Set()),
    addDays(easter, -2),
    addDays(easter, 1),
    firstMonday(year, 5),
    lastMonday(year, 5, 31),
    lastMonday(year, 8, 31),
    weekdayOrNext(ymd(year, 12, 25), christmas),
    weekdayOrNext(ymd(year, 12, 26), christmas),
  ].sort();
}

describe('England and Wales bank holidays', () => {
  it('covers the next twelve months (add the next year from gov.uk when this fails)', () => {
    const inAYear = addDays(todayInLondon(), 366);
    expect(bankHolidaysCoverUntil >= inAYear).toBe(true);
    const lastYear = Number(bankHolidaysCoverUntil.slice(0, 4));
    expect(englandAndWalesBankHolidays.some((h) => h.date.startsWith(`${lastYear}-12-`))).toBe(
      true,
    );
  });

  it('lists exactly the usual holidays of every year it covers, in order', () => {
    const years = new Set(englandAndWalesBankHolidays.map((h) => Number(h.date.slice(0, 4))));
    for (const year of years) {
      const listed = englandAndWalesBankHolidays
        .filter((h) => h.date.startsWith(`${year}-`))
        .map((h) => h.date);
      expect(listed, String(year)).toEqual(usualHolidays(year));
    }
  });

  it('knows the Christmas substitute days', () => {
    const dates = englandAndWalesBankHolidays.map((h) => h.date);
    expect(dates).toEqual(
      expect.arrayContaining([
        '2026-12-25',
        '2026-12-28',
        '2027-12-27',
        '2027-12-28',
        '2028-01-03',
      ]),
    );
    expect(dates).not.toContain('2026-12-26');
  });
});
