import { describe, expect, it } from 'vitest';
import { closedReason, isOpeningDay, nextOpeningDay, openingDayOnOrAfter } from './opening-days';

const closures = new Map([['2026-12-29', 'Stocktaking']]);

describe('the shop calendar', () => {
  it('is closed on Sundays, bank holidays and staff closures, open on other days', () => {
    expect(closedReason('2026-11-29')?.kind).toBe('weekly');
    expect(closedReason('2026-12-25')).toEqual({ kind: 'bank_holiday', reason: 'Christmas Day' });
    expect(closedReason('2026-12-29', closures)).toEqual({
      kind: 'closure',
      reason: 'Stocktaking',
    });
    expect(isOpeningDay('2026-12-29')).toBe(true);
    expect(isOpeningDay('2026-12-24')).toBe(true);
    expect(isOpeningDay('2026-12-26')).toBe(true); // a Saturday; the holiday moved to Monday 28th
  });

  it('skips every closed day to the next opening day', () => {
    // Thursday 24 December → Saturday 26th is open (Christmas Day Friday is not).
    expect(nextOpeningDay('2026-12-24')).toBe('2026-12-26');
    // Saturday 26th → Sunday, Monday 28th (substitute), Tuesday 29th (closure) → Wednesday 30th.
    expect(nextOpeningDay('2026-12-26', closures)).toBe('2026-12-30');
  });

  it('moves a due date on a closed day to the next opening day and keeps an open one', () => {
    // A loan started on 27 November 2026 falls due 28 days on: Christmas Day.
    expect(openingDayOnOrAfter('2026-12-25')).toBe('2026-12-26');
    expect(openingDayOnOrAfter('2026-12-24')).toBe('2026-12-24');
    // Christmas 2027 is a Saturday: the holidays are the 27th and 28th; staff add a closure for the day itself.
    expect(openingDayOnOrAfter('2027-12-27')).toBe('2027-12-29');
  });
});
