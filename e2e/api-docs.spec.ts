import { expect, test, type Page } from '@playwright/test';

/**
 * The API's browsable description (/api/docs, Swagger UI; open in demo mode) shows
 * the shop's own examples (decision 032): an operation opened shows the example
 * of its request body and of its answer, as written in api-shop-examples.ts.
 */

// Swagger UI reads and resolves the whole description (over 100 operations) before it
// draws anything: tens of seconds on a loaded two-core machine.
test.setTimeout(150_000);

/** Opens one operation of Swagger UI by its tag and operationId. */
async function openOperation(page: Page, tag: string, operationId: string) {
  const operation = page.locator(`#operations-${tag.replaceAll(' ', '_')}-${operationId}`);
  await operation.locator('.opblock-summary').first().click();
  await expect(operation.locator('.opblock-body')).toBeVisible();
  return operation;
}

test.beforeEach(async ({ page }) => {
  await page.goto('/api/docs');
  await expect(page.locator('.swagger-ui .opblock').first()).toBeVisible({ timeout: 120_000 });
});

test('signing in shows the example body to send and the user it answers', async ({ page }) => {
  const operation = await openOperation(page, 'auth', 'signIn');
  await expect(
    operation.locator('.opblock-section-request-body .microlight', {
      hasText: '"username": "aisha.khan"',
    }),
  ).toBeVisible();
  const answer = operation.locator('.responses-wrapper .microlight').first();
  await expect(answer).toContainText('"email": "aisha.khan@example.com"');
  await expect(answer).toContainText('"firstName": "Aisha"');
});

test('registering shows the example account to create', async ({ page }) => {
  const operation = await openOperation(page, 'auth', 'register');
  await expect(
    operation.locator('.opblock-section-request-body .microlight', {
      hasText: '"password": "correct-horse-battery-staple"',
    }),
  ).toBeVisible();
});
