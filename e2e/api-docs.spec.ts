import { expect, test, type Page } from '@playwright/test';

/**
 * The API's browsable description (/api/docs, Swagger UI; open in demo mode) shows
 * the shop's own examples (decision 032): an operation opened shows the example
 * of its request body and of its answer, as written in api-shop-examples.ts.
 *
 * Swagger UI draws a long list of operations (150 rows or more: a heading per tag
 * plus a row per operation and tag; ours has about 190) as a virtual list: only
 * the rows in and near the window are in the page, the rest are drawn as the reader
 * scrolls. So an operation further down is reached as a reader would: by scrolling,
 * or by its link (/api/docs#/tag/operationId), which scrolls to it and opens it.
 */

// Swagger UI reads and resolves the whole description (over 100 operations) before it
// draws anything: tens of seconds on a loaded two-core machine.
test.setTimeout(150_000);

/** Opens /api/docs (at an operation's link, if given) and waits for the first drawn operation. */
async function openDocs(page: Page, link = '') {
  await page.goto(`/api/docs${link}`);
  await expect(page.locator('.swagger-ui .opblock').first()).toBeVisible({ timeout: 120_000 });
}

const operationLocator = (page: Page, tag: string, operationId: string) =>
  page.locator(`#operations-${tag.replaceAll(' ', '_')}-${operationId}`);

/** Opens one operation drawn at the top of the page (the first tag's) by its tag and operationId. */
async function openOperation(page: Page, tag: string, operationId: string) {
  const operation = operationLocator(page, tag, operationId);
  await operation.locator('.opblock-summary').first().click();
  await expect(operation.locator('.opblock-body')).toBeVisible();
  return operation;
}

/** Opens an operation anywhere in the list by its link, as a reader following it would. */
async function followOperationLink(page: Page, tag: string, operationId: string) {
  await openDocs(page, `#/${tag.replaceAll(' ', '_')}/${operationId}`);
  const operation = operationLocator(page, tag, operationId);
  await expect(operation.locator('.opblock-body')).toBeVisible();
  return operation;
}

test('signing in shows the example body to send and the user it answers', async ({ page }) => {
  await openDocs(page);
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
  await openDocs(page);
  const operation = await openOperation(page, 'auth', 'register');
  await expect(
    operation.locator('.opblock-section-request-body .microlight', {
      hasText: '"password": "correct-horse-battery-staple"',
    }),
  ).toBeVisible();
});

test("a staff member's loan, linked to, shows the example loan it answers", async ({ page }) => {
  const operation = await followOperationLink(page, 'cash advances', 'getCashAdvance');
  const answer = operation.locator('.responses-wrapper .microlight').first();
  await expect(answer).toContainText('"agreementNumber": "CA-000123"');
  await expect(answer).toContainText(
    '"itemDescription": "18ct gold wedding ring, 4.2 g, hallmarked"',
  );
});

test('a product, linked to, shows the example product it answers', async ({ page }) => {
  const operation = await followOperationLink(page, 'products', 'getProduct');
  await expect(operation.locator('.responses-wrapper .microlight').first()).toContainText(
    '"title": "Sony PlayStation 5 (disc edition) with two controllers"',
  );
});

test('scrolling down the page draws the heading of every tag in the description', async ({
  page,
}) => {
  const description = (await (await page.request.get('/api/docs/json')).json()) as {
    tags: { name: string }[];
  };
  expect(description.tags.length).toBeGreaterThan(1);
  await openDocs(page);
  // The virtual list draws rows as they come near the window: scroll (less than the
  // window's height at a time, so no heading is skipped) until each heading is drawn.
  for (const { name } of description.tags) {
    const heading = page.locator(`.opblock-tag[data-tag="${name}"]`);
    await expect
      .poll(
        async () => {
          if (await heading.isVisible()) return true;
          await page.mouse.wheel(0, 400);
          return false;
        },
        { message: `the heading of tag "${name}" is drawn`, timeout: 30_000 },
      )
      .toBe(true);
  }
});
