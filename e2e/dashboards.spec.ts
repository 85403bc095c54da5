import { expect, test, type Page } from '@playwright/test';
import { addDays, nextBookableDate, todayInLondon } from '../src/shared/repairs/dates';
import { challengeThrough } from './support/challenge';

/**
 * Issue 8: a customer's own figures on /dashboard, and the admin business
 * summary with its new-request marker. Runs on the built app's demo database.
 */

const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function register(page: Page, username: string) {
  const created = await page.request.post('/api/auth/register', {
    data: {
      ...(await challengeThrough(page.request)),
      username,
      email: `${username}@example.com`,
      password: 'secret-password',
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const signedIn = await page.request.post('/api/auth/login', {
    data: { username, password: 'secret-password' },
  });
  expect(signedIn.ok()).toBe(true);
}

test('a customer with one pending £500 request and one repair sees £0.00 owed and 1', async ({
  page,
}) => {
  await register(page, `dash${run}`);
  const advance = await page.request.post('/api/cash-advances', {
    data: {
      customerName: 'Dash Customer',
      customerPhone: '07700 900456',
      itemDescription: `Dashboard test ring ${run}`,
      itemCategory: 'gold',
      collateralType: 'gold',
      loanAmount: '500.00',
      ...(await challengeThrough(page.request)),
    },
  });
  expect(advance.status()).toBe(201);
  const monday = nextBookableDate(new Date(), 1, addDays(todayInLondon(), 1));
  const repair = await page.request.post('/api/repairs', {
    data: {
      deviceType: 'laptop',
      brandModel: `Dashboard Laptop ${run}`,
      problemDescription: 'Will not charge',
      preferredDate: monday,
      preferredTime: '11:00 AM - 1:00 PM',
      ...(await challengeThrough(page.request)),
    },
  });
  expect(repair.status()).toBe(201);

  await page.goto('/dashboard');
  const summary = page.getByRole('region', { name: 'Your summary' });
  // A pending request is not a loan yet: nothing owed, no loan counted (issue 31).
  await expect(summary.getByTestId('summary-Active Cash Advances')).toHaveText('£0.00');
  await expect(summary.getByText('No loans running')).toBeVisible();
  await expect(summary.getByTestId('summary-Pending Repairs')).toHaveText('1');
  // A buyer's card, and the next due date in place of an invented rating (PRODUCT.md).
  await expect(summary.getByTestId("summary-This Month's Purchases")).toHaveText('£0.00');
  await expect(summary.getByText('No purchases yet')).toBeVisible();
  await expect(summary.getByTestId('summary-Next Due Date')).toHaveText('None');
  await expect(summary).not.toContainText('Customer Rating');
  // A pending request has no due date to show.
  const pendingCard = page.getByRole('listitem').filter({ hasText: `Dashboard test ring ${run}` });
  await expect(pendingCard).toBeVisible();
  await expect(pendingCard).not.toContainText('Due');
  await expect(page.getByText(`Dashboard Laptop ${run}`)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Our Services' })).toBeVisible();
  // Pounds everywhere: the observed dollar sign is not reproduced.
  await expect(summary).not.toContainText('$');
});

test('signed out, the dashboard shows zeros and sign-in prompts', async ({ page }) => {
  await page.goto('/dashboard');
  const summary = page.getByRole('region', { name: 'Your summary' });
  await expect(summary.getByTestId('summary-Active Cash Advances')).toHaveText('£0.00');
  await expect(page.getByText('Please sign in to view your cash advances')).toBeVisible();
});

test('the admin sees the six figures and a NEW marker for a new request until clicked', async ({
  page,
}) => {
  const signedIn = await page.request.post('/api/auth/login', {
    data: { username: 'admin', password: 'admin1234' },
  });
  expect(signedIn.ok()).toBe(true);
  await page.goto('/admin/dashboard');
  await expect(page.getByRole('heading', { name: 'Admin Dashboard', level: 1 })).toBeVisible();
  await expect(
    page.getByText('Monitor cash advances, product sales, and overall business activity'),
  ).toBeVisible();
  const figures = page.getByRole('region', { name: 'Business summary' });
  for (const label of [
    'Pending',
    'Awaiting Review',
    'Active',
    'Active Loans',
    'Products Listed',
    'Available Products',
    'Completed Sales',
  ]) {
    await expect(figures.getByText(label, { exact: true })).toBeVisible();
  }
  await expect(page.getByRole('heading', { name: 'Recent Activity' })).toBeVisible();
  const card = page.getByRole('link', { name: /^Cash Advance Requests: \d+/ });
  await expect(card).toBeVisible();
  // First visit stores the total silently.
  await expect(card).not.toHaveAttribute('data-new', 'true');

  const guest = await page.request.post('/api/cash-advances', {
    headers: { cookie: '' },
    data: {
      customerName: `Guest ${run}`,
      customerPhone: '07700 900789',
      itemDescription: `Guest watch ${run}`,
      itemCategory: 'watches',
      loanAmount: '120.00',
      ...(await challengeThrough(page.request)),
    },
  });
  expect(guest.status()).toBe(201);
  await page.reload();
  await expect(card).toHaveAttribute('data-new', 'true');
  await expect(card.getByText('NEW', { exact: true })).toBeVisible();

  await card.click();
  await expect(page).toHaveURL(/\/admin\/cash-advances$/);
  await page.goto('/admin/dashboard');
  await expect(card).toBeVisible();
  await expect(card).not.toHaveAttribute('data-new', 'true');
});
