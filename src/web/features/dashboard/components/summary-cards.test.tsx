import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SummaryCards } from '@web/features/dashboard/components/summary-cards';

const figures = {
  activeLoanAmount: '250.00',
  activeLoanCount: 2,
  pendingRepairs: 1,
  monthlyEarnings: '55.25',
  monthlyPurchases: '0.00',
  nextDueDate: '2027-01-10T12:00:00.000Z',
};

describe('SummaryCards', () => {
  it('shows a buyer’s purchases card and the next due date, never an invented rating', () => {
    render(<SummaryCards figures={figures} isLoading={false} />);
    expect(screen.getByTestId("summary-This Month's Purchases")).toHaveTextContent('£0.00');
    expect(screen.getByText('No purchases yet')).toBeVisible();
    expect(screen.getByTestId('summary-Next Due Date')).toHaveTextContent('10 January 2027');
    expect(screen.queryByText(/Rating|4\.8|Sales/)).toBeNull();
  });

  it('counts only running loans, with their balance, and says an overdue date is overdue', () => {
    // 12 January 2027, noon in London: the loan due on 10 January is 2 days overdue.
    const now = Date.parse('2027-01-12T12:00:00Z');
    render(
      <SummaryCards
        figures={{ ...figures, nextDueDate: '2027-01-10T23:59:59.999Z' }}
        isLoading={false}
        now={now}
      />,
    );
    expect(screen.getByTestId('summary-Active Cash Advances')).toHaveTextContent('£250.00');
    expect(screen.getByText('Owed today on 2 active loans')).toBeVisible();
    expect(screen.getByText('2 days overdue')).toBeVisible();
  });

  it('says "None" when no loan is running', () => {
    render(<SummaryCards figures={{ ...figures, nextDueDate: null }} isLoading={false} />);
    expect(screen.getByTestId('summary-Next Due Date')).toHaveTextContent('None');
    expect(screen.getByText('No active loans')).toBeVisible();
  });
});
