import { parsePennies, penniesToDecimal } from '@shared/money-math';
import type { DailyTotal, ReconciliationMethod } from '@shared/payments/schemas';

export type TotalColumn = ReconciliationMethod | 'total';

const columns: readonly TotalColumn[] = ['cash', 'card', 'bank', 'card_online', 'total'];

/**
 * "-12.50" → -1250. A day's money in is less refunds, so it can be negative;
 * parsePennies reads no sign, so the minus is taken off first. Null when unreadable.
 */
export function signedPennies(amount: string): number | null {
  const text = amount.trim();
  const negative = text.startsWith('-');
  const pennies = parsePennies(negative ? text.slice(1) : text);
  if (pennies === null) return null;
  return negative ? -pennies : pennies;
}

/**
 * The period's total of each column, added in whole pennies so no binary
 * fraction creeps in over a month of days; null for a column with an amount
 * that cannot be read (never summed as zero).
 */
export function periodTotals(days: readonly DailyTotal[]): Record<TotalColumn, string | null> {
  const entries = columns.map((column) => {
    let sum = 0;
    for (const day of days) {
      const pennies = signedPennies(day[column]);
      if (pennies === null) return [column, null] as const;
      sum += pennies;
    }
    return [column, penniesToDecimal(sum)] as const;
  });
  return Object.fromEntries(entries) as Record<TotalColumn, string | null>;
}
