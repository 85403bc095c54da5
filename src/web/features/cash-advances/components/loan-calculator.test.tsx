import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@web/components/testing/render-with-providers';
import { LoanCalculator } from '@web/features/cash-advances/components/loan-calculator';

function renderCalculator(onUseAmount = vi.fn()) {
  renderWithProviders(<LoanCalculator onUseAmount={onUseAmount} />);
  const card = screen.getByRole('region', { name: 'Loan Calculator' });
  return {
    card,
    onUseAmount,
    value: within(card).getByLabelText('Estimated Item Value (£)'),
    collateral: within(card).getByLabelText('Collateral Type'),
  };
}

const result = (card: HTMLElement, label: string) =>
  within(card).getByText(label).closest('div')!.querySelector('dd')!.textContent;

describe('LoanCalculator', () => {
  it('shows no figures until both the value and the collateral are set', async () => {
    const user = userEvent.setup();
    const { card, value, collateral } = renderCalculator();
    expect(within(card).queryByText('Maximum Loan Amount')).toBeNull();

    await user.type(value, '1000');
    expect(within(card).queryByText('Maximum Loan Amount')).toBeNull();
    expect(within(card).queryByText(/£\d/)).toBeNull();

    await user.selectOptions(collateral, 'gold');
    expect(result(card, 'Maximum Loan Amount')).toBe('£800.00');
    expect(result(card, 'Interest Rate')).toBe('15% flat for 28 days');
    expect(result(card, 'Total Repayment (28 days)')).toBe('£920.00');
    expect(
      within(card).getByText(/final loan amount depends on a professional appraisal/),
    ).toBeVisible();
    expect(within(card).getByText(/Representative\s+518\.4% APR/)).toBeVisible();

    await user.clear(value);
    expect(within(card).queryByText('Maximum Loan Amount')).toBeNull();
  });

  it('lends 60% against general goods at a flat 30%', async () => {
    const user = userEvent.setup();
    const { card, value, collateral } = renderCalculator();
    await user.selectOptions(collateral, 'general');
    expect(within(card).queryByText('Maximum Loan Amount')).toBeNull();
    await user.type(value, '1000');
    expect(result(card, 'Maximum Loan Amount')).toBe('£600.00');
    expect(result(card, 'Interest Rate')).toBe('30% flat for 28 days');
    expect(result(card, 'Total Repayment (28 days)')).toBe('£780.00');
    expect(within(card).getByText(/Representative\s+2957\.3% APR/)).toBeVisible();
  });

  it('shows nothing for a loan of zero and flags an amount with too many decimals', async () => {
    const user = userEvent.setup();
    const { card, value, collateral } = renderCalculator();
    await user.selectOptions(collateral, 'gold');
    await user.type(value, '0.01');
    expect(within(card).queryByText('Maximum Loan Amount')).toBeNull();
    await user.clear(value);
    await user.type(value, '10.555');
    expect(
      within(card).getByText('Estimated value can have at most 2 decimal places'),
    ).toBeVisible();
    expect(value).toHaveAttribute('aria-invalid', 'true');
  });

  it('hands the maximum loan to the form with "Use this amount"', async () => {
    const user = userEvent.setup();
    const { value, collateral, onUseAmount } = renderCalculator();
    await user.type(value, '1000');
    await user.selectOptions(collateral, 'gold');
    await user.click(screen.getByRole('button', { name: 'Use this amount' }));
    expect(onUseAmount).toHaveBeenCalledWith({
      estimatedValue: '1000.00',
      collateralType: 'gold',
      loanAmount: '800.00',
    });
  });

  it('links to directions in a new tab and to the shop phone', () => {
    const { card } = renderCalculator();
    const visit = within(card).getByRole('link', { name: /Visit Store/ });
    expect(visit).toHaveAttribute('target', '_blank');
    expect(visit.getAttribute('href')).toMatch(/^https:\/\/www\.google\.com\/maps/);
    expect(within(card).getByRole('link', { name: 'Call Us' })).toHaveAttribute(
      'href',
      'tel:+441134960123',
    );
  });

  it('names each wrong value’s own problem', async () => {
    const user = userEvent.setup();
    const { card, value } = renderCalculator();
    for (const [typed, message] of [
      ['-5', 'Estimated value cannot be negative'],
      ['10.999', 'Estimated value can have at most 2 decimal places'],
      ['1e3', 'Estimated value must be a number of pounds, like 250 or 250.50'],
      ['123456789012', 'That is more than we can value online. Please call us on 0113 496 0123.'],
    ] as const) {
      await user.clear(value);
      await user.type(value, typed);
      expect(value).toHaveAccessibleDescription(message);
      expect(within(card).getByText(message)).toBeVisible();
    }
  });
});
