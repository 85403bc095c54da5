import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, renderWithProviders } from '@web/components/testing/render-with-providers';
import { queryClientFor } from '@web/app/query-runtime';
import { UserActions } from '@web/app/chrome/user-actions';

afterEach(() => vi.unstubAllGlobals());

const customer = {
  id: 'u1',
  username: 'demo',
  email: 'demo@example.com',
  role: 'user',
  staffRole: null,
  createdAt: '2026-01-01T00:00:00.000Z',
};

describe('UserActions', () => {
  it('greets a customer by the first name they gave (issue 31)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(mockFetch({ 'GET /api/auth/user': { body: { ...customer, firstName: 'Sam' } } })),
    );
    renderWithProviders(<UserActions />, { attachChrome: queryClientFor });
    expect(await screen.findByRole('link', { name: /^Welcome, Sam\b/ })).toHaveAttribute(
      'href',
      '/account',
    );
    expect(screen.queryByText('demo')).toBeNull();
  });

  it('falls back to the name they signed up with when none is known', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(mockFetch({ 'GET /api/auth/user': { body: { ...customer, firstName: null } } })),
    );
    renderWithProviders(<UserActions />, { attachChrome: queryClientFor });
    expect(await screen.findByRole('link', { name: /^Welcome, demo\b/ })).toBeVisible();
  });
});
