import { formatDateUK } from '@shared/dates';
import { journalKinds } from '@shared/ledger/kinds';
import type { JournalEntriesPage, JournalEntryView } from '@shared/ledger/schemas';
import { formatGBP } from '@shared/money';
import { Card } from '@web/components/ui/card';
import { Pagination } from '@web/components/ui/pagination';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@web/components/ui/table';

export const NO_ENTRIES = 'No entries.';

const kindLabel = (kind: string) => journalKinds.find((k) => k.value === kind)?.label ?? kind;
const amount = 'text-right whitespace-nowrap tabular-nums';

/** "No. 42 · Loan payment · CA-000123": how an entry is named on the page and in the export. */
export const entryTitle = (entry: JournalEntryView) =>
  [`No. ${entry.seq}`, kindLabel(entry.kind), entry.reference].filter(Boolean).join(' · ');

function EntryCard({ entry }: { entry: JournalEntryView }) {
  const headingId = `entry-${entry.id}`;
  return (
    <article aria-labelledby={headingId}>
      <Card className="gap-2 py-4">
        <div className="flex flex-wrap items-baseline justify-between gap-x-4 px-4">
          <h3 id={headingId} className="font-semibold">
            {entryTitle(entry)}
          </h3>
          <p className="text-sm text-muted-foreground">
            <time dateTime={entry.businessDay}>{formatDateUK(entry.businessDay)}</time>
          </p>
        </div>
        <Table>
          <caption className="sr-only">Lines of entry {entry.seq}</caption>
          <TableHeader>
            <TableRow className="hover:bg-transparent">
              <TableHead>Account</TableHead>
              <TableHead className="text-right">Debit</TableHead>
              <TableHead className="text-right">Credit</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {entry.lines.map((line, index) => (
              <TableRow key={index}>
                <TableHead scope="row" className="font-normal">
                  {line.accountCode} {line.accountName}
                </TableHead>
                <TableCell className={amount}>{line.debit ? formatGBP(line.debit) : ''}</TableCell>
                <TableCell className={amount}>
                  {line.credit ? formatGBP(line.credit) : ''}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Card>
    </article>
  );
}

/** A page of entries, newest first, each with its lines, and the pager. */
export function JournalEntries({
  page,
  onPageChange,
}: {
  page: JournalEntriesPage;
  onPageChange: (page: number) => void;
}) {
  if (page.total === 0) {
    return <p className="py-8 text-center text-muted-foreground">{NO_ENTRIES}</p>;
  }
  return (
    <div className="space-y-3">
      {page.entries.map((entry) => (
        <EntryCard key={entry.id} entry={entry} />
      ))}
      <Pagination
        page={page.page}
        pageSize={page.pageSize}
        total={page.total}
        onPageChange={onPageChange}
        label="Pages of entries"
      />
    </div>
  );
}
