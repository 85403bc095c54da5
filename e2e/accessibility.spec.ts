import { expect, test, type Locator, type Page } from '@playwright/test';
import { demoAdmin, demoCustomer } from '../src/shared/demo-accounts';
import {
  containsFocus,
  expectNoSeriousViolations,
  expectVisibleFocusWhileTabbing,
  focusIndicator,
  waitForSettled,
} from './support/accessibility';

/**
 * Accessibility budget (issue "Speed and accessibility budgets"): axe finds no
 * serious or critical violation on the public screens, signed out and signed in,
 * on a desktop and a phone, in the states that matter; every form control has a
 * name; keyboard focus is always visible; the side menu and the dialogs keep focus
 * inside while open, close on Escape and hand focus back to what opened them.
 * Runs against the built app on a fresh demo database.
 */

const phone = { width: 375, height: 740 };
const viewports = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: phone },
] as const;

// Axe reads colours mid-animation otherwise; the app honours reduced motion everywhere.
test.use({ reducedMotion: 'reduce' });

async function signIn(page: Page, account: { username: string; password: string }) {
  // page.request shares the page's cookies, so the session applies to the page too.
  const response = await page.request.post('/api/auth/login', {
    data: { username: account.username, password: account.password },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

let productPath = '';
test.beforeAll(async ({ request }) => {
  const response = await request.get('/api/products');
  expect(response.ok()).toBe(true);
  const [first] = (await response.json()) as Array<{ id: string }>;
  expect(first, 'the demo data has an active product').toBeDefined();
  productPath = `/product/${first!.id}`;
});

async function visit(page: Page, path: string) {
  await page.goto(path);
  await waitForSettled(page);
}

const publicScreens: Array<[name: string, path: () => string]> = [
  ['home', () => '/'],
  ['cash advance', () => '/cash-advance'],
  ['repairs', () => '/repairs'],
  ['marketplace', () => '/marketplace'],
  ['product detail', () => productPath],
  ['missing product', () => '/product/00000000-0000-4000-8000-000000000000'],
  ['dashboard', () => '/dashboard'],
  ['sign in', () => '/login'],
  ['register', () => '/login?mode=register'],
  ['admin signup', () => '/admin-signup'],
  ['terms', () => '/terms'],
  ['privacy', () => '/privacy'],
  ['complaints', () => '/complaints'],
  ['not found', () => '/no-such-page'],
];

// The screens that change for a signed-in customer: their figures and lists, the
// booking form without contact fields, and the "already signed in" notice.
const customerScreens: Array<[name: string, path: string]> = [
  ['dashboard', '/dashboard'],
  ['repairs', '/repairs'],
  ['sign in, already signed in', '/login'],
];

for (const { name, viewport } of viewports) {
  test.describe(`axe on the ${name} (${viewport.width} px)`, () => {
    test.use({ viewport });

    for (const [screen, path] of publicScreens) {
      test(`${screen}, signed out`, async ({ page }) => {
        await visit(page, path());
        await expectNoSeriousViolations(page, `${screen} (${path()})`);
      });
    }

    test('screens signed in as the demo customer', async ({ page }) => {
      await signIn(page, demoCustomer);
      for (const [screen, path] of customerScreens) {
        await test.step(screen, async () => {
          await visit(page, path);
          await expectNoSeriousViolations(page, `${screen} (${path}), signed in`);
        });
      }
    });

    test('the loan calculator with figures and the request form with its warning', async ({
      page,
    }) => {
      await visit(page, '/cash-advance');
      const calculator = page.getByRole('region', { name: 'Loan Calculator' });
      await calculator.getByLabel('Estimated Item Value (£)').fill('1000');
      await calculator.getByLabel('Collateral Type').selectOption('gold');
      await expect(calculator.getByText('Maximum Loan Amount')).toBeVisible();
      await expectNoSeriousViolations(page, 'the loan calculator with figures');

      const form = page.getByRole('form', { name: 'Request Cash Advance' });
      await form.getByRole('button', { name: 'Submit Cash Advance Request' }).click();
      await expect(page.getByText('Missing Information', { exact: true })).toBeVisible();
      await expectNoSeriousViolations(page, 'the cash advance form with its toast');
    });

    test('the repair form with a date picked and its validation messages', async ({ page }) => {
      await visit(page, '/repairs');
      const form = page.getByRole('form', { name: 'Book a Repair Service' });
      const calendar = form.getByRole('grid');
      // The first day that can be chosen is the calendar's tab stop.
      await calendar.locator('button[tabindex="0"]').click();
      await expect(calendar.locator('[aria-selected="true"]')).toHaveCount(1);
      await form.getByRole('button', { name: 'Book Repair' }).click();
      await expect(form.getByText('Device type is required', { exact: true })).toBeVisible();
      await expect(form.getByText('Preferred time is required', { exact: true })).toBeVisible();
      await waitForSettled(page);
      await expectNoSeriousViolations(page, 'the repair form with errors and a date');
    });

    test('the marketplace with a search, with nothing found and after Add to Cart', async ({
      page,
    }) => {
      await visit(page, '/marketplace?q=laptop');
      await expect(page.getByRole('list', { name: 'Products' }).getByRole('article')).toHaveCount(
        1,
      );
      await expectNoSeriousViolations(page, 'the marketplace with a search');

      await page.getByRole('button', { name: /^Add to Cart/ }).click();
      await expect(page.getByText('Added to Cart', { exact: true })).toBeVisible();
      await expectNoSeriousViolations(page, 'the marketplace with its toast');

      await visit(page, '/marketplace?q=no-such-thing-anywhere');
      await expect(page.getByText('No products found matching your criteria.')).toBeVisible();
      await expectNoSeriousViolations(page, 'the marketplace with nothing found');
    });

    test('sign-in, registration and admin signup with their messages', async ({ page }) => {
      await visit(page, '/login');
      const signInForm = page.getByRole('form', { name: 'Sign in' });
      await signInForm.getByRole('button', { name: 'Sign In', exact: true }).click();
      await expect(signInForm.getByText('Username is required')).toBeVisible();
      await expectNoSeriousViolations(page, 'sign-in with its messages');

      await visit(page, '/login?mode=register');
      const registerForm = page.getByRole('form', { name: 'Create an account' });
      await registerForm.getByRole('button', { name: 'Create Account', exact: true }).click();
      await expect(registerForm.getByText('Valid email is required')).toBeVisible();
      await expectNoSeriousViolations(page, 'registration with its messages');

      await visit(page, '/admin-signup');
      const adminForm = page.getByRole('form', { name: 'Create admin account' });
      await adminForm.getByRole('button', { name: 'Create Admin Account', exact: true }).click();
      await expect(adminForm.getByRole('alert')).toBeVisible();
      await expectNoSeriousViolations(page, 'admin signup with its banner');
    });
  });
}

test.describe('axe on the open dialogs', () => {
  test('the side menu on a phone', async ({ page }) => {
    await page.setViewportSize(phone);
    await visit(page, '/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoSeriousViolations(page, 'the side menu');
  });

  test('the admin product screen and its add and edit dialogs', async ({ page }) => {
    await signIn(page, demoAdmin);
    await page.goto('/admin/products');
    await expect(page.getByRole('tabpanel').getByRole('article').first()).toBeVisible();
    await waitForSettled(page);
    await expectNoSeriousViolations(page, 'product management');

    await page.getByRole('button', { name: 'Add Product' }).click();
    await expect(page.getByRole('dialog', { name: 'Add New Product' })).toBeVisible();
    await expectNoSeriousViolations(page, 'the Add New Product dialog');
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Edit', exact: true }).first().click();
    await expect(page.getByRole('dialog', { name: 'Edit Product' })).toBeVisible();
    await expectNoSeriousViolations(page, 'the Edit Product dialog');
  });

  test('the marketplace with the admin add panel open', async ({ page }) => {
    await signIn(page, demoAdmin);
    await visit(page, '/marketplace');
    await page.getByRole('button', { name: 'List an Item' }).click();
    await expect(page.getByRole('button', { name: 'Hide Form' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expectNoSeriousViolations(page, 'the marketplace with the add panel open');
  });
});

/** Every input, select, textarea, combobox, radio and checkbox in the scope has an accessible name. */
async function expectNamedControls(scope: Locator, where: string) {
  const controls = scope.locator(
    'input:not([type="hidden"]), select, textarea, [role="combobox"], [role="radio"], [role="checkbox"]',
  );
  const count = await controls.count();
  expect(count, `form controls on ${where}`).toBeGreaterThan(0);
  for (let index = 0; index < count; index += 1) {
    const control = controls.nth(index);
    // A hidden control is out of the accessibility tree, so needs no name
    // (a visually hidden one, like a styled file input, is still checked).
    if (!(await control.isVisible())) continue;
    const html = await control.evaluate((element) => element.outerHTML.slice(0, 160));
    await expect(control, `${where}: ${html}`).toHaveAccessibleName(/\S/);
  }
}

test.describe('every form control has a name', () => {
  const formPages: Array<[name: string, path: string]> = [
    ['cash advance', '/cash-advance'],
    ['repairs', '/repairs'],
    ['marketplace', '/marketplace'],
    ['sign in', '/login'],
    ['register', '/login?mode=register'],
    ['admin signup', '/admin-signup'],
  ];

  test('on the public form pages', async ({ page }) => {
    for (const [name, path] of formPages) {
      await test.step(name, async () => {
        await visit(page, path);
        await expectNamedControls(page.getByRole('main'), `${name} (${path})`);
      });
    }
  });

  test('in the admin product dialogs and on the admin marketplace panel', async ({ page }) => {
    await signIn(page, demoAdmin);
    await page.goto('/admin/products');
    await page.getByRole('button', { name: 'Add Product' }).click();
    await expectNamedControls(page.getByRole('dialog', { name: 'Add New Product' }), 'Add Product');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Edit', exact: true }).first().click();
    await expectNamedControls(page.getByRole('dialog', { name: 'Edit Product' }), 'Edit Product');
    await page.keyboard.press('Escape');

    await visit(page, '/marketplace');
    await page.getByRole('button', { name: 'List an Item' }).click();
    await expectNamedControls(
      page.getByRole('region', { name: 'Sell an item' }),
      'the marketplace add panel',
    );
  });
});

test.describe('keyboard focus is visible', () => {
  const pages: Array<[name: string, path: () => string, tabs: number]> = [
    ['home', () => '/', 25],
    ['cash advance', () => '/cash-advance', 25],
    ['repairs', () => '/repairs', 25],
    ['marketplace', () => '/marketplace', 25],
    ['product detail', () => productPath, 20],
    ['sign in', () => '/login', 20],
    ['admin signup', () => '/admin-signup', 20],
    ['not found', () => '/no-such-page', 12],
  ];

  for (const [name, path, tabs] of pages) {
    test(`on every link, button and field reached with Tab: ${name}`, async ({ page }) => {
      await visit(page, path());
      await expectVisibleFocusWhileTabbing(page, tabs);
    });
  }

  test('through the form fields of the cash advance and repair forms', async ({ page }) => {
    await visit(page, '/cash-advance');
    await page.getByRole('form', { name: 'Request Cash Advance' }).getByLabel('Full Name').focus();
    await expectVisibleFocusWhileTabbing(page, 14);

    await visit(page, '/repairs');
    await page
      .getByRole('form', { name: 'Book a Repair Service' })
      .getByLabel('Device type')
      .focus();
    await expectVisibleFocusWhileTabbing(page, 10);
  });

  test('on the header, bottom bar and side menu of a phone', async ({ page }) => {
    await page.setViewportSize(phone);
    await visit(page, '/marketplace');
    await expectVisibleFocusWhileTabbing(page, 12);
    await page.getByRole('button', { name: 'Open menu' }).focus();
    await page.keyboard.press('Enter');
    await expectVisibleFocusWhileTabbing(page, 8, page.getByRole('dialog'));
  });
});

/**
 * Opens a dialog from its trigger with the keyboard, checks that Tab and Shift+Tab
 * cycle inside it with a visible focus, that Escape closes it and that focus is back
 * on the trigger.
 */
async function expectFocusTrap(page: Page, trigger: Locator, dialog: Locator) {
  await trigger.focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await expect.poll(() => containsFocus(dialog)).toBe(true);

  const focusable = await dialog
    .locator(
      'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex="0"]',
    )
    .count();
  // Go round more than once each way: focus never leaves the dialog.
  for (const key of ['Tab', 'Shift+Tab']) {
    const seen = new Set<number>();
    for (let press = 0; press < focusable + 3; press += 1) {
      await page.keyboard.press(key);
      const { visible, element } = await focusIndicator(page);
      expect.soft(visible, `visible focus on ${element}`).toBe(true);
      expect(
        await containsFocus(dialog),
        `focus stays in the dialog after ${key} ×${press + 1}`,
      ).toBe(true);
      seen.add(
        await dialog.evaluate((root) =>
          [...root.querySelectorAll('*')].indexOf(document.activeElement!),
        ),
      );
    }
    // A dialog with one control (Product Details has only its close button) keeps focus on it.
    expect(seen.size, `${key} moves between the controls`).toBeGreaterThanOrEqual(
      Math.min(2, focusable),
    );
  }

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();
}

test.describe('menus and dialogs keep and return focus', () => {
  test('the side menu on a phone', async ({ page }) => {
    await page.setViewportSize(phone);
    await visit(page, '/');
    await expectFocusTrap(
      page,
      page.getByRole('button', { name: 'Open menu' }),
      page.getByRole('dialog'),
    );
  });

  test('the side menu of a signed-in admin on a phone', async ({ page }) => {
    await page.setViewportSize(phone);
    await signIn(page, demoAdmin);
    await visit(page, '/dashboard');
    await expectFocusTrap(
      page,
      page.getByRole('button', { name: 'Open menu' }),
      page.getByRole('dialog'),
    );
  });

  test('the admin product dialogs: add, view, edit and delete', async ({ page }) => {
    await signIn(page, demoAdmin);
    await page.goto('/admin/products');
    const card = page.getByRole('tabpanel').getByRole('article').first();
    await expect(card).toBeVisible();

    await expectFocusTrap(
      page,
      page.getByRole('button', { name: 'Add Product' }),
      page.getByRole('dialog', { name: 'Add New Product' }),
    );
    await expectFocusTrap(
      page,
      card.getByRole('button', { name: 'View', exact: true }),
      page.getByRole('dialog', { name: 'Product Details' }),
    );
    await expectFocusTrap(
      page,
      card.getByRole('button', { name: 'Edit', exact: true }),
      page.getByRole('dialog', { name: 'Edit Product' }),
    );
    await expectFocusTrap(
      page,
      card.getByRole('button', { name: 'Delete', exact: true }),
      page.getByRole('dialog'),
    );
  });

  test('the repairs desk: the estimate dialog and the cancel confirmation from the status menu', async ({
    page,
  }) => {
    await signIn(page, demoAdmin);
    await visit(page, '/admin/repairs');
    await expectFocusTrap(
      page,
      page.getByRole('button', { name: /^(Set|Edit) estimate/ }).first(),
      page.getByRole('dialog'),
    );

    // The confirmation opens from a menu item; closing it goes back to the menu's button.
    const statusButton = page.getByRole('button', { name: /^Update status/ }).first();
    await statusButton.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menuitem', { name: 'Cancelled' }).focus();
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('dialog', { name: 'Cancel this booking?' });
    await expect(confirm).toBeVisible();
    await expect.poll(() => containsFocus(confirm)).toBe(true);
    await page.keyboard.press('Escape');
    await expect(confirm).toBeHidden();
    await expect(statusButton).toBeFocused();
  });
});
