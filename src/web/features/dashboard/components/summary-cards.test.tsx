import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SummaryCards } from '@web/features/dashboard/components/summary-cards';

const figures = {
  activeLoanAmount: '250.00',
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

  it('says "None" when no loan is running', () => {
    render(<SummaryCards figures={{ ...figures, nextDueDate: null }} isLoading={false} />);
    expect(screen.getByTestId('summary-Next Due Date')).toHaveTextContent('None');
    expect(screen.getByText('No active loans')).toBeVisible();
  });
});
