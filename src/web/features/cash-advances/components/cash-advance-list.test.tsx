import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CashAdvance } from '@shared/cash-advances/schemas';
import { mockFetch, renderWithProviders } from '@web/components/testing/render-with-providers';
import { formatRelativeTime as formatRelativeDate } from '@shared/dates';
import { truncateDescription } from '@web/features/cash-advances/components/cash-advance-card';
import { CashAdvanceList } from '@web/features/cash-advances/components/cash-advance-list';

const NOW = new Date('2026-01-10T12:00:00.000Z');
const DAY = 86_400_000;
const inDays = (days: number) => new Date(NOW.getTime() + days * DAY).toISOString();

let serial = 0;
function advance(overrides: Partial<CashAdvance>): CashAdvance {
  serial += 1;
  return {
    id: `00000000-0000-4000-8000-${String(serial).padStart(12, '0')}`,
    userId: 'user-1',
    customerName: 'Sam Demo',
    customerPhone: '07700 900123',
    customerEmail: 'demo@example.com',
    itemDescription: `Item ${serial}`,
    itemCategory: 'gold',
    collateralType: 'gold',
    loanAmount: '100.00',
    interestRate: '15.00',
    totalRepayment: '115.00',
    dueDate: inDays(10),
    status: 'pending',
    createdAt: NOW.toISOString(),
    agreementNumber: `CA-${String(serial).padStart(6, '0')}`,
    ...overrides,
  };
}

const customer = { id: 'user-1', username: 'demo', role: 'user' };
const admin = { id: 'admin-1', username: 'admin', role: 'admin' };

const mine = [
  advance({
    status: 'pending',
    loanAmount: '320.10',
    itemDescription: '18ct gold rope bracelet, 21cm, hallmarked, 9.8g, with original box',
  }),
  advance({
    status: 'active',
    loanAmount: '250.20',
    dueDate: inDays(3),
    itemDescription: 'Gaming laptop',
  }),
  advance({
    status: 'active',
    loanAmount: '85.50',
    dueDate: inDays(-2),
    itemDescription: 'Acoustic guitar',
  }),
  advance({ status: 'paid', loanAmount: '75.00', itemDescription: 'Combi drill' }),
  advance({ status: 'processed', loanAmount: '400.00', itemDescription: 'Steel watch' }),
  advance({ status: 'rejected', loanAmount: '60.00', itemDescription: 'Tablet' }),
  advance({ status: 'approved', loanAmount: '120.00', itemDescription: 'Wedding band' }),
];

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('CashAdvanceList', () => {
  it('asks a signed-out visitor to sign in', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        mockFetch({ 'GET /api/auth/user': { status: 401, body: { message: 'Not signed in' } } }),
      ),
    );
    renderWithProviders(<CashAdvanceList />);
    expect(await screen.findByText('Please sign in to view your cash advances')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
  });

  it('shows a customer their advances, the outstanding total and the right badges', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        mockFetch({
          'GET /api/auth/user': { body: customer },
          'GET /api/cash-advances': { body: mine },
        }),
      ),
    );
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<CashAdvanceList />);
    // 320.10 + 250.20 + 85.50, exactly: pending and active only.
    expect((await screen.findByText('Outstanding total')).parentElement).toHaveTextContent(
      '£655.80',
    );
    const widget = screen.getByRole('region', { name: 'Your Cash Advances' });

    const cards = within(widget).getAllByRole('listitem');
    expect(cards).toHaveLength(5);
    // The overdue loan comes first and says so, in whole days; then the server's order.
    expect(within(cards[0]!).getByText('Overdue')).toHaveClass('bg-red-100');
    expect(within(cards[0]!).getByText('2 days overdue')).toBeVisible();
    expect(within(cards[1]!).getByRole('heading')).toHaveTextContent(
      '18ct gold rope bracelet, 21cm, hallmarked, 9.8g, w...',
    );
    expect(within(cards[1]!).getByText('Pending')).toBeVisible();
    expect(within(cards[2]!).getByText('Active')).toHaveClass('bg-emerald-100');
    expect(within(cards[2]!).getByText('Due in 3 days')).toBeVisible();
    expect(within(cards[3]!).getByText('Paid')).toHaveClass('bg-blue-100');
    expect(within(cards[4]!).getByText('Processed')).toHaveClass('bg-muted');
    // Only active and overdue loans have a due date to show (PRODUCT.md); requests do not.
    for (const card of [cards[1]!, cards[3]!, cards[4]!]) {
      expect(within(card).queryByText('Due')).toBeNull();
      expect(within(card).queryByText(/^Due in \d+ days$/)).toBeNull();
    }
    expect(within(cards[2]!).getByText('Due')).toBeVisible();

    // Payment buttons only on the active ones (the overdue one is still active).
    expect(within(widget).getAllByRole('button', { name: 'Make Payment' })).toHaveLength(2);
    expect(within(cards[1]!).queryByRole('button', { name: 'Make Payment' })).toBeNull();
    expect(within(cards[2]!).getByRole('link', { name: 'Contact Store' })).toHaveAttribute(
      'href',
      'tel:+441134960123',
    );

    expect(within(widget).getByText('Showing 1 to 5 of 7 entries')).toBeVisible();
    expect(within(widget).getByText('Page 1 of 2')).toBeVisible();
    await user.click(within(widget).getByRole('button', { name: 'Next' }));
    expect(within(widget).getByText('Showing 6 to 7 of 7 entries')).toBeVisible();
    expect(within(widget).getAllByRole('listitem')).toHaveLength(2);

    await user.selectOptions(within(widget).getByLabelText('Rows per page'), '10');
    expect(within(widget).getAllByRole('listitem')).toHaveLength(7);
    expect(within(widget).queryByText(/Showing/)).toBeNull();
    expect(within(widget).getByLabelText('Rows per page')).toHaveValue('10');
  });

  it('treats a loan under notice of sale or for sale as open, and says what each state means', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        mockFetch({
          'GET /api/auth/user': { body: customer },
          'GET /api/cash-advances': {
            body: [
              advance({ status: 'sale_notice', loanAmount: '150.00', dueDate: inDays(-180) }),
              advance({ status: 'for_sale', loanAmount: '200.00', dueDate: inDays(-200) }),
              advance({ status: 'sold', loanAmount: '300.00', dueDate: inDays(-210) }),
              advance({ status: 'settled', loanAmount: '400.00', dueDate: inDays(-220) }),
              advance({ status: 'active', loanAmount: '50.00', dueDate: inDays(-1) }),
            ],
          },
        }),
      ),
    );
    renderWithProviders(<CashAdvanceList />);
    // 150 + 200 + 50: still redeemable, so still outstanding; sold ones are not.
    expect((await screen.findByText('Outstanding total')).parentElement).toHaveTextContent(
      '£400.00',
    );
    const cards = within(screen.getByRole('region', { name: 'Your Cash Advances' })).getAllByRole(
      'listitem',
    );
    // The overdue loan first, then the server's order.
    expect(within(cards[1]!).getByText('Notice of sale')).toHaveClass('bg-red-100');
    expect(
      within(cards[1]!).getByText(
        'We have given notice that we intend to sell it. You can still redeem it until it is sold.',
      ),
    ).toBeVisible();
    expect(within(cards[2]!).getByText('For sale')).toHaveClass('bg-red-100');
    expect(
      within(cards[2]!).getByText('It is for sale. You can still redeem it until it is sold.'),
    ).toBeVisible();
    expect(within(cards[3]!).getByText('Sold')).toHaveClass('bg-muted');
    expect(
      within(cards[3]!).getByText('Sold: open it for the statement of the sale.'),
    ).toBeVisible();
    expect(within(cards[4]!).getByText('Settled')).toBeVisible();
    expect(within(cards[4]!).getByText('Sold, and the surplus paid to you.')).toBeVisible();
    expect(
      within(cards[0]!).getByText('Overdue: interest is added each day until you repay or extend.'),
    ).toBeVisible();
    // Open loans can still be paid off; the due date is shown for active ones only.
    for (const card of [cards[0]!, cards[1]!, cards[2]!]) {
      expect(within(card).getByRole('button', { name: 'Make Payment' })).toBeVisible();
    }
    for (const card of [cards[3]!, cards[4]!]) {
      expect(within(card).queryByRole('button', { name: 'Make Payment' })).toBeNull();
    }
    expect(within(cards[1]!).queryByText('Due')).toBeNull();
  });

  it('shows no pager when the entries fit on one page', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        mockFetch({
          'GET /api/auth/user': { body: customer },
          'GET /api/cash-advances': { body: mine.slice(0, 5) },
        }),
      ),
    );
    renderWithProviders(<CashAdvanceList />);
    expect(await screen.findAllByRole('listitem')).toHaveLength(5);
    const widget = screen.getByRole('region', { name: 'Your Cash Advances' });
    expect(within(widget).queryByRole('navigation')).toBeNull();
  });

  it('shows an admin the active and pending requests of everyone', async () => {
    const fetchSpy = vi.fn(
      mockFetch({
        'GET /api/auth/user': { body: admin },
        'GET /api/admin/cash-advances': {
          body: {
            items: [
              advance({ status: 'pending', customerName: 'Aisha Khan', userId: 'customer_1' }),
            ],
            page: 1,
            pageSize: 5,
            total: 12,
            counts: { active: 12, processed: 4 },
          },
        },
      }),
    );
    vi.stubGlobal('fetch', fetchSpy);
    renderWithProviders(<CashAdvanceList />);
    expect(await screen.findByText('12 active and pending')).toBeVisible();
    const widget = screen.getByRole('region', { name: 'Cash Advance Requests' });
    expect(within(widget).getByText(/Aisha Khan/)).toBeVisible();
    expect(within(widget).getByRole('link', { name: 'Manage all requests' })).toHaveAttribute(
      'href',
      '/admin/cash-advances',
    );
    const asked = fetchSpy.mock.calls
      .map(([url]) => url as string)
      .find((url) => url.includes('/api/admin/'));
    expect(asked).toBe('/api/admin/cash-advances?group=active&page=1&pageSize=5');
  });
});

describe('list helpers', () => {
  it('cuts descriptions at 50 characters with an ellipsis', () => {
    expect(truncateDescription('x'.repeat(50))).toBe('x'.repeat(50));
    expect(truncateDescription('x'.repeat(51))).toBe(`${'x'.repeat(50)}...`);
  });

  it('says due dates as relative time in British English', () => {
    const now = NOW.getTime();
    expect(formatRelativeDate(inDays(3), now)).toBe('in 3 days');
    expect(formatRelativeDate(inDays(-2), now)).toBe('2 days ago');
    expect(formatRelativeDate(inDays(1), now)).toBe('tomorrow');
    expect(formatRelativeDate(inDays(28), now)).toBe('in 28 days');
    expect(formatRelativeDate(new Date(now + 5 * 3_600_000).toISOString(), now)).toBe('in 5 hours');
  });
});
