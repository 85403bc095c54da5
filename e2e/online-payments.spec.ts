import { expect, request as apiRequest, test, type APIRequestContext } from '@playwright/test';
import { formatDateUK } from '../src/shared/dates';
import { interestForDays, termEndFrom } from '../src/shared/cash-advances/ledger';
import { penniesToDecimal } from '../src/shared/money-math';
import { addDays, todayInLondon } from '../src/shared/repairs/dates';
import { expectNoSeriousViolations, waitForSettled } from './support/accessibility';
import { answerQuestion } from './support/challenge';
import {
  openLoanAsStaff,
  requestOnline,
  runId,
  signedInPage,
  startAgreement,
} from './support/pawn-book';

/**
 * Paying online by card (decision 024), against the local fake of Stripe that
 * scripts/e2e-server.mjs starts: its hosted page ("Pay £…", a "Pay" and a
 * "Cancel" button) sends the browser back to the shop, and its signed webhook
 * lands before it does. A guest pays for an order at checkout (turning back
 * once first); the demo customer redeems a loan on its tenth day.
 */

let staff: APIRequestContext;

test.beforeAll(async ({ baseURL }) => {
  staff = await apiRequest.newContext({ baseURL: baseURL! });
  const res = await staff.post('/api/auth/login', {
    data: { username: 'admin', password: 'admin1234' },
  });
  expect(res.ok()).toBe(true);
});
test.afterAll(async () => {
  await staff.dispose();
});

/** Unique per run and per repeat, so a repeated journey never finds another's records. */
const unique = () => `${runId}r${test.info().repeatEachIndex}`;

test('a guest pays for an order by card at checkout, after turning back once', async ({ page }) => {
  const title = `Online e2e ${unique()}`;
  const res = await staff.post('/api/admin/products', {
    data: { title, price: '24.00', category: 'Tools', condition: 'good' },
  });
  expect(res.status()).toBe(201);
  const { id } = (await res.json()) as { id: string };

  await page.goto(`/product/${id}`);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('Added to Cart', { exact: true })).toBeVisible();
  await page.goto('/checkout');
  await page.getByRole('radio', { name: /Collect in store/ }).check();
  await page.getByLabel('Full name').fill('Gail Guest');
  await page.getByLabel('Phone number', { exact: true }).fill('07700 900555');
  await page.getByLabel('Email', { exact: true }).fill('gail@example.com');
  await expect(page.getByRole('radio', { name: /^Pay on delivery \/ collection/ })).toBeChecked();
  await page.getByRole('radio', { name: /^Pay now by card/ }).check();
  await expect(page.getByTestId('online-charge')).toHaveText(
    'You will be charged £24.00 by card on Stripe’s secure page.',
  );
  await answerQuestion(page.getByRole('main'));
  await waitForSettled(page);
  await expectNoSeriousViolations(page, '/checkout paying now');
  await page.getByRole('button', { name: 'Continue to payment' }).click();

  // The provider's page: turned back, the order waits, with the way back to pay.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pay £24.00');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/orders\/[0-9a-f-]+\?key=.+&payment=cancelled/);
  const notCompleted = page.getByRole('alert').filter({ hasText: 'Payment not completed.' });
  await expect(notCompleted).toBeVisible();
  await expect(
    notCompleted.getByText('Your items are held for 30 minutes while you pay.'),
  ).toBeVisible();
  await expect(page.getByText('Unpaid: to pay online by card')).toBeVisible();

  await notCompleted.getByRole('link', { name: 'Pay now' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pay £24.00');
  await page.getByRole('button', { name: 'Pay', exact: true }).click();

  await expect(page).toHaveURL(/\/orders\/[0-9a-f-]+\?key=.+&payment=return&session_id=cs_/);
  await expect(page.getByText('Payment received', { exact: true })).toBeVisible();
  await expect(page.getByText('£24.00 paid by card. Thank you.')).toBeVisible();
  await expect(page.getByText('Paid £24.00 by card (online)')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Pay now' })).toHaveCount(0);
  const receipt = await page.request.get(
    (await page.getByRole('link', { name: 'Download your receipt (PDF)' }).getAttribute('href'))!,
  );
  expect(receipt.headers()['content-type']).toContain('application/pdf');
  await waitForSettled(page);
  await expectNoSeriousViolations(page, 'the order page after paying');
});

test('the demo customer redeems on day 10 online, pays ten days of interest and is told why first', async ({
  browser,
}) => {
  test.slow();
  const name = `Olive Online ${unique()}`;
  const description = `E2E online redemption ${unique()}`;
  const customer = await signedInPage(browser, 'demo', 'demo1234');
  await requestOnline(customer, name, description);
  const admin = await signedInPage(browser, 'admin', 'admin1234');
  await openLoanAsStaff(admin, name);
  // Agreed ten days ago: £100 of general goods at 30% for 28 days, charged by the day.
  const start = addDays(todayInLondon(), -10);
  await startAgreement(admin, '100', start);
  await expect(admin.getByText('Agreement Started', { exact: true })).toBeVisible();
  await admin.context().close();

  await customer.goto('/dashboard');
  await customer.getByRole('link', { name: description }).click();
  const payOnline = customer.getByRole('form', { name: 'Pay online' });
  // Ten days cost 10 × £1.0714… = £10.71 (the running total rounded once), not the £30.00
  // of a full term; an extension pays the same interest and keeps the due date 28 days on.
  const tenDays = interestForDays(10_000, 30, 10);
  const owed = penniesToDecimal(10_000 + tenDays);
  const redeem = payOnline.getByRole('radio', { name: new RegExp(`^Redeem: £${owed}`) });
  await expect(redeem).toBeVisible();
  await expect(
    payOnline.getByRole('radio', {
      name: new RegExp(`^Extend by 28 days: £${penniesToDecimal(tenDays)}`),
    }),
  ).toBeVisible();
  const extendText = await payOnline.getByText(/the loan is then due on/).textContent();
  const newDue = /the loan is then due on (\d{1,2} \w+ \d{4})/.exec(extendText!)![1]!;
  expect(newDue).toBe(formatDateUK(`${termEndFrom(termEndFrom(start))}T12:00:00Z`));
  await expect(payOnline.getByTestId('interest-explanation')).toHaveText(
    `£100.00 borrowed plus £${penniesToDecimal(tenDays)} interest for 10 days: interest is charged by the day, so you pay only for the days you have had the money (a full 28 days costs £30.00).`,
  );
  await redeem.check();
  await expect(
    payOnline.getByText(`You will be charged £${owed} by card on Stripe’s secure page.`),
  ).toBeVisible();
  await waitForSettled(customer);
  await expectNoSeriousViolations(customer, 'the loan page paying online');
  await payOnline.getByRole('button', { name: `Pay £${owed} by card` }).click();

  await expect(customer.getByRole('heading', { level: 1 })).toHaveText(`Pay £${owed}`);
  await customer.getByRole('button', { name: 'Pay', exact: true }).click();

  await expect(customer).toHaveURL(/\/dashboard\/cash-advances\/[0-9a-f-]+\?payment=return/);
  await expect(customer.getByText('Payment received', { exact: true })).toBeVisible();
  const payments = customer.getByRole('region', { name: 'Payments' });
  const row = payments.getByRole('row').filter({ hasText: 'Redemption' });
  await expect(row).toContainText('Card (online)');
  await expect(row).toContainText(`£${owed}`);
});
