import { describe, expect, it } from 'vitest';
import { isOpeningDay, nextOpeningDay } from '../calendar/opening-days';
import { describeDay, fulfilmentDates } from './fulfilment-date';
import { isDeliveryPostcode, normalisePostcode } from './postcode';
import { canMove, nextStatuses } from './values';

// 2026-05-18 is a Monday; the UK is on BST (UTC+1) then, GMT (UTC+0) in December.
const at = (iso: string) => new Date(iso);

describe('fulfilmentDates', () => {
  it('delivers the same day when ordered before 2 pm London time on an opening day', () => {
    expect(fulfilmentDates('delivery', at('2026-05-18T12:59:00Z'))).toEqual({
      fulfilmentDate: '2026-05-18',
      holdUntil: null,
    });
  });

  it('counts the cut-off on the London clock, not UTC (13:00 UTC is 2 pm BST)', () => {
    expect(fulfilmentDates('delivery', at('2026-05-18T13:00:00Z')).fulfilmentDate).toBe(
      '2026-05-19',
    );
    // In winter London is on UTC: 13:59 UTC is still before 2 pm.
    expect(fulfilmentDates('delivery', at('2026-12-14T13:59:00Z')).fulfilmentDate).toBe(
      '2026-12-14',
    );
    expect(fulfilmentDates('delivery', at('2026-12-14T14:00:00Z')).fulfilmentDate).toBe(
      '2026-12-15',
    );
  });

  it('uses the London date just after midnight (23:30 UTC in summer is the next day)', () => {
    // Sunday 23:30 UTC = Monday 00:30 BST: Monday, before the cut-off.
    expect(fulfilmentDates('delivery', at('2026-05-17T23:30:00Z')).fulfilmentDate).toBe(
      '2026-05-18',
    );
  });

  it('skips Sunday: Saturday after the cut-off and all of Sunday go to Monday', () => {
    expect(fulfilmentDates('delivery', at('2026-05-16T13:30:00Z')).fulfilmentDate).toBe(
      '2026-05-18',
    );
    expect(fulfilmentDates('delivery', at('2026-05-17T09:00:00Z')).fulfilmentDate).toBe(
      '2026-05-18',
    );
    expect(fulfilmentDates('delivery', at('2026-05-16T09:00:00Z')).fulfilmentDate).toBe(
      '2026-05-16',
    );
  });

  it('skips bank holidays and staff closures for delivery days', () => {
    // Christmas Eve afternoon: Christmas Day is a bank holiday, Saturday 26th is open.
    expect(fulfilmentDates('delivery', at('2026-12-24T15:00:00Z')).fulfilmentDate).toBe(
      '2026-12-26',
    );
    const closures = new Map([['2026-12-26', 'Stocktaking']]);
    // …unless staff closed it: Sunday, the Boxing Day substitute Monday, then Tuesday 29th.
    expect(fulfilmentDates('delivery', at('2026-12-24T15:00:00Z'), closures).fulfilmentDate).toBe(
      '2026-12-29',
    );
  });

  it('holds a collection for 3 opening days, not counting Sunday or a bank holiday', () => {
    // Thursday morning: ready Thursday, held Thursday, Friday and Saturday.
    expect(fulfilmentDates('collection', at('2026-05-21T08:00:00Z'))).toEqual({
      fulfilmentDate: '2026-05-21',
      holdUntil: '2026-05-23',
    });
    // Friday afternoon: ready Saturday, held Saturday, Tuesday, Wednesday (Monday 25th is
    // the Spring bank holiday).
    expect(fulfilmentDates('collection', at('2026-05-22T15:00:00Z'))).toEqual({
      fulfilmentDate: '2026-05-23',
      holdUntil: '2026-05-27',
    });
  });
});

describe('opening days', () => {
  it('follows the hours table: Sunday is closed, every other day open', () => {
    expect(isOpeningDay('2026-05-24')).toBe(false);
    expect(['2026-05-18', '2026-05-22', '2026-05-23'].map((d) => isOpeningDay(d))).toEqual([
      true,
      true,
      true,
    ]);
    expect(nextOpeningDay('2026-05-16')).toBe('2026-05-18');
    expect(nextOpeningDay('2026-05-23')).toBe('2026-05-26');
  });

  it('names the day for the page', () => {
    expect(describeDay('2026-05-18', at('2026-05-18T08:00:00Z'))).toBe('today, Monday 18 May');
    expect(describeDay('2026-05-19', at('2026-05-18T08:00:00Z'))).toBe('tomorrow, Tuesday 19 May');
    expect(describeDay('2026-05-25', at('2026-05-18T08:00:00Z'))).toBe('Monday 25 May');
  });
});

describe('postcodes', () => {
  it('normalises UK postcodes and refuses anything else', () => {
    expect(normalisePostcode(' ls11  7lr ')).toBe('LS11 7LR');
    expect(normalisePostcode('LS117LR')).toBe('LS11 7LR');
    expect(normalisePostcode('SW1A 1AA')).toBe('SW1A 1AA');
    expect(normalisePostcode('LS11')).toBeNull();
    expect(normalisePostcode('12345')).toBeNull();
  });

  it('delivers to LS postcodes only', () => {
    expect(isDeliveryPostcode('LS6 3AG')).toBe(true);
    expect(isDeliveryPostcode('BD1 1AA')).toBe(false);
    expect(isDeliveryPostcode('L1 8JQ')).toBe(false);
  });
});

describe('order moves', () => {
  it('goes confirm → out for delivery → delivered, or → ready → collected', () => {
    expect(nextStatuses('pending', 'delivery')).toEqual(['confirmed', 'cancelled']);
    expect(nextStatuses('confirmed', 'delivery')).toEqual(['out_for_delivery', 'cancelled']);
    expect(nextStatuses('confirmed', 'collection')).toEqual(['ready_for_collection', 'cancelled']);
    expect(canMove('out_for_delivery', 'delivered', 'delivery')).toBe(true);
    expect(canMove('ready_for_collection', 'collected', 'collection')).toBe(true);
  });

  it('refuses moves out of order and any move of a finished order', () => {
    expect(canMove('pending', 'delivered', 'delivery')).toBe(false);
    expect(canMove('confirmed', 'ready_for_collection', 'delivery')).toBe(false);
    expect(nextStatuses('delivered', 'delivery')).toEqual([]);
    expect(nextStatuses('cancelled', 'collection')).toEqual([]);
  });
});
