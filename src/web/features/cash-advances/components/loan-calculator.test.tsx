import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { LoanRates } from '@shared/cash-advances/loan';
import { renderWithProviders } from '@web/components/testing/render-with-providers';
import { LoanCalculator } from '@web/features/cash-advances/components/loan-calculator';

/** The calculator, at the shop's rates when given (GET /api/meta, through the chrome's data). */
function renderCalculator(onUseAmount = vi.fn(), loanRates?: LoanRates) {
  renderWithProviders(<LoanCalculator onUseAmount={onUseAmount} />, {
    attachChrome: (chrome, client) => {
      chrome.attach(client, () => undefined);
      if (loanRates) chrome.update({ loanRates });
    },
  });
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
    expect(result(card, 'Interest Rate')).toBe('15% for 28 days');
    expect(result(card, 'Annual Rate of Interest')).toBe('195.5% a year fixed');
    expect(result(card, 'Representative APR')).toBe('518.4%');
    expect(result(card, 'Total Repayment (28 days)')).toBe('£920.00');
    expect(
      within(card).getByText(/final loan amount depends on a professional appraisal/),
    ).toBeVisible();
    // £800 × 15% ÷ 28 = £4.2857… → £4.29 a day; ten days £42.857… → £42.86 (the running total rounded once); a full term £120.
    expect(
      within(card).getByText(
        "Interest is charged by the day: about £4.29 a day. Repay on day 10 and you pay ten days' interest (£42.86); £120.00 is what a full 28 days costs. The interest never adds up to more than the amount you borrow, and you never owe more than your item fetches.",
      ),
    ).toBeVisible();
    expect(
      within(card).getByText(
        /Annual rate of interest 195\.5%\s+\(fixed\)\. Representative 518\.4% APR\./,
      ),
    ).toBeVisible();

    await user.clear(value);
    expect(within(card).queryByText('Maximum Loan Amount')).toBeNull();
  });

  it('lends 60% against general goods at 30% for 28 days', async () => {
    const user = userEvent.setup();
    const { card, value, collateral } = renderCalculator();
    await user.selectOptions(collateral, 'general');
    expect(within(card).queryByText('Maximum Loan Amount')).toBeNull();
    await user.type(value, '1000');
    expect(result(card, 'Maximum Loan Amount')).toBe('£600.00');
    expect(result(card, 'Interest Rate')).toBe('30% for 28 days');
    expect(result(card, 'Annual Rate of Interest')).toBe('391.1% a year fixed');
    expect(result(card, 'Total Repayment (28 days)')).toBe('£780.00');
    expect(within(card).getByText(/Representative\s+2957\.3% APR/)).toBeVisible();
    // £600 × 30% ÷ 28 = £6.428… → £6.43 a day.
    expect(within(card).getByText(/^Interest is charged by the day: about £6\.43 a day\./)).toBeVisible();
  });

  it('works at the shop’s own rates (RATE_GOLD, RATE_GENERAL) from GET /api/meta', async () => {
    const user = userEvent.setup();
    const { card, value, collateral } = renderCalculator(vi.fn(), { gold: 12, general: 25 });
    await user.type(value, '1000');
    await user.selectOptions(collateral, 'gold');
    expect(result(card, 'Interest Rate')).toBe('12% for 28 days');
    // 12 × 365 ÷ 28 = 156.43; (1.12)^(365/28) − 1 = 338.1%.
    expect(result(card, 'Annual Rate of Interest')).toBe('156.4% a year fixed');
    expect(result(card, 'Representative APR')).toBe('338.1%');
    expect(result(card, 'Total Repayment (28 days)')).toBe('£896.00');
    // £800 × 12% ÷ 28 = £3.428… → £3.43 a day; ten days £34.285… → £34.29; a full term £96.
    expect(
      within(card).getByText(
        /^Interest is charged by the day: about £3\.43 a day\. Repay on day 10 and you pay ten days' interest \(£34\.29\); £96\.00 is what a full 28 days costs\./,
      ),
    ).toBeVisible();
    await user.selectOptions(collateral, 'general');
    expect(result(card, 'Interest Rate')).toBe('25% for 28 days');
    expect(result(card, 'Total Repayment (28 days)')).toBe('£750.00');
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
