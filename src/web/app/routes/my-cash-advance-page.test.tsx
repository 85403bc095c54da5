import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Loan } from '@shared/cash-advances/agreement-schemas';
import { mockFetch, renderWithProviders } from '@web/components/testing/render-with-providers';
import { MyCashAdvancePage } from '@web/app/routes/my-cash-advance-page';
import {
  activeLoan,
  forSaleLoan,
  overdueLoan,
  saleNoticeLoan,
  settledLoan,
  shortfallLoan,
  smallLoan,
  soldLoan,
} from '@web/features/cash-advances/testing/loan-fixtures';

/** The loan as its owner is answered: no date of birth, no storage place, no staff names. */
const asCustomer = (loan: Loan): Loan => ({
  ...loan,
  dateOfBirth: null,
  payments: loan.payments.map((payment) => ({ ...payment, takenBy: null })),
  items: loan.items.map((item) => ({ ...item, storageLocation: null })),
});

async function showLoan(loan: Loan) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      mockFetch({
        'GET /api/auth/user': { body: { id: 'user-1', username: 'demo', role: 'user' } },
        [`GET /api/cash-advances/${loan.id}`]: { body: asCustomer(loan) },
      }),
    ),
  );
  renderWithProviders(
    <Routes>
      <Route path="/dashboard/cash-advances/:id" element={<MyCashAdvancePage />} />
    </Routes>,
    { path: `/dashboard/cash-advances/${loan.id}` },
  );
  await screen.findByRole('heading', { level: 1, name: `Cash Advance ${loan.agreementNumber}` });
}

const region = (name: string) => screen.getByRole('region', { name });

afterEach(() => vi.unstubAllGlobals());

describe('MyCashAdvancePage: what happens next, in plain English', () => {
  it('says when an active loan is due, what each later day costs, and until when it is redeemable', async () => {
    // Due on Monday 21 December 2026, an opening day.
    await showLoan({ ...activeLoan, dueDate: '2026-12-21T23:59:59.999Z' });
    const next = region('What happens next');
    expect(
      within(next).getByText('Your loan is due on 21 December 2026: repay or extend it by then.'),
    ).toBeVisible();
    expect(
      within(next).getByText(
        'Interest runs by the day, £1.07 a day: repay early and you pay only the days you have had the money. After 21 December 2026 it carries on at the same rate; nothing else is charged.',
      ),
    ).toBeVisible();
    expect(
      within(next).getByText(
        'If the shop is closed on the day your loan is due, you have until the end of the next opening day, with no extra interest.',
      ),
    ).toBeVisible();
    expect(
      within(next).getByText(
        'You can redeem it until at least 22 May 2027, and after that until it is sold.',
      ),
    ).toBeVisible();
    expect(within(region('Make Payment')).getByText('To extend by 28 days')).toBeVisible();
  });

  it('says until when a loan due on a closed day costs nothing more (a Sunday, then a closure)', async () => {
    await showLoan({ ...activeLoan, closedDays: ['2026-12-21'] });
    const next = region('What happens next');
    expect(
      within(next).getByText(
        'The shop is closed on 20 December 2026, the day your loan is due, so you have until the end of 22 December 2026, with no extra interest.',
      ),
    ).toBeVisible();
    expect(
      within(next).getByText(
        'Interest runs by the day, £1.07 a day: repay early and you pay only the days you have had the money. After 22 December 2026 it carries on at the same rate; nothing else is charged.',
      ),
    ).toBeVisible();
  });

  it('says a loan of £75 or less may become the shop’s after the redemption period', async () => {
    await showLoan(smallLoan);
    expect(
      within(region('What happens next')).getByText(
        'You can redeem it until at least 22 May 2027; after that it may become the shop’s.',
      ),
    ).toBeVisible();
  });

  it('says since when an overdue loan is overdue and what each day adds', async () => {
    await showLoan(overdueLoan);
    expect(screen.getByText('Overdue', { selector: '[data-slot="badge"]' })).toBeVisible();
    expect(
      within(region('What happens next')).getByText(
        'Overdue since 21 December 2026: £1.07 a day is added until you repay or extend.',
      ),
    ).toBeVisible();
  });

  it('under a notice of sale: the day of sale, still redeemable, what it costs today', async () => {
    await showLoan(saleNoticeLoan);
    expect(screen.getByText('Notice of sale', { selector: '[data-slot="badge"]' })).toHaveClass(
      'bg-red-100',
    );
    expect(
      within(region('What happens next')).getByText(
        'We have given notice that we intend to sell it from 16 June 2027. You can still redeem it until it is sold: £284.41 today.',
      ),
    ).toBeVisible();
    // Redeemable still, but no longer extended.
    const pay = region('Make Payment');
    expect(within(pay).getByText('To redeem today').nextElementSibling).toHaveTextContent(
      '£284.41',
    );
    expect(within(pay).queryByText('To extend by 28 days')).toBeNull();
  });

  it('for sale: still redeemable until it is sold', async () => {
    await showLoan(forSaleLoan);
    expect(screen.getByText('For sale', { selector: '[data-slot="badge"]' })).toBeVisible();
    expect(
      within(region('What happens next')).getByText(
        'It is for sale. You can still redeem it until it is sold.',
      ),
    ).toBeVisible();
    expect(region('Make Payment')).toBeVisible();
  });

  it('sold: the statement, its PDF, and the surplus owed until it is paid', async () => {
    await showLoan(soldLoan);
    expect(screen.queryByRole('region', { name: 'What happens next' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Make Payment' })).toBeNull();
    const sale = region('Sale of your items');
    const figure = (label: string) => within(sale).getByText(label).nextElementSibling;
    expect(figure('Date of the sale')).toHaveTextContent('20 June 2027');
    expect(figure('Sale price')).toHaveTextContent('£350.00');
    expect(figure('Costs of the sale')).toHaveTextContent('£20.00');
    expect(figure('Net proceeds')).toHaveTextContent('£330.00');
    expect(figure('Owed on the day of the sale')).toHaveTextContent('£304.74');
    expect(figure('Surplus owed to you')).toHaveTextContent('£25.26');
    expect(figure('Surplus paid')).toHaveTextContent('Not paid yet');
    expect(
      within(sale).getByText('We owe you £25.26: come into the shop with photo ID or call us.'),
    ).toBeVisible();
    expect(within(sale).getByRole('link', { name: 'Statement of sale (PDF)' })).toHaveAttribute(
      'href',
      `/api/cash-advances/${soldLoan.id}/sale-statement.pdf`,
    );
    expect(within(sale).getByRole('link', { name: 'Contact Store' })).toBeVisible();
  });

  it('settled: the day the surplus was paid', async () => {
    await showLoan(settledLoan);
    const sale = region('Sale of your items');
    expect(within(sale).getByText('Surplus paid').nextElementSibling).toHaveTextContent(
      'Paid on 23 June 2027',
    );
    expect(within(sale).queryByText(/We owe you/)).toBeNull();
    expect(screen.getByText('Settled', { selector: '[data-slot="badge"]' })).toBeVisible();
  });

  it('a shortfall, said plainly', async () => {
    await showLoan(shortfallLoan);
    const sale = region('Sale of your items');
    expect(within(sale).getByText('Shortfall, written off').nextElementSibling).toHaveTextContent('£114.74');
    expect(within(sale).getByText(/written off the shortfall of £114\.74/)).toBeVisible();
    expect(within(sale).queryByText(/We owe you/)).toBeNull();
  });
});
