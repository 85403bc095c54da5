import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@web/components/testing/render-with-providers';
import { CashAdvancePage } from '@web/app/routes/cash-advance-page';

describe('CashAdvancePage', () => {
  it('shows the flat rates without calling them APR, and the three badges', async () => {
    renderWithProviders(<CashAdvancePage />);
    // The hero is a static part (cash-advance-parts.ts): drawn here in the browser, it shows
    // once its code has come.
    const hero = await screen.findByRole('region', { name: 'Cash Advances' }, { timeout: 5000 });
    for (const [value, label] of [
      ['15%', 'Gold & Precious Metals'],
      ['30%', 'General Valuables'],
      ['28 Days', 'Loan Term'],
    ]) {
      // Each figure is the definition of its label, so it is read out with it.
      const figure = within(hero).getByText(value!);
      expect(figure.tagName).toBe('DD');
      expect(figure.parentElement).toHaveTextContent(label!);
    }
    expect(within(hero).getAllByText(/flat for 28 days/).length).toBeGreaterThan(0);
    expect(within(hero).queryByText(/\b(15|30)% APR/)).toBeNull();
    for (const badge of ['No Credit Check', 'Instant Cash', 'Secure Storage']) {
      expect(within(hero).getByText(badge)).toBeVisible();
    }
  });

  it('"Use this amount" puts the calculator’s loan into the form', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<CashAdvancePage />);
    // The request form is a part of its own (lazy-part.tsx), drawn here in the browser: it
    // shows once its code has come (the module loads meanwhile on the file's first test).
    const form = await screen.findByRole(
      'form',
      { name: 'Request Cash Advance' },
      { timeout: 5000 },
    );
    const calculator = screen.getByRole('region', { name: 'Loan Calculator' });
    await user.type(within(calculator).getByLabelText('Estimated Item Value (£)'), '1000');
    await user.selectOptions(within(calculator).getByLabelText('Collateral Type'), 'gold');
    await user.click(within(calculator).getByRole('button', { name: 'Use this amount' }));

    const loan = within(form).getByLabelText('Requested Loan Amount (£)');
    expect(loan).toHaveValue(800);
    expect(loan).toHaveFocus();
    expect(within(form).getByLabelText('Collateral Type')).toHaveValue('gold');
    expect(within(form).getByLabelText(/^Estimated Value/)).toHaveValue(1000);
    // The first test of the file waits for the form's module to load.
  }, 15_000);
});
