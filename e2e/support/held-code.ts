import type { Page } from '@playwright/test';

/**
 * Holds one of the page's scripts back until `release()`, as a slow connection would: the
 * entry (`index`), a page's chunk (`login-page`) or a form's (`sign-in-form`). So a test acts
 * in the moment before that code has run, whatever the machine's speed. `asked()` says
 * whether the page has asked for it yet.
 */
export async function holdBackCode(page: Page, chunk: string) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let asked = false;
  await page.route(new RegExp(`/assets/${chunk}-[^/]+\\.js$`), async (route) => {
    asked = true;
    await held;
    await route.continue();
  });
  return { release, asked: () => asked };
}
