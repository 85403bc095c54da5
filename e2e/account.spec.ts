import { expect, test } from '@playwright/test';
import { signIn } from './support/sign-in';
import { answerQuestion, challengeThrough } from './support/challenge';

/**
 * A customer runs their own account at /account: the header's greeting leads
 * there; they choose their emails, change the password, download their data
 * and delete the account. Runs on the built app's demo database.
 */

const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test('a customer changes their password, downloads their data and deletes their account', async ({
  page,
}) => {
  const username = `acct${run}`;
  const created = await page.request.post('/api/auth/register', {
    data: {
      ...(await challengeThrough(page.request)),
      username,
      email: `${username}@example.com`,
      password: 'first-long-password',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const signedIn = await page.request.post('/api/auth/login', {
    data: { username, password: 'first-long-password' },
  });
  expect(signedIn.ok()).toBe(true);

  await page.goto('/');
  await page
    .getByRole('banner')
    .getByRole('link', { name: `Welcome, ${username}` })
    .click();
  await expect(page).toHaveURL('/account');
  await expect(page).toHaveTitle(/My account/);
  const main = page.getByRole('main');
  await expect(main.getByText(`Signed in as ${username}`)).toBeVisible();

  // Emails: reminders off, saved at once.
  const reminders = main.getByRole('checkbox', { name: /Due-date reminders/ });
  await expect(reminders).toBeChecked();
  await reminders.uncheck();
  await expect(page.getByText('Your email choices are saved.').first()).toBeVisible();
  await page.reload();
  await expect(main.getByRole('checkbox', { name: /Due-date reminders/ })).not.toBeChecked();

  // Password: a short one is refused on the page; then the change goes through.
  const passwordForm = main.getByRole('form', { name: 'Change password' });
  await passwordForm.getByLabel('Current password').fill('first-long-password');
  await passwordForm.getByLabel('New password', { exact: true }).fill('short');
  await passwordForm.getByLabel('New password again').fill('short');
  await passwordForm.getByRole('button', { name: 'Change password' }).click();
  await expect(passwordForm.getByText('Password must be at least 8 characters')).toBeVisible();
  await passwordForm.getByLabel('New password', { exact: true }).fill('second-long-password');
  await passwordForm.getByLabel('New password again').fill('second-long-password');
  await passwordForm.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText(/Your password has been changed/).first()).toBeVisible();

  // Download: a JSON file of the account.
  const downloading = page.waitForEvent('download');
  await main.getByRole('link', { name: 'Download my data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const path = await download.path();
  const { readFile } = await import('node:fs/promises');
  const data = JSON.parse(await readFile(path, 'utf8')) as { account: { username: string } };
  expect(data.account.username).toBe(username);

  // Delete: asks first, needs the password, then the customer is signed out.
  await main.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await dialog.getByLabel('Your password').fill('wrong password');
  await dialog.getByRole('button', { name: 'Delete for good' }).click();
  await expect(dialog.getByText('That password is not right.')).toBeVisible();
  await dialog.getByLabel('Your password').fill('second-long-password');
  await dialog.getByRole('button', { name: 'Delete for good' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
  const signIn = await page.request.post('/api/auth/login', {
    data: { username, password: 'second-long-password' },
  });
  expect(signIn.status()).toBe(401);
});

test('a customer who forgot their password resets it from the email in the demo outbox', async ({
  page,
}) => {
  const username = `reset${run}`;
  const email = `${username}@example.com`;
  const created = await page.request.post('/api/auth/register', {
    data: {
      ...(await challengeThrough(page.request)),
      username,
      email,
      password: 'forgotten-password-1',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  await page.context().clearCookies();

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL('/forgot-password');
  await page.getByRole('main').getByLabel('Email').fill(email);
  // The widget solves the proof of work while the address is typed.
  await answerQuestion(page.getByRole('form', { name: 'Reset your password' }));
  await page.getByRole('button', { name: 'Email me a link' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'If an account uses that address' }),
  ).toBeVisible();

  // The demo sends nothing: staff read the message in the outbox.
  await signIn(page, 'admin', 'admin1234');
  await page.goto('/admin/outbox');
  const message = page
    .getByRole('listitem')
    .filter({ hasText: email })
    .filter({ has: page.getByRole('heading', { name: /Reset your .* password/ }) });
  await expect(message).toBeVisible();
  const text = (await message.textContent()) ?? '';
  const link = /https?:\/\/[^\s]+\/reset-password\?token=[A-Za-z0-9_.-]+/.exec(text)?.[0];
  expect(link).toBeDefined();
  await page.getByRole('banner').getByRole('button', { name: 'Sign Out' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();

  const url = new URL(link!);
  await page.goto(`${url.pathname}${url.search}`);
  const form = page.getByRole('form', { name: 'Choose a new password' });
  await form.getByLabel('New password', { exact: true }).fill('remembered-password-2');
  await form.getByLabel('New password again').fill('remembered-password-2');
  await form.getByRole('button', { name: 'Set new password' }).click();
  await expect(page).toHaveURL('/login');
  await signIn(page, username, 'remembered-password-2');

  // The link worked once.
  await page.goto(`${url.pathname}${url.search}`);
  await form.getByLabel('New password', { exact: true }).fill('third-password-333');
  await form.getByLabel('New password again').fill('third-password-333');
  await form.getByRole('button', { name: 'Set new password' }).click();
  await expect(form.getByText(/expired or has been used/)).toBeVisible();
});
