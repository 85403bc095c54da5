import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { Repair } from '@shared/repairs/schemas';
import { createQueryClient } from '@web/lib/query-client';
import { MyRepairs } from '@web/features/repairs/components/my-repairs';

const urlOf = (input: RequestInfo | URL): string =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;

function mockApi(routes: Record<string, { status?: number; body: unknown }>) {
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL) => {
      const path = new URL(urlOf(input), 'http://localhost').pathname;
      const { status = 200, body } = routes[path] ?? {
        status: 404,
        body: { message: 'Not found' },
      };
      return Promise.resolve(
        new Response(JSON.stringify(body), {
          status,
          headers: { 'Content-Type': 'application/json' },
        }),
      );
    }),
  );
}

const repair = (fields: Partial<Repair>): Repair => ({
  id: 'r1',
  userId: 'u1',
  customerName: null,
  customerPhone: null,
  customerEmail: null,
  deviceType: 'laptop',
  brandModel: 'Dell XPS 13',
  problemDescription: 'Cracked screen',
  preferredDate: '2026-12-07',
  preferredTime: '9:00 AM - 11:00 AM',
  status: 'scheduled',
  estimatedCost: null,
  trackingCode: 'Qm9va2luZ1RyYWNraW5nMQ',
  createdAt: '2026-11-21T12:00:00.000Z',
  warrantyUntil: null,
  ...fields,
});

function renderCard() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <MyRepairs />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('My Repairs', () => {
  test('signed out: a sign-in prompt, and no call for repairs', async () => {
    mockApi({ '/api/auth/user': { status: 401, body: { message: 'Not signed in' } } });
    renderCard();
    expect(await screen.findByText('Please sign in to view your repairs.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    const calls = vi.mocked(fetch).mock.calls.map(([input]) => urlOf(input));
    expect(calls).not.toContain('/api/repairs');
  });

  test('lists device, brand and model, date and slot, status and the estimate once set', async () => {
    mockApi({
      '/api/auth/user': { body: { id: 'u1', username: 'demo', role: 'user' } },
      '/api/repairs': {
        body: [
          repair({
            id: 'r2',
            deviceType: 'console',
            brandModel: 'PlayStation 5',
            status: 'in_progress',
            estimatedCost: '89.00',
            preferredDate: '2026-11-23',
            preferredTime: '11:00 AM - 1:00 PM',
            trackingCode: 'UGxheVN0YXRpb25fNV9yMg',
          }),
          repair({}),
        ],
      },
    });
    renderCard();
    expect(await screen.findByRole('heading', { name: 'My Repairs' })).toBeInTheDocument();
    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(2);
    const [first, second] = items as [HTMLElement, HTMLElement];
    expect(first).toHaveTextContent('Gaming Console · PlayStation 5');
    expect(first).toHaveTextContent('Mon 23 Nov 2026, 11:00 AM – 1:00 PM');
    expect(within(first).getByText('In Progress')).toBeInTheDocument();
    expect(first).toHaveTextContent('Estimate £89.00');
    expect(second).toHaveTextContent('Laptop · Dell XPS 13');
    expect(second).toHaveTextContent('Mon 7 Dec 2026, 9:30 AM – 11:00 AM');
    expect(within(second).getByText('Scheduled')).toBeInTheDocument();
    expect(second).not.toHaveTextContent('Estimate');
    // Each booking links to its public tracking page.
    expect(
      within(first).getByRole('link', { name: 'Track repair: PlayStation 5' }),
    ).toHaveAttribute('href', '/track/UGxheVN0YXRpb25fNV9yMg');
    expect(within(second).getByRole('link', { name: 'Track repair: Dell XPS 13' })).toHaveAttribute(
      'href',
      '/track/Qm9va2luZ1RyYWNraW5nMQ',
    );
  });

  test('no bookings yet: says so and links to the repairs page', async () => {
    mockApi({
      '/api/auth/user': { body: { id: 'u1', username: 'demo', role: 'user' } },
      '/api/repairs': { body: [] },
    });
    renderCard();
    expect(await screen.findByText('You have no repair bookings yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Book a repair' })).toHaveAttribute('href', '/repairs');
  });
});
