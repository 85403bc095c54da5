import { expect, test } from '@playwright/test';

/**
 * The public forms hydrate on first use (decision 012, sixth amendment of 2026-11-27): the
 * page's HTML does not load their code, which is fetched when the form is first used. The
 * sign-in form's chunk is held back here, so everything below happens before its code has
 * arrived, whatever the machine's speed.
 */
test('sign-in typed and sent before the form’s code arrived keeps the text and is sent once', async ({
  page,
}) => {
  let release!: () => void;
  const formCodeHeld = new Promise<void>((resolve) => (release = resolve));
  let formCodeAsked = false;
  await page.route(/\/assets\/sign-in-form-[^/]+\.js$/, async (route) => {
    formCodeAsked = true;
    await formCodeHeld;
    await route.continue();
  });
  let logins = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/auth/login')) logins += 1;
  });

  await page.goto('/login');
  // The page has hydrated (its own button answers) and has not asked for the form's code.
  await expect(page.locator('[data-lazy-part="drawn"]')).toHaveCount(1);
  expect(formCodeAsked, 'the form’s code is not in the first download').toBe(false);

  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Username', { exact: true }).fill('demo');
  await form.getByLabel('Password', { exact: true }).fill('demo1234');
  await expect.poll(() => formCodeAsked, { message: 'first use fetches the code' }).toBe(true);
  await form.getByRole('button', { name: 'Sign In', exact: true }).click();

  // Held: nothing posted, no plain form post navigated away, the text is still there.
  await page.waitForTimeout(500);
  expect(logins).toBe(0);
  await expect(page).toHaveURL('/login');
  await expect(form.getByLabel('Username', { exact: true })).toHaveValue('demo');

  release();
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByText('Welcome back!', { exact: true })).toBeVisible();
  expect(logins).toBe(1);
});

test('a request typed before the form’s code arrived is kept, with what its choices set', async ({
  page,
}) => {
  let release!: () => void;
  const formCodeHeld = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/cash-advance-form-[^/]+\.js$/, async (route) => {
    await formCodeHeld;
    await route.continue();
  });

  await page.goto('/cash-advance');
  const form = page.getByRole('form', { name: 'Request Cash Advance' });
  await form.getByLabel('Full Name').fill('Early Person');
  await form.getByLabel('Item Category').selectOption({ label: 'Gold' });
  await form.getByLabel('Item Description').fill('A gold ring');

  release();
  await expect(page.locator('[data-lazy-part="live"]')).toHaveCount(1);
  await expect(form.getByLabel('Full Name')).toHaveValue('Early Person');
  await expect(form.getByLabel('Item Description')).toHaveValue('A gold ring');
  await expect(form.getByLabel('Item Category')).toHaveValue('gold');
  // The form's own answer to "Gold", given once its code is here.
  await expect(form.getByLabel('Collateral Type')).toHaveValue('gold');
});
