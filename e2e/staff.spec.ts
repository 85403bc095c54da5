/**
 * Staff accounts (issue 29): the owner invites a member of staff, who creates
 * their login from the emailed link (read in the demo outbox) and then cannot
 * open the owner's pages.
 */
import { expect, test } from '@playwright/test';
import { signIn } from './support/sign-in';

// Each run (and each --repeat-each) invites an address of its own.
const run = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test('an owner invites a member of staff, who signs up from the email and cannot open the owner’s pages', async ({
  page,
}) => {
  const id = run();
  const email = `staff.${id}@example.com`;
  const username = `staff_${id}`;

  await signIn(page, 'admin', 'admin1234');
  await page.goto('/admin/staff');
  await expect(page.getByRole('heading', { level: 1, name: 'Staff' })).toBeVisible();
  const invite = page.getByRole('form', { name: 'Invite a member of staff' });
  await invite.getByLabel('Email address').fill(email);
  await invite.getByLabel('Role').selectOption('staff');
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText('Invitation sent', { exact: true })).toBeVisible();
  await expect(
    page
      .getByRole('list', { name: 'Invitations not yet used' })
      .getByRole('listitem')
      .filter({ hasText: email }),
  ).toBeVisible();

  // The demo sends nothing: the owner reads the invitation in the outbox.
  await page.goto('/admin/outbox');
  const message = page
    .getByRole('listitem')
    .filter({ hasText: email })
    .filter({ has: page.getByRole('heading', { name: /You are invited to join/ }) });
  await expect(message).toBeVisible();
  const link = /https?:\/\/[^\s]+\/staff-invite\?token=[A-Za-z0-9_-]+/.exec(
    (await message.textContent()) ?? '',
  )?.[0];
  expect(link).toBeDefined();
  await page.getByRole('banner').getByRole('button', { name: 'Sign Out' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();

  const url = new URL(link!);
  await page.goto(`${url.pathname}${url.search}`);
  const form = page.getByRole('form', { name: 'Create your staff login' });
  await form.getByLabel('Username').fill(username);
  await form.getByLabel('Password', { exact: true }).fill('a-long-staff-password');
  await form.getByLabel('Password again').fill('a-long-staff-password');
  await form.getByRole('button', { name: 'Create my login' }).click();
  await expect(page).toHaveURL('/admin/dashboard');

  // Signed in as staff: the owner's links are not offered, and their pages refuse.
  await page.getByRole('banner').getByRole('button', { name: 'Admin Panel' }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: 'Orders' })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Staff' })).toHaveCount(0);
  await expect(menu.getByRole('menuitem', { name: 'Audit Trail' })).toHaveCount(0);
  await expect(menu.getByRole('menuitem', { name: 'Reports' })).toHaveCount(0);
  await expect(menu.getByRole('menuitem', { name: 'Cash-up' })).toBeVisible();
  await page.keyboard.press('Escape');
  for (const path of ['/admin/reports', '/admin/staff', '/admin/audit']) {
    await page.goto(path);
    await expect(
      page.getByRole('alert').filter({ hasText: 'Only the owner can do that.' }),
    ).toBeVisible();
  }
  for (const api of ['/api/admin/reports', '/api/admin/staff']) {
    expect((await page.request.get(api)).status()).toBe(403);
  }

  // The link worked once.
  await page.getByRole('banner').getByRole('button', { name: 'Sign Out' }).click();
  await page.goto(`${url.pathname}${url.search}`);
  await form.getByLabel('Username').fill(`${username}_2`);
  await form.getByLabel('Password', { exact: true }).fill('a-long-staff-password');
  await form.getByLabel('Password again').fill('a-long-staff-password');
  await form.getByRole('button', { name: 'Create my login' }).click();
  await expect(form.getByRole('alert')).toHaveText(
    'This invitation link is not valid or has expired.',
  );
});
