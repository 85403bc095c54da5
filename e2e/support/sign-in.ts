import { expect, type Page } from '@playwright/test';

/** Signs in through the login page, as a person does, and lands on the dashboard. */
export async function signIn(page: Page, username: string, password: string) {
  await page.goto('/login');
  const main = page.getByRole('main');
  await main.getByLabel('Username', { exact: true }).fill(username);
  await main.getByLabel('Password', { exact: true }).fill(password);
  await main.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL('/dashboard');
}
