import { expect, test } from '@playwright/test';
import { answerQuestion } from './support/challenge';

/**
 * Issue 31: a guest who asks for a cash advance gets a private link to follow
 * the request, without signing in; a link that names no request says so.
 */

const runId = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test('a guest follows their request through its private link', async ({ page }) => {
  await page.goto('/cash-advance');
  const form = page.getByRole('form', { name: 'Request Cash Advance' });
  await form.getByLabel('Full Name').fill('Fola Guest');
  await form.getByLabel('Phone Number').fill('07700 900654');
  await form.getByLabel('Item Description').fill(`E2E tablet to follow ${runId}`);
  await form.getByLabel('Item Category').selectOption({ label: 'Electronics' });
  await form.getByLabel('Requested Loan Amount (£)').fill('150');
  await answerQuestion(form);
  await form.getByRole('button', { name: 'Submit Cash Advance Request' }).click();

  const received = page.getByRole('status').filter({ hasText: 'Request received' });
  await expect(received).toContainText(/Your reference is CA-\d{6}\./);
  const reference = /CA-\d{6}/.exec((await received.textContent()) ?? '')![0];
  const link = received.getByRole('link', { name: 'Follow your request' });
  await expect(link).toHaveAttribute('href', /^\/cash-advance\/follow\/[A-Za-z0-9_-]{22}$/);
  await link.click();

  await expect(page).toHaveURL(/\/cash-advance\/follow\/[A-Za-z0-9_-]{22}$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your Cash Advance Request');
  await expect(page.getByRole('heading', { name: 'We are reviewing your request' })).toBeVisible();
  await expect(page.getByText(reference, { exact: true })).toBeVisible();
  await expect(page.getByText('£150.00', { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'What happens next' })).toContainText(
    'Bring the item and photo ID to the shop for a free valuation',
  );
  // The page holds nothing the guest typed about themselves or the item.
  await expect(page.getByText(`E2E tablet to follow ${runId}`)).toHaveCount(0);
  await expect(page.getByText('Fola Guest')).toHaveCount(0);
});

test('a link that names no request says so', async ({ page }) => {
  await page.goto('/cash-advance/follow/AAAAAAAAAAAAAAAAAAAAAA');
  await expect(page.getByRole('heading', { name: 'Request Not Found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Request a cash advance' })).toBeVisible();
});
