import type { Page } from '@playwright/test';

/**
 * Records the address of every script the page asks for from now on, so a test can say which
 * code a page did (or did not) download. Call it before `page.goto`.
 */
export function scriptsFetched(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') urls.push(request.url());
  });
  return urls;
}
