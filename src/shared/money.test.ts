import { describe, expect, it } from 'vitest';
import { formatGBP, formatGBPWhole, formatPrice } from './money';

const intlPounds = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });
const intlWhole = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: 'GBP',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

/** Amounts of every shape: whole, pence, half pennies and beyond, negative, large and tiny. */
function sampleAmounts(): number[] {
  const fixed = [
    0,
    -0,
    0.5,
    1.005,
    2.675,
    1.015,
    -1.005,
    -0.001,
    -0.005,
    -0.004,
    0.995,
    9.995,
    99.995,
    999.995,
    999999.995,
    0.1 + 0.2,
    1234567.891,
    123456789012.345,
    1e15,
    1e20,
    1e21,
    1e-7,
    5e-7,
    -1e-7,
    Number.MAX_SAFE_INTEGER,
    0.000001,
    0.0000049,
  ];
  let seed = 12345;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  const drawn = Array.from({ length: 20_000 }, (_, i) => {
    const places = i % 5;
    const size = 10 ** (i % 10);
    const value = Math.round(random() * size * 10 ** places) / 10 ** places;
    return i % 3 === 0 ? -value : value;
  });
  return [...fixed, ...drawn];
}

describe('money formatting without Intl', () => {
  it('writes pounds and pence exactly as Intl.NumberFormat does', () => {
    for (const amount of sampleAmounts()) {
      expect(formatGBP(amount), String(amount)).toBe(intlPounds.format(amount));
      expect(formatGBPWhole(amount), String(amount)).toBe(intlWhole.format(amount));
      const text = String(amount);
      expect(formatGBP(text), text).toBe(intlPounds.format(Number(text)));
    }
  });

  it('writes a price without pence when there are none', () => {
    expect(formatGBP('1234.50')).toBe('£1,234.50');
    expect(formatPrice('120.00')).toBe('£120');
    expect(formatPrice('12.50')).toBe('£12.50');
    expect(formatPrice(-0.5)).toBe('-£0.50');
    expect(formatPrice(1234567)).toBe('£1,234,567');
    expect(formatPrice(99.999)).toBe('£100');
  });

  it('reads what is not a number as nothing', () => {
    expect(formatGBP('abc')).toBe('£0.00');
    expect(formatGBPWhole(Number.NaN)).toBe('£0');
  });
});
