import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ledgerPeriodQuerySchema, monthOf, type LedgerPeriod } from '@shared/ledger/schemas';
import { todayInLondon } from '@shared/repairs/dates';
import { PeriodForm } from '@web/components/form/period-form';
import { PageContainer, PageHeading, TableSection } from '@web/components/page/page-container';
import { Skeleton } from '@web/components/ui/skeleton';
import {
  useJournalEntries,
  type JournalEntriesFilter,
} from '@web/features/ledger/api/get-journal-entries';
import { useTrialBalance } from '@web/features/ledger/api/get-trial-balance';
import { journalCsvHref } from '@web/features/ledger/api/journal-csv';
import { JournalEntries } from '@web/features/ledger/components/journal-entries';
import { TrialBalanceTable } from '@web/features/ledger/components/trial-balance-table';
import { OwnerOnly } from '@web/features/staff/components/owner-only';
import { errorMessage } from '@web/lib/api-client';
import { cn } from '@web/lib/cn';
import { usePageMeta } from '@web/lib/use-page-meta';

export const BOOKS_TITLE = 'Books';
export const BOOKS_DESCRIPTION =
  'The trial balance of a period, each account’s entries with their lines, and the journal to import into Xero.';
export const DOWNLOAD_JOURNAL = 'Download journal (CSV)';
export const TRIAL_BALANCE_TITLE = 'Trial balance';

/** What the address asks for: the period (this month by default), and whose entries to list. */
function useBooksParams() {
  const [params, setParams] = useSearchParams();
  const month = monthOf(todayInLondon());
  const period: LedgerPeriod = {
    from: params.get('from') ?? month.from,
    to: params.get('to') ?? month.to,
  };
  const account = params.get('account');
  const reference = params.get('reference');
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const search = (changes: Record<string, string | number | null>) => {
    const next = new URLSearchParams({ ...period });
    for (const [name, value] of Object.entries({ account, reference, ...changes })) {
      if (value !== null) next.set(name, String(value));
    }
    return `?${next.toString()}`;
  };
  return { period, account, reference, page, setParams, search };
}

function BooksScreen() {
  const { period, account, reference, page, setParams, search } = useBooksParams();
  const balance = useTrialBalance(period);
  // A record's entries over every day; an account's over the period shown.
  const filter: JournalEntriesFilter | null = reference
    ? { reference, page }
    : account
      ? { ...period, account, page }
      : null;
  const entries = useJournalEntries(filter);
  const accountName = balance.data?.accounts.find((a) => a.code === account)?.name;

  // A choice of account, record or page moves focus to the entries it shows.
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = `${account ?? ''}/${reference ?? ''}/${page}`;
  const lastShown = useRef(shown);
  useEffect(() => {
    if (lastShown.current === shown) return;
    lastShown.current = shown;
    heading.current?.focus();
  }, [shown]);

  return (
    <div className="space-y-8">
      <div className="print:hidden">
        <PeriodForm
          key={`${period.from}/${period.to}`}
          period={period}
          schema={ledgerPeriodQuerySchema}
          onChange={(next) => setParams(search({ ...next, page: null }))}
          download={{ href: journalCsvHref(period), label: DOWNLOAD_JOURNAL }}
        />
      </div>

      {balance.data ? (
        <div
          aria-busy={balance.isPlaceholderData}
          className={cn(balance.isPlaceholderData && 'opacity-60')}
        >
          <TableSection id="trial-balance" title={TRIAL_BALANCE_TITLE}>
            <TrialBalanceTable
              balance={balance.data}
              entriesHref={(code) => search({ account: code, reference: null, page: null })}
              selected={reference ? null : account}
            />
          </TableSection>
        </div>
      ) : balance.isError ? (
        <p role="alert" className="py-12 text-center">
          {errorMessage(balance.error, 'The trial balance could not be loaded.')}
        </p>
      ) : (
        <Skeleton className="h-96" />
      )}

      {filter ? (
        <section aria-labelledby="entries" className="space-y-3">
          <div className="flex flex-wrap items-baseline justify-between gap-x-4">
            <h2
              id="entries"
              ref={heading}
              tabIndex={-1}
              className="text-xl font-semibold text-brand-950 focus:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              {reference
                ? `Entries for ${reference}`
                : `Entries of ${account ?? ''}${accountName ? ` ${accountName}` : ''}`}
            </h2>
            <Link
              to={search({ account: null, reference: null, page: null })}
              className="text-sm font-semibold underline"
            >
              Close the entries
            </Link>
          </div>
          {entries.data ? (
            <div
              aria-busy={entries.isPlaceholderData}
              className={cn(entries.isPlaceholderData && 'opacity-60')}
            >
              <JournalEntries
                page={entries.data}
                onPageChange={(next) => setParams(search({ page: next }))}
              />
            </div>
          ) : entries.isError ? (
            <p role="alert">{errorMessage(entries.error, 'The entries could not be loaded.')}</p>
          ) : (
            <Skeleton className="h-48" />
          )}
        </section>
      ) : null}
    </div>
  );
}

/** /admin/books: the owner's trial balance, journal entries and Xero export. */
export function AdminBooksPage() {
  usePageMeta({ title: BOOKS_TITLE, description: BOOKS_DESCRIPTION, noindex: true });
  return (
    <PageContainer>
      <PageHeading title={BOOKS_TITLE} description={BOOKS_DESCRIPTION} />
      {/* The books are the owner's (decision 025): staff are told so, and nothing is asked. */}
      <OwnerOnly>
        <BooksScreen />
      </OwnerOnly>
    </PageContainer>
  );
}
