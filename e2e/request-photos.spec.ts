import { expect, test, type Browser } from '@playwright/test';
import sharp from 'sharp';
import { PHOTOS_HEADING } from '../src/shared/cash-advances/request-photos';
import { answerQuestion } from './support/challenge';

/**
 * Photos with the request (issue "The pawn book"): a guest adds a photo of the
 * item to the online request; staff see it on the loan page; nobody else can
 * fetch it. The name is unique per run, so a reused database cannot confuse it.
 */

const runId = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function signedInPage(browser: Browser, username: string, password: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/login');
  const main = page.getByRole('main');
  await main.getByLabel('Username', { exact: true }).fill(username);
  await main.getByLabel('Password', { exact: true }).fill(password);
  await main.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL('/dashboard');
  return page;
}

/** A small photo as a phone would send it: JPEG, a gradient so it is not blank. */
function itemPhoto(): Promise<Buffer> {
  const width = 320;
  const height = 240;
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < width * height; i += 1) {
    pixels[i * 3] = i % 256;
    pixels[i * 3 + 1] = (i / width) % 256;
    pixels[i * 3 + 2] = 128;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg()
    .toBuffer();
}

test('a guest sends a photo with the request and staff see it on the loan page', async ({
  browser,
}) => {
  test.slow();
  const name = `Gita Guest ${runId}`;

  const guestContext = await browser.newContext();
  const guest = await guestContext.newPage();
  await guest.goto('/cash-advance');
  const form = guest.getByRole('form', { name: 'Request Cash Advance' });
  const photos = form.getByRole('group', { name: PHOTOS_HEADING });
  await expect(photos).toContainText('Up to 5 photos of the item');
  await photos.getByLabel('Add photos').setInputFiles({
    name: 'watch.jpg',
    mimeType: 'image/jpeg',
    buffer: await itemPhoto(),
  });
  await expect(photos.getByRole('img', { name: 'Photo 1: watch.jpg' })).toBeVisible();
  await expect(photos.getByText('Uploading watch.jpg')).toHaveCount(0);

  await form.getByLabel('Full Name').fill(name);
  await form.getByLabel('Phone Number').fill('07700 900456');
  await form.getByLabel('Item Description').fill('Steel diver’s watch, boxed');
  await form.getByLabel('Item Category').selectOption({ label: 'Watches' });
  await form.getByLabel('Requested Loan Amount (£)').fill('150');
  await answerQuestion(form);
  await form.getByRole('button', { name: 'Submit Cash Advance Request' }).click();
  await expect(guest.getByText('Request Submitted', { exact: true })).toBeVisible();
  // The form starts again empty: no photos left in it.
  await expect(photos.getByRole('img')).toHaveCount(0);

  const admin = await signedInPage(browser, 'admin', 'admin1234');
  await admin.goto('/admin/cash-advances');
  await admin.getByLabel('Find a loan').fill(name);
  await admin.getByRole('button', { name: 'Search' }).click();
  await admin.getByRole('link', { name: new RegExp(`^${name}`) }).click();
  await expect(admin.getByRole('heading', { level: 1 })).toHaveText(/^Cash Advance CA-\d{6}$/);
  const section = admin.getByRole('region', { name: 'Photos' });
  const thumbnail = section.getByRole('img', { name: 'Photo 1 of the item' });
  await expect(thumbnail).toBeVisible();
  // Really loaded (staff may fetch it), not a broken image.
  await expect
    .poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);

  // The photo's address answers nobody else: the guest (no account) and a customer get 404.
  const address = (await thumbnail.getAttribute('src')) ?? '';
  expect(address).toMatch(/^\/api\/request-photos\/[0-9a-f]{32}$/);
  expect((await guest.request.get(address)).status()).toBe(404);
  const customer = await signedInPage(browser, 'demo', 'demo1234');
  expect((await customer.request.get(address)).status()).toBe(404);
  expect((await admin.request.get(address)).status()).toBe(200);
});
