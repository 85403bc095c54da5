import { expect, test, type Page } from '@playwright/test';

/**
 * The web shell: every route of the spec's route table, the header and chrome,
 * and the home page. Admin screens are visited with the current-user answer
 * stubbed as an admin, so the test checks the screen and not the access rules
 * (those have their own specs).
 */

type Role = 'user' | 'admin';

async function stubCurrentUser(
  page: Page,
  role: Role,
  username = role === 'admin' ? 'admin' : 'demo',
) {
  await page.route('**/api/auth/user', (route) =>
    route.fulfill({ json: { id: '00000000-0000-4000-8000-000000000001', username, role } }),
  );
}

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

const publicRoutes: Array<[path: string, h1: string | RegExp]> = [
  ['/', /Cash advances, repairs and great deals/],
  ['/cash-advance', 'Cash Advances'],
  ['/repairs', 'Computer & Console Repairs'],
  ['/marketplace', 'Marketplace'],
  ['/dashboard', 'Dashboard'],
  ['/login', 'Sign In'],
  ['/admin-signup', 'Create Admin Account'],
];

const adminRoutes: Array<[path: string, h1: string]> = [
  ['/admin/dashboard', 'Admin Dashboard'],
  ['/admin/products', 'Product Management'],
  ['/admin-products', 'Product Management'],
  ['/admin/cash-advances', 'Cash Advance Requests'],
  ['/admin/products-old', 'Product Management (Ultra Simple)'],
  ['/admin/repairs', 'Repair Bookings'],
];

const devTestRoutes: Array<[path: string, h1: string]> = [
  ['/test-input', 'Input Test'],
  ['/test-select', 'Select Test'],
  ['/simple-admin-test', 'Simple Admin Test'],
  ['/debug-dropdown', 'Debug Dropdown'],
  ['/minimal-test', 'Minimal Test'],
  ['/pure-html-test', 'Pure HTML Test'],
  ['/ultra-test', 'Ultra Test'],
];

test.describe('route table', () => {
  for (const [path, h1] of publicRoutes) {
    test(`${path} renders its screen`, async ({ page }) => {
      await page.goto(path);
      await expect(heading(page)).toHaveText(h1);
      await expect(page.getByText('404 Page Not Found')).toHaveCount(0);
    });
  }

  test('/product/{id} renders the product screen, not the not-found screen', async ({ page }) => {
    await page.goto('/product/1');
    await expect(heading(page)).toBeVisible();
    await expect(page.getByText('404 Page Not Found')).toHaveCount(0);
  });

  for (const [path, h1] of adminRoutes) {
    test(`${path} renders its screen for an admin`, async ({ page }) => {
      await stubCurrentUser(page, 'admin');
      await page.goto(path);
      await expect(heading(page)).toHaveText(h1);
    });
  }

  for (const [path, h1] of devTestRoutes) {
    test(`${path} is a developer test page kept out of search engines`, async ({ page }) => {
      await page.goto(path);
      await expect(heading(page)).toHaveText(h1);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    });
  }

  test('any other path shows the not-found screen', async ({ page }) => {
    await page.goto('/no-such-page/anywhere');
    await expect(heading(page)).toHaveText('404 Page Not Found');
    await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
  });
});

test.describe('header and chrome', () => {
  test('header links navigate, and the logo goes home', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('banner').getByRole('navigation', { name: 'Main' });
    const links: Array<[label: string, path: string]> = [
      ['Cash Advance', '/cash-advance'],
      ['Repairs', '/repairs'],
      ['Marketplace', '/marketplace'],
      ['Dashboard', '/dashboard'],
    ];
    for (const [label, path] of links) {
      await nav.getByRole('link', { name: label, exact: true }).click();
      await expect(page).toHaveURL(path);
      await expect(nav.getByRole('link', { name: label, exact: true })).toHaveAttribute(
        'aria-current',
        'page',
      );
    }
    await page.getByRole('banner').getByRole('link', { name: 'Beeston Cash & Repairs' }).click();
    await expect(page).toHaveURL('/');
  });

  test('a signed-out visitor sees Sign In and no admin entries', async ({ page }) => {
    await page.goto('/');
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    await expect(banner.getByText('Admin Panel')).toHaveCount(0);
    await expect(banner.getByRole('button', { name: 'Sign Out' })).toHaveCount(0);
  });

  test('an admin is welcomed and gets the Admin Panel menu', async ({ page }) => {
    await stubCurrentUser(page, 'admin');
    await page.goto('/');
    const banner = page.getByRole('banner');
    await expect(banner.getByText('Welcome, admin')).toBeVisible();
    await banner.getByRole('button', { name: 'Admin Panel' }).click();
    const menu = page.getByRole('menu');
    for (const entry of [
      'Admin Dashboard',
      'Manage Products',
      'Cash Advance Requests',
      'Repair Bookings',
    ]) {
      await expect(menu.getByRole('menuitem', { name: entry })).toBeVisible();
    }
    await menu.getByRole('menuitem', { name: 'Manage Products' }).click();
    await expect(page).toHaveURL('/admin/products');
    await expect(heading(page)).toHaveText('Product Management');
  });

  test('a regular user does not get the Admin Panel', async ({ page }) => {
    await stubCurrentUser(page, 'user', 'demo');
    await page.goto('/');
    await expect(page.getByRole('banner').getByText('Welcome, demo')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Admin Panel' })).toHaveCount(0);
  });

  test('a failed sign-out says so and keeps the user signed in', async ({ page }) => {
    await stubCurrentUser(page, 'user', 'demo');
    await page.route('**/api/auth/logout', (route) =>
      route.fulfill({ status: 500, body: 'Internal Server Error' }),
    );
    await page.goto('/repairs');
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(
      page.getByText('Failed to sign out. Please try again.', { exact: true }),
    ).toBeVisible();
    await expect(page.getByRole('banner').getByText('Welcome, demo')).toBeVisible();
  });

  test('signing out goes home and shows Sign In', async ({ page }) => {
    let signedIn = true;
    await page.route('**/api/auth/user', (route) =>
      signedIn
        ? route.fulfill({ json: { id: 'u1', username: 'demo', role: 'user' } })
        : route.fulfill({ status: 401, json: { message: 'Not signed in' } }),
    );
    // The answer is held until the pending label has been seen: a fixed delay raced the check.
    let answer!: () => void;
    const held = new Promise<void>((resolve) => (answer = resolve));
    await page.route('**/api/auth/logout', async (route) => {
      await held;
      signedIn = false;
      await route.fulfill({ json: { message: 'Signed out' } });
    });
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page.getByRole('button', { name: 'Signing out...' })).toBeDisabled();
    answer();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
  });

  test('nine decorative pound signs sit behind every page', async ({ page }) => {
    await page.goto('/marketplace');
    const pounds = page.locator('[data-floating-pound]');
    await expect(pounds).toHaveCount(9);
    const layer = page.locator('[aria-hidden="true"]:has([data-floating-pound])');
    await expect(layer).toHaveCSS('position', 'fixed');
    await expect(layer).toHaveCSS('pointer-events', 'none');
  });

  test('the skip link moves focus to the main content', async ({ page }) => {
    await page.goto('/');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
  });
});

test.describe('on a phone (375 px)', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the side menu opens with the links, navigates and closes', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog');
    await expect(menu).toBeVisible();
    for (const label of ['Cash Advance', 'Repairs', 'Marketplace', 'Dashboard', 'Sign In']) {
      await expect(menu.getByRole('link', { name: label, exact: true })).toBeVisible();
    }
    await menu.getByRole('link', { name: 'Marketplace', exact: true }).click();
    await expect(page).toHaveURL('/marketplace');
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
  });

  test('an admin finds the admin entries in the side menu', async ({ page }) => {
    await stubCurrentUser(page, 'admin');
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog');
    await expect(menu.getByText('Welcome, admin')).toBeVisible();
    for (const entry of [
      'Admin Dashboard',
      'Manage Products',
      'Cash Advance Requests',
      'Repair Bookings',
    ]) {
      await expect(menu.getByRole('link', { name: entry })).toBeVisible();
    }
  });

  test('the bottom bar shows the first word of each label', async ({ page }) => {
    await page.goto('/');
    const bar = page.getByRole('navigation', { name: 'Quick links' });
    await expect(bar).toBeVisible();
    for (const [word, path] of [
      ['Cash', '/cash-advance'],
      ['Repairs', '/repairs'],
      ['Marketplace', '/marketplace'],
      ['Dashboard', '/dashboard'],
    ] as const) {
      await expect(bar.getByRole('link', { name: word, exact: true })).toHaveAttribute(
        'href',
        path,
      );
    }
    await bar.getByRole('link', { name: 'Cash', exact: true }).click();
    await expect(page).toHaveURL('/cash-advance');
  });

  test('nothing on the home page is wider than the screen', async ({ page }) => {
    await page.goto('/');
    await expect(heading(page)).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test.describe('home page', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/');
  });

  test('has its title and meta description', async ({ page }) => {
    await expect(page).toHaveTitle(/Beeston Cash & Repairs/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      /cash advances/i,
    );
  });

  test('hero shows the four rate cards, rates per 28 days and no rate called APR', async ({
    page,
  }) => {
    const hero = page.getByRole('region', { name: /Cash advances, repairs and great deals/ });
    for (const [value, label] of [
      ['15%', 'Gold Rate'],
      ['30%', 'General Rate'],
      ['Same Day', 'Delivery'],
      ['90-Day', 'Warranty'],
    ] as const) {
      await expect(hero.getByRole('definition').filter({ hasText: value })).toBeVisible();
      await expect(hero.getByRole('term').filter({ hasText: label })).toBeVisible();
    }
    await expect(hero.getByText('per 28 days, charged by the day').first()).toBeVisible();
    await expect(hero.getByText(/195\.5% a year fixed \(annual rate of interest\)/)).toBeVisible();
    await expect(hero.getByText(/15%\s*APR/)).toHaveCount(0);
    await expect(hero.getByText(/representative 518\.4% APR/)).toBeVisible();
  });

  test('four tiles lead to the services', async ({ page }) => {
    const tiles = page.getByRole('region', { name: 'How can we help today?' });
    for (const [name, path, text] of [
      ['Cash Advance', '/cash-advance', 'Cash the same day'],
      ['Repairs', '/repairs', 'From £69'],
      ['Marketplace', '/marketplace', 'Same-day delivery'],
      ['Dashboard', '/dashboard', 'Track loans, repairs and marketplace activity'],
    ] as const) {
      await expect(tiles.getByRole('link', { name, exact: true })).toHaveAttribute('href', path);
      await expect(tiles.getByText(text)).toBeVisible();
    }
  });

  test('lists the benefits of each service', async ({ page }) => {
    const benefits = page.getByRole('region', { name: 'Why customers choose us' });
    for (const claim of [
      'No credit check: we lend against your item, and you never owe more than it fetches',
      'Cash the same day',
      'Free valuation',
      'No account required',
      'Repaired in our Leeds shop',
      '90-day warranty',
      'Every item checked by our staff',
      'Same-day delivery in the Leeds area',
    ]) {
      await expect(benefits.getByText(claim, { exact: true })).toBeVisible();
    }
  });

  test('"Visit Our Store" gives the address, phone, directions and opening hours', async ({
    page,
  }) => {
    const store = page.getByRole('region', { name: 'Visit Our Store' });
    await expect(store.getByText('247 Beeston Road')).toBeVisible();
    await expect(store.getByText('Leeds LS11 7LR')).toBeVisible();
    await expect(store.locator('a[href^="tel:"]').first()).toBeVisible();
    await expect(store.getByText('0113 496 0123').first()).toBeVisible();

    const directions = store.getByRole('link', { name: /Get Directions/ });
    await expect(directions).toHaveAttribute('target', '_blank');
    await expect(directions).toHaveAttribute('rel', /noopener/);
    await expect(directions).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps/);

    const hours = store.getByRole('table', { name: 'Opening hours' });
    await expect(hours.getByRole('row', { name: /Monday to Thursday/ })).toContainText(
      '9:30 AM to 4:30 PM',
    );
    await expect(hours.getByRole('row', { name: /Friday/ })).toContainText('9:30 AM to 5:00 PM');
    await expect(hours.getByRole('row', { name: /Saturday/ })).toContainText('10:00 AM to 3:00 PM');
    await expect(hours.getByRole('row', { name: /Sunday/ })).toContainText('Closed');
  });

  test('the closing call to action links to the three services', async ({ page }) => {
    const cta = page.getByRole('region', { name: 'Ready when you are' });
    await expect(cta.getByRole('link', { name: 'Request a Cash Advance' })).toHaveAttribute(
      'href',
      '/cash-advance',
    );
    await expect(cta.getByRole('link', { name: 'Book a Repair' })).toHaveAttribute(
      'href',
      '/repairs',
    );
    await expect(cta.getByRole('link', { name: 'Browse the Marketplace' })).toHaveAttribute(
      'href',
      '/marketplace',
    );
  });
});
