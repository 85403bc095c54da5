/**
 * What `/` draws joins its classes without tailwind-merge (FixedButton, FixedCard, the header's
 * and footer's own components: decision 012), so no element of it may carry two classes of
 * one kind (`text-sm text-base`), which would leave the look to the stylesheet's order.
 * tailwind-merge, here only, says which classes conflict; cn.test.ts checks the app's cn.
 */
import { twMerge } from 'tailwind-merge';
import { describe, expect, it, vi } from 'vitest';
import type { PublicUser } from '@shared/auth/schemas';
import type { PageData } from '@shared/server-render';

const signedIn: PublicUser = {
  id: 'u1',
  username: 'demo',
  email: 'demo@example.com',
  role: 'user',
  staffRole: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  firstName: 'Dee',
};

async function classesOf(path: string, user: PageData['user']) {
  vi.resetModules();
  const { renderPage } = await import('@web/entry-server');
  const page = await renderPage(new URL(path, window.location.origin), { user });
  const body = new DOMParser().parseFromString(page.appHtml, 'text/html');
  return [...body.querySelectorAll('[class]')].map((element) => element.getAttribute('class')!);
}

describe('the home page’s first download needs no tailwind-merge', () => {
  it.each([
    ['signed out', null],
    ['signed in', signedIn],
  ])('no element of / carries two classes of one kind (%s)', async (_, user) => {
    const classes = await classesOf('/', user);
    expect(classes.length).toBeGreaterThan(50);
    const conflicting = classes.filter(
      (value) => twMerge(value).split(' ').length !== value.trim().split(/\s+/).length,
    );
    expect(conflicting).toEqual([]);
  });
});
