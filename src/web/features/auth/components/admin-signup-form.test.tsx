import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OWNER_EXISTS_MESSAGE } from '@shared/staff/schemas';
import { mockFetch, renderWithProviders } from '@web/components/testing/render-with-providers';
import {
  ADMIN_CREATED_MESSAGE,
  AdminSignupForm,
} from '@web/features/auth/components/admin-signup-form';

afterEach(() => vi.unstubAllGlobals());

const owner = {
  id: 'u1',
  username: 'boss',
  email: 'boss@example.com',
  role: 'admin',
  staffRole: 'owner',
  createdAt: '2026-12-07T10:00:00.000Z',
};

/** Fills the form as the shop's first owner would, and sends it. */
async function signUp() {
  const user = userEvent.setup();
  renderWithProviders(<AdminSignupForm />, { path: '/admin-signup' });
  for (const [label, text] of [
    ['Username', 'boss'],
    ['Email', 'boss@example.com'],
    ['Password', 'admin-pass-1'],
    ['Confirm Password', 'admin-pass-1'],
    ['Admin Key', 'demo-admin-key-2026'],
  ] as const) {
    await user.click(screen.getByLabelText(label, { exact: true }));
    await user.paste(text);
  }
  await user.click(screen.getByRole('button', { name: 'Create Admin Account' }));
}

// The whole journey (signup, sign-in, the Admin Panel) needs a shop with no owner,
// which the browser tests' demo data is not: the page's two answers are checked here.
describe('AdminSignupForm', () => {
  it('says the first owner was created, in the green banner', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(mockFetch({ 'POST /api/auth/create-admin': { status: 201, body: owner } })),
    );
    await signUp();
    expect(await screen.findByRole('status')).toHaveTextContent(ADMIN_CREATED_MESSAGE);
  });

  it('tells a second owner to ask for an invitation, in the red banner', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        mockFetch({
          'POST /api/auth/create-admin': { status: 403, body: { message: OWNER_EXISTS_MESSAGE } },
        }),
      ),
    );
    await signUp();
    expect(await screen.findByRole('alert')).toHaveTextContent(OWNER_EXISTS_MESSAGE);
    expect(screen.queryByText(ADMIN_CREATED_MESSAGE)).toBeNull();
  });
});
