/**
 * Money helpers. Amounts travel as decimal strings ("1234.50") so no binary
 * floating point touches stored money; these helpers only format them.
 */

import { madeOnFirstUse } from './made-on-first-use';

const pounds = madeOnFirstUse(
  () => new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' }),
);
const wholePounds = madeOnFirstUse(
  () =>
    new Intl.NumberFormat('en-GB', {
      style: 'currency',
      currency: 'GBP',
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    }),
);

function toNumber(amount: number | string): number {
  const value = typeof amount === 'number' ? amount : Number(amount);
  return Number.isFinite(value) ? value : 0;
}

/** "0999" → "1000": the digits of a whole number plus one. */
function plusOne(digits: string): string {
  let last = digits.length - 1;
  while (last >= 0 && digits[last] === '9') last -= 1;
  if (last < 0) return `1${'0'.repeat(digits.length)}`;
  return `${digits.slice(0, last)}${Number(digits[last]) + 1}${'0'.repeat(digits.length - 1 - last)}`;
}

/**
 * `value` in pounds with `decimals` places, written as `Intl.NumberFormat('en-GB')` writes GBP
 * ("£1,234.50", "-£0.50"; half away from zero, on the number's shortest decimal form) without
 * building a formatter: the first currency formatter costs a phone tens of milliseconds of
 * locale data in the middle of hydrating a page of prices (decision 012). A number whose
 * shortest form has an exponent (1e21 and over, under 1e-6) goes to Intl itself.
 * `money.test.ts` holds the two to the same text.
 */
function writePounds(value: number, decimals: 0 | 2): string {
  const shortest = /^(\d+)(?:\.(\d+))?$/.exec(String(Math.abs(value)));
  if (!shortest) return (decimals === 2 ? pounds() : wholePounds()).format(value);
  const [, whole = '0', fraction = ''] = shortest;
  let kept = whole + fraction.slice(0, decimals).padEnd(decimals, '0');
  if ((fraction[decimals] ?? '0') >= '5') kept = plusOne(kept);
  const units = kept.slice(0, kept.length - decimals).replace(/^0+(?=\d)/, '');
  const pence = decimals === 2 ? `.${kept.slice(-2)}` : '';
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return `${sign}£${units.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${pence}`;
}

/** "£1,234.50" */
export function formatGBP(amount: number | string): string {
  return writePounds(toNumber(amount), 2);
}

/** "£1,235": marketplace cards show whole pounds (spec section 9). */
export function formatGBPWhole(amount: number | string): string {
  return writePounds(toNumber(amount), 0);
}

/**
 * "£120" or "£12.50": a price exactly as charged, without pence when there are
 * none (PRODUCT.md "Cards show the exact price").
 */
export function formatPrice(amount: number | string): string {
  const value = toNumber(amount);
  return writePounds(value, Number.isInteger(Math.round(value * 100) / 100) ? 0 : 2);
}
