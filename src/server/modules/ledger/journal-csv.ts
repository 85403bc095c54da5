/**
 * A period's journal as the rows of Xero's manual-journal import: one row per
 * line, the rows of an entry sharing its narration and date, so Xero makes one
 * manual journal of each entry. The narration carries the entry's sequence
 * number, which no other entry has, and everything written comes from the
 * append-only journal: the same days exported twice give the same file, and
 * two periods that do not overlap never hold the same entry.
 */
import { journalKinds } from '@shared/ledger/kinds';
import type { JournalEntryView } from '@shared/ledger/schemas';
import { xeroAccountOf } from './xero-accounts';

/** The template's columns; Xero marks the ones it requires with *. */
export const XERO_JOURNAL_HEADER = [
  '*Narration',
  '*Date',
  'Description',
  '*AccountCode',
  '*TaxRate',
  '*Amount',
] as const;

const kindLabel = (kind: string) => journalKinds.find((k) => k.value === kind)?.label ?? kind;

/** "Shop journal 42: Loan payment CA-000123" */
export function narrationOf(entry: Pick<JournalEntryView, 'seq' | 'kind' | 'reference'>): string {
  return `Shop journal ${entry.seq}: ${kindLabel(entry.kind)}${entry.reference ? ` ${entry.reference}` : ''}`;
}

/** 2026-03-10 → 10/03/2026, the day first as Xero reads a UK date. */
export const xeroDate = (ymd: string) => ymd.split('-').reverse().join('/');

export function journalRows(entries: readonly JournalEntryView[]): string[][] {
  return [
    [...XERO_JOURNAL_HEADER],
    ...entries.flatMap((entry) =>
      entry.lines.map((line) => {
        const xero = xeroAccountOf(line.accountCode);
        // Xero reads a positive amount as a debit and a negative one as a credit.
        const amount = line.debit ?? `-${line.credit ?? '0.00'}`;
        return [
          narrationOf(entry),
          xeroDate(entry.businessDay),
          `${line.accountCode} ${line.accountName}`,
          xero.code,
          xero.taxRate,
          amount,
        ];
      }),
    ),
  ];
}
