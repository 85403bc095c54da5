import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Loan } from '@shared/cash-advances/agreement-schemas';
import { mockFetch, renderWithProviders } from '@web/components/testing/render-with-providers';
import { AdminCashAdvancePage } from '@web/app/routes/admin/admin-cash-advance-page';
import {
  activeLoan,
  forSaleLoan,
  overdueLoan,
  settledLoan,
  soldLoan,
} from '@web/features/cash-advances/testing/loan-fixtures';

async function showLoan(loan: Loan) {
  vi.stubGlobal(
    'fetch',
    vi.fn(mockFetch({ [`GET /api/admin/cash-advances/${loan.id}`]: { body: loan } })),
  );
  renderWithProviders(
    <Routes>
      <Route path="/admin/cash-advances/:id" element={<AdminCashAdvancePage />} />
    </Routes>,
    { path: `/admin/cash-advances/${loan.id}` },
  );
  await screen.findByRole('heading', { level: 1, name: `Cash Advance ${loan.agreementNumber}` });
}

/** The value shown beside a figure's label in a region. */
const figure = (regionName: string, label: string) =>
  within(screen.getByRole('region', { name: regionName })).getByText(label, { selector: 'dt' })
    .nextElementSibling;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2027-06-16T12:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('AdminCashAdvancePage: redemption and sale', () => {
  it('shows the customer’s date of birth and address, and the redemption dates', async () => {
    await showLoan({ ...overdueLoan, enteredLater: true });
    expect(figure('Request', 'Date of birth')).toHaveTextContent('2 April 1980');
    expect(figure('Request', 'Address')).toHaveTextContent('12 Example Street, Leeds LS1 1AA');
    expect(figure('Redemption and sale', 'Redemption period ends')).toHaveTextContent(
      '22 May 2027',
    );
    expect(figure('Redemption and sale', 'Interest a day')).toHaveTextContent(
      '£1.07 a day',
    );
    expect(figure('Redemption and sale', 'Days past the due date')).toHaveTextContent(
      '16',
    );
    expect(figure('Redemption and sale', 'Notice of sale from')).toHaveTextContent('23 May 2027');
    expect(figure('Redemption and sale', 'Entered later')).toHaveTextContent(
      'Made on paper on 22 November 2026',
    );
    expect(screen.queryByText(/grace period/i)).toBeNull();
  });

  it('shows the notice and the listing', async () => {
    await showLoan(forSaleLoan);
    expect(screen.getByText('For sale', { selector: '[data-slot="badge"]' })).toBeVisible();
    const section = 'Redemption and sale';
    expect(figure(section, 'Given on')).toHaveTextContent('1 June 2027');
    expect(figure(section, 'Posted on')).toHaveTextContent('1 June 2027');
    expect(figure(section, 'Owed on the day of the notice')).toHaveTextContent('£284.41');
    expect(figure(section, 'Asking price')).toHaveTextContent('£250.00');
    expect(figure(section, 'Sale allowed from')).toHaveTextContent('16 June 2027');
    expect(figure(section, 'Listed for sale on')).toHaveTextContent('16 June 2027');
    expect(
      within(screen.getByRole('region', { name: 'Items' })).getByText(/For sale$/),
    ).toBeVisible();
  });

  it('shows the statement of the sale and the surplus owed, then paid', async () => {
    await showLoan(soldLoan);
    const section = 'Redemption and sale';
    expect(figure(section, 'Sale price')).toHaveTextContent('£350.00');
    expect(figure(section, 'Net proceeds')).toHaveTextContent('£330.00');
    expect(figure(section, 'Surplus owed to the customer')).toHaveTextContent('£25.26');
    expect(figure(section, 'Surplus paid')).toHaveTextContent('Not paid yet');
    expect(screen.getByRole('button', { name: 'Pay surplus' })).toBeVisible();
  });

  it('says when and how a surplus was paid', async () => {
    await showLoan(settledLoan);
    expect(figure('Redemption and sale', 'Surplus paid')).toHaveTextContent(
      'Paid on 23 June 2027 (cash)',
    );
    expect(screen.queryByRole('button', { name: 'Pay surplus' })).toBeNull();
  });

  it('has no such section before an agreement', async () => {
    await showLoan({ ...activeLoan, status: 'pending', startDate: null });
    expect(screen.queryByRole('region', { name: 'Redemption and sale' })).toBeNull();
  });
});
