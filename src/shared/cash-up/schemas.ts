/**
 * The day's cash-up (issue 29, decision 026): money in and out of the shop by
 * method for one London day, the cash the drawer should hold, and the count
 * staff make when they close the day.
 */
import { z } from 'zod';
import { MAX_DECIMAL_10_2_PENNIES, parsePennies, penniesToDecimal } from '../money-math';
import { isValidYmd } from '../repairs/dates';
import type { JournalKind } from '../ledger/kinds';
import { optionalText } from '../validation';

/** The methods money moves by, in the order the cash-up lists them. */
export const cashUpMethods = [
  { value: 'cash', label: 'Cash' },
  { value: 'card', label: 'Card in the shop' },
  { value: 'bank', label: 'Bank transfer' },
  { value: 'card_online', label: 'Card online' },
] as const;
export type CashUpMethod = (typeof cashUpMethods)[number]['value'];

/**
 * Where money came from or went to: one line each on the cash-up, each the
 * journal's entries of one kind. `online_refunds` names card refunds of days
 * closed before the journal; they are the order's refunds since.
 */
export const cashUpSources = [
  { value: 'loans_lent', label: 'Cash lent on loans agreed', kind: 'loan_advanced' },
  { value: 'loan_payments', label: 'Loan payments', kind: 'loan_payment' },
  { value: 'pledge_sales', label: 'Pledges sold in the shop', kind: 'loan_sold' },
  { value: 'order_payments', label: 'Order payments', kind: 'order_payment' },
  { value: 'order_refunds', label: 'Order refunds', kind: 'order_refund' },
  { value: 'repair_payments', label: 'Repair payments', kind: 'repair_payment' },
  { value: 'repair_refunds', label: 'Repair refunds', kind: 'repair_refund' },
  { value: 'online_refunds', label: 'Refunds online', kind: null },
  { value: 'surplus_paid', label: 'Surplus paid to customers', kind: 'surplus_paid' },
] as const satisfies readonly { value: string; label: string; kind: JournalKind | null }[];
export type CashUpSource = (typeof cashUpSources)[number]['value'];

/** UK notes and coins, in pennies, largest first: what the count form lists. */
export const denominations = [5000, 2000, 1000, 500, 200, 100, 50, 20, 10, 5, 2, 1] as const;
export type Denomination = (typeof denominations)[number];

export const denominationLabel = (pennies: number) =>
  pennies >= 100 ? `£${pennies / 100}` : `${pennies}p`;

export const cashUpDateSchema = z.object({
  date: z
    .string()
    .refine(isValidYmd, 'The date must be a day written YYYY-MM-DD')
    .meta({ format: 'date' }),
});

/** Notes and coins counted: denomination in pennies → how many. */
export const countsSchema = z
  .record(
    z.string(),
    z
      .number({ message: 'Each count must be a whole number' })
      .int('Each count must be a whole number')
      .min(0, 'A count cannot be negative')
      .max(100_000, 'A count must be at most 100000'),
  )
  .refine(
    (counts) =>
      Object.keys(counts).every((key) =>
        (denominations as readonly number[]).map(String).includes(key),
      ),
    `Counts take the notes and coins in pennies: ${denominations.join(', ')}`,
  )
  .optional();

/** The sum of a count of notes and coins, in pennies. */
export const countsTotal = (counts: Record<string, number>) =>
  Object.entries(counts).reduce((sum, [pennies, count]) => sum + Number(pennies) * count, 0);

/** An amount of money that may be £0 (an empty drawer). */
const countedAmount = z
  .union([z.string(), z.number()], { message: 'Counted is required' })
  .transform((value, context) => {
    const pennies = parsePennies(value);
    if (pennies === null || pennies > MAX_DECIMAL_10_2_PENNIES) {
      context.addIssue({
        code: 'custom',
        message: 'Counted must be an amount in pounds with at most 2 decimal places',
      });
      return z.NEVER;
    }
    return penniesToDecimal(pennies);
  });

/**
 * Closing a day: the cash counted in the drawer as a total, with the notes and
 * coins it was counted from when staff used them (they must add up to it),
 * and a note, which a difference makes necessary.
 */
export const closeCashUpSchema = z
  .object({
    counted: countedAmount,
    counts: countsSchema,
    note: optionalText('Note', 1000),
  })
  .strict()
  .refine((body) => !body.counts || countsTotal(body.counts) === parsePennies(body.counted), {
    message: 'The notes and coins counted do not add up to the total counted',
    path: ['counts'],
  });
export type CloseCashUpInput = z.input<typeof closeCashUpSchema>;

export const NOTE_REQUIRED_MESSAGE = 'Say in a note why the count differs from the expected cash';
export const ALREADY_CLOSED_MESSAGE = 'This day is already closed: a closed day cannot change.';
export const FUTURE_DAY_MESSAGE = 'A day that has not started cannot be cashed up';

const amount = z.string().describe('Pounds, exact to the penny ("12.50")');

export const cashUpSchema = z.object({
  date: z.string(),
  /** The cash in the drawer at the start: the last closed day's count, or the configured float. */
  openingFloat: amount,
  byMethod: z.array(
    z.object({ method: z.enum(cashUpMethods.map((m) => m.value)), in: amount, out: amount }),
  ),
  /** Each source of money, by method (what the page and the PDF list). */
  lines: z.array(
    z.object({
      source: z.enum(cashUpSources.map((s) => s.value)),
      /** One of cashUpMethods; a string so a method recorded some other way still shows. */
      method: z.string(),
      count: z.number().int(),
      in: amount,
      out: amount,
    }),
  ),
  expectedCash: amount,
  counted: amount.nullable(),
  /** counted − expected: negative when cash is missing. */
  difference: amount.nullable(),
  counts: z.record(z.string(), z.number()).nullable(),
  note: z.string().nullable(),
  closedAt: z.string().nullable(),
  /** The username of who counted and closed it. */
  closedBy: z.string().nullable(),
  /** The instants the day's money is counted between (a day ends at its close; decision 026). */
  window: z.object({ from: z.string(), to: z.string() }),
});
export type CashUp = z.infer<typeof cashUpSchema>;
