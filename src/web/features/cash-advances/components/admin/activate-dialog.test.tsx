import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Loan } from '@shared/cash-advances/agreement-schemas';
import { mockFetch, renderWithProviders } from '@web/components/testing/render-with-providers';
import { LoanActions } from '@web/features/cash-advances/components/admin/loan-actions';
import { activeLoan } from '@web/features/cash-advances/testing/loan-fixtures';

/** A request approved with an offer, not yet an agreement. */
const approved: Loan = {
  ...activeLoan,
  status: 'approved',
  startDate: null,
  activatedAt: null,
  offerAmount: '100.00',
  dateOfBirth: null,
  address: null,
  redemptionPeriodEnds: null,
  noticeOfSaleFrom: null,
  redeemAmount: null,
  extendAmount: null,
  payments: [],
  items: [],
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-26T12:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

async function openDialog(loan: Loan = approved) {
  const user = userEvent.setup();
  renderWithProviders(<LoanActions loan={loan} />);
  await user.click(screen.getByRole('button', { name: 'Start agreement' }));
  return { user, dialog: screen.getByRole('dialog', { name: 'Start the agreement' }) };
}

describe('Start the agreement', () => {
  it('shows the rate class and works the figures out again when staff change it', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <LoanActions loan={{ ...approved, itemCategory: 'jewelry', collateralType: 'gold' }} />,
    );
    await user.click(screen.getByRole('button', { name: 'Start agreement' }));
    const dialog = screen.getByRole('dialog', { name: 'Start the agreement' });
    const rate = within(dialog).getByLabelText('Rate class');
    expect(rate).toHaveValue('gold');
    expect(within(dialog).getByText('Charge (15% for 28 days)')).toBeVisible();
    expect(within(dialog).getByText('£115.00')).toBeVisible();
    await user.selectOptions(rate, 'general');
    expect(within(dialog).getByText('Charge (30% for 28 days)')).toBeVisible();
    expect(within(dialog).getByText('£130.00')).toBeVisible();
  });

  it('offers only General Goods for an item that is not Gold or Jewellery', async () => {
    const { dialog } = await openDialog();
    const rate = within(dialog).getByLabelText('Rate class');
    expect(rate).toHaveValue('general');
    expect(within(rate).getByRole('option', { name: 'Gold & Precious Metals' })).toBeDisabled();
  });

  it('asks for the date of birth and address with the shared schema’s messages', async () => {
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Start agreement' }));
    // Every message at once, the date of birth's too.
    expect(
      await within(dialog).findByText('Date of birth must be a date written YYYY-MM-DD'),
    ).toBeVisible();
    expect(within(dialog).getByText('Address is required')).toBeVisible();
    expect(
      within(dialog).getByText(
        'Check the customer’s photo ID, then tick “I have checked the customer’s photo ID”',
      ),
    ).toBeVisible();

    // 18 on the day after a start date on paper: refused, though 18 today.
    const start = within(dialog).getByLabelText('Start date');
    await user.clear(start);
    await user.type(start, '2026-10-01');
    await user.type(within(dialog).getByLabelText('Date of birth'), '2008-10-02');
    await user.click(within(dialog).getByRole('button', { name: 'Start agreement' }));
    expect(
      await within(dialog).findByText(
        "The customer must be 18 or over on the agreement's start date: nobody under 18 may pawn an item",
      ),
    ).toBeVisible();
  });

  it('marks a start date in the past as entered later, back to five years', async () => {
    const { user, dialog } = await openDialog();
    const start = within(dialog).getByLabelText('Start date');
    expect(start).toHaveAttribute('min', '2021-11-26');
    expect(start).toHaveAttribute('max', '2026-11-26');
    expect(
      within(dialog).getByText('Today, or the date on paper (up to five years back).'),
    ).toBeVisible();
    await user.clear(start);
    await user.type(start, '2025-03-14');
    expect(
      within(dialog).getByText('Entered later: the agreement was made on paper on 14 March 2025.'),
    ).toBeVisible();
    expect(start).toHaveAccessibleDescription(
      'Entered later: the agreement was made on paper on 14 March 2025.',
    );
  });

  it('sends the date of birth and address with the agreement', async () => {
    let sent: Record<string, unknown> | null = null;
    vi.stubGlobal(
      'fetch',
      vi.fn(
        mockFetch({
          [`POST /api/admin/cash-advances/${approved.id}/activate`]: ({ init }) => {
            sent = JSON.parse(init!.body as string) as Record<string, unknown>;
            return { body: activeLoan };
          },
        }),
      ),
    );
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByLabelText('Date of birth'), '1980-04-02');
    await user.type(
      within(dialog).getByLabelText('Customer’s address'),
      '12 Example Street, Leeds LS1 1AA',
    );
    await user.click(within(dialog).getByLabelText('I have checked the customer’s photo ID'));
    await user.click(within(dialog).getByRole('button', { name: 'Start agreement' }));
    expect(await screen.findByText('Agreement Started')).toBeVisible();
    expect(sent).toMatchObject({
      loanAmount: '100.00',
      startDate: '2026-11-26',
      idChecked: true,
      dateOfBirth: '1980-04-02',
      address: '12 Example Street, Leeds LS1 1AA',
      // Not ticked: notices come by post.
      noticesByEmail: false,
    });
    expect(sent).not.toHaveProperty('noticeEmail');
  });

  it('records the customer’s agreement to notices by email, at their email unless changed', async () => {
    let sent: Record<string, unknown> | null = null;
    vi.stubGlobal(
      'fetch',
      vi.fn(
        mockFetch({
          [`POST /api/admin/cash-advances/${approved.id}/activate`]: ({ init }) => {
            sent = JSON.parse(init!.body as string) as Record<string, unknown>;
            return { body: activeLoan };
          },
        }),
      ),
    );
    const { user, dialog } = await openDialog({ ...approved, customerEmail: 'pat@example.com' });
    const agrees = within(dialog).getByLabelText('The customer agrees to receive notices by email');
    expect(agrees).not.toBeChecked();
    expect(within(dialog).queryByLabelText('Email for notices')).toBeNull();
    await user.type(within(dialog).getByLabelText('Date of birth'), '1980-04-02');
    await user.type(
      within(dialog).getByLabelText('Customer’s address'),
      '12 Example Street, Leeds LS1 1AA',
    );
    await user.click(within(dialog).getByLabelText('I have checked the customer’s photo ID'));

    await user.click(agrees);
    const email = within(dialog).getByLabelText('Email for notices');
    expect(email).toHaveValue('pat@example.com');
    // Required once agreed, and a valid address.
    await user.clear(email);
    await user.click(within(dialog).getByRole('button', { name: 'Start agreement' }));
    expect(
      await within(dialog).findByText(
        'Notice email is required when the customer agrees to receive notices by email',
      ),
    ).toBeVisible();
    await user.type(email, 'not an address');
    await user.click(within(dialog).getByRole('button', { name: 'Start agreement' }));
    expect(
      await within(dialog).findByText('Notice email must be a valid email address'),
    ).toBeVisible();
    expect(sent).toBeNull();

    await user.clear(email);
    await user.type(email, 'pat.notices@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Start agreement' }));
    expect(await screen.findByText('Agreement Started')).toBeVisible();
    expect(sent).toMatchObject({ noticesByEmail: true, noticeEmail: 'pat.notices@example.com' });
  });
});
