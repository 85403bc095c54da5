/** The pawn book's steps in the browser, shared by the journeys (e2e/pawn-*.spec.ts). */
import { expect, type Browser, type Locator, type Page } from '@playwright/test';
import { signIn } from './sign-in';
import { answerQuestion } from './challenge';

/** Names are unique per run, so a reused database cannot confuse them. */
export const runId = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

export async function signedInPage(browser: Browser, username: string, password: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, username, password);
  return page;
}

/** The value shown for one of a loan's figures ("Balance", "Paid so far", …). */
export const figure = (scope: Locator, label: string) =>
  scope
    .locator('dl > div')
    .filter({ has: scope.page().getByRole('term').getByText(label, { exact: true }) })
    .getByRole('definition')
    .first();

export async function requestOnline(page: Page, name: string, description: string, amount = '120') {
  await page.goto('/cash-advance');
  const form = page.getByRole('form', { name: 'Request Cash Advance' });
  await form.getByLabel('Full Name').fill(name);
  await form.getByLabel('Phone Number').fill('07700 900456');
  await form.getByLabel('Item Description').fill(description);
  await form.getByLabel('Item Category').selectOption({ label: 'Electronics' });
  await form.getByLabel('Requested Loan Amount (£)').fill(amount);
  await answerQuestion(form);
  await form.getByRole('button', { name: 'Submit Cash Advance Request' }).click();
  await expect(page.getByText('Request Submitted', { exact: true })).toBeVisible();
}

/** Finds the request on the staff screen by the customer's name and opens its loan page. */
export async function openLoanAsStaff(admin: Page, name: string) {
  await admin.goto('/admin/cash-advances');
  await admin.getByLabel('Find a loan').fill(name);
  await admin.getByRole('button', { name: 'Search' }).click();
  await admin.getByRole('link', { name: new RegExp(`^${name}`) }).click();
  await expect(admin.getByRole('heading', { level: 1 })).toHaveText(/^Cash Advance CA-\d{6}$/);
}

export async function startAgreement(admin: Page, amount: string, startDate?: string) {
  await admin.getByRole('button', { name: 'Start agreement' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Start the agreement' });
  await dialog.getByLabel('Agreed loan (£)').fill(amount);
  if (startDate) await dialog.getByLabel('Start date').fill(startDate);
  await dialog.getByLabel('Date of birth').fill('1990-06-15');
  await dialog.getByLabel('Customer’s address').fill('14 Cross Flatts Avenue, Leeds LS11 7BG');
  await dialog.getByLabel('I have checked the customer’s photo ID').check();
  await dialog.getByRole('button', { name: 'Start agreement' }).click();
  await expect(dialog).toBeHidden();
}
