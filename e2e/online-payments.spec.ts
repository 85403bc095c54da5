import { expect, request as apiRequest, test, type APIRequestContext } from '@playwright/test';
import { formatDateUK } from '../src/shared/dates';
import { termEndFrom } from '../src/shared/cash-advances/ledger';
import { todayInLondon } from '../src/shared/repairs/dates';
import { expectNoSeriousViolations, waitForSettled } from './support/accessibility';
import { answerQuestion } from './support/challenge';
import {
  figure,
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
 * once first); the demo customer extends a loan.
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

test('the demo customer extends a loan online and sees the new due date', async ({ browser }) => {
  test.slow();
  const name = `Olive Online ${unique()}`;
  const description = `E2E online extension ${unique()}`;
  const customer = await signedInPage(browser, 'demo', 'demo1234');
  await requestOnline(customer, name, description);
  const admin = await signedInPage(browser, 'admin', 'admin1234');
  await openLoanAsStaff(admin, name);
  await startAgreement(admin, '100');
  await expect(admin.getByText('Agreement Started', { exact: true })).toBeVisible();
  await admin.context().close();

  await customer.goto('/dashboard');
  await customer.getByRole('link', { name: description }).click();
  const payOnline = customer.getByRole('form', { name: 'Pay online' });
  const extend = payOnline.getByRole('radio', { name: /^Extend by 28 days: £30\.00/ });
  await expect(extend).toBeVisible();
  const yourLoan = customer.getByRole('region', { name: 'Your loan' });
  const dueBefore = (await figure(yourLoan, 'Due').textContent())!;
  const extendText = await payOnline.getByText(/the loan is then due on/).textContent();
  const newDue = /the loan is then due on (\d{1,2} \w+ \d{4})/.exec(extendText!)![1]!;
  // Started today, due in 28 days; the extension adds a new 28-day term from that day (each
  // moved to the next opening day when it falls on a closed one: decision 028).
  const due = termEndFrom(todayInLondon());
  expect(dueBefore).toBe(formatDateUK(`${due}T12:00:00Z`));
  expect(newDue).toBe(formatDateUK(`${termEndFrom(due)}T12:00:00Z`));
  await extend.check();
  await expect(
    payOnline.getByText('You will be charged £30.00 by card on Stripe’s secure page.'),
  ).toBeVisible();
  await waitForSettled(customer);
  await expectNoSeriousViolations(customer, 'the loan page paying online');
  await payOnline.getByRole('button', { name: 'Pay £30.00 by card' }).click();

  await expect(customer.getByRole('heading', { level: 1 })).toHaveText('Pay £30.00');
  await customer.getByRole('button', { name: 'Pay', exact: true }).click();

  await expect(customer).toHaveURL(/\/dashboard\/cash-advances\/[0-9a-f-]+\?payment=return/);
  await expect(customer.getByText('Payment received', { exact: true })).toBeVisible();
  await expect(figure(yourLoan, 'Due')).toHaveText(newDue);
  const payments = customer.getByRole('region', { name: 'Payments' });
  await expect(payments.getByRole('row').filter({ hasText: 'Extension' })).toContainText(
    'Card (online)',
  );
  await expect(payments.getByRole('row').filter({ hasText: 'Extension' })).toContainText('£30.00');
});
