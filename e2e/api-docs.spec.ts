import { expect, test, type Page } from '@playwright/test';

/**
 * The API's browsable description (/api/docs, Swagger UI; open in demo mode) shows
 * the shop's own examples (decision 032): an operation opened shows the example
 * of its answer and of its request body, as written in api-shop-examples.ts.
 */

/** Opens one operation of Swagger UI by its tag and operationId. */
async function openOperation(page: Page, tag: string, operationId: string) {
  const operation = page.locator(`#operations-${tag.replaceAll(' ', '_')}-${operationId}`);
  await operation.locator('.opblock-summary').first().click();
  await expect(operation.locator('.opblock-body')).toBeVisible();
  return operation;
}

test.beforeEach(async ({ page }) => {
  await page.goto('/api/docs');
  await expect(page.locator('.swagger-ui .info .title')).toContainText('API');
});

test('a product search shows the example answer: the PS5 on sale', async ({ page }) => {
  const operation = await openOperation(page, 'products', 'searchProducts');
  await expect(
    operation.locator('.responses-wrapper .microlight', {
      hasText: 'Sony PlayStation 5 (disc edition) with two controllers',
    }),
  ).toBeVisible();
});

test('a cash advance shows the example loan: the gold ring at £120.00', async ({ page }) => {
  const operation = await openOperation(page, 'admin', 'getCashAdvance');
  const answer = operation.locator('.responses-wrapper .microlight').first();
  await expect(answer).toContainText('18ct gold wedding ring, 4.2 g, hallmarked');
  await expect(answer).toContainText('"loanAmount": "120.00"');
  await expect(answer).toContainText('CA-000123');
});

test('a cash advance request shows the example body to send', async ({ page }) => {
  const operation = await openOperation(page, 'cash advances', 'createCashAdvance');
  await expect(
    operation.locator('.opblock-section-request-body .microlight', {
      hasText: '"itemCategory": "jewelry"',
    }),
  ).toBeVisible();
});
