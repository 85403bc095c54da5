import { expect, test, type Page } from '@playwright/test';
import { addDays, todayInLondon } from '../src/shared/repairs/dates';
import {
  figure,
  openLoanAsStaff,
  requestOnline,
  runId,
  signedInPage,
  startAgreement,
} from './support/pawn-book';

/**
 * The pawn book end to end (issue "The pawn book"): a customer's online request
 * becomes an agreement with a receipt, a part payment, an extension and a
 * redemption, each seen by the customer; and a £60 agreement made seven months ago
 * is forfeited, its item appearing among the draft products. Names are unique
 * per run, so a reused database cannot confuse them.
 */

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
  // Made ten days ago: £100 at 30% for 28 days, charged by the day, owes £10.71 today.
  await startAgreement(admin, '100', addDays(todayInLondon(), -10));
  await expect(admin.getByText('Agreement Started', { exact: true })).toBeVisible();
  await expect(figure(agreement, 'Balance')).toHaveText('£110.71');

  // The receipt is a PDF, for staff and for the customer.
  const receiptLink = admin.getByRole('link', { name: 'Pawn receipt (PDF)' });
  const staffReceipt = await admin.request.get((await receiptLink.getAttribute('href'))!);
  expect(staffReceipt.headers()['content-type']).toContain('application/pdf');

  await customer.reload();
  const yourLoan = customer.getByRole('region', { name: 'Your loan' });
  await expect(figure(yourLoan, 'Balance')).toHaveText('£110.71');
  const makePayment = customer.getByRole('region', { name: 'Make Payment' });
  await expect(figure(makePayment, 'To redeem today')).toHaveText('£110.71');
  await expect(figure(makePayment, 'To extend by 28 days')).toHaveText('£10.71');
  const customerReceipt = await customer.request.get(
    (await customer
      .getByRole('link', { name: 'Download your receipt (PDF)' })
      .getAttribute('href'))!,
  );
  expect(customerReceipt.headers()['content-type']).toContain('application/pdf');

  // £5 pays £5 of the £10.71 interest; the extension pays the £5.71 left and nothing in
  // advance; the redemption, the same day, pays the £100 lent.
  await takePayment(admin, 'Part payment', '5');
  await expect(figure(agreement, 'Balance')).toHaveText('£105.71');
  await takePayment(admin, 'Extension');
  await expect(figure(agreement, 'Balance')).toHaveText('£100.00');
  await expect(figure(agreement, 'Paid so far')).toHaveText('£10.71');
  await takePayment(admin, 'Redemption');
  await expect(
    admin
      .getByText('The loan is closed: hand the items back to the bearer of the receipt.', {
        exact: true,
      })
      .first(),
  ).toBeVisible();
  await expect(figure(agreement, 'Balance')).toHaveText('£0.00');

  await customer.reload();
  await expect(customer.getByText('Paid', { exact: true })).toBeVisible();
  const payments = customer.getByRole('region', { name: 'Payments' }).getByRole('row');
  await expect(payments).toHaveCount(4);
  await expect(customer.getByText('Returned', { exact: false })).toBeVisible();
});

test('a £60 agreement made seven months ago, past its redemption period, is forfeited and its item goes to stock', async ({
  browser,
}) => {
  test.slow();
  const name = `Sam Forfeit ${runId}`;
  const description = `E2E forfeited laptop ${runId}`;
  const customer = await signedInPage(browser, 'demo', 'demo1234');
  await requestOnline(customer, name, description);

  const admin = await signedInPage(browser, 'admin', 'admin1234');
  await openLoanAsStaff(admin, name);
  // A day in London's calendar (at 23:30 in summer, UTC's date is a day behind).
  const sevenMonthsAgo = addDays(todayInLondon(), -213);
  await startAgreement(admin, '60', sevenMonthsAgo);
  await expect(admin.getByText(/\(overdue\)/)).toBeVisible();

  await admin.getByRole('button', { name: 'Forfeit' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Forfeit this loan?' });
  await dialog.getByRole('button', { name: 'Forfeit loan' }).click();
  await expect(
    admin.getByText('1 draft product added to stock.', { exact: true }).first(),
  ).toBeVisible();

  await admin.goto('/admin/products');
  await admin.getByRole('tab', { name: /Drafts/ }).click();
  await expect(admin.getByText(description).first()).toBeVisible();

  await customer.goto('/dashboard');
  await customer.getByRole('link', { name: description }).click();
  await expect(customer.getByText('Forfeited', { exact: true }).first()).toBeVisible();
});
