import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountMessages } from '@shared/auth/account-rules';
import { mockFetch, renderWithProviders } from '@web/components/testing/render-with-providers';
import { LoginPage } from '@web/app/routes/login-page';

const signedOut = { status: 401, body: { message: 'Please sign in to continue.' } };

async function renderRegistration(register?: { status: number; body: unknown }) {
  const fetchMock = vi.fn(
    mockFetch({
      'GET /api/auth/user': signedOut,
      'GET /api/meta': {
        body: { demo: false, loanLimits: { minPennies: 2000, maxPennies: 500000 } },
      },
      ...(register ? { 'POST /api/auth/register': register } : {}),
    }),
  );
  vi.stubGlobal('fetch', fetchMock);
  renderWithProviders(<LoginPage />, { path: '/login?mode=register' });
  // The form is a part of its own (lazy-part.tsx): it shows once its code has come, which the
  // first test of the file waits for while the module loads.
  const form = await screen.findByRole('form', { name: 'Create an account' }, { timeout: 5000 });
  const field = (label: string) => within(form).getByLabelText(label, { exact: true });
  const registrations = () =>
    fetchMock.mock.calls.filter(
      ([url]) => typeof url === 'string' && url.endsWith('/api/auth/register'),
    );
  return { form, field, registrations, user: userEvent.setup({ delay: null }) };
}

afterEach(() => vi.unstubAllGlobals());

describe('LoginPage registration', () => {
  it('says what a username and a password may be', async () => {
    const { field } = await renderRegistration();
    expect(field('Username')).toHaveAccessibleDescription(
      '3 to 50 letters (A to Z), digits, dots, hyphens or underscores.',
    );
    expect(field('Password')).toHaveAccessibleDescription(
      'At least 8 characters, and not a common password.',
    );
    // The first test of the file waits for the form's module to load.
  }, 15_000);

  it.each([
    ['a zero-width space', 'ad\u200Bmin', accountMessages.usernameCharacters],
    ['a Cyrillic "а"', '\u0430dmin', accountMessages.usernameCharacters],
    ['a right-to-left override', '\u202Enimda', accountMessages.usernameCharacters],
    ['two letters', 'jo', accountMessages.usernameTooShort],
  ])('shows the rule under the username for %s, before sending', async (_, username, message) => {
    const { field, form, user, registrations } = await renderRegistration();
    await user.type(field('Username'), username);
    await user.tab();
    expect(await within(form).findByText(message)).toBeInTheDocument();
    expect(field('Username')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Username')).toHaveAccessibleDescription(expect.stringContaining(message));
    await user.click(within(form).getByRole('button', { name: 'Create Account' }));
    expect(registrations()).toHaveLength(0);
  });

  it('shows "at least 8 characters" under a short password, before sending', async () => {
    const { field, form, user, registrations } = await renderRegistration();
    await user.type(field('Password'), 'a');
    await user.tab();
    expect(
      await within(form).findByText('Password must be at least 8 characters'),
    ).toBeInTheDocument();
    expect(field('Password')).toHaveAccessibleDescription(
      expect.stringContaining('Password must be at least 8 characters'),
    );
    await user.click(within(form).getByRole('button', { name: 'Create Account' }));
    expect(registrations()).toHaveLength(0);
  });

  it.each([
    ['Password', accountMessages.passwordCommon, 400],
    ['Username', accountMessages.usernameLookalike, 409],
    ['Email', accountMessages.emailTaken, 409],
  ])(
    'shows the server’s refusal under the %s field, and in the toast',
    async (label, message, status) => {
      const { field, form, user, registrations } = await renderRegistration({
        status,
        body: { message },
      });
      await user.type(field('Username'), 'ｓａｍ.jones');
      await user.type(field('Email'), 'sam@example.com');
      await user.type(field('Password'), 'password123');
      await user.type(field('Confirm Password'), 'password123');
      await user.click(within(form).getByRole('button', { name: 'Create Account' }));

      await waitFor(() => expect(field(label)).toHaveAttribute('aria-invalid', 'true'));
      expect(field(label)).toHaveAccessibleDescription(expect.stringContaining(message));
      expect(await screen.findByText('Registration Failed')).toBeInTheDocument();
      // Sent as stored: NFKC turned the fullwidth letters into ASCII.
      const [, init] = registrations()[0]!;
      expect(JSON.parse(init?.body as string)).toEqual({
        username: 'sam.jones',
        email: 'sam@example.com',
        password: 'password123',
        // The fake widget's solution (src/web/components/testing/challenges.ts).
        challengeAnswer: expect.stringMatching(/^payload-\d+$/) as unknown,
      });
    },
  );
});
