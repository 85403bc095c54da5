import { describe, expect, it } from 'vitest';
import { parsePennies, penniesToDecimal } from '../money-math';
import {
  computeRepayment,
  dueDateFrom,
  maximumLoanPennies,
  repaymentFigures,
  representativeApr,
} from './loan';

describe('loan maths in pennies', () => {
  it('lends 80% of a gold value at 15%: £1,000 → £800.00 loan, £120.00 interest, £920.00 total', () => {
    const loan = maximumLoanPennies(parsePennies('1000')!, 'gold');
    expect(loan).toBe(80_000);
    expect(computeRepayment(loan, 'gold')).toEqual({
      loanPennies: 80_000,
      ratePercent: 15,
      interestPennies: 12_000,
      totalPennies: 92_000,
    });
  });

  it('lends 60% of a general value at 30%', () => {
    const loan = maximumLoanPennies(parsePennies('1000')!, 'general');
    expect(loan).toBe(60_000);
    expect(repaymentFigures(loan, 'general')).toEqual({
      loanAmount: '600.00',
      interestRate: '30.00',
      totalRepayment: '780.00',
    });
  });

  it('rounds interest to the penny: £333.33 general → £99.999 → £100.00, total £433.33', () => {
    const repayment = computeRepayment(parsePennies('333.33')!, 'general');
    expect(repayment.interestPennies).toBe(10_000);
    expect(penniesToDecimal(repayment.totalPennies)).toBe('433.33');
  });

  it('rounds half a penny up', () => {
    // £0.10 at 15% is 1.5p.
    expect(computeRepayment(10, 'gold').interestPennies).toBe(2);
  });

  it('treats every collateral but gold as general', () => {
    expect(computeRepayment(100_00, 'watches').ratePercent).toBe(30);
  });

  it('handles the largest decimal(10,2) loan without losing a penny', () => {
    const figures = repaymentFigures(9_999_999_999, 'general');
    expect(figures.totalRepayment).toBe('129999999.99');
  });

  it('states the representative APR of the flat 28-day rates', () => {
    expect(representativeApr(15)).toBe(518.4);
    expect(representativeApr(30)).toBe(2957.3);
  });

  it('falls due 28 days after the request', () => {
    const start = new Date('2026-03-01T10:00:00Z');
    expect(dueDateFrom(start).toISOString()).toBe('2026-03-29T10:00:00.000Z');
  });
});

describe('decimal parsing', () => {
  it.each([
    ['12', 1200],
    ['12.5', 1250],
    ['0.01', 1],
    [' 7.00 ', 700],
    [42, 4200],
  ])('parses %o', (text, pennies) => {
    expect(parsePennies(text)).toBe(pennies);
  });

  it.each(['', '-5', '1e3', '1.234', 'abc', '12.', '.5', '12345678901'])('refuses %o', (text) => {
    expect(parsePennies(text)).toBeNull();
  });
});
