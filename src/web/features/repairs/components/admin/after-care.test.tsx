import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminRepairAccount } from '@shared/repairs/bill-schemas';
import { addDays, todayInLondon } from '@shared/repairs/dates';
import { formatDateUK } from '@shared/dates';
import { mockFetch, renderWithProviders } from '@web/components/testing/render-with-providers';
import {
  UncollectedDevice,
  WarrantyDecision,
} from '@web/features/repairs/components/admin/after-care';

const user = (staffRole: 'owner' | 'staff') => ({
  body: {
    id: 'admin-1',
    username: 'admin',
    email: 'admin@example.com',
    role: 'admin',
    staffRole,
    createdAt: '2026-01-01T00:00:00.000Z',
  },
});

const base: AdminRepairAccount = {
  id: 'repair-1',
  trackingCode: 'Qm9va2luZ1RyYWNraW5nMQ',
  status: 'ready',
  estimate: null,
  bill: { lines: [], total: '60.00', paid: '0.00', balance: '60.00' },
  notRepaired: false,
  collectedAt: null,
  warrantyUntil: null,
  warrantyClaim: null,
  uncollectedNotice: null,
  decidedBy: null,
  readyAt: new Date().toISOString(),
  warrantyClaimOf: null,
  payments: [],
  productId: null,
  sale: null,
};

afterEach(() => vi.unstubAllGlobals());

describe('the desk after the work', () => {
  it('accepts or refuses a warranty claim, sending the reason typed', async () => {
    const go = vi.fn();
    renderWithProviders(
      <WarrantyDecision
        account={{
          ...base,
          warrantyClaimOf: 'original-1',
          warrantyClaim: { decision: null, reason: null },
        }}
        go={go}
        busy={false}
      />,
    );
    await userEvent.type(screen.getByLabelText('Reason (needed to refuse)'), 'Water damage');
    await userEvent.click(screen.getByRole('button', { name: 'Refuse claim' }));
    expect(go).toHaveBeenCalledWith({
      kind: 'warranty',
      decision: 'refused',
      reason: 'Water damage',
    });
  });

  it('offers the owner the notice from 90 days after ready, and the letter once given', async () => {
    vi.stubGlobal('fetch', vi.fn(mockFetch({ 'GET /api/auth/user': user('owner') })));
    const go = vi.fn();
    const first = renderWithProviders(
      <UncollectedDevice repairId="repair-1" account={base} go={go} busy={false} />,
    );
    const button = await screen.findByRole('button', { name: 'Send the uncollected goods notice' });
    expect(button).toBeDisabled();
    expect(
      screen.getByText(
        `Can be given from ${formatDateUK(addDays(todayInLondon(), 90))}, 90 days after the device was ready.`,
      ),
    ).toBeInTheDocument();
    const longAgo = new Date(Date.now() - 100 * 86_400_000).toISOString();
    first.unmount();
    const second = renderWithProviders(
      <UncollectedDevice
        repairId="repair-1"
        account={{ ...base, readyAt: longAgo }}
        go={go}
        busy={false}
      />,
    );
    await userEvent.click(
      await screen.findByRole('button', { name: 'Send the uncollected goods notice' }),
    );
    expect(go).toHaveBeenCalledWith({ kind: 'notice' });
    second.unmount();
    renderWithProviders(
      <UncollectedDevice
        repairId="repair-1"
        account={{
          ...base,
          readyAt: longAgo,
          uncollectedNotice: { givenAt: new Date().toISOString(), saleAfter: '2099-01-01' },
        }}
        go={go}
        busy={false}
      />,
    );
    expect(
      await screen.findByRole('link', { name: 'Print the notice letter (PDF)' }),
    ).toHaveAttribute('href', '/api/admin/repairs/repair-1/uncollected-notice.pdf');
    expect(screen.queryByRole('button', { name: 'Record the sale' })).not.toBeInTheDocument();
  });

  it('shows staff who are not owners no notice button', async () => {
    vi.stubGlobal('fetch', vi.fn(mockFetch({ 'GET /api/auth/user': user('staff') })));
    renderWithProviders(
      <UncollectedDevice repairId="repair-1" account={base} go={vi.fn()} busy={false} />,
    );
    expect(
      await screen.findByText(/The uncollected goods notice can be given by an owner from/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /notice/ })).not.toBeInTheDocument();
  });
});
