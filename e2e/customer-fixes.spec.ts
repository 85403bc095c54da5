import { expect, test, type Page } from '@playwright/test';
import { answerQuestion } from './support/challenge';

/**
 * Issue 21, what a person sees: the cash advance form at 360 px, the limits,
 * gold collateral, a guest's reference, the footer and the Access Denied title.
 */

const runId = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const requestForm = (page: Page) => page.getByRole('form', { name: 'Request Cash Advance' });

async function signInByApi(page: Page, username: string, password: string) {
  const response = await page.request.post('/api/auth/login', { data: { username, password } });
  expect(response.ok()).toBe(true);
}

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test('the collateral select shows its whole choice; Gold selects gold', async ({ page }) => {
    await page.goto('/cash-advance');
    const form = requestForm(page);
    const collateral = form.getByLabel('Collateral Type');
    await form.getByLabel('Item Category').selectOption({ label: 'Gold' });
    await expect(collateral).toHaveValue('gold');
    for (const value of ['gold', 'general']) {
      await collateral.selectOption(value);
      // The chosen option's text, in the select's own font, fits inside its padding.
      const fits = await collateral.evaluate((select: HTMLSelectElement) => {
        const style = getComputedStyle(select);
        const context = document.createElement('canvas').getContext('2d')!;
        context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const text = select.options[select.selectedIndex]!.text;
        const room =
          select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        return { text, width: context.measureText(text).width, room };
      });
      expect(fits.width, fits.text).toBeLessThanOrEqual(fits.room);
    }
  });
});

test('the form says the limits, refuses £5,000,000 before sending, and a guest gets a reference', async ({
  page,
}) => {
  let posts = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/cash-advances')) posts += 1;
  });
  await page.goto('/cash-advance');
  const form = requestForm(page);
  await expect(
    form.getByText('Online requests are for £20 to £5,000. For more, call us on 0113 496 0123.'),
  ).toBeVisible();
  await form.getByLabel('Full Name').fill('Guest Person');
  await form.getByLabel('Phone Number').fill('07700 900321');
  await form.getByLabel('Item Description').fill(`E2E gold bangle ${runId}`);
  await form.getByLabel('Item Category').selectOption({ label: 'Gold' });
  await form.getByLabel('Requested Loan Amount (£)').fill('5000000');
  await answerQuestion(form);
  await form.getByRole('button', { name: 'Submit Cash Advance Request' }).click();
  await expect(
    form.getByText(
      'Online requests are for up to £5,000. For a larger loan, please call the shop on 0113 496 0123.',
    ),
  ).toBeVisible();
  expect(posts).toBe(0);

  await form.getByLabel('Requested Loan Amount (£)').fill('400');
  await form.getByRole('button', { name: 'Submit Cash Advance Request' }).click();
  const received = page.getByRole('status').filter({ hasText: 'Request received' });
  // One reference: the agreement number staff and every email use (decision 028).
  await expect(received).toContainText(/Your reference is CA-\d{6}\./);
  await expect(received).toContainText('What happens next');
  expect(posts).toBe(1);
});

test('a signed-in customer finds their details filled in and the footer knows them', async ({
  page,
}) => {
  await signInByApi(page, 'demo', 'demo1234');
  await page.goto('/cash-advance');
  const form = requestForm(page);
  await expect(form.getByLabel('Full Name')).toHaveValue('demo');
  await expect(form.getByLabel(/^Email Address/)).not.toHaveValue('');
  const footer = page.getByRole('navigation', { name: 'Footer' });
  await expect(footer.getByText(/^Signed in as/)).toHaveText('Signed in as demo');
  await expect(footer.getByRole('link', { name: 'Sign In' })).toHaveCount(0);
});

test('signed out, the footer offers Sign In', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('navigation', { name: 'Footer' });
  await expect(footer.getByRole('link', { name: 'Sign In' })).toBeVisible();
});

test('an Access Denied page has its own title', async ({ page }) => {
  await signInByApi(page, 'demo', 'demo1234');
  await page.goto('/admin/dashboard');
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await expect(page).toHaveTitle(/^Access Denied \|/);
  await page.goto('/admin/cash-advances');
  await expect(page).toHaveTitle(/^Access Denied \|/);
});
