import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { holdBackCode } from './support/held-code';

/**
 * The public pages drawn on the server (decision 017) in the built app: each
 * reads and links with JavaScript off, the marketplace searches and filters
 * with a plain GET form, and with JavaScript each page hydrates without a
 * single error or warning in the console.
 */

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

async function firstProduct(request: APIRequestContext): Promise<{ id: string; title: string }> {
  const res = await request.get('/api/products?pageSize=1');
  const [product] = (await res.json()) as { id: string; title: string }[];
  if (!product) throw new Error('the demo shop has no product');
  return product;
}

async function publicPages(request: APIRequestContext): Promise<[string, string | RegExp][]> {
  const product = await firstProduct(request);
  return [
    ['/', /Cash advances, repairs and great deals/],
    ['/cash-advance', 'Cash Advances'],
    ['/repairs', 'Computer & Console Repairs'],
    ['/marketplace', 'Marketplace'],
    [`/product/${product.id}`, product.title],
    ['/login', 'Sign In'],
    ['/terms', 'Terms and Conditions'],
    ['/privacy', 'Privacy Notice'],
    ['/complaints', 'Complaints Procedure'],
  ];
}

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('every public page can be read, and its links followed', async ({ page, request }) => {
    for (const [path, title] of await publicPages(request)) {
      await page.goto(path);
      await expect(heading(page), path).toHaveText(title);
    }
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Repairs', exact: true }).click();
    await expect(page).toHaveURL('/repairs');
    await expect(heading(page)).toHaveText('Computer & Console Repairs');
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: 'Marketplace', exact: true })
      .click();
    await expect(page).toHaveURL('/marketplace');
    await page
      .getByRole('link', { name: /Ultrabook Laptop/ })
      .first()
      .click();
    await expect(heading(page)).toContainText('Ultrabook Laptop');
  });

  test('the marketplace searches and filters with a plain form', async ({ page }) => {
    await page.goto('/marketplace');
    await page.getByRole('searchbox', { name: 'Search products' }).fill('laptop');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/[?&]q=laptop/);
    await expect(page.getByRole('status').filter({ hasText: 'for “laptop”' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Ultrabook Laptop/ }).first()).toBeVisible();

    await page.getByLabel('Category').selectOption('Jewelry');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/category=Jewelry/);
    await expect(page.getByText('No products found')).toBeVisible();
  });

  test('a form that needs JavaScript says so, and sends nothing into the address', async ({
    page,
    request,
  }) => {
    const html = await (await request.get('/login')).text();
    expect(html).toMatch(/<noscript><p[^>]*>To sign in here, please turn on JavaScript/);
    await page.goto('/login');
    const form = page.getByRole('form', { name: 'Sign in' });
    await expect(form).toHaveAttribute('method', 'post');
    await form.getByLabel('Password').fill('a secret');
    await form.getByRole('button', { name: 'Sign In' }).click();
    // Back on the page, and nothing typed is in the address.
    await expect(page).toHaveURL('/login');
    await expect(heading(page)).toHaveText('Sign In');
  });
});

test('every public page hydrates without an error or a warning in the console', async ({
  page,
  request,
}) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      problems.push(`${page.url()} ${message.type()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`${page.url()} ${error.message}`));
  for (const [path, title] of await publicPages(request)) {
    await page.goto(path);
    await expect(heading(page), path).toHaveText(title);
    await page.waitForLoadState('networkidle');
  }
  // Hydrated: the app answers a tap without loading a new document.
  await page
    .getByRole('banner')
    .getByRole('link', { name: /Beeston Cash/ })
    .click();
  await expect(heading(page)).toHaveText(/Cash advances, repairs and great deals/);
  expect(problems).toEqual([]);
});

test('a form sent before its page is ready is sent once it is, with what was typed', async ({
  page,
}) => {
  // The login page's own code is held back, as on a slow phone: the page is drawn and the
  // app's entry has run, but the form is not React's yet.
  const { release } = await holdBackCode(page, 'login-page');
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest()) documents.push(`${request.method()} ${request.url()}`);
  });
  await page.goto('/login', { waitUntil: 'domcontentloaded' });
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Username', { exact: true }).fill('demo');
  await form.getByLabel('Password', { exact: true }).fill('demo1234');
  await form.getByRole('button', { name: 'Sign In', exact: true }).click();

  release();
  await expect(page).toHaveURL('/dashboard');
  // One document only: the form never went to the server as a plain POST.
  expect(documents).toEqual([expect.stringMatching(/^GET .*\/login$/)]);
});
