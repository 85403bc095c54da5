import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CashAdvance } from '@shared/cash-advances/schemas';
import { mockFetch, renderWithProviders } from '@web/components/testing/render-with-providers';
import { AdminCashAdvancesPage } from '@web/app/routes/admin/admin-cash-advances-page';

function request(n: number, overrides: Partial<CashAdvance> = {}): CashAdvance {
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    userId: `customer_17672256${String(n).padStart(5, '0')}`,
    customerName: `Customer ${n}`,
    customerPhone: '07700 900123',
    customerEmail: `c${n}@example.com`,
    itemDescription: `Item number ${n}`,
    itemCategory: 'gold',
    collateralType: 'gold',
    loanAmount: '1234.50',
    interestRate: '15.00',
    totalRepayment: '1419.68',
    dueDate: '2026-12-21T14:05:00.000Z',
    status: n % 2 ? 'pending' : 'active',
    createdAt: '2026-01-01T00:00:00.000Z',
    agreementNumber: `CA-${String(n).padStart(6, '0')}`,
    ...overrides,
  };
}

/** A little server: 7 active requests and 3 processed, paged as the API pages. */
/** Confirms the "Mark as Processed" dialog. */
async function confirm(user: ReturnType<typeof userEvent.setup>) {
  const dialog = await screen.findByRole('dialog', { name: 'Mark this request as processed?' });
  await user.click(within(dialog).getByRole('button', { name: 'Mark as Processed' }));
}

function serveRequests({ patchStatus = 200 }: { patchStatus?: number } = {}) {
  const rows = {
    active: Array.from({ length: 7 }, (_, i) => request(i + 1)),
    processed: Array.from({ length: 3 }, (_, i) =>
      request(i + 20, { status: i ? 'paid' : 'processed' }),
    ),
  };
  const asked: string[] = [];
  const fetchSpy = vi.fn(
    mockFetch({
      'GET /api/admin/cash-advances': ({ url }) => {
        asked.push(url.search);
        const group = url.searchParams.get('group') as 'active' | 'processed';
        const page = Number(url.searchParams.get('page'));
        const pageSize = Number(url.searchParams.get('pageSize'));
        return {
          body: {
            items: rows[group].slice((page - 1) * pageSize, page * pageSize),
            page,
            pageSize,
            total: rows[group].length,
            counts: { active: rows.active.length, processed: rows.processed.length },
          },
        };
      },
      'PATCH /api/admin/cash-advances/00000000-0000-4000-8000-000000000001/status': () => {
        if (patchStatus !== 200) return { status: patchStatus, body: { message: 'Refused' } };
        const [moved] = rows.active.splice(0, 1);
        rows.processed.unshift({ ...moved!, status: 'processed' });
        return { body: { ...moved, status: 'processed' } };
      },
    }),
  );
  vi.stubGlobal('fetch', fetchSpy);
  return { asked, fetchSpy };
}

afterEach(() => vi.unstubAllGlobals());

describe('AdminCashAdvancesPage', { timeout: 30_000 }, () => {
  it('lists the active requests a page at a time with every column', async () => {
    const { asked } = serveRequests();
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<AdminCashAdvancesPage />);

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Cash Advance Requests');
    expect(screen.getByText('Manage customer cash advance applications')).toBeVisible();
    expect(await screen.findByText('7 pending review')).toBeVisible();
    expect(screen.getByRole('tab', { name: /Active Requests/ })).toHaveTextContent(
      'Active Requests7',
    );
    expect(screen.getByRole('tab', { name: /Processed/ })).toHaveTextContent('Processed3');
    expect(screen.getByRole('heading', { name: 'Active Cash Advance Requests' })).toBeVisible();
    expect(asked[0]).toBe('?group=active&page=1&pageSize=5');

    const table = screen.getByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual([
      'Customer',
      'Contact',
      'Collateral',
      'Loan Amount',
      'Total Repayment',
      'Due Date',
      'Status',
      'Actions',
    ]);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(5);
    const first = rows[0]!;
    expect(first).toHaveTextContent('Customer 1');
    expect(first).toHaveTextContent('Guest');
    expect(within(first).getByText('Guest')).toBeVisible();
    expect(within(first).getByRole('link', { name: /07700 900123/ })).toHaveAttribute(
      'href',
      'tel:07700900123',
    );
    expect(within(first).getByRole('link', { name: /c1@example.com/ })).toHaveAttribute(
      'href',
      'mailto:c1@example.com',
    );
    expect(first).toHaveTextContent('Gold & Precious Metals');
    expect(first).toHaveTextContent('Item number 1');
    expect(first).toHaveTextContent('£1,234.50');
    expect(first).toHaveTextContent('£1,419.68');
    // A pending request is not a loan yet: no due date, and its agreement number is shown.
    expect(first).toHaveTextContent('Not started');
    expect(first).not.toHaveTextContent('21 Dec 2026, 14:05');
    expect(first).toHaveTextContent('CA-000001');
    expect(within(first).getByText('Pending')).toHaveClass('bg-amber-100');
    expect(within(rows[1]!).getByText('Active')).toHaveClass('bg-amber-100');

    expect(screen.getByText('Showing 1 to 5 of 7 entries')).toBeVisible();
    expect(screen.getByText('Page 1 of 2')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Showing 6 to 7 of 7 entries')).toBeVisible();
    expect(screen.getByText('Page 2 of 2')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Next' })).toHaveAttribute('aria-disabled', 'true');

    // A new page size goes back to page 1.
    await user.selectOptions(screen.getByLabelText('Rows per page'), '10');
    await waitFor(() => expect(asked.at(-1)).toBe('?group=active&page=1&pageSize=10'));
    expect(await screen.findAllByRole('button', { name: /Mark as Processed/ })).toHaveLength(7);
  });

  it('the processed tab starts at page 1, keeps the page size and has no actions or size choice', async () => {
    const { asked } = serveRequests();
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<AdminCashAdvancesPage />);
    await screen.findByText('7 pending review');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Page 2 of 2');

    await user.click(screen.getByRole('tab', { name: /Processed/ }));
    expect(await screen.findByText('3 completed')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Processed Cash Advance Requests' })).toBeVisible();
    await waitFor(() =>
      expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(4),
    );
    expect(asked.at(-1)).toBe('?group=processed&page=1&pageSize=5');
    expect(
      within(screen.getByRole('table')).queryByRole('columnheader', { name: 'Actions' }),
    ).toBeNull();
    expect(screen.queryByLabelText('Rows per page')).toBeNull();
    const table = screen.getByRole('table');
    expect(within(table).getByText('Processed')).toHaveClass('bg-emerald-100');
    // Statuses without a colour of their own: an outline with the raw status.
    expect(within(table).getAllByText('paid')[0]).toHaveClass('border-border');

    // Back on the active tab: page 1 again.
    await user.click(screen.getByRole('tab', { name: /Active Requests/ }));
    expect(await screen.findByText('Page 1 of 2')).toBeVisible();
  });

  it('marks a request processed, says so and reloads both counts', async () => {
    serveRequests();
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<AdminCashAdvancesPage />);
    const row = (await screen.findByText('Customer 1')).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: /Mark as Processed/ }));
    await confirm(user);
    expect(await screen.findByText('Request Updated')).toBeVisible();
    expect(screen.getByText('Cash advance request marked as processed.')).toBeVisible();
    expect(await screen.findByText('6 pending review')).toBeVisible();
    expect(screen.queryByText('Customer 1')).toBeNull();
    expect(screen.getByRole('tab', { name: /Processed/ })).toHaveTextContent('Processed4');
  });

  it('asks before marking, says what it does, and Cancel changes nothing', async () => {
    const { fetchSpy } = serveRequests();
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<AdminCashAdvancesPage />);
    const row = (await screen.findByText('Customer 1')).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: /Mark as Processed/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark this request as processed?' });
    expect(dialog).toHaveTextContent(
      /Customer 1 for £[\d,.]+ moves from Active Requests to the Processed tab/,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fetchSpy.mock.calls.filter(([, init]) => init?.method === 'PATCH')).toHaveLength(0);
    expect(screen.getByText('Customer 1')).toBeVisible();
  });

  it('shows "Guest" under a guest’s name, not the placeholder id', async () => {
    serveRequests();
    renderWithProviders(<AdminCashAdvancesPage />);
    const row = (await screen.findByText('Customer 1')).closest('tr')!;
    expect(within(row).getByText('Guest')).toBeVisible();
    expect(within(row).queryByText(/^customer/)).toBeNull();
  });

  it('says "Failed to update request status." when the server refuses', async () => {
    serveRequests({ patchStatus: 409 });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<AdminCashAdvancesPage />);
    const row = (await screen.findByText('Customer 1')).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: /Mark as Processed/ }));
    await confirm(user);
    expect(await screen.findByText('Failed to update request status.')).toBeVisible();
    expect(screen.getByText('Error')).toBeVisible();
  });

  it('names and colours the statuses after the redemption period', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        mockFetch({
          'GET /api/admin/cash-advances': ({ url }) => {
            const active = url.searchParams.get('group') === 'active';
            const items = active
              ? [request(1, { status: 'sale_notice' }), request(2, { status: 'for_sale' })]
              : [request(3, { status: 'sold' }), request(4, { status: 'settled' })];
            return {
              body: { items, page: 1, pageSize: 5, total: 2, counts: { active: 2, processed: 2 } },
            };
          },
        }),
      ),
    );
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<AdminCashAdvancesPage />);
    const table = async () => {
      await waitFor(() =>
        expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(3),
      );
      return screen.getByRole('table');
    };
    let rows = within(await table())
      .getAllByRole('row')
      .slice(1);
    expect(within(rows[0]!).getByText('Notice of sale')).toHaveClass('bg-amber-100');
    expect(within(rows[1]!).getByText('For sale')).toHaveClass('bg-blue-100');
    // Still loans, not requests: "Mark as Processed" is not theirs.
    expect(screen.queryByRole('button', { name: /Mark as Processed/ })).toBeNull();

    await user.click(screen.getByRole('tab', { name: /Processed/ }));
    await screen.findByRole('heading', { name: 'Processed Cash Advance Requests' });
    await waitFor(() => expect(screen.getByRole('table')).toHaveTextContent('Customer 3'));
    rows = within(await table())
      .getAllByRole('row')
      .slice(1);
    expect(within(rows[0]!).getByText('Sold')).toHaveClass('bg-muted');
    expect(within(rows[1]!).getByText('Settled')).toHaveClass('bg-emerald-100');
  });

  it('says "No requests found" for an empty tab', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        mockFetch({
          'GET /api/admin/cash-advances': {
            body: {
              items: [],
              page: 1,
              pageSize: 5,
              total: 0,
              counts: { active: 0, processed: 0 },
            },
          },
        }),
      ),
    );
    renderWithProviders(<AdminCashAdvancesPage />);
    expect(await screen.findByText('No requests found')).toBeVisible();
    expect(screen.getByText('0 pending review')).toBeVisible();
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
