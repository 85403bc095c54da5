import { expect, test, type Page } from '@playwright/test';
import { scriptsFetched } from './support/scripts-fetched';

/**
 * The legal pages' text, the footer's address and opening hours, /cash-advance's hero, /repairs'
 * aside and a product's "Delivery & Contact" card are drawn by the server and
 * never hydrated (src/web/lib/static-part.tsx, decision 012): a page the server drew does not
 * fetch their code, a link of the app inside them is followed in the app (no new document), and
 * a move to a legal page in the app draws its text whole.
 */

const STATIC_CODE =
  /\/(terms-text|privacy-text|complaints-text|footer-visit-us|cash-advance-hero|booking-aside|delivery-contact-card)-[\w-]+\.js$/;

/** Marks the document, so a full page load (which would drop the mark) can be told apart. */
async function markDocument(page: Page) {
  await page.evaluate(() => {
    (window as Window & { sameDocument?: boolean }).sameDocument = true;
  });
}
const stillSameDocument = (page: Page) =>
  page.evaluate(() => (window as Window & { sameDocument?: boolean }).sameDocument === true);

test('the terms arrive without their code, and a link in them moves within the app', async ({
  page,
}) => {
  const scripts = scriptsFetched(page);
  await page.goto('/terms');
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('heading', { level: 1, name: 'Terms and Conditions' })).toBeVisible();
  await expect(page.getByRole('contentinfo').getByText('Opening hours')).toBeVisible();
  expect(
    scripts.filter((url) => STATIC_CODE.test(url)),
    'no code for the text',
  ).toEqual([]);

  await markDocument(page);
  await page.getByRole('main').getByRole('link', { name: 'complaints procedure' }).click();
  await expect(page).toHaveURL(/\/complaints$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Complaints Procedure' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '1. Tell us' })).toBeVisible();
  expect(await stillSameDocument(page), 'moved in the app, not by loading a new page').toBe(true);

  await page.goBack();
  await expect(page).toHaveURL(/\/terms$/);
  await expect(page.getByRole('main').getByRole('link', { name: 'privacy notice' })).toBeVisible();
  expect(await stillSameDocument(page)).toBe(true);
});

test('a jump within a legal page’s text is left to the browser', async ({ page }) => {
  await page.goto('/privacy');
  await page.waitForLoadState('networkidle');
  await markDocument(page);
  await page.getByRole('navigation', { name: 'On this page' }).getByRole('link').nth(1).click();
  await expect(page).toHaveURL(/\/privacy#what-we-collect$/);
  await expect(page.getByRole('heading', { name: '2. What we collect' })).toBeInViewport();
  expect(await stillSameDocument(page)).toBe(true);
});

test('moving to a legal page in the app draws its text whole', async ({ page }) => {
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Notice' }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Notice' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '1. Who we are' })).toBeVisible();
  await expect(page.getByRole('contentinfo').getByText('Opening hours')).toBeVisible();
});

test('the other pages’ static text arrives without its code, and a move in the app draws it', async ({
  page,
}) => {
  const scripts = scriptsFetched(page);
  await page.goto('/marketplace');
  await page.locator('main a[href^="/product/"]').first().click();
  await expect(page.getByRole('region', { name: 'Delivery & Contact' })).toBeVisible();
  for (const path of ['/product', '/cash-advance', '/repairs']) {
    scripts.length = 0;
    if (path === '/product') await page.reload();
    else await page.goto(path);
    await page.waitForLoadState('networkidle');
    expect(
      scripts.filter((url) => STATIC_CODE.test(url)),
      `no code for ${path}'s text`,
    ).toEqual([]);
  }
  await expect(page.getByRole('heading', { name: 'How it works' })).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: 'Cash Advance' }).first().click();
  await expect(page).toHaveURL(/\/cash-advance$/);
  await expect(
    page.getByRole('region', { name: 'Cash Advances' }).getByText('No Credit Check'),
  ).toBeVisible();
});
