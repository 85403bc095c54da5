/**
 * What the owner and the accountant read of the books (decision 037): the
 * trial balance of a period, the journal's entries with their lines, and the
 * period's journal as Xero's manual-journal CSV. Periods are London business
 * days, both ends included; money is in pounds, exact to the penny ("12.50").
 */
import { z } from 'zod';
import { addDays, daysBetween, isValidYmd } from '../repairs/dates';
import { journalKinds, type JournalKind } from './kinds';

/** The longest period a trial balance or an export covers: a year, leap day included. */
export const MAX_LEDGER_DAYS = 366;
/** Entries in one page of the journal. */
export const LEDGER_PAGE_SIZE = 50;

export const ledgerAccountTypes = ['asset', 'liability', 'equity', 'income', 'expense'] as const;
export type LedgerAccountType = (typeof ledgerAccountTypes)[number];

export type LedgerPeriod = { from: string; to: string };

/** The calendar month holding `today`, first day to last: the books' default period. */
export function monthOf(today: string): LedgerPeriod {
  const from = `${today.slice(0, 7)}-01`;
  const nextMonth = addDays(from, 32).slice(0, 7);
  return { from, to: addDays(`${nextMonth}-01`, -1) };
}

const day = (label: string) =>
  z
    .string({ message: `${label} must be a date written YYYY-MM-DD` })
    .refine(isValidYmd, `${label} must be a date written YYYY-MM-DD`)
    .meta({ format: 'date' });

type Bounds = { from?: string | undefined; to?: string | undefined };
const bothValid = (q: Bounds): q is LedgerPeriod =>
  !!q.from && !!q.to && isValidYmd(q.from) && isValidYmd(q.to);

const inOrder = <T extends z.ZodType<Bounds>>(schema: T) =>
  schema.refine((q) => !bothValid(q) || q.from <= q.to, {
    message: 'from must be on or before to',
    path: ['from'],
  });

/**
 * A period of business days (from, to: both or neither; this month by default),
 * at most MAX_LEDGER_DAYS long.
 */
export const ledgerPeriodQuerySchema = inOrder(
  z.object({ from: day('from').optional(), to: day('to').optional() }),
)
  .refine((q) => !q.from === !q.to, {
    message: 'Give both from and to, or neither',
    path: ['to'],
  })
  .refine((q) => !bothValid(q) || daysBetween(q.from, q.to) < MAX_LEDGER_DAYS, {
    message: `A period covers at most ${MAX_LEDGER_DAYS} days`,
    path: ['to'],
  });

const kindValues: JournalKind[] = journalKinds.map((kind) => kind.value);

/** The journal's entries, narrowed by any of: days, an account, a kind, a reference. */
export const ledgerEntriesQuerySchema = inOrder(
  z.object({
    from: day('from').optional(),
    to: day('to').optional(),
    account: z
      .string()
      .trim()
      .regex(/^\d{4}$/, 'account must be an account code of the chart, four digits such as 1000')
      .optional(),
    kind: z
      .enum(kindValues, {
        message: `kind must be one of ${kindValues.join(', ')}`,
      })
      .optional(),
    reference: z
      .string()
      .trim()
      .min(1, 'reference must not be empty')
      .max(64, 'reference must be at most 64 characters')
      .optional()
      .describe(
        'A loan, order or repair id, an entry’s record id, an agreement number (CA-000123), an order reference (BCR-7KQ2XM) or a repair reference (R-1A2B3C4D)',
      ),
    page: z.coerce
      .number({ message: 'page must be a whole number' })
      .int('page must be a whole number')
      .min(1, 'page must be 1 or more')
      .max(10_000, 'page must be at most 10000')
      .default(1),
  }),
);
export type LedgerEntriesQuery = z.infer<typeof ledgerEntriesQuerySchema>;

const pounds = z.string().describe('Pounds, exact to the penny ("12.50")');

export const trialBalanceAccountSchema = z.object({
  code: z.string(),
  name: z.string(),
  type: z.enum(ledgerAccountTypes),
  debit: pounds.describe('The period’s debits to the account, in pounds'),
  credit: pounds.describe('The period’s credits to the account, in pounds (a positive figure)'),
  balance: pounds.describe('Debits less credits: negative when the account was credited more'),
});

export const trialBalanceSchema = z.object({
  from: z.string().meta({ format: 'date' }),
  to: z.string().meta({ format: 'date' }),
  /** Every account of the chart, in code order, whether it moved or not. */
  accounts: z.array(trialBalanceAccountSchema),
  totalDebit: pounds,
  totalCredit: pounds,
});
export type TrialBalance = z.infer<typeof trialBalanceSchema>;
export type TrialBalanceAccount = z.infer<typeof trialBalanceAccountSchema>;

export const journalLineSchema = z.object({
  accountCode: z.string(),
  accountName: z.string(),
  /** One of debit and credit holds the line's amount; the other is null. */
  debit: pounds.nullable(),
  credit: pounds.nullable(),
  cashAdvanceId: z.string().nullable(),
  checkoutId: z.string().nullable(),
  repairId: z.string().nullable(),
});
export type JournalLineView = z.infer<typeof journalLineSchema>;

export const journalEntrySchema = z.object({
  id: z.string(),
  /** The order entries were written in: the journal's own numbering. */
  seq: z.number().int(),
  businessDay: z.string().meta({ format: 'date' }),
  kind: z.enum(kindValues),
  recordType: z.string(),
  recordId: z.string(),
  /** What staff call the record: CA-000123, BCR-7KQ2XM, R-1A2B3C4D, or the closed day. */
  reference: z.string().nullable(),
  occurredAt: z.string().meta({ format: 'date-time' }),
  lines: z.array(journalLineSchema),
});
export type JournalEntryView = z.infer<typeof journalEntrySchema>;

export const journalEntriesPageSchema = z.object({
  entries: z.array(journalEntrySchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type JournalEntriesPage = z.infer<typeof journalEntriesPageSchema>;
