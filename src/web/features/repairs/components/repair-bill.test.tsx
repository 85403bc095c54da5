import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RepairAccount } from '@shared/repairs/bill-schemas';
import { mockFetch, renderWithProviders } from '@web/components/testing/render-with-providers';
import { RepairBill } from '@web/features/repairs/components/repair-bill';

const CODE = 'Qm9va2luZ1RyYWNraW5nMQ';
const line = (description: string, quantity: number, unitPrice: string, total: string) => ({
  kind: 'part' as const,
  description,
  quantity,
  unitPrice,
  total,
});
const sent: RepairAccount = {
  status: 'in_progress',
  estimate: {
    state: 'sent',
    version: 1,
    lines: [
      line('Replacement screen', 1, '59.99', '59.99'),
      line('Fitting (hour)', 2, '25.00', '50.00'),
    ],
    total: '109.99',
    diagnosticFee: '25.00',
    decidedAt: null,
    channel: null,
  },
  bill: null,
  notRepaired: false,
  collectedAt: null,
  warrantyUntil: null,
  warrantyClaim: null,
  uncollectedNotice: null,
};

afterEach(() => vi.unstubAllGlobals());

describe('RepairBill', () => {
  it('shows the estimate with Approve and Decline, and sends the answer to its own code', async () => {
    const approved = { ...sent, estimate: { ...sent.estimate!, state: 'approved' as const } };
    const fetchMock = vi.fn(
      mockFetch({ [`POST /api/track/${CODE}/estimate/approve`]: { body: approved } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<RepairBill code={CODE} account={sent} />);
    const estimate = screen.getByRole('region', { name: 'Your estimate' });
    expect(
      within(estimate)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['Replacement screen£59.99', 'Fitting (hour) × 2£50.00', 'Total£109.99']);
    expect(estimate).toHaveTextContent('If you decline, we charge £25.00 for the diagnosis');
    await userEvent.click(within(estimate).getByRole('button', { name: 'Approve' }));
    expect(fetchMock).toHaveBeenCalledWith(
      `/api/track/${CODE}/estimate/approve`,
      expect.objectContaining({ method: 'POST' }),
    );
  });

  it('after collection: the bill, its invoice and the warranty date', () => {
    renderWithProviders(
      <RepairBill
        code={CODE}
        account={{
          ...sent,
          status: 'collected',
          estimate: { ...sent.estimate!, state: 'approved' },
          bill: { lines: sent.estimate!.lines, total: '109.99', paid: '109.99', balance: '0.00' },
          collectedAt: '2026-12-01T10:00:00.000Z',
          warrantyUntil: '2027-03-01',
        }}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      'Thank you: you approved the estimate. We will get to work.',
    );
    const bill = screen.getByRole('region', { name: 'Your bill' });
    expect(bill).toHaveTextContent('Total £109.99 · Paid £109.99 · To pay £0.00');
    expect(within(bill).getByRole('link', { name: 'Download the invoice (PDF)' })).toHaveAttribute(
      'href',
      `/api/track/${CODE}/invoice.pdf`,
    );
    expect(screen.getByText('Warranty until 1 March 2027')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
  });

  it('offers "Pay online" for the balance of a ready repair only where the shop takes card payments online', async () => {
    const ready: RepairAccount = {
      ...sent,
      status: 'ready',
      estimate: { ...sent.estimate!, state: 'approved' },
      bill: { lines: sent.estimate!.lines, total: '109.99', paid: '9.99', balance: '100.00' },
    };
    const meta = (onlinePayments: boolean) => ({
      body: {
        demo: false,
        loanLimits: { min: '10.00', max: '5000.00' },
        fcaFrn: null,
        onlinePayments,
      },
    });
    const paymentUrl = 'https://checkout.stripe.test/pay/cs_test_1';
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const fetchMock = vi.fn(
      mockFetch({
        'GET /api/meta': meta(true),
        [`POST /api/track/${CODE}/pay-online`]: { body: { paymentUrl, amount: '100.00' } },
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { unmount } = renderWithProviders(<RepairBill code={CODE} account={ready} />);
    const bill = screen.getByRole('region', { name: 'Your bill' });
    await userEvent.click(await within(bill).findByRole('button', { name: 'Pay online' }));
    expect(bill).toHaveTextContent('You will be charged £100.00 by card');
    await waitFor(() => expect(assign).toHaveBeenCalledWith(paymentUrl));
    unmount();

    vi.stubGlobal('fetch', vi.fn(mockFetch({ 'GET /api/meta': meta(false) })));
    renderWithProviders(<RepairBill code={CODE} account={ready} />);
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Your bill' })).toBeInTheDocument(),
    );
    expect(screen.queryByRole('button', { name: 'Pay online' })).not.toBeInTheDocument();
  });
});
