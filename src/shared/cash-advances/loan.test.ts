import { describe, expect, it } from 'vitest';
import { parsePennies, penniesToDecimal } from '../money-math';
import {
  annualRateOfInterest,
  computeRepayment,
  DEFAULT_LOAN_RATES,
  dueDateFrom,
  interestRateFor,
  MAX_LOAN_PENNIES,
  maximumLoanPennies,
  rateStatement,
  readLoanRates,
  repaymentFigures,
  representativeApr,
} from './loan';

const rates = DEFAULT_LOAN_RATES;

describe('loan maths in pennies', () => {
  it('lends 80% of a gold value at 15%: £1,000 → £800.00 loan, £120.00 interest, £920.00 total', () => {
    const loan = maximumLoanPennies(parsePennies('1000')!, 'gold');
    expect(loan).toBe(80_000);
    expect(computeRepayment(loan, 'gold', rates)).toEqual({
      loanPennies: 80_000,
      ratePercent: 15,
      interestPennies: 12_000,
      totalPennies: 92_000,
    });
  });

  it('lends 60% of a general value at 30%', () => {
    const loan = maximumLoanPennies(parsePennies('1000')!, 'general');
    expect(loan).toBe(60_000);
    expect(repaymentFigures(loan, 'general', rates)).toEqual({
      loanAmount: '600.00',
      interestRate: '30.00',
      totalRepayment: '780.00',
    });
  });

  it('rounds interest to the penny: £333.33 general → £99.999 → £100.00, total £433.33', () => {
    const repayment = computeRepayment(parsePennies('333.33')!, 'general', rates);
    expect(repayment.interestPennies).toBe(10_000);
    expect(penniesToDecimal(repayment.totalPennies)).toBe('433.33');
  });

  it('rounds half a penny up', () => {
    // £0.10 at 15% is 1.5p.
    expect(computeRepayment(10, 'gold', rates).interestPennies).toBe(2);
  });

  it('treats every collateral but gold as general', () => {
    expect(computeRepayment(100_00, 'watches', rates).ratePercent).toBe(30);
  });

  it('handles the largest decimal(10,2) loan without losing a penny', () => {
    const figures = repaymentFigures(9_999_999_999, 'general', rates);
    expect(figures.totalRepayment).toBe('129999999.99');
  });

  it('keeps the largest loan storable at the highest rate a setting allows', () => {
    expect(MAX_LOAN_PENNIES).toBe(4_999_999_999);
    expect(repaymentFigures(MAX_LOAN_PENNIES, 'general', { gold: 100, general: 100 })).toEqual({
      loanAmount: '49999999.99',
      interestRate: '100.00',
      totalRepayment: '99999999.98',
    });
  });

  it('states the representative APR of the 28-day rates', () => {
    expect(representativeApr(15)).toBe(518.4);
    expect(representativeApr(30)).toBe(2957.3);
  });

  it('states the annual rate of interest: the 28-day rate over 365 days, one decimal', () => {
    expect(annualRateOfInterest(15)).toBe(195.5);
    expect(annualRateOfInterest(30)).toBe(391.1);
    expect(annualRateOfInterest(12)).toBe(156.4);
    expect(annualRateOfInterest(12.5)).toBe(162.9);
    expect(annualRateOfInterest(100)).toBe(1303.6);
  });

  it('writes a rate with its annual rate of interest and APR', () => {
    expect(rateStatement(15)).toBe(
      '15% for 28 days · 195.5% a year fixed (annual rate of interest) · Representative 518.4% APR',
    );
    expect(rateStatement(30)).toBe(
      '30% for 28 days · 391.1% a year fixed (annual rate of interest) · Representative 2957.3% APR',
    );
  });

  it('falls due 28 days after the request', () => {
    const start = new Date('2026-03-01T10:00:00Z');
    expect(dueDateFrom(start).toISOString()).toBe('2026-03-29T10:00:00.000Z');
  });
});

describe('the shop’s rates (RATE_GOLD, RATE_GENERAL)', () => {
  const custom = { gold: 12, general: 25.5 };

  it('gives gold the gold rate and every other collateral the general rate', () => {
    expect(interestRateFor('gold', custom)).toBe(12);
    expect(interestRateFor('general', custom)).toBe(25.5);
    expect(interestRateFor('watches', custom)).toBe(25.5);
    expect(interestRateFor('gold', DEFAULT_LOAN_RATES)).toBe(15);
    expect(interestRateFor('general', DEFAULT_LOAN_RATES)).toBe(30);
  });

  it('works the figures at the given rates, a decimal rate to the penny', () => {
    expect(computeRepayment(80_000, 'gold', custom)).toEqual({
      loanPennies: 80_000,
      ratePercent: 12,
      interestPennies: 9_600,
      totalPennies: 89_600,
    });
    // £333.33 × 25.5% = £85.000 → £85.00; × 12.55% = £41.833 → £41.83.
    expect(repaymentFigures(33_333, 'general', custom)).toEqual({
      loanAmount: '333.33',
      interestRate: '25.50',
      totalRepayment: '418.33',
    });
    expect(repaymentFigures(33_333, 'gold', { gold: 12.55, general: 30 })).toEqual({
      loanAmount: '333.33',
      interestRate: '12.55',
      totalRepayment: '375.16',
    });
    // A rate whose hundredths are no exact binary fraction: 1.15 × 100 is 114.999….
    expect(repaymentFigures(10_000, 'gold', { gold: 1.15, general: 30 }).interestRate).toBe('1.15');
  });

  it('reads the rates of GET /api/meta by hand, and nothing else', () => {
    expect(readLoanRates({ loanRates: { gold: 12, general: 25.5 } })).toEqual(custom);
    for (const body of [
      null,
      { demo: false },
      { loanRates: null },
      { loanRates: { gold: '15', general: 30 } },
      { loanRates: { gold: 0, general: 30 } },
      { loanRates: { gold: 15, general: 101 } },
    ]) {
      expect(readLoanRates(body)).toBeNull();
    }
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
