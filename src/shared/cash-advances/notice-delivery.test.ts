import { describe, expect, it } from 'vitest';
import { dayOfWeek } from '../repairs/dates';
import {
  deemedDelivery,
  isWorkingDay,
  noticeCountsFrom,
  noticeTiming,
  saleAllowedAfterNotice,
  saleNotYetAllowed,
} from './notice-delivery';

describe('working days', () => {
  it('are Monday to Friday that are not bank holidays in England and Wales', () => {
    expect(isWorkingDay('2027-03-03')).toBe(true); // Wednesday
    expect(isWorkingDay('2027-03-06')).toBe(false); // Saturday, though the shop opens
    expect(isWorkingDay('2027-03-07')).toBe(false); // Sunday
    expect(isWorkingDay('2027-03-26')).toBe(false); // Good Friday
    expect(isWorkingDay('2026-12-28')).toBe(false); // Boxing Day (substitute day)
  });
});

describe('the deemed delivery of a letter posted first class', () => {
  const cases: [string, string, string][] = [
    ['a Wednesday → the Friday', '2027-03-03', '2027-03-05'],
    ['a Monday → the Wednesday', '2027-03-01', '2027-03-03'],
    ['a Thursday → the Monday', '2027-03-04', '2027-03-08'],
    ['a Friday → the Tuesday', '2027-03-05', '2027-03-09'],
    ['a Saturday → the Tuesday', '2027-03-06', '2027-03-09'],
    ['a Sunday → the Tuesday', '2027-03-07', '2027-03-09'],
    ['the Thursday before Easter → the Wednesday after it', '2027-03-25', '2027-03-31'],
    ['the Friday before the early May bank holiday → the Wednesday', '2027-04-30', '2027-05-05'],
    ['Christmas Eve 2026 → Wednesday 30 December', '2026-12-24', '2026-12-30'],
    ['23 December 2026 → Tuesday 29 December', '2026-12-23', '2026-12-29'],
    ['New Year’s Eve 2026 → Tuesday 5 January', '2026-12-31', '2027-01-05'],
  ];
  it.each(cases)('posted on %s', (_, postedOn, delivered) => {
    expect(deemedDelivery(postedOn)).toBe(delivered);
    expect(isWorkingDay(delivered)).toBe(true);
  });

  it('is always a working day two to six days after posting', () => {
    let day = '2026-01-01';
    for (let i = 0; i < 5 * 365; i += 1) {
      const delivered = deemedDelivery(day);
      const gap = (Date.parse(delivered) - Date.parse(day)) / 86_400_000;
      expect(gap, day).toBeGreaterThanOrEqual(2);
      expect(gap, day).toBeLessThanOrEqual(6);
      expect([1, 2, 3, 4, 5]).toContain(dayOfWeek(delivered));
      day = new Date(Date.parse(day) + 86_400_000).toISOString().slice(0, 10);
    }
  });
});

describe('the first day of sale', () => {
  it('leaves 14 clear days after the notice counts as given', () => {
    expect(saleAllowedAfterNotice('2027-03-05')).toBe('2027-03-20');
    expect(noticeCountsFrom('2027-03-20')).toBe('2027-03-05');
  });

  it('runs from the email when the customer agreed to it, from the deemed delivery of a posted letter', () => {
    // Sent on Wednesday 3 March: received on Thursday 4th (s.176A(2)); on a Friday, the Monday.
    expect(noticeTiming({ by: 'email', givenOn: '2027-03-03' })).toEqual({
      deliveredOn: '2027-03-04',
      saleAllowedFrom: '2027-03-19',
    });
    expect(noticeTiming({ by: 'email', givenOn: '2027-03-05' }).deliveredOn).toBe('2027-03-08');
    expect(noticeTiming({ by: 'post', postedOn: '2027-03-03' })).toEqual({
      deliveredOn: '2027-03-05',
      saleAllowedFrom: '2027-03-20',
    });
    expect(noticeTiming({ by: 'post', postedOn: null })).toEqual({
      deliveredOn: null,
      saleAllowedFrom: null,
    });
  });

  it('says why a sale must wait, and from which day it is allowed', () => {
    const posted = { by: 'post', postedOn: '2027-03-03' } as const;
    expect(saleNotYetAllowed(posted, '2027-03-19')).toBe(
      'The notice was posted on 3 March 2027; it is treated as delivered on 5 March 2027, so the pawn may be sold from 20 March 2027.',
    );
    expect(saleNotYetAllowed(posted, '2027-03-20')).toBeNull();
    expect(saleNotYetAllowed({ by: 'email', givenOn: '2027-03-03' }, '2027-03-18')).toBe(
      'The notice was sent by email on 3 March 2027; it is treated as received on 4 March 2027, so the pawn may be sold from 19 March 2027.',
    );
    expect(saleNotYetAllowed({ by: 'email', givenOn: '2027-03-03' }, '2027-03-19')).toBeNull();
    expect(saleNotYetAllowed({ by: 'post', postedOn: null }, '2030-01-01')).toMatch(
      /counts only once the letter is posted/,
    );
  });
});
