import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, renderWithProviders } from '@web/components/testing/render-with-providers';
import { SiteFooter } from '@web/app/chrome/site-footer';
import { AdminGate } from '@web/features/auth/components/admin-gate';

afterEach(() => vi.unstubAllGlobals());

const customer = {
  id: 'u1',
  username: 'demo',
  email: 'demo@example.com',
  role: 'user',
  createdAt: '2026-01-01T00:00:00.000Z',
};

describe('SiteFooter', () => {
  it('offers Sign In only when signed out', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        mockFetch({ 'GET /api/auth/user': { status: 401, body: { message: 'Not signed in' } } }),
      ),
    );
    renderWithProviders(<SiteFooter />);
    const nav = screen.getByRole('navigation', { name: 'Footer' });
    expect(await within(nav).findByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      '/login',
    );
  });

  it('says who is signed in instead', async () => {
    vi.stubGlobal('fetch', vi.fn(mockFetch({ 'GET /api/auth/user': { body: customer } })));
    renderWithProviders(<SiteFooter />);
    const nav = screen.getByRole('navigation', { name: 'Footer' });
    expect(await within(nav).findByText('demo')).toBeVisible();
    expect(within(nav).getByText(/Signed in as/)).toHaveTextContent('Signed in as demo');
    expect(within(nav).queryByRole('link', { name: 'Sign In' })).toBeNull();
  });
});

describe('Access Denied', () => {
  it.each(['message', 'redirect'] as const)('has its own page title (%s mode)', async (mode) => {
    document.title =
      'Beeston Cash & Repairs | Cash Advances, Repairs and Second-Hand Goods in Leeds';
    vi.stubGlobal('fetch', vi.fn(mockFetch({ 'GET /api/auth/user': { body: customer } })));
    renderWithProviders(
      <AdminGate mode={mode}>
        <p>secret</p>
      </AdminGate>,
    );
    await vi.waitFor(() => expect(document.title).toBe('Access Denied | Beeston Cash & Repairs'));
    expect(screen.queryByText('secret')).toBeNull();
  });
});
