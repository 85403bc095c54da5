import { expect, test } from '@playwright/test';
import { nextBookableDate } from '../src/shared/repairs/dates';
import {
  formatCalendarDate,
  formatCalendarMonth,
} from '../src/web/components/ui/date-picker-format';
import { holdBackCode } from './support/held-code';

/**
 * The public forms hydrate on first use (decision 012, sixth amendment of 2026-11-27): the
 * page's HTML does not load their code, which is fetched when the form is first used. The
 * sign-in form's chunk is held back here, so everything below happens before its code has
 * arrived, whatever the machine's speed.
 */
test('sign-in typed and sent before the form’s code arrived keeps the text and is sent once', async ({
  page,
}) => {
  const { release, asked: formCodeAsked } = await holdBackCode(page, 'sign-in-form');
  let logins = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/auth/login')) logins += 1;
  });

  await page.goto('/login');
  // The page has hydrated (its own button answers) and has not asked for the form's code.
  await expect(page.locator('[data-lazy-part="drawn"]')).toHaveCount(1);
  expect(formCodeAsked(), 'the form’s code is not in the first download').toBe(false);

  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Username', { exact: true }).fill('demo');
  await form.getByLabel('Password', { exact: true }).fill('demo1234');
  await expect.poll(() => formCodeAsked(), { message: 'first use fetches the code' }).toBe(true);
  await form.getByRole('button', { name: 'Sign In', exact: true }).click();

  // Held: nothing posted, no plain form post navigated away, the text is still there.
  await page.waitForTimeout(500);
  expect(logins).toBe(0);
  await expect(page).toHaveURL('/login');
  await expect(form.getByLabel('Username', { exact: true })).toHaveValue('demo');

  release();
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByText('Welcome back!', { exact: true })).toBeVisible();
  expect(logins).toBe(1);
});

test('a request typed before the form’s code arrived is kept, with what its choices set', async ({
  page,
}) => {
  const { release } = await holdBackCode(page, 'cash-advance-form');

  await page.goto('/cash-advance');
  const form = page.getByRole('form', { name: 'Request Cash Advance' });
  await form.getByLabel('Full Name').fill('Early Person');
  await form.getByLabel('Item Category').selectOption({ label: 'Gold' });
  await form.getByLabel('Item Description').fill('A gold ring');

  release();
  await expect(page.locator('[data-lazy-part="live"]')).toHaveCount(1);
  await expect(form.getByLabel('Full Name')).toHaveValue('Early Person');
  await expect(form.getByLabel('Item Description')).toHaveValue('A gold ring');
  await expect(form.getByLabel('Item Category')).toHaveValue('gold');
  // The form's own answer to "Gold", given once its code is here.
  await expect(form.getByLabel('Collateral Type')).toHaveValue('gold');
});

test('the repair calendar pages and chooses before the form’s code arrived, and the form takes it over', async ({
  page,
}) => {
  const { release, asked: formCodeAsked } = await holdBackCode(page, 'repair-booking-form');
  // The calendar opens on the first bookable day; a bookable day of the month after it.
  const opening = nextBookableDate(new Date())!;
  const [year, month] = opening.split('-').map(Number) as [number, number];
  const nextMonth = `${month === 12 ? year + 1 : year}-${String((month % 12) + 1).padStart(2, '0')}-01`;
  const chosen = nextBookableDate(new Date(), undefined, nextMonth)!;

  // A hydration that did not match (the island's or the form's around it) would be reported.
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });

  await page.goto('/repairs');
  await expect(page.locator('[data-lazy-part="drawn"]')).toHaveCount(1);
  await expect(page.locator('[data-island="booking-calendar"]')).toBeAttached();
  expect(formCodeAsked(), 'the form’s code is not in the first download').toBe(false);

  const form = page.getByRole('form', { name: 'Book a Repair Service' });
  await form.getByLabel('Brand and model').fill('E2E Early Laptop');
  await expect.poll(() => formCodeAsked(), { message: 'first use fetches the code' }).toBe(true);
  // The first tap on "Next month" pages the month (the calendar hydrated with the page).
  await form.getByRole('button', { name: 'Next month' }).click();
  const day = form.getByRole('button', { name: formatCalendarDate(chosen, 'long'), exact: true });
  await expect(form.getByRole('grid', { name: formatCalendarMonth(nextMonth) })).toBeVisible();
  await day.click();
  await expect(day.locator('xpath=..')).toHaveAttribute('aria-selected', 'true');
  await page.waitForTimeout(300);
  await expect(page.locator('[data-lazy-part="drawn"]')).toHaveCount(1);

  release();
  await expect(page.locator('[data-lazy-part="live"]')).toHaveCount(1);
  await expect(form.getByLabel('Brand and model')).toHaveValue('E2E Early Laptop');
  // The form has the date: it says so and offers the day's times; the month paged once.
  await expect(form.getByText(formatCalendarDate(chosen, 'long'), { exact: true })).toBeVisible();
  await expect(form.getByText('Choose a date to see the free times.')).toHaveCount(0);
  await expect(form.getByRole('grid', { name: formatCalendarMonth(nextMonth) })).toBeVisible();
  await expect(day.locator('xpath=..')).toHaveAttribute('aria-selected', 'true');
  // And the calendar still answers, now as part of the form.
  await form.getByRole('button', { name: 'Previous month' }).click();
  await expect(form.getByRole('grid', { name: formatCalendarMonth(opening) })).toBeVisible();
  expect(errors).toEqual([]);
});

/**
 * Earlier still: a field entered and left before any of the page's code has arrived (the
 * entry held back here, as on a slow connection). The page's inline script notes it, and
 * the form says what the field needs once its code is here, as it would have at once.
 */
test('a sign-in field left empty before any code arrived says it is required once the code is here', async ({
  page,
}) => {
  const { release } = await holdBackCode(page, 'index');

  // Not waiting for DOMContentLoaded: it follows the entry script.
  await page.goto('/login', { waitUntil: 'commit' });
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Username', { exact: true }).click();
  await page.getByRole('heading', { level: 1 }).click();
  await expect(form.getByLabel('Username', { exact: true })).not.toBeFocused();

  release();
  await expect(page.locator('[data-lazy-part="live"]')).toHaveCount(1);
  await expect(form.getByText('Username is required', { exact: true })).toBeVisible();
  await expect(form.getByText('Password is required', { exact: true })).toHaveCount(0);
});
