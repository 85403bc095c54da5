import { expect, test } from '@playwright/test';

/**
 * A tap on a button only the page's code answers, made before that code has run, is
 * not lost (issue 32): it is held and replayed once React has taken hold of the page.
 * The page's chunk is held back here, so the tap lands in that moment whatever the
 * machine's speed; the page's root says when taps are being held (data-taps-held).
 */
test('Add to Cart tapped before the page is ready puts the item in the cart once it is', async ({
  page,
}) => {
  const response = await page.request.get('/api/products');
  expect(response.ok()).toBe(true);
  const [product] = (await response.json()) as Array<{ id: string }>;
  expect(product, 'the demo data has an active product').toBeDefined();

  let release!: () => void;
  const pageCodeHeld = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/product-detail-page-[^/]+\.js$/, async (route) => {
    await pageCodeHeld;
    await route.continue();
  });

  await page.goto(`/product/${product!.id}`, { waitUntil: 'domcontentloaded' });
  await expect(page.locator('html[data-taps-held]')).toHaveCount(1);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('link', { name: /^Cart, / })).toHaveAccessibleName('Cart, 0 items');

  release();
  await expect(page.locator('html[data-taps-held]')).toHaveCount(0);
  await expect(page.getByRole('link', { name: /^Cart, / })).toHaveAccessibleName('Cart, 1 item');
});
