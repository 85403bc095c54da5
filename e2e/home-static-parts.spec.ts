import { expect, test, type Page } from '@playwright/test';
import { scriptsFetched } from './support/scripts-fetched';

/**
 * The home page's figures, benefits and store details are drawn by the server and never
 * hydrated (src/web/lib/static-part.tsx, decision 012): their code is not fetched as `/` loads
 * (focusing a link to `/`, as the skip link is, preloads it like any page's: route-preload.ts),
 * they stay as the server drew them when the page updates (the skip link changes the address's
 * #), and a move to `/` in the app draws them whole at once.
 */

const STATIC_SECTIONS = /static-sections-[\w-]+\.js$/;

const heroFigures = (page: Page) => page.getByText('Gold Rate', { exact: true });
const visitStore = (page: Page) => page.getByRole('heading', { name: 'Visit Our Store' });

test('the server-drawn parts stay without their code, through an update of the page', async ({
  page,
}) => {
  const scripts = scriptsFetched(page);
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  const storeBox = await visitStore(page).boundingBox();
  expect(
    scripts.filter((url) => STATIC_SECTIONS.test(url)),
    'not in the first download',
  ).toEqual([]);
  // The server's own element: React drawing the part again would replace it.
  await page
    .locator('[data-static-part="home-details"] section')
    .first()
    .evaluate((element) => {
      (element as HTMLElement & { drawnByServer?: boolean }).drawnByServer = true;
    });
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#/);
  await page.waitForLoadState('networkidle');
  await expect(heroFigures(page)).toBeVisible();
  await expect(visitStore(page)).toBeVisible();
  expect(await visitStore(page).boundingBox()).toEqual(storeBox);
  expect(await page.locator('script[type="application/ld+json"]').count()).toBeGreaterThan(0);
  expect(
    await page
      .locator('[data-static-part="home-details"] section')
      .first()
      .evaluate((element) => (element as HTMLElement & { drawnByServer?: boolean }).drawnByServer),
  ).toBe(true);
});

test('moving to the home page in the app draws those parts whole', async ({ page }) => {
  await page.goto('/terms');
  await page.getByRole('banner').getByRole('link').first().click();
  await expect(page).toHaveURL(/\/$/);
  await expect(heroFigures(page)).toBeVisible();
  await expect(visitStore(page)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Why customers choose us' })).toHaveCount(1);
});

test('back on the home page in the app, those parts are drawn as before', async ({ page }) => {
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  const storeBox = await visitStore(page).boundingBox();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Terms' }).first().click();
  await expect(page).toHaveURL(/\/terms$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect(heroFigures(page)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Why customers choose us' })).toHaveCount(1);
  await expect(visitStore(page)).toHaveCount(1);
  await page.evaluate(() => window.scrollTo(0, 0));
  expect(await visitStore(page).boundingBox()).toEqual(storeBox);
});
