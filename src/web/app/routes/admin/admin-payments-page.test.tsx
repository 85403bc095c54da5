import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DailyTotal, OnlinePaymentRow, PaymentsReport } from '@shared/payments/schemas';
import { mockFetch, renderWithProviders } from '@web/components/testing/render-with-providers';
import { AdminPaymentsPage, PAYMENTS_LOAD_FAILED } from '@web/app/routes/admin/admin-payments-page';
import { lastThirtyDays } from '@web/features/payments/admin/api/get-payments-report';

const daily: DailyTotal[] = [
  {
    day: '2026-03-03',
    cash: '0.10',
    card: '25.00',
    bank: '0.00',
    card_online: '-30.00',
    total: '-4.90',
  },
  {
    day: '2026-03-02',
    cash: '1234.20',
    card: '0.00',
    bank: '100.00',
    card_online: '10.05',
    total: '1344.25',
  },
];

const online: OnlinePaymentRow[] = [
  {
    id: 'p2',
    createdAt: '2026-03-03T10:15:00.000Z',
    paidAt: '2026-03-03T10:16:00.000Z',
    sessionId: 'cs_test_refused',
    paymentIntentId: 'pi_test_refused',
    purpose: 'loan',
    paidFor: 'CA-000123 redemption',
    amount: '30.00',
    refunded: '0.00',
    status: 'paid',
    attention: 'The refund of the excess £12.00 was refused by the provider',
  },
  {
    id: 'p1',
    createdAt: '2026-03-02T09:00:00.000Z',
    paidAt: null,
    sessionId: 'cs_test_open',
    paymentIntentId: null,
    purpose: 'order',
    paidFor: 'Order 1A2B3C',
    amount: '45.50',
    refunded: '0.00',
    status: 'expired',
    attention: null,
  },
];

type Answer = { status?: number; body: unknown };

/** The API as the screen sees it: every request's query string kept, the answer the test's. */
function serve(answer: (search: URLSearchParams) => Answer) {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(
      mockFetch({
        'GET /api/admin/payments': ({ url }) => {
          asked.push(url.search);
          return answer(url.searchParams);
        },
      }),
    ),
  );
  return asked;
}

const report = (search: URLSearchParams, parts: Partial<PaymentsReport> = {}): Answer => ({
  body: { from: search.get('from'), to: search.get('to'), online, daily, ...parts },
});

const cellTexts = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

afterEach(() => vi.unstubAllGlobals());

describe('AdminPaymentsPage', { timeout: 30_000 }, () => {
  it('shows the daily totals by method with the period’s sum in pennies, negatives included', async () => {
    const asked = serve((search) => report(search));
    renderWithProviders(<AdminPaymentsPage />, {
      path: '/admin/payments?from=2026-03-01&to=2026-03-03',
    });

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Payments');
    const table = await screen.findByRole('table', { name: /Daily totals/ });
    expect(asked).toEqual(['?from=2026-03-01&to=2026-03-03']);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((head) => head.textContent),
    ).toEqual(['Day', 'Cash', 'Card in the shop', 'Bank transfer', 'Card online', 'Total']);

    const day = within(table).getByRole('row', { name: /Tue, 3 Mar 2026/ });
    expect(cellTexts(day)).toEqual(['£0.10', '£25.00', '£0.00', '-£30.00', '-£4.90']);

    const totals = within(table).getByRole('row', { name: /Total for the period/ });
    // -30.00 + 10.05 and -4.90 + 1,344.25: a sign the pennies parser alone would refuse.
    expect(cellTexts(totals)).toEqual(['£1,234.30', '£25.00', '£100.00', '-£19.95', '£1,339.35']);
  });

  it('lists the online payments with Stripe’s ids and a visible “Needs attention”', async () => {
    serve((search) => report(search));
    renderWithProviders(<AdminPaymentsPage />, {
      path: '/admin/payments?from=2026-03-01&to=2026-03-03',
    });

    const table = await screen.findByRole('table', { name: /Online payments/ });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((head) => head.textContent),
    ).toEqual(['When', 'Paid for', 'Amount', 'Refunded', 'Status', 'Stripe ids']);

    const flagged = within(table).getByRole('row', { name: /CA-000123 redemption/ });
    expect(within(flagged).getByText('Needs attention')).toBeVisible();
    expect(
      within(flagged).getByText('The refund of the excess £12.00 was refused by the provider'),
    ).toBeVisible();
    const [when, paidFor, amount, refunded, status] = cellTexts(flagged);
    expect(when).toMatch(/^3 Mar 2026, \d\d:15Paid 3 Mar 2026, \d\d:16$/);
    expect([paidFor, amount, refunded]).toEqual(['CA-000123 redemption', '£30.00', '£0.00']);
    expect(status).toMatch(/^PaidNeeds attention/);
    expect(within(flagged).getByText('cs_test_refused')).toHaveClass('break-all');
    expect(within(flagged).getByText('pi_test_refused').closest('td')).toHaveClass('font-mono');

    const quiet = within(table).getByRole('row', { name: /Order 1A2B3C/ });
    expect(within(quiet).queryByText('Needs attention')).not.toBeInTheDocument();
    expect(within(quiet).getByText('Expired')).toBeInTheDocument();
    expect(within(quiet).getByText('£45.50')).toBeInTheDocument();
    expect(within(quiet).getByText('cs_test_open')).toBeInTheDocument();
  });

  it('starts at the last 30 days and exports the CSV of the period chosen', async () => {
    const asked = serve((search) => report(search));
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<AdminPaymentsPage />, { path: '/admin/payments' });

    const { from, to } = lastThirtyDays();
    await screen.findByRole('table', { name: /Daily totals/ });
    expect(asked).toEqual([`?from=${from}&to=${to}`]);
    expect(screen.getByLabelText('From')).toHaveValue(from);
    expect(screen.getByLabelText('To')).toHaveValue(to);
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      `/api/admin/payments.csv?from=${from}&to=${to}`,
    );

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-02-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-02-28' } });
    // Not asked for until shown: the CSV link stays the period on the screen.
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      `/api/admin/payments.csv?from=${from}&to=${to}`,
    );
    await user.click(screen.getByRole('button', { name: 'Show' }));

    expect(await screen.findByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/api/admin/payments.csv?from=2026-02-01&to=2026-02-28',
    );
    expect(asked.at(-1)).toBe('?from=2026-02-01&to=2026-02-28');
  });

  it('shows the server’s 400 message as the form’s message', async () => {
    serve(() => ({ status: 400, body: { message: 'from must be on or before to' } }));
    renderWithProviders(<AdminPaymentsPage />, {
      path: '/admin/payments?from=2026-03-10&to=2026-03-01',
    });

    expect(await screen.findByRole('alert')).toHaveTextContent('from must be on or before to');
    expect(screen.getByLabelText('From')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByText(PAYMENTS_LOAD_FAILED)).not.toBeInTheDocument();
  });

  it('checks the period with the API’s schema before asking', async () => {
    const asked = serve((search) => report(search));
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<AdminPaymentsPage />, {
      path: '/admin/payments?from=2026-03-01&to=2026-03-03',
    });
    await screen.findByRole('table', { name: /Daily totals/ });

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-03-09' } });
    await user.click(screen.getByRole('button', { name: 'Show' }));

    expect(screen.getByRole('alert')).toHaveTextContent('from must be on or before to');
    expect(asked).toEqual(['?from=2026-03-01&to=2026-03-03']);
  });

  it('says so when the period had no payments, and when the report could not be loaded', async () => {
    serve((search) =>
      search.get('from') === '2026-01-01'
        ? report(search, { online: [], daily: [] })
        : { status: 500, body: { message: 'Internal Server Error' } },
    );
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<AdminPaymentsPage />, {
      path: '/admin/payments?from=2026-01-01&to=2026-01-31',
    });

    expect(await screen.findAllByText('No payments in this period.')).toHaveLength(2);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-01-02' } });
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(PAYMENTS_LOAD_FAILED);
  });
});
