import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { JournalEntriesPage, TrialBalance } from '@shared/ledger/schemas';
import { OWNER_ONLY_MESSAGE } from '@shared/staff/schemas';
import { mockFetch, renderWithProviders } from '@web/components/testing/render-with-providers';
import { AdminBooksPage, DOWNLOAD_JOURNAL } from '@web/app/routes/admin/admin-books-page';

const user = (staffRole: 'owner' | 'staff') => ({
  body: {
    id: 'admin-1',
    username: 'admin',
    email: 'admin@example.com',
    role: 'admin',
    staffRole,
    createdAt: '2026-01-01T00:00:00.000Z',
  },
});

const zero = { debit: '0.00', credit: '0.00', balance: '0.00' };
const balance = (from: string, to: string): TrialBalance => ({
  from,
  to,
  accounts: [
    {
      code: '1000',
      name: 'Cash drawer',
      type: 'asset',
      debit: '40.00',
      credit: '1100.00',
      balance: '-1060.00',
    },
    {
      code: '1100',
      name: 'Loans receivable',
      type: 'asset',
      debit: '1100.00',
      credit: '10.00',
      balance: '1090.00',
    },
    { code: '2100', name: 'Surplus owed to customers', type: 'liability', ...zero },
    {
      code: '4000',
      name: 'Interest income',
      type: 'income',
      debit: '0.00',
      credit: '30.00',
      balance: '-30.00',
    },
  ],
  totalDebit: '1140.00',
  totalCredit: '1140.00',
});

const loanId = '3f6c2a8e-5b1d-4c7a-9e2f-1a2b3c4d5e6f';
const entriesPage = (page: number, total = 2): JournalEntriesPage => ({
  entries: [
    {
      id: `entry-${page}`,
      seq: 42,
      businessDay: '2026-03-10',
      kind: 'loan_payment',
      recordType: 'loan_payment',
      recordId: '7c1d2e3f-4a5b-4c6d-9e8f-0a1b2c3d4e5f',
      reference: 'CA-000123',
      occurredAt: '2026-03-10T14:20:00.000Z',
      lines: [
        { accountCode: '1000', accountName: 'Cash drawer', debit: '40.00', credit: null },
        { accountCode: '1100', accountName: 'Loans receivable', debit: null, credit: '10.00' },
        { accountCode: '4000', accountName: 'Interest income', debit: null, credit: '30.00' },
      ].map((line) => ({ ...line, cashAdvanceId: loanId, checkoutId: null, repairId: null })),
    },
  ],
  page,
  pageSize: 1,
  total,
});

/** The API as the page sees it; every query string asked for is kept. */
function serve(staffRole: 'owner' | 'staff' = 'owner') {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(
      mockFetch({
        'GET /api/auth/user': user(staffRole),
        'GET /api/admin/ledger/trial-balance': ({ url }) => {
          asked.push(`trial-balance${url.search}`);
          return { body: balance(url.searchParams.get('from')!, url.searchParams.get('to')!) };
        },
        'GET /api/admin/ledger/entries': ({ url }) => {
          asked.push(`entries${url.search}`);
          return { body: entriesPage(Number(url.searchParams.get('page'))) };
        },
      }),
    ),
  );
  return asked;
}

const cellTexts = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

afterEach(() => vi.unstubAllGlobals());

describe('AdminBooksPage', () => {
  it('shows the period’s trial balance with its totals and the journal to download', async () => {
    const asked = serve();
    renderWithProviders(<AdminBooksPage />, {
      path: '/admin/books?from=2026-03-01&to=2026-03-31',
    });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Books');
    const table = await screen.findByRole('table', { name: /Trial balance/ });
    expect(asked).toEqual(['trial-balance?from=2026-03-01&to=2026-03-31']);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((head) => head.textContent),
    ).toEqual(['Code', 'Account', 'Debit', 'Credit', 'Balance']);
    expect(cellTexts(within(table).getByRole('row', { name: /^1000/ }))).toEqual([
      'Cash drawer',
      '£40.00',
      '£1,100.00',
      '-£1,060.00',
    ]);
    expect(cellTexts(within(table).getByRole('row', { name: /^Total/ }))).toEqual([
      '£1,140.00',
      '£1,140.00',
      '£0.00',
    ]);
    expect(screen.getByRole('link', { name: DOWNLOAD_JOURNAL })).toHaveAttribute(
      'href',
      '/api/admin/ledger/journal.csv?from=2026-03-01&to=2026-03-31',
    );
    expect(screen.getByLabelText('From')).toHaveValue('2026-03-01');
    expect(screen.getByLabelText('To')).toHaveValue('2026-03-31');
  });

  it('lists an account’s entries with their lines when its name is chosen, focus on them, paged', async () => {
    const asked = serve();
    renderWithProviders(<AdminBooksPage />, {
      path: '/admin/books?from=2026-03-01&to=2026-03-31',
    });
    await userEvent.click(await screen.findByRole('link', { name: 'Cash drawer' }));
    const heading = await screen.findByRole('heading', { name: 'Entries of 1000 Cash drawer' });
    await vi.waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByRole('link', { name: 'Cash drawer' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    const entry = await screen.findByRole('article', { name: 'No. 42 · Loan payment · CA-000123' });
    const lines = within(entry).getByRole('table', { name: 'Lines of entry 42' });
    expect(
      within(lines)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual([
      '1000 Cash drawer£40.00',
      '1100 Loans receivable£10.00',
      '4000 Interest income£30.00',
    ]);
    expect(asked).toContain('entries?from=2026-03-01&to=2026-03-31&account=1000&page=1');

    await userEvent.click(screen.getByRole('button', { name: /Next/ }));
    await vi.waitFor(() =>
      expect(asked).toContain('entries?from=2026-03-01&to=2026-03-31&account=1000&page=2'),
    );
  });

  it('opens on a record’s entries over every day from its reference', async () => {
    const asked = serve();
    renderWithProviders(<AdminBooksPage />, { path: `/admin/books?reference=${loanId}` });
    expect(
      await screen.findByRole('heading', { name: `Entries for ${loanId}` }),
    ).toBeInTheDocument();
    await screen.findByRole('article', { name: /No\. 42/ });
    expect(asked).toContain(`entries?reference=${loanId}&page=1`);
  });

  it('refuses a period the API would refuse, before asking', async () => {
    const asked = serve();
    renderWithProviders(<AdminBooksPage />, {
      path: '/admin/books?from=2026-03-01&to=2026-03-31',
    });
    await screen.findByRole('table', { name: /Trial balance/ });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-04-02' } });
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(screen.getByRole('alert')).toHaveTextContent('from must be on or before to');
    expect(screen.getByLabelText('From')).toHaveAttribute('aria-invalid', 'true');
    expect(asked).toEqual(['trial-balance?from=2026-03-01&to=2026-03-31']);
  });

  it('tells staff the books are the owner’s, and asks nothing', async () => {
    const asked = serve('staff');
    renderWithProviders(<AdminBooksPage />, { path: '/admin/books' });
    expect(await screen.findByRole('alert')).toHaveTextContent(OWNER_ONLY_MESSAGE);
    expect(asked).toEqual([]);
  });
});
