import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './support/accessibility';
import { challengeThrough } from './support/challenge';
import { signIn } from './support/sign-in';

/**
 * The email outbox in the demo (no mail server): a cash advance request just
 * made shows at /admin/outbox as the email the customer would get, its text
 * on the page and its HTML in a sandboxed frame. The request is made through
 * the API, so this journey does not depend on the request form's questions.
 */

const runId = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test('staff read the email of a cash advance request just made', async ({ page }) => {
  const email = `outbox-${runId}@example.com`;
  const made = await page.request.post('/api/cash-advances', {
    data: {
      ...(await challengeThrough(page.request)),
      customerName: `Outbox ${runId}`,
      customerPhone: '07700 900456',
      customerEmail: email,
      itemDescription: 'Silver pocket watch, working',
      itemCategory: 'watches',
      collateralType: 'general',
      loanAmount: '120.00',
    },
  });
  expect(made.status()).toBe(201);
  const { agreementNumber } = (await made.json()) as { agreementNumber: string };

  await signIn(page, 'admin', 'admin1234');
  await page.getByRole('banner').getByRole('button', { name: 'Admin Panel' }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: 'Email Outbox' }).click();
  await expect(page).toHaveURL('/admin/outbox');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Email Outbox');

  const subject = `We have your cash advance request ${agreementNumber}`;
  const message = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: subject }) });
  await expect(message.getByText(email)).toBeVisible();
  await expect(message.getByText('Kept (not sent)')).toBeVisible();
  await expect(message.getByText(/Amount asked for: £120\.00/)).toBeVisible();

  // Scanned before the email's frame opens: axe cannot run inside a frame that allows no scripts.
  await expectNoSeriousViolations(page, 'the email outbox');

  await message.getByRole('button', { name: 'Show the HTML email' }).click();
  const frame = message.locator('iframe');
  await expect(frame).toHaveAttribute('sandbox', '');
  const html = message.frameLocator('iframe');
  await expect(
    html.getByRole('heading', { name: 'We have your cash advance request' }),
  ).toBeVisible();
  await expect(html.getByText('247 Beeston Road, Leeds LS11 7LR', { exact: false })).toBeVisible();
});
