import { expect, test, type Locator, type Page } from '@playwright/test';

/**
 * Issue 31: every public, customer and staff page fits a 360 px phone without sideways
 * scrolling (wide tables scroll inside their own box or stack), and a sold product's page
 * says so and offers similar items.
 */

const WIDTH = 360;
test.use({ viewport: { width: WIDTH, height: 740 } });

type Visit = {
  path: string;
  /** Shown once the page's own data has come: the width is measured after it. */
  ready?: (page: Page) => Locator;
};

async function signInByApi(page: Page, username: string, password: string) {
  const response = await page.request.post('/api/auth/login', { data: { username, password } });
  expect(response.ok()).toBe(true);
}

async function getJson<T>(page: Page, url: string): Promise<T> {
  const response = await page.request.get(url);
  expect(response.ok(), url).toBe(true);
  return (await response.json()) as T;
}

const itemsOf = <T>(body: T[] | { items: T[] }): T[] => (Array.isArray(body) ? body : body.items);

/** Opens each page, waits until it settled (heading, its data, no loading box, fonts), then measures. */
async function expectEachFits(page: Page, visits: readonly Visit[]) {
  const tooWide: string[] = [];
  for (const { path, ready } of visits) {
    await page.goto(path);
    await expect(page.locator('h1').first()).toBeVisible();
    if (ready) await expect(ready(page).first()).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await page.evaluate(() => document.fonts.ready);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    if (width > WIDTH) tooWide.push(`${path}: ${width} px`);
  }
  expect(tooWide, 'pages wider than the phone').toEqual([]);
}

/** The customer's loans in the statuses whose pages carry the most (payments, sale figures). */
const LOAN_STATUSES = ['active', 'paid', 'sale_notice', 'settled', 'pending'];

async function loanIds(page: Page, url: string): Promise<string[]> {
  const loans = itemsOf(await getJson<{ id: string; status: string }[]>(page, url));
  return LOAN_STATUSES.flatMap((status) => {
    const loan = loans.find((candidate) => candidate.status === status);
    return loan ? [loan.id] : [];
  });
}

const heading = (name: string | RegExp) => (page: Page) =>
  page.getByRole('heading', { name, level: 1 });

test('public pages fit a 360 px phone', async ({ page }) => {
  const [product] = await getJson<{ id: string }[]>(page, '/api/products?pageSize=1');
  await expectEachFits(page, [
    { path: '/', ready: heading(/.+/) },
    { path: '/cash-advance' },
    { path: '/repairs' },
    { path: '/marketplace', ready: (p) => p.getByRole('article') },
    {
      path: `/product/${product!.id}`,
      ready: (p) => p.getByRole('button', { name: 'Add to Cart' }),
    },
    { path: '/cart' },
    { path: '/login' },
    { path: '/terms' },
    { path: '/privacy' },
    { path: '/complaints' },
    { path: '/no-such-page' },
  ]);
});

test('the signed-in customer’s pages fit a 360 px phone', async ({ page }) => {
  await signInByApi(page, 'demo', 'demo1234');
  const loans = await loanIds(page, '/api/cash-advances');
  expect(loans.length).toBeGreaterThan(2);
  await expectEachFits(page, [
    {
      path: '/dashboard',
      ready: (p) => p.getByRole('region', { name: 'Your Cash Advances' }).getByRole('listitem'),
    },
    { path: '/account', ready: (p) => p.getByRole('main').getByText('Delete account') },
    ...loans.map((id) => ({
      path: `/dashboard/cash-advances/${id}`,
      ready: heading(/^Cash Advance CA-/),
    })),
  ]);
});

test('the staff desks fit a 360 px phone', async ({ page }) => {
  await signInByApi(page, 'admin', 'admin1234');
  const loans = await loanIds(page, '/api/admin/cash-advances?pageSize=20');
  expect(loans.length).toBeGreaterThan(2);
  await expectEachFits(page, [
    { path: '/admin/dashboard' },
    { path: '/admin/cash-advances', ready: (p) => p.getByRole('main').getByText(/CA-\d{6}/) },
    ...loans.map((id) => ({
      path: `/admin/cash-advances/${id}`,
      ready: heading(/^Cash Advance CA-/),
    })),
    { path: '/admin/repairs' },
    { path: '/admin/orders' },
    { path: '/admin/products' },
    { path: '/admin/payments' },
    { path: '/admin/cash-up' },
    { path: '/admin/reports' },
    { path: '/admin/outbox' },
    { path: '/admin/staff' },
    { path: '/admin/audit' },
    { path: '/admin/closures' },
  ]);
});

const runId = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function createProduct(page: Page, title: string): Promise<string> {
  const response = await page.request.post('/api/admin/products', {
    data: { title, description: 'Kept in the stock room', category: 'Sports', price: '30.00' },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

async function setStatus(page: Page, id: string, status: string) {
  const response = await page.request.put(`/api/admin/products/${id}/status`, { data: { status } });
  expect(response.ok()).toBe(true);
}

test('a sold product’s page says so, sells nothing and offers similar items', async ({ page }) => {
  await signInByApi(page, 'admin', 'admin1234');
  // Two items of one category: one is sold in the shop, the other is offered instead.
  const soldTitle = `Sold Rowing Machine ${runId}`;
  const otherTitle = `Spare Kettlebell ${runId}`;
  const sold = await createProduct(page, soldTitle);
  const other = await createProduct(page, otherTitle);
  await setStatus(page, sold, 'sold');
  expect((await page.request.post('/api/auth/logout')).ok()).toBe(true);

  await page.goto(`/product/${sold}`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(soldTitle);
  await expect(main.getByText('This item has been sold')).toBeVisible();
  const similar = main.getByRole('list', { name: 'Similar items for sale' });
  await expect(similar.getByRole('link', { name: otherTitle })).toBeVisible();
  await expect(similar.getByRole('link', { name: soldTitle })).toHaveCount(0);
  // The only basket buttons are the similar items' own.
  const similarButtons = await similar.getByRole('button', { name: 'Add to Cart' }).count();
  expect(similarButtons).toBeGreaterThan(0);
  await expect(main.getByRole('button', { name: 'Add to Cart' })).toHaveCount(similarButtons);
  await expect(page.locator('meta[name="robots"][content="noindex"]')).toHaveCount(1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    WIDTH,
  );

  // The other item goes off sale again, so the marketplace is as the other journeys expect it.
  await signInByApi(page, 'admin', 'admin1234');
  await setStatus(page, other, 'inactive');
});
