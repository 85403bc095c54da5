import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { AdminRepair } from '@shared/repairs/schemas';
import { Toaster } from '@web/components/ui/toaster';
import { createQueryClient } from '@web/lib/query-client';
import { RepairActions } from '@web/features/repairs/components/admin/repair-actions';

const base: AdminRepair = {
  id: '5b0c7a3e-2f57-4a8c-9d0e-1c2b3a4d5e6f',
  userId: null,
  accountUsername: null,
  customerName: 'Sam Taylor',
  customerPhone: '07700 900123',
  customerEmail: null,
  deviceType: 'laptop',
  brandModel: 'Dell XPS 13',
  problemDescription: 'Cracked screen',
  preferredDate: '2026-11-23',
  preferredTime: '9:00 AM - 11:00 AM',
  status: 'scheduled',
  estimatedCost: null,
  trackingCode: 'Qm9va2luZ1RyYWNraW5nMQ',
  createdAt: '2026-11-21T12:00:00.000Z',
  warrantyUntil: null,
};

type Patch = { url: string; body: unknown };

const urlOf = (input: RequestInfo | URL): string =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;

function mockPatch(answer: (body: Record<string, unknown>) => { status?: number; body: unknown }) {
  const patches: Patch[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      const body = JSON.parse(typeof init?.body === 'string' ? init.body : '{}') as Record<
        string,
        unknown
      >;
      patches.push({ url: urlOf(input), body });
      const { status = 200, body: reply } = answer(body);
      return Promise.resolve(
        new Response(JSON.stringify(reply), {
          status,
          headers: { 'Content-Type': 'application/json' },
        }),
      );
    }),
  );
  return patches;
}

function renderActions(repair: AdminRepair) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RepairActions repair={repair} />
      <Toaster />
    </QueryClientProvider>,
  );
  return userEvent.setup({ delay: null });
}

afterEach(() => vi.unstubAllGlobals());

// Many simulated clicks and keystrokes: a busy CI machine needs more than the default 5 s.
describe('the repairs desk row actions', { timeout: 30_000 }, () => {
  test('offers only the next states of the workflow and says what it did', async () => {
    const patches = mockPatch((body) => ({ body: { ...base, ...body } }));
    const user = renderActions({ ...base, status: 'in_progress' });
    await user.click(screen.getByRole('button', { name: 'Update status for Dell XPS 13' }));
    const items = within(await screen.findByRole('menu')).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['Ready to Collect', 'Cancelled']);
    await user.click(items[0]!);
    expect(await screen.findByText('Repair Updated')).toBeInTheDocument();
    expect(screen.getByText('Status set to Ready to Collect.')).toBeInTheDocument();
    expect(patches).toEqual([{ url: `/api/admin/repairs/${base.id}`, body: { status: 'ready' } }]);
  });

  test('a collected repair cannot move any more', () => {
    mockPatch(() => ({ body: base }));
    renderActions({ ...base, status: 'collected', estimatedCost: '129.00' });
    expect(screen.queryByRole('button', { name: /Update status/ })).not.toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Edit estimate for Dell XPS 13' }),
    ).toBeInTheDocument();
  });

  test('cancelling asks first', async () => {
    const patches = mockPatch((body) => ({ body: { ...base, ...body } }));
    const user = renderActions(base);
    await user.click(screen.getByRole('button', { name: 'Update status for Dell XPS 13' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Cancelled' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this booking?' });
    expect(patches).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    expect(await screen.findByText('Status set to Cancelled.')).toBeInTheDocument();
    expect(patches[0]?.body).toEqual({ status: 'cancelled' });
  });

  test('cancelling gives money taken back the way the owner chooses', async () => {
    const patches = mockPatch((body) => ({ body: { ...base, status: body.status } }));
    const user = renderActions({ ...base, status: 'ready' });
    await user.click(screen.getByRole('button', { name: 'Update status for Dell XPS 13' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Cancelled' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this booking?' });
    const method = within(dialog).getByLabelText('Give money taken back by');
    expect(method).toHaveValue('');
    await user.selectOptions(method, 'Bank transfer');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    expect(await screen.findByText('Status set to Cancelled.')).toBeInTheDocument();
    expect(patches[0]?.body).toEqual({ status: 'cancelled', refundMethod: 'bank' });
  });

  test('the estimate is checked, saved as pounds and pence, and server errors are shown', async () => {
    let fail = false;
    const patches = mockPatch((body) =>
      fail
        ? {
            status: 409,
            body: { message: 'This repair is cancelled; its status can no longer change.' },
          }
        : { body: { ...base, ...body } },
    );
    const user = renderActions(base);
    await user.click(screen.getByRole('button', { name: 'Set estimate for Dell XPS 13' }));
    const dialog = await screen.findByRole('dialog', { name: 'Set estimate' });
    const amount = within(dialog).getByLabelText('Estimated cost (£)');
    expect(amount).toHaveAttribute('step', '0.01');

    await user.click(within(dialog).getByRole('button', { name: 'Save estimate' }));
    expect(await within(dialog).findByText('Estimated cost is required')).toBeInTheDocument();
    await user.type(amount, '0');
    await user.click(within(dialog).getByRole('button', { name: 'Save estimate' }));
    expect(
      await within(dialog).findByText('Estimated cost must be more than £0'),
    ).toBeInTheDocument();
    expect(patches).toHaveLength(0);

    await user.clear(amount);
    await user.type(amount, '89');
    await user.click(within(dialog).getByRole('button', { name: 'Save estimate' }));
    expect(await screen.findByText('Estimate saved.')).toBeInTheDocument();
    expect(patches[0]?.body).toEqual({ estimatedCost: '89.00' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    fail = true;
    await user.click(screen.getByRole('button', { name: 'Set estimate for Dell XPS 13' }));
    const again = await screen.findByRole('dialog');
    await user.type(within(again).getByLabelText('Estimated cost (£)'), '75.5');
    await user.click(within(again).getByRole('button', { name: 'Save estimate' }));
    expect(await screen.findByText('Error')).toBeInTheDocument();
    expect(
      screen.getByText('This repair is cancelled; its status can no longer change.'),
    ).toBeInTheDocument();
  });
});
