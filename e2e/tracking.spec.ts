import { expect, test, type Locator, type Page } from '@playwright/test';
import { addDays, nextBookableDate, todayInLondon } from '../src/shared/repairs/dates';
import { formatSlotTimes } from '../src/shared/repairs/slots';
import type { AdminRepairPage } from '../src/shared/repairs/schemas';
import { formatCalendarDate } from '../src/web/components/ui/date-picker-format';
import { expectNoSeriousViolations } from './support/accessibility';
import { answerQuestion } from './support/challenge';

/**
 * Repair tracking without a login: a visitor books a repair, follows the
 * tracking link from the confirmation and sees its status; the shop starts
 * work with an estimate; the same link shows it, on a phone-sized screen.
 * Runs against the built app on a fresh demo database; texts are unique per run.
 */

const run = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;
const model = `E2E Tracked Laptop ${run}`;
const monday = nextBookableDate(new Date(), 1, addDays(todayInLondon(), 1));
const PHONE = { width: 390, height: 844 };

const bookingForm = (page: Page) => page.getByRole('form', { name: 'Book a Repair Service' });
const progress = (page: Page) =>
  page.getByRole('region', { name: 'Progress' }).getByRole('listitem');

/** Pages the calendar forward to the date's month and clicks its day. */
async function pickDate(form: Locator, date: string) {
  const day = form.getByRole('button', { name: formatCalendarDate(date, 'long'), exact: true });
  for (let i = 0; i < 3 && !(await day.isVisible()); i += 1) {
    await form.getByRole('button', { name: 'Next month' }).click();
  }
  await day.click();
}

/** The shop's side, through the API: find the booking on the desk and move it on. */
async function startWorkWithEstimate(page: Page, estimatedCost: string) {
  const signIn = await page.request.post('/api/auth/login', {
    data: { username: 'admin', password: 'admin1234' },
  });
  expect(signIn.ok(), await signIn.text()).toBe(true);
  const desk = await page.request.get(`/api/admin/repairs?date=${monday}&pageSize=20`);
  const booking = ((await desk.json()) as AdminRepairPage).items.find(
    (item) => item.brandModel === model,
  );
  expect(booking, 'the booking is on the desk').toBeDefined();
  const moved = await page.request.patch(`/api/admin/repairs/${booking!.id}`, {
    data: { status: 'in_progress', estimatedCost },
  });
  expect(moved.ok(), await moved.text()).toBe(true);
}

test.describe.configure({ mode: 'serial' });

let trackingUrl = '';

test('a visitor books a repair and follows the tracking link from the confirmation', async ({
  page,
}) => {
  expect(monday, 'a Monday inside the booking window').not.toBeNull();
  await page.goto('/repairs');
  const form = bookingForm(page);
  await form.getByLabel('Device type').selectOption({ label: 'Laptop' });
  await form.getByLabel('Brand and model').fill(model);
  await form.getByLabel('Problem description').fill('Will not charge since the weekend.');
  await pickDate(form, monday!);
  await form.getByRole('radio', { name: /^Monday 9:30 AM – 11:00 AM/ }).check();
  await form.getByLabel('Your name').fill(`E2E Tracker ${run}`);
  // A number of this run's own: at most 2 open bookings per phone number.
  await form.getByLabel('Phone number').fill(`07700 8${String(Date.now()).slice(-5)}`);
  await answerQuestion(form);
  await form.getByRole('button', { name: 'Book Repair' }).click();

  const confirmation = page.getByRole('status').filter({ hasText: 'Booking received' });
  await expect(confirmation).toContainText(model);
  const link = confirmation.getByRole('link', { name: 'Track your repair' });
  await expect(link).toHaveAttribute('href', /^\/track\/[A-Za-z0-9_-]{22}$/);
  await link.click();

  await expect(page).toHaveURL(/\/track\/[A-Za-z0-9_-]{22}$/);
  trackingUrl = new URL(page.url()).pathname;
  await expect(page).toHaveTitle('Track Your Repair | Beeston Cash & Repairs');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Track Your Repair');
  await expect(page.getByRole('heading', { name: `Laptop – ${model}` })).toBeVisible();
  await expect(page.getByText('Scheduled', { exact: true }).first()).toBeVisible();
  await expect(
    page.getByText('Booked. Please bring your device to the shop in your drop-off slot.'),
  ).toBeVisible();
  await expect(
    page.getByText(
      `${formatCalendarDate(monday!, 'long')}, ${formatSlotTimes(monday!, '9:00 AM - 11:00 AM')}`,
    ),
  ).toBeVisible();
  await expect(
    page.getByText('We will give you an estimate once we have looked at your device.'),
  ).toBeVisible();
  await expect(progress(page)).toHaveCount(4);
  await expect(progress(page).first()).toContainText('Scheduled (now)');
  // Nothing personal on a page anyone with the link can open.
  await expect(page.getByRole('main')).not.toContainText(`E2E Tracker ${run}`);
  await expect(page.getByRole('main')).not.toContainText('07700 900456');
  await expect(page.getByRole('main')).not.toContainText('Will not charge');
});

test('the shop starts work with an estimate, and the link shows it on a phone', async ({
  page,
  browser,
}) => {
  expect(trackingUrl, 'the first journey found the link').not.toBe('');
  const staff = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  try {
    await startWorkWithEstimate(await staff.newPage(), '89.00');
  } finally {
    await staff.close();
  }

  // A new visitor (no cookies, no sign-in), on a small screen.
  await page.setViewportSize(PHONE);
  await page.goto(trackingUrl);
  await expect(page.getByRole('heading', { name: `Laptop – ${model}` })).toBeVisible();
  await expect(page.getByText('Our technician is working on your device.')).toBeVisible();
  await expect(page.getByText('£89.00', { exact: true })).toBeVisible();
  const steps = progress(page);
  await expect(steps).toHaveCount(4);
  await expect(steps.nth(0)).toContainText('Scheduled');
  await expect(steps.nth(1)).toContainText('In Progress (now)');
  await expect(steps.nth(2)).toContainText('Ready to CollectStill to come');
  // Mobile first: nothing wider than the screen.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoSeriousViolations(page, 'repair tracking');
});

test('a link that names no repair shows a friendly not-found page', async ({ page }) => {
  await page.goto('/track/AAAAAAAAAAAAAAAAAAAAAA');
  await expect(page.getByRole('heading', { name: 'Repair Not Found' })).toBeVisible();
  await expect(page.getByText(/This tracking link does not match any repair/)).toBeVisible();
  await page.getByRole('link', { name: 'Book a repair' }).click();
  await expect(page).toHaveURL('/repairs');
});
