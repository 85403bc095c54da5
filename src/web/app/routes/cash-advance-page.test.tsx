import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@web/components/testing/render-with-providers';
import { CashAdvancePage } from '@web/app/routes/cash-advance-page';

describe('CashAdvancePage', () => {
  it('shows the rates per 28 days with their APR and annual rate, and the three badges', async () => {
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
    expect(within(hero).getAllByText(/per 28 days, charged by the day/).length).toBe(2);
    expect(within(hero).queryByText(/\b(15|30)% APR/)).toBeNull();
    expect(
      within(hero).getByText(
        /Gold and precious metals: 15% for 28 days · 195\.5% a year fixed \(annual rate of interest\) · Representative 518\.4% APR\. General valuables: 30% for 28 days · 391\.1% a year fixed \(annual rate of interest\) · Representative 2957\.3% APR\./,
      ),
    ).toBeVisible();
    for (const badge of ['No Credit Check', 'Cash the same day', 'Secure Storage']) {
      expect(within(hero).getByText(badge)).toBeVisible();
    }
    // No credit check, only with its reason beside it (CONC 3.3.1R); no promise of cash in minutes.
    expect(within(hero).getByText('No Credit Check')).toHaveTextContent(
      'No Credit Check: we lend against your item, and you never owe more than it fetches',
    );
    expect(within(hero).queryByText(/instant|in minutes/i)).toBeNull();
  });

  it('states the shop’s own rates (RATE_GOLD, RATE_GENERAL)', async () => {
    renderWithProviders(<CashAdvancePage />, {
      attachChrome: (chrome, client) => {
        chrome.attach(client, () => undefined);
        chrome.update({ loanRates: { gold: 12, general: 25 } });
      },
    });
    const hero = await screen.findByRole('region', { name: 'Cash Advances' }, { timeout: 5000 });
    expect(within(hero).getByText('12%').tagName).toBe('DD');
    expect(within(hero).getByText('25%').tagName).toBe('DD');
    expect(
      within(hero).getByText(
        /12% for 28 days · 156\.4% a year fixed \(annual rate of interest\) · Representative 338\.1% APR/,
      ),
    ).toBeVisible();
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
