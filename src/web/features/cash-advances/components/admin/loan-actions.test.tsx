import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Loan } from '@shared/cash-advances/agreement-schemas';
import { mockFetch, renderWithProviders } from '@web/components/testing/render-with-providers';
import { LoanActions } from '@web/features/cash-advances/components/admin/loan-actions';

/** A £100 general-goods loan (30 %) with £20 already paid: £10 interest and £100 principal owed. */
const activeLoan: Loan = {
  id: '6c2b0d0e-5d55-4f65-9a9c-0a3f1c7d2e11',
  userId: 'customer_1',
  customerName: 'Pat Pawn',
  customerPhone: '07700 900456',
  customerEmail: null,
  itemDescription: 'Games console',
  itemCategory: 'electronics',
  collateralType: 'general',
  loanAmount: '100.00',
  interestRate: '30.00',
  totalRepayment: '130.00',
  dueDate: '2026-12-20T23:59:59.999Z',
  status: 'active',
  createdAt: '2026-11-20T10:00:00.000Z',
  agreementNumber: 'CA-000042',
  requestedAmount: '120.00',
  offerAmount: null,
  offerNote: null,
  rejectionReason: null,
  startDate: '2026-11-22',
  idChecked: true,
  activatedAt: '2026-11-22T10:00:00.000Z',
  closedAt: null,
  balance: '110.00',
  principalOwed: '100.00',
  interestOwed: '10.00',
  interestCharged: '30.00',
  totalPaid: '20.00',
  terms: 1,
  overdue: false,
  forfeitableFrom: '2027-01-04',
  redeemAmount: '110.00',
  extendAmount: '10.00',
  payments: [],
  items: [],
  photos: [],
};

afterEach(() => vi.unstubAllGlobals());

describe('LoanActions', () => {
  it('offers only the moves a state allows', () => {
    const { unmount } = renderWithProviders(
      <LoanActions loan={{ ...activeLoan, status: 'pending', startDate: null }} />,
    );
    for (const name of ['Start agreement', 'Approve with offer', 'Reject']) {
      expect(screen.getByRole('button', { name })).toBeVisible();
    }
    expect(screen.queryByRole('button', { name: 'Take payment' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Pawn receipt (PDF)' })).toBeNull();
    unmount();

    renderWithProviders(<LoanActions loan={activeLoan} />);
    expect(screen.getByRole('button', { name: 'Take payment' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Pawn receipt (PDF)' })).toHaveAttribute(
      'href',
      `/api/admin/cash-advances/${activeLoan.id}/receipt.pdf`,
    );
    // Not yet past the due date and the grace period: no forfeit, and the day it may be.
    expect(screen.queryByRole('button', { name: 'Forfeit' })).toBeNull();
    expect(
      screen.getByText('If not redeemed, it may be forfeited from 4 January 2027.'),
    ).toBeVisible();
  });

  it('works out a part payment before it is taken, then records it once with a key', async () => {
    let sent: { body: unknown; key: string | undefined } | null = null;
    vi.stubGlobal(
      'fetch',
      vi.fn(
        mockFetch({
          [`POST /api/admin/cash-advances/${activeLoan.id}/payments`]: ({ init }) => {
            sent = {
              body: JSON.parse(init!.body as string),
              key: (init!.headers as Record<string, string>)['Idempotency-Key'],
            };
            return { status: 201, body: { ...activeLoan, balance: '85.00' } };
          },
        }),
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(<LoanActions loan={activeLoan} />);
    await user.click(screen.getByRole('button', { name: 'Take payment' }));
    const dialog = screen.getByRole('dialog', { name: 'Take a payment' });

    // A redemption takes exactly the balance.
    expect(within(dialog).getByLabelText('Amount (£)')).toHaveValue(110);
    await user.selectOptions(within(dialog).getByLabelText('Payment'), 'part');
    await user.type(within(dialog).getByLabelText('Amount (£)'), '25');
    const worked = (label: string) => within(dialog).getByText(label).nextElementSibling;
    expect(worked('Pays interest')).toHaveTextContent('£10.00');
    expect(worked('Pays principal')).toHaveTextContent('£15.00');
    expect(worked('Balance after')).toHaveTextContent('£85.00');

    await user.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    expect(await screen.findByText('Balance now £85.00.')).toBeVisible();
    await waitFor(() => expect(sent).not.toBeNull());
    expect(sent!.body).toMatchObject({ kind: 'part', amount: '25.00', method: 'cash' });
    expect(sent!.key).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('refuses, before sending, a part payment that is the whole balance', async () => {
    const user = userEvent.setup();
    renderWithProviders(<LoanActions loan={activeLoan} />);
    await user.click(screen.getByRole('button', { name: 'Take payment' }));
    const dialog = screen.getByRole('dialog', { name: 'Take a payment' });
    await user.selectOptions(within(dialog).getByLabelText('Payment'), 'part');
    await user.type(within(dialog).getByLabelText('Amount (£)'), '110');
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      '£110.00 is the whole balance: record it as a redemption.',
    );
  });
});
