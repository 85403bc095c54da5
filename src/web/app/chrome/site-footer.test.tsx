import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, renderWithProviders } from '@web/components/testing/render-with-providers';
import { queryClientFor } from '@web/app/query-runtime';
import { SiteFooter } from '@web/app/chrome/site-footer';
import { AdminGate } from '@web/features/auth/components/admin-gate';
import { queryKeys } from '@web/lib/query-keys';

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
    renderWithProviders(<SiteFooter />, { attachChrome: queryClientFor });
    const nav = screen.getByRole('navigation', { name: 'Footer' });
    expect(await within(nav).findByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      '/login',
    );
  });

  it('says who is signed in instead', async () => {
    vi.stubGlobal('fetch', vi.fn(mockFetch({ 'GET /api/auth/user': { body: customer } })));
    renderWithProviders(<SiteFooter />, { attachChrome: queryClientFor });
    const nav = screen.getByRole('navigation', { name: 'Footer' });
    expect(await within(nav).findByText('demo')).toBeVisible();
    expect(within(nav).getByText(/Signed in as/)).toHaveTextContent('Signed in as demo');
    expect(within(nav).queryByRole('link', { name: 'Sign In' })).toBeNull();
  });
});

describe('SiteFooter legal information', () => {
  const meta = (fcaFrn: string | null, demo: boolean) =>
    mockFetch({
      'GET /api/auth/user': { body: null },
      'GET /api/meta': { body: { demo, fcaFrn, loanLimits: { min: '20.00', max: '5000.00' } } },
    });

  it('links the terms, the privacy notice and the complaints procedure', () => {
    vi.stubGlobal('fetch', vi.fn(meta(null, false)));
    renderWithProviders(<SiteFooter />, { attachChrome: queryClientFor });
    const nav = screen.getByRole('navigation', { name: 'Legal' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Terms and Conditions', '/terms'],
      ['Privacy Notice', '/privacy'],
      ['Complaints', '/complaints'],
    ]);
  });

  it('states the firm reference number FCA_FRN gives', async () => {
    vi.stubGlobal('fetch', vi.fn(meta('123456', false)));
    renderWithProviders(<SiteFooter />, { attachChrome: queryClientFor });
    expect(
      await screen.findByText(
        'Authorised and regulated by the Financial Conduct Authority, firm reference number 123456.',
      ),
    ).toBeVisible();
  });

  it('shows the example number, marked, in a demo shop without one', async () => {
    vi.stubGlobal('fetch', vi.fn(meta(null, true)));
    renderWithProviders(<SiteFooter />, { attachChrome: queryClientFor });
    expect(
      await screen.findByText(
        'Authorised and regulated by the Financial Conduct Authority, firm reference number 000000 (example number: this demo shop is not authorised).',
      ),
    ).toBeVisible();
  });

  it('says nothing about authorisation outside demo mode without one', async () => {
    vi.stubGlobal('fetch', vi.fn(meta(null, false)));
    const { container, queryClient } = renderWithProviders(<SiteFooter />, {
      attachChrome: queryClientFor,
    });
    // The answer is in (and drawn) before the footer is read.
    await vi.waitFor(() =>
      expect(queryClient.getQueryData(queryKeys.firmStatus)).toEqual({ demo: false, fcaFrn: null }),
    );
    expect(screen.getByRole('navigation', { name: 'Legal' })).toBeVisible();
    expect(container).not.toHaveTextContent(/Financial Conduct Authority|firm reference/);
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
