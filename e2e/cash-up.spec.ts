import { expect, test } from '@playwright/test';
import { addDays, todayInLondon } from '../src/shared/repairs/dates';
import { expectNoSeriousViolations } from './support/accessibility';
import { signIn } from './support/sign-in';

/**
 * The owner closes a day with a £5 difference: counts £5 more than the cash
 * expected, sees the difference, is asked for a note, closes the day and sees
 * it closed, still closed after a reload. A closed day cannot be closed again,
 * so each repeat of this journey closes a day of its own, two years back,
 * before the demo's loans: its expected cash is the opening float.
 */
test('the owner closes a day with a £5 difference', async ({ page }, testInfo) => {
  const day = addDays(todayInLondon(), -800 - testInfo.repeatEachIndex);
  await signIn(page, 'admin', 'admin1234');
  await page.goto('/admin/dashboard');
  await expect(page.getByTestId('yesterday-cash-up')).toContainText('Yesterday');
  await page
    .getByRole('navigation', { name: 'The books' })
    .getByRole('link', { name: 'Cash-up' })
    .click();
  await expect(page).toHaveURL('/admin/cash-up');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cash-up');

  await page.getByLabel('Day', { exact: true }).fill(day);
  await expect(page).toHaveURL(`/admin/cash-up?date=${day}`);
  const status = page.getByTestId('cash-up-status');
  await expect(status).toHaveAttribute('data-day', day);
  await expect(status).toHaveText('Open: not counted yet');
  const expectedText = (await page.getByTestId('expected-cash').textContent()) ?? '';
  const expectedPennies = Math.round(Number(expectedText.replace(/[£,]/g, '')) * 100);
  const counted = ((expectedPennies + 500) / 100).toFixed(2);

  const form = page.getByRole('form', { name: 'Count the drawer' });
  await form.getByLabel('Counted in the drawer').fill(counted);
  await expect(form.getByTestId('live-difference')).toHaveText('£5.00');
  await form.getByRole('button', { name: 'Close the day' }).click();
  await expect(form.getByRole('alert')).toHaveText(
    'Say in a note why the count differs from the expected cash',
  );
  await form.getByLabel(/^Note/).fill('A £5 note found under the till tray');
  await expectNoSeriousViolations(page, 'the cash-up');
  await form.getByRole('button', { name: 'Close the day' }).click();

  await expect(page.getByTestId('cash-up-status')).toHaveText(/^Day closed .* by admin$/);
  await expect(page.getByTestId('difference')).toHaveText('£5.00');
  await expect(page.getByTestId('counted')).toHaveText(
    `£${Number(counted).toLocaleString('en-GB', { minimumFractionDigits: 2 })}`,
  );
  await expect(page.getByText('Note: A £5 note found under the till tray')).toBeVisible();
  await expect(form).toHaveCount(0);

  await page.reload();
  await expect(page.getByTestId('cash-up-status')).toHaveText(/^Day closed/);
  await expect(page.getByTestId('difference')).toHaveText('£5.00');
  await expect(page.getByRole('form', { name: 'Count the drawer' })).toHaveCount(0);
});
