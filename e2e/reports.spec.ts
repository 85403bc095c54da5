import { expect, test } from '@playwright/test';
import { presetRange } from '../src/shared/reports/schemas';
import { signIn } from './support/sign-in';

/**
 * The owner reads the business over this year: each report a chart beside its
 * table, and the table as CSV, from the demo shop's loans, sales and repairs.
 */
test('the owner reads this year’s reports and downloads one as CSV', async ({ page }) => {
  await signIn(page, 'admin', 'admin1234');
  await page.goto('/admin/dashboard');
  await page
    .getByRole('navigation', { name: 'The books' })
    .getByRole('link', { name: 'Reports' })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Reports');
  await expect(page.getByRole('button', { name: 'This month' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  await page.getByRole('button', { name: 'This year' }).click();
  const year = presetRange('year');
  await expect(page).toHaveURL(`/admin/reports?from=${year.from}&to=${year.to}`);
  for (const title of [
    'Money lent out',
    'Interest earned',
    'Redemptions, forfeits and sales of pledges',
    'Loans by collateral',
    'Marketplace sales',
    'Repairs by status',
    'Repair turnaround',
  ]) {
    const section = page.getByRole('region', { name: title, exact: true });
    await expect(section.getByRole('img')).toBeVisible();
    await expect(section.getByRole('table')).toBeVisible();
  }
  // Month by month: the year's first month heads the lending table.
  const lent = page.getByRole('region', { name: 'Money lent out', exact: true });
  await expect(lent.getByRole('rowheader').first()).toHaveText(year.from.slice(0, 7));

  const download = page.waitForEvent('download');
  await lent.getByRole('link', { name: 'CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`lent-${year.from}-to-${year.to}.csv`);
});
