import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { signIn } from './support/sign-in';
import { answerQuestion } from './support/challenge';

/**
 * The pawn book end to end (issue "The pawn book"): a customer's online request
 * becomes an agreement with a receipt, a part payment, an extension and a
 * redemption, each seen by the customer; and an agreement started 60 days ago is
 * forfeited, its item appearing among the off-listed products. Names are unique
 * per run, so a reused database cannot confuse them.
 */

const runId = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function signedInPage(browser: Browser, username: string, password: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, username, password);
  return page;
}

/** The value shown for one of a loan's figures ("Balance", "Paid so far", …). */
const figure = (scope: Locator, label: string) =>
  scope
    .locator('dl > div')
    .filter({ has: scope.page().getByRole('term').getByText(label, { exact: true }) })
    .getByRole('definition')
    .first();

async function requestOnline(page: Page, name: string, description: string) {
  await page.goto('/cash-advance');
  const form = page.getByRole('form', { name: 'Request Cash Advance' });
  await form.getByLabel('Full Name').fill(name);
  await form.getByLabel('Phone Number').fill('07700 900456');
  await form.getByLabel('Item Description').fill(description);
  await form.getByLabel('Item Category').selectOption({ label: 'Electronics' });
  await form.getByLabel('Requested Loan Amount (£)').fill('120');
  await answerQuestion(form);
  await form.getByRole('button', { name: 'Submit Cash Advance Request' }).click();
  await expect(page.getByText('Request Submitted', { exact: true })).toBeVisible();
}

/** Finds the request on the staff screen by the customer's name and opens its loan page. */
async function openLoanAsStaff(admin: Page, name: string) {
  await admin.goto('/admin/cash-advances');
  await admin.getByLabel('Find a loan').fill(name);
  await admin.getByRole('button', { name: 'Search' }).click();
  await admin.getByRole('link', { name: new RegExp(`^${name}`) }).click();
  await expect(admin.getByRole('heading', { level: 1 })).toHaveText(/^Cash Advance CA-\d{6}$/);
}

async function startAgreement(admin: Page, amount: string, startDate?: string) {
  await admin.getByRole('button', { name: 'Start agreement' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Start the agreement' });
  await dialog.getByLabel('Agreed loan (£)').fill(amount);
  if (startDate) await dialog.getByLabel('Start date').fill(startDate);
  await dialog.getByLabel('I have checked the customer’s photo ID').check();
  await dialog.getByRole('button', { name: 'Start agreement' }).click();
  await expect(dialog).toBeHidden();
}

async function takePayment(admin: Page, kind: string, amount?: string) {
  await admin.getByRole('button', { name: 'Take payment' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Take a payment' });
  await dialog.getByLabel('Payment', { exact: true }).selectOption({ label: kind });
  if (amount) await dialog.getByLabel('Amount (£)').fill(amount);
  await dialog.getByRole('button', { name: 'Record payment' }).click();
  await expect(dialog).toBeHidden();
}

test('an online request becomes a loan that is part paid, extended and redeemed', async ({
  browser,
}) => {
  test.slow();
  const name = `Pat Pawn ${runId}`;
  const description = `E2E games console ${runId}`;

  const customer = await signedInPage(browser, 'demo', 'demo1234');
  await requestOnline(customer, name, description);
  await customer.goto('/dashboard');
  await customer.getByRole('link', { name: description }).click();
  await expect(customer.getByRole('heading', { level: 1 })).toHaveText(/^Cash Advance CA-\d{6}$/);
  await expect(customer.getByText('We have your request.')).toBeVisible();

  const admin = await signedInPage(browser, 'admin', 'admin1234');
  await openLoanAsStaff(admin, name);
  const agreement = admin.getByRole('region', { name: 'Agreement' });
  await startAgreement(admin, '100');
  await expect(admin.getByText('Agreement Started', { exact: true })).toBeVisible();
  await expect(figure(agreement, 'Balance')).toHaveText('£130.00');

  // The receipt is a PDF, for staff and for the customer.
  const receiptLink = admin.getByRole('link', { name: 'Pawn receipt (PDF)' });
  const staffReceipt = await admin.request.get((await receiptLink.getAttribute('href'))!);
  expect(staffReceipt.headers()['content-type']).toContain('application/pdf');

  await customer.reload();
  const yourLoan = customer.getByRole('region', { name: 'Your loan' });
  await expect(figure(yourLoan, 'Balance')).toHaveText('£130.00');
  const makePayment = customer.getByRole('region', { name: 'Make Payment' });
  await expect(figure(makePayment, 'To redeem today')).toHaveText('£130.00');
  await expect(figure(makePayment, 'To extend by 28 days')).toHaveText('£30.00');
  const customerReceipt = await customer.request.get(
    (await customer
      .getByRole('link', { name: 'Download your receipt (PDF)' })
      .getAttribute('href'))!,
  );
  expect(customerReceipt.headers()['content-type']).toContain('application/pdf');

  // £20 pays £20 of the £30 charge; the extension pays the £10 left and adds a new £30 charge.
  await takePayment(admin, 'Part payment', '20');
  await expect(figure(agreement, 'Balance')).toHaveText('£110.00');
  await takePayment(admin, 'Extension');
  await expect(figure(agreement, 'Balance')).toHaveText('£130.00');
  await expect(figure(agreement, 'Paid so far')).toHaveText('£30.00');
  await takePayment(admin, 'Redemption');
  await expect(
    admin.getByText('The loan is redeemed: hand the items back.', { exact: true }).first(),
  ).toBeVisible();
  await expect(figure(agreement, 'Balance')).toHaveText('£0.00');

  await customer.reload();
  await expect(customer.getByText('Paid', { exact: true })).toBeVisible();
  const payments = customer.getByRole('region', { name: 'Payments' }).getByRole('row');
  await expect(payments).toHaveCount(4);
  await expect(customer.getByText('Returned', { exact: false })).toBeVisible();
});

test('an agreement started 60 days ago is forfeited and its item goes to stock', async ({
  browser,
}) => {
  test.slow();
  const name = `Sam Forfeit ${runId}`;
  const description = `E2E forfeited laptop ${runId}`;
  const customer = await signedInPage(browser, 'demo', 'demo1234');
  await requestOnline(customer, name, description);

  const admin = await signedInPage(browser, 'admin', 'admin1234');
  await openLoanAsStaff(admin, name);
  const sixtyDaysAgo = new Date(Date.now() - 60 * 86_400_000).toISOString().slice(0, 10);
  await startAgreement(admin, '80', sixtyDaysAgo);
  await expect(admin.getByText(/\(overdue\)/)).toBeVisible();

  await admin.getByRole('button', { name: 'Forfeit' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Forfeit this loan?' });
  await dialog.getByRole('button', { name: 'Forfeit loan' }).click();
  await expect(
    admin.getByText('1 off-listed product added to stock.', { exact: true }).first(),
  ).toBeVisible();

  await admin.goto('/admin/products');
  await admin.getByRole('tab', { name: /Off Listed/ }).click();
  await expect(admin.getByText(description).first()).toBeVisible();

  await customer.goto('/dashboard');
  await customer.getByRole('link', { name: description }).click();
  await expect(customer.getByText('Forfeited', { exact: true }).first()).toBeVisible();
});
