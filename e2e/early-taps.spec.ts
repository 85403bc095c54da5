import { expect, test } from '@playwright/test';
import { holdBackCode } from './support/held-code';

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

  const { release } = await holdBackCode(page, 'product-detail-page');

  await page.goto(`/product/${product!.id}`, { waitUntil: 'domcontentloaded' });
  await expect(page.locator('html[data-taps-held]')).toHaveCount(1);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('link', { name: /^Cart, / })).toHaveAccessibleName('Cart, 0 items');

  release();
  await expect(page.locator('html[data-taps-held]')).toHaveCount(0);
  await expect(page.getByRole('link', { name: /^Cart, / })).toHaveAccessibleName('Cart, 1 item');
});

/**
 * Even earlier: before the page's first script has arrived at all (the entry held back
 * here, as on a slow phone connection), the page's one inline script holds the tap
 * (src/shared/early-taps-script.ts), and the code takes it over when it comes.
 */
test('Add to Cart tapped before any of the page’s code has arrived puts the item in the cart', async ({
  page,
}) => {
  const response = await page.request.get('/api/products');
  expect(response.ok()).toBe(true);
  const [product] = (await response.json()) as Array<{ id: string }>;
  expect(product, 'the demo data has an active product').toBeDefined();

  const { release, asked: entryAsked } = await holdBackCode(page, 'index');

  // Not waiting for DOMContentLoaded: it follows the entry script.
  await page.goto(`/product/${product!.id}`, { waitUntil: 'commit' });
  const addToCart = page.getByRole('button', { name: 'Add to Cart' });
  await expect(addToCart).toBeVisible();
  await addToCart.click();
  expect(entryAsked(), 'the page asked for its entry script').toBe(true);
  // Held by the inline script: the page's code has not run (it would mark the root).
  const held = await page.evaluate(
    () => (window as { __earlyTaps?: { q: unknown[] } }).__earlyTaps?.q.length,
  );
  expect(held).toBe(1);
  await expect(page.locator('html[data-taps-held]')).toHaveCount(0);
  await expect(page.getByRole('link', { name: /^Cart, / })).toHaveAccessibleName('Cart, 0 items');

  // The entry arrives ~1.5 s late, as on a slow connection.
  await page.waitForTimeout(1500);
  release();
  await expect(page.getByRole('link', { name: /^Cart, / })).toHaveAccessibleName('Cart, 1 item');
  // Once, however long the wait.
  await page.getByRole('link', { name: /^Cart, / }).click();
  await expect(page.getByRole('button', { name: /^Remove/ })).toHaveCount(1);
});

/**
 * A page scrolled before its code has arrived stays where the visitor put it as the code
 * takes hold: the page must not jump under a finger (a CI run's click landed beside
 * "Create an account" on /login when the page went back to the top under it). Moving on
 * then opens the next page at the top, and Back returns to where the visitor was.
 */
test('a page scrolled before its code arrived stays put as it takes hold; Back returns there', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 640 });
  const { release } = await holdBackCode(page, 'index');

  await page.goto('/', { waitUntil: 'commit' });
  const footerLink = page.getByRole('link', { name: 'Terms and Conditions' });
  await expect(footerLink).toBeAttached();
  await page.evaluate(() => window.scrollTo(0, 900));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(900);

  release();
  // The app's scroll keeper has run (it takes the scrolling over from the browser).
  await expect.poll(() => page.evaluate(() => window.history.scrollRestoration)).toBe('manual');
  expect(await page.evaluate(() => window.scrollY)).toBe(900);

  // Followed where it stands (a pointer's click would first scroll it into view).
  await footerLink.evaluate((link: HTMLAnchorElement) => link.click());
  await expect(page).toHaveURL('/terms');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await page.goBack();
  await expect(page).toHaveURL('/');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(900);
});
