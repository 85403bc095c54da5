/**
 * Money helpers. Amounts travel as decimal strings ("1234.50") so no binary
 * floating point touches stored money; these helpers only format them.
 */

// Made on first use, not when the module loads: building a formatter costs a phone
// some milliseconds, which would otherwise add to the one long task that loads a page's code.
let gbp: Intl.NumberFormat | undefined;
let gbpWhole: Intl.NumberFormat | undefined;
const pounds = () =>
  (gbp ??= new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' }));
const wholePounds = () =>
  (gbpWhole ??= new Intl.NumberFormat('en-GB', {
    style: 'currency',
    currency: 'GBP',
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
  }));

function toNumber(amount: number | string): number {
  const value = typeof amount === 'number' ? amount : Number(amount);
  return Number.isFinite(value) ? value : 0;
}

/** "£1,234.50" */
export function formatGBP(amount: number | string): string {
  return pounds().format(toNumber(amount));
}

/** "£1,235": marketplace cards show whole pounds (spec section 9). */
export function formatGBPWhole(amount: number | string): string {
  return wholePounds().format(toNumber(amount));
}

/**
 * "£120" or "£12.50": a price exactly as charged, without pence when there are
 * none (PRODUCT.md "Cards show the exact price").
 */
export function formatPrice(amount: number | string): string {
  const value = toNumber(amount);
  return Number.isInteger(Math.round(value * 100) / 100)
    ? wholePounds().format(value)
    : pounds().format(value);
}
