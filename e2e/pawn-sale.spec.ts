import { expect, test, type Page } from '@playwright/test';
import { addDays, todayInLondon } from '../src/shared/repairs/dates';
import { pdfText } from '../tests/helpers/pdf-text';
import {
  openLoanAsStaff,
  requestOnline,
  runId,
  signedInPage,
  startAgreement,
} from './support/pawn-book';

/**
 * The pawn book's law end to end (issue 27, decision 023): a £200 agreement
 * made seven months ago is past its redemption period, so the shop gives notice
 * of its intention to sell (given on paper 25 days ago and posted that day, so
 * the 14 clear days after its delivery are over), sells it in the shop, sends
 * the statement and pays the surplus;
 * the customer sees each step. The papers are read back as text.
 */

/** A day in London's calendar (at 23:30 in summer, UTC's date is a day behind). */
const daysAgo = (days: number) => addDays(todayInLondon(), -days);

/** The running text of the PDF a link on the page points to. */
async function pdfBehind(page: Page, linkName: string): Promise<string> {
  const href = await page.getByRole('link', { name: linkName }).first().getAttribute('href');
  const res = await page.request.get(href!);
  expect(res.headers()['content-type']).toContain('application/pdf');
  return pdfText(await res.body()).replace(/\s+/g, ' ');
}

test('a £200 loan made seven months ago goes to notice, sale, statement and surplus paid, the customer seeing each step', async ({
  browser,
}) => {
  test.slow();
  const name = `Noor Notice ${runId}`;
  const description = `E2E sold camera ${runId}`;

  const customer = await signedInPage(browser, 'demo', 'demo1234');
  await requestOnline(customer, name, description, '200');
  const admin = await signedInPage(browser, 'admin', 'admin1234');
  await openLoanAsStaff(admin, name);

  // The pre-contract information comes first, then the agreement (which is the pawn-receipt).
  const preContract = await pdfBehind(admin, 'Pre-contract information (PDF)');
  expect(preContract).toContain('Pre-contract credit information');
  expect(preContract).toContain('£200.00');
  await startAgreement(admin, '200', daysAgo(213));
  const agreement = await pdfBehind(admin, 'Pawn receipt (PDF)');
  for (const statement of [
    'Pawn-Receipt',
    'redemption period',
    'statutory declaration',
    'Financial Ombudsman Service',
    '2957.3%',
    '£260.00',
  ]) {
    expect(agreement, statement).toContain(statement);
  }

  // Past the redemption period and over £75: notice of the intention to sell.
  await admin.getByRole('button', { name: 'Give notice of sale' }).click();
  const noticeDialog = admin.getByRole('dialog', { name: 'Notice of intention to sell' });
  await noticeDialog.getByLabel('Asking price (£)').fill('2000');
  await noticeDialog.getByLabel('Notice given on (if on paper)').fill(daysAgo(25));
  await noticeDialog.getByRole('button', { name: 'Give notice' }).click();
  await expect(noticeDialog).toBeHidden();
  // No agreement to notices by email: the letter counts once posted (from its delivery).
  await admin.getByRole('button', { name: 'Mark notice posted' }).click();
  const postedDialog = admin.getByRole('dialog', { name: 'Record the posting of the notice' });
  await postedDialog.getByLabel('Posted on').fill(daysAgo(25));
  await postedDialog.getByRole('button', { name: 'Mark posted' }).click();
  await expect(postedDialog).toBeHidden();
  await expect(admin.getByText('Notice of sale', { exact: true }).first()).toBeVisible();
  const letter = await pdfBehind(admin, 'Notice of sale letter (PDF)');
  expect(letter).toContain('£2,000.00');
  expect(letter).toContain(description);

  await customer.goto('/dashboard');
  await customer.getByRole('link', { name: description }).click();
  await expect(customer.getByRole('heading', { level: 1 })).toHaveText(/^Cash Advance CA-\d{6}$/);
  await expect(
    customer.getByText(/^We have given notice that we intend to sell it from/),
  ).toBeVisible();

  // Sold in the shop: the statement, and a surplus owed to the customer.
  await admin.getByRole('button', { name: 'Record sale' }).click();
  const saleDialog = admin.getByRole('dialog', { name: 'Record the sale' });
  await saleDialog.getByLabel('Sale price (£)').fill('2000');
  await saleDialog.getByRole('button', { name: 'Add a cost' }).click();
  await saleDialog.getByLabel('Cost 1').fill('Valuation');
  await saleDialog.getByLabel('Amount (£)').fill('25');
  await expect(saleDialog.getByText('Surplus owed to the customer')).toBeVisible();
  await saleDialog.getByRole('button', { name: 'Record sale' }).click();
  await expect(saleDialog).toBeHidden();
  await expect(admin.getByText('Sold', { exact: true }).first()).toBeVisible();
  const statement = await pdfBehind(admin, 'Sale statement (PDF)');
  expect(statement).toContain('£2,000.00');
  expect(statement).toContain('£25.00');

  await customer.reload();
  const sale = customer.getByRole('region', { name: 'Sale of your items' });
  await expect(sale).toBeVisible();
  await expect(customer.getByText(/^We owe you £[\d,]+\.\d{2}: come into the shop/)).toBeVisible();
  const ownStatement = await pdfBehind(customer, 'Statement of sale (PDF)');
  expect(ownStatement).toContain('£2,000.00');

  // The surplus paid: settled, and the customer sees when.
  await admin.getByRole('button', { name: 'Pay surplus' }).click();
  const surplusDialog = admin.getByRole('dialog', { name: 'Pay the surplus' });
  await surplusDialog.getByLabel('Method').selectOption({ label: 'Bank transfer' });
  await surplusDialog.getByRole('button', { name: 'Record surplus paid' }).click();
  await expect(surplusDialog).toBeHidden();
  await expect(admin.getByText('Settled', { exact: true }).first()).toBeVisible();
  await customer.reload();
  await expect(customer.getByText(/^Paid on \d{1,2} \w+ \d{4}/).first()).toBeVisible();
});
