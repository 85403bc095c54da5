import sharp from 'sharp';
import { expect, test, type Page } from '@playwright/test';

/**
 * The marketplace and the admin product screens in the browser, against the real
 * API on a fresh demo database (15 active demo products, one of them a laptop).
 * Titles are unique per run, so a reused database cannot break the journeys.
 */

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const grid = (page: Page) => page.getByRole('list', { name: 'Products' });
const cards = (page: Page) => grid(page).getByRole('article');
/** A toast's own text; Radix repeats it in a live region, which `exact` leaves out. */
const toastText = (page: Page, text: string) => page.getByText(text, { exact: true });

let counter = 0;
function uniqueTitle(prefix: string): string {
  counter += 1;
  return `${prefix} ${Date.now().toString(36)}${counter}`;
}

/** The card prices of the grid in pounds, in order ("Price: £1,235" → 1235). */
async function cardPrices(page: Page): Promise<number[]> {
  const texts = await grid(page).locator('p', { hasText: 'Price:' }).allTextContents();
  return texts.map((text) => Number(text.replace(/[^\d.]/g, '')));
}

async function signInAsAdmin(page: Page) {
  const response = await page.request.post('/api/auth/login', {
    data: { username: 'admin', password: 'admin1234' },
  });
  expect(response.ok()).toBe(true);
}

test.describe('marketplace (/marketplace) for a visitor', () => {
  test('search, filter and sort live in the URL; a product opens with its details', async ({
    page,
  }) => {
    await page.goto('/marketplace');
    await expect(heading(page)).toHaveText('Marketplace');
    await expect(page).toHaveTitle(/^Marketplace \|/);
    await expect(cards(page).first()).toBeVisible();
    expect(await cards(page).count()).toBeGreaterThanOrEqual(8);
    // Cards show the exact price: whole pounds without pence, else with them (PRODUCT.md).
    for (const price of await grid(page).locator('p', { hasText: 'Price:' }).allTextContents()) {
      expect(price).toMatch(/^Price: £[\d,]+(\.\d\d)?$/);
      expect(price).not.toMatch(/\.00$/);
    }

    // Typing sends one request after the pause, not one per keystroke.
    const searches: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/products' && url.searchParams.has('q')) {
        searches.push(url.searchParams.get('q')!);
      }
    });
    await page.getByRole('searchbox', { name: 'Search products' }).pressSequentially('laptop', {
      delay: 40,
    });
    await expect(page).toHaveURL(/\/marketplace\?q=laptop$/);
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).first()).toContainText('Ultrabook Laptop');
    await expect(page.getByText('1 product for “laptop”')).toBeVisible();
    expect(searches).toEqual(['laptop']);

    // Nothing found, then clear.
    const search = page.getByRole('searchbox', { name: 'Search products' });
    await search.fill('no such thing anywhere');
    await search.press('Enter');
    await expect(page.getByText('No products found matching your criteria.')).toBeVisible();
    await page.getByRole('button', { name: 'Clear search and filters' }).click();
    await expect(page).toHaveURL(/\/marketplace$/);
    await expect(search).toHaveValue('');

    // Category filter.
    await page.getByRole('combobox', { name: 'Category' }).selectOption('Electronics');
    await expect(page).toHaveURL(/\?category=Electronics$/);
    await expect(page.getByText(/^\d+ products? in Electronics$/)).toBeVisible();
    const electronics = await cards(page).count();
    expect(electronics).toBeGreaterThanOrEqual(3);
    for (const card of await cards(page).all()) await expect(card).toContainText('Electronics');

    // Sort by price, both ways.
    const sort = page.getByRole('combobox', { name: 'Sort by' });
    await sort.selectOption({ label: 'Price: Low to High' });
    await expect(page).toHaveURL(/category=Electronics&sort=price_asc$/);
    await expect
      .poll(async () => {
        const prices = await cardPrices(page);
        return (
          prices.length === electronics && prices.every((p, i) => i === 0 || prices[i - 1]! <= p)
        );
      })
      .toBe(true);
    await sort.selectOption({ label: 'Price: High to Low' });
    await expect(page).toHaveURL(/sort=price_desc$/);
    await expect
      .poll(async () => {
        const prices = await cardPrices(page);
        return (
          prices.length === electronics && prices.every((p, i) => i === 0 || prices[i - 1]! >= p)
        );
      })
      .toBe(true);

    // Back returns to the previous search, controls included.
    await page.goBack();
    await expect(page).toHaveURL(/sort=price_asc$/);
    await expect(sort).toHaveValue('price_asc');
    await expect(page.getByRole('combobox', { name: 'Category' })).toHaveValue('Electronics');

    // A card opens its product.
    const first = cards(page).first();
    const title = (await first.getByRole('link').textContent())!;
    await first.getByRole('link').click();
    await expect(page).toHaveURL(/\/product\/[0-9a-f-]{36}$/);
    await expect(heading(page)).toHaveText(title);
    await expect(page).toHaveTitle(`${title} | Beeston Cash & Repairs`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}, £`),
    );
    await expect(page.getByText(/^Price: £[\d,]+\.\d\d$/)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Delivery & Contact' })).toBeVisible();
    await expect(page.getByText('Same-day local delivery available')).toBeVisible();
    await expect(page.getByText('Leeds area delivery service')).toBeVisible();
    await expect(page.getByRole('link', { name: /^Call 0113 496 0123/ })).toHaveAttribute(
      'href',
      'tel:+441134960123',
    );
    await expect(page.getByRole('link', { name: /^Visit Store/ })).toHaveAttribute(
      'target',
      '_blank',
    );
    await expect(page.getByRole('heading', { name: 'Store Hours' })).toBeVisible();

    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(toastText(page, 'Added to Cart')).toBeVisible();
    await expect(toastText(page, `${title} has been added to your cart.`)).toBeVisible();

    // "Back to Marketplace" returns to the search the visitor came from.
    await page.getByRole('link', { name: 'Back to Marketplace' }).click();
    await expect(page).toHaveURL(/\/marketplace\?category=Electronics&sort=price_asc$/);
  });

  test('an unknown product shows "Product Not Found" with a way back', async ({ page }) => {
    await page.goto('/product/00000000-0000-4000-8000-000000000000');
    await expect(heading(page)).toHaveText('Product Not Found');
    await expect(
      page.getByText("The product you're looking for doesn't exist or has been removed."),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Back to Marketplace' }).click();
    await expect(page).toHaveURL(/\/marketplace$/);
  });

  test('a signed-out visitor who wants to sell is led to the cash advance request', async ({
    page,
  }) => {
    await page.goto('/marketplace');
    await expect(page.getByRole('heading', { name: 'Why sell with us' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'List an Item' })).toHaveCount(0);
    await expect(page.getByText(/sign in to list/i)).toHaveCount(0);
    await page.getByRole('link', { name: 'Sell or pawn it with us' }).click();
    await expect(page).toHaveURL(/\/cash-advance$/);
    await expect(page.getByRole('form', { name: 'Request Cash Advance' })).toBeVisible();
  });
});

test.describe('marketplace: issue 21', () => {
  test('"GOLD ring" finds the gold ring, and Home & Garden can be filtered', async ({ page }) => {
    await page.goto('/marketplace?q=GOLD%20ring');
    await expect(cards(page).filter({ hasText: '18ct Gold Solitaire Diamond Ring' })).toHaveCount(
      1,
    );
    await page.goto('/marketplace');
    const category = page.getByLabel('Category');
    await expect(category.locator('option')).toHaveText([
      'All Categories',
      'Electronics',
      'Jewelry',
      'Tools',
      'Accessories',
      'Home & Garden',
      'Sports & Fitness',
    ]);
    await category.selectOption({ label: 'Home & Garden' });
    await expect(page).toHaveURL(/category=Home/);
    await expect(cards(page).first()).toBeVisible();
  });

  test('a signed-in customer is offered "Sell or pawn it with us"', async ({ page }) => {
    const response = await page.request.post('/api/auth/login', {
      data: { username: 'demo', password: 'demo1234' },
    });
    expect(response.ok()).toBe(true);
    await page.goto('/marketplace');
    await page.getByRole('link', { name: 'Sell or pawn it with us' }).click();
    await expect(page).toHaveURL(/\/cash-advance$/);
  });
});

test.describe('product management for an admin', () => {
  test.beforeEach(async ({ page }) => signInAsAdmin(page));

  test('list from the marketplace, then edit, sell, off-list and delete on /admin/products', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const title = uniqueTitle('E2E Camera');

    // --- The marketplace "add item" panel.
    await page.goto('/marketplace');
    await expect(page.getByRole('heading', { name: 'Why sell with us' })).toBeVisible();
    await expect(page.getByText('No listing fees')).toBeVisible();
    await page.getByRole('button', { name: 'List an Item' }).click();
    const form = page.getByRole('form', { name: 'List an item for sale' });
    await expect(form.getByLabel('Price (£)')).toHaveValue('0.00');
    await expect(form.getByLabel('Price (£)')).toHaveAttribute('step', '0.01');

    // Cancel collapses.
    await form.getByRole('button', { name: 'Cancel' }).click();
    await expect(form).toHaveCount(0);
    await page.getByRole('button', { name: 'List an Item' }).click();

    await form.getByLabel('Title').fill(title);
    await form
      .getByLabel('Description')
      .fill('Mirrorless body with a 15-45mm lens, two batteries.');
    await expect(form.getByLabel('Category').locator('option')).toHaveText([
      'Select a category',
      'Electronics',
      'Jewelry',
      'Tools',
      'Accessories',
      'Home & Garden',
      'Sports & Fitness',
    ]);
    await form.getByLabel('Category').selectOption('Electronics');
    await form.getByLabel('Price (£)').fill('123.45');
    await form.getByLabel('Condition').selectOption({ label: 'Like New' });
    // Issue 7: a real photo goes through the signed upload and is re-encoded by the server.
    await form.getByLabel('Choose image').setInputFiles({
      name: 'camera.jpg',
      mimeType: 'image/jpeg',
      buffer: await photo(),
    });
    await expect(form.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100', {
      timeout: 30_000,
    });
    await form.getByRole('button', { name: 'List Item for Sale' }).click();

    await expect(toastText(page, 'Product Added!')).toBeVisible();
    await expect(toastText(page, 'Your item has been listed for sale successfully.')).toBeVisible();
    await expect(form).toHaveCount(0);
    const listed = cards(page).filter({ hasText: title });
    await expect(listed).toHaveCount(1);
    await expect(listed).toContainText('£123');
    await expect(listed).toContainText('Like New');
    // The card asks for a small variant of the stored image, never the full photo.
    await expect(listed.locator('img')).toHaveAttribute('src', /^\/images\/[0-9a-f]{32}\?w=\d+$/);
    await listed.getByRole('link').first().click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.locator('main img[src^="/images/"]').first()).toBeVisible();
    await page.goBack();

    // --- /admin/products: the required-field check on create.
    await page.goto('/admin/products');
    await expect(heading(page)).toHaveText('Product Management');
    await page.getByRole('button', { name: 'Add Product' }).click();
    const addDialog = page.getByRole('dialog', { name: 'Add New Product' });
    await expect(addDialog.getByLabel('Condition')).toHaveValue('new');
    await expect(addDialog.getByLabel('Status')).toHaveValue('active');
    await addDialog.getByRole('button', { name: 'Create Product' }).click();
    await expect(toastText(page, 'Please fill in all required fields')).toBeVisible();
    await addDialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(addDialog).toHaveCount(0);

    // Edit its price.
    const activeTab = page.getByRole('tab', { name: /^Active Products \(\d+\)$/ });
    await expect(activeTab).toHaveAttribute('aria-selected', 'true');
    const card = page.getByRole('article', { name: title });
    await expect(card).toContainText('£123.45');
    await card.getByRole('button', { name: 'Edit' }).click();
    const editDialog = page.getByRole('dialog', { name: 'Edit Product' });
    await expect(editDialog.getByLabel('Status')).toHaveCount(0);
    await editDialog.getByLabel('Price (£)').fill('99.99');
    await editDialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toastText(page, 'Product updated successfully')).toBeVisible();
    await expect(editDialog).toHaveCount(0);
    await expect(card).toContainText('£99.99');

    // Mark it sold: it leaves the active tab and the public grid.
    await expect(card.getByRole('button', { name: 'Mark Active' })).toHaveCount(0);
    await card.getByRole('button', { name: 'Mark Sold' }).click();
    await expect(toastText(page, 'Product status updated successfully')).toBeVisible();
    await expect(card).toHaveCount(0);

    await page.goto(`/marketplace?q=${encodeURIComponent(title)}`);
    await expect(page.getByText('No products found matching your criteria.')).toBeVisible();

    await page.goto('/admin/products');
    await page.getByRole('tab', { name: /^Sold Items \(\d+\)$/ }).click();
    await expect(card).toBeVisible();
    await expect(card.getByRole('button', { name: 'Mark Sold' })).toHaveCount(0);
    await card.getByRole('button', { name: 'View' }).click();
    const details = page.getByRole('dialog', { name: 'Product Details' });
    await expect(details.getByText('Available')).toBeVisible();
    await expect(details.locator('dd', { hasText: /^No$/ })).toBeVisible();
    await details.getByRole('button', { name: 'Close' }).click();

    // Mark it inactive: it moves to "Off Listed".
    await card.getByRole('button', { name: 'Mark Inactive' }).click();
    await expect(toastText(page, 'Product status updated successfully')).toBeVisible();
    await expect(card).toHaveCount(0);
    await page.getByRole('tab', { name: /^Off Listed \(\d+\)$/ }).click();
    await expect(card).toBeVisible();

    // Delete asks first.
    await card.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this product?' });
    await expect(confirm).toContainText(title);
    await confirm.getByRole('button', { name: 'Keep Product' }).click();
    await expect(card).toBeVisible();
    await card.getByRole('button', { name: 'Delete' }).click();
    await confirm.getByRole('button', { name: 'Delete Product' }).click();
    await expect(toastText(page, 'Product deleted successfully')).toBeVisible();
    await expect(card).toHaveCount(0);
  });

  test('the Ultra Simple screen adds and edits a product', async ({ page }) => {
    const title = uniqueTitle('E2E Socket Set');
    const renamed = `${title} (boxed)`;

    await page.goto('/admin/products-old');
    await expect(heading(page)).toHaveText('Product Management (Ultra Simple)');
    await expect(page.getByText('Loading products...')).toHaveCount(0);

    const toggle = page.getByRole('button', { name: 'Add Product' });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const addForm = page.getByRole('form', { name: 'Add Product' });
    await addForm.getByLabel('Title').fill(title);
    await addForm.getByRole('button', { name: 'Create Product' }).click();
    await expect(toastText(page, 'Please fill in all required fields')).toBeVisible();
    await addForm.getByLabel('Category').selectOption('Tools');
    await addForm.getByLabel('Price (£)').fill('42');
    await addForm.getByRole('button', { name: 'Create Product' }).click();
    await expect(toastText(page, 'Product created successfully')).toBeVisible();
    await expect(addForm).toHaveCount(0);

    const card = page.getByRole('article', { name: title, exact: true });
    await expect(card).toContainText('£42.00');

    // Edit / Cancel Edit, with the required-field check on update.
    await card.getByRole('button', { name: 'Edit' }).click();
    await expect(card.getByRole('button', { name: 'Cancel Edit' })).toBeVisible();
    const editForm = page.getByRole('form', { name: `Edit ${title}` });
    await editForm.getByLabel('Title').fill('');
    await editForm.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toastText(page, 'Please fill in all required fields')).toBeVisible();
    await editForm.getByLabel('Title').fill(renamed);
    await editForm.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toastText(page, 'Product updated successfully')).toBeVisible();
    const edited = page.getByRole('article', { name: renamed, exact: true });
    await expect(edited).toBeVisible();
    await expect(edited.getByRole('button', { name: 'Edit' })).toBeVisible();

    // Tidy up, through the confirmation.
    await edited.getByRole('button', { name: 'Delete' }).click();
    await page
      .getByRole('dialog', { name: 'Delete this product?' })
      .getByRole('button', { name: 'Delete Product' })
      .click();
    await expect(toastText(page, 'Product deleted successfully')).toBeVisible();
    await expect(edited).toHaveCount(0);
  });
});

/** A small photo-like JPEG drawn on the spot (a gradient with a circle). */
async function photo(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#2c528a"/><stop offset="1" stop-color="#e8b12e"/></linearGradient></defs>
    <rect width="800" height="600" fill="url(#g)"/><circle cx="400" cy="300" r="160" fill="#0c1728"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
}

test('a file over 10 MB is refused in the page with "File too large"', async ({ page }) => {
  const signedIn = await page.request.post('/api/auth/login', {
    data: { username: 'admin', password: 'admin1234' },
  });
  expect(signedIn.ok()).toBe(true);
  await page.goto('/admin/products');
  await page.getByRole('button', { name: 'Add Product' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Product' });
  await dialog.getByLabel('Choose image').setInputFiles({
    name: 'huge.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.alloc(10_485_761),
  });
  await expect(toastText(page, 'File too large')).toBeVisible();
  // Said inline by the field as well as in the toast; nothing was sent.
  await expect(dialog.getByText(/Please select an image smaller than 10MB/).first()).toBeVisible();
});
