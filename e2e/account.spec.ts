import { expect, test } from '@playwright/test';

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
    data: { username, email: `${username}@example.com`, password: 'first-long-password' },
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
