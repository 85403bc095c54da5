import { describe, expect, it } from 'vitest';
import type { DailyTotal } from '@shared/payments/schemas';
import { periodTotals, signedPennies } from './period-totals';

const day = (values: Partial<DailyTotal>): DailyTotal => ({
  day: '2026-03-02',
  cash: '0.00',
  card: '0.00',
  bank: '0.00',
  card_online: '0.00',
  total: '0.00',
  ...values,
});

describe('signedPennies', () => {
  it('reads a leading minus, which parsePennies alone refuses', () => {
    expect(signedPennies('-12.50')).toBe(-1250);
    expect(signedPennies('12.5')).toBe(1250);
    expect(signedPennies('0.00')).toBe(0);
    expect(signedPennies('--1.00')).toBeNull();
    expect(signedPennies('1e3')).toBeNull();
  });
});

describe('periodTotals', () => {
  it('adds each column in pennies, refunds taking away', () => {
    const totals = periodTotals([
      day({ cash: '0.10', card_online: '-30.00', total: '-29.90' }),
      day({ cash: '0.20', card_online: '10.05', total: '10.25' }),
    ]);
    // 0.1 + 0.2 in floating point is 0.30000000000000004.
    expect(totals).toEqual({
      cash: '0.30',
      card: '0.00',
      bank: '0.00',
      card_online: '-19.95',
      total: '-19.65',
    });
  });

  it('gives null for a column it cannot read, not a wrong sum', () => {
    expect(periodTotals([day({ bank: 'n/a' })]).bank).toBeNull();
    expect(periodTotals([]).total).toBe('0.00');
  });
});
