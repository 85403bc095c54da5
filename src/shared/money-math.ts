/**
 * Exact money arithmetic in integer pennies. Decimal strings from forms and
 * the database are parsed here; no binary fraction ever touches an amount.
 */

/** The largest amount a decimal(10,2) column holds, in pennies. */
export const MAX_DECIMAL_10_2_PENNIES = 9_999_999_999;

/** "12", "12.5", "12.50" → 1250; null for anything else (signs, exponents, 3 places). */
export function parsePennies(text: string | number): number | null {
  const value = typeof text === 'number' ? String(text) : text.trim();
  const match = /^(\d{1,10})(?:\.(\d{1,2}))?$/.exec(value);
  if (!match) return null;
  const [, whole = '0', fraction = ''] = match;
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** 1250 → "12.50", the form stored in numeric columns and sent on the API. */
export function penniesToDecimal(pennies: number): string {
  const sign = pennies < 0 ? '-' : '';
  const abs = Math.abs(pennies);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** pennies × percent / 100, rounded half up to a whole penny. */
export function percentOf(pennies: number, percent: number): number {
  return Math.floor((pennies * percent + 50) / 100);
}
