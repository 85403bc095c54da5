import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { randomUUID } from 'node:crypto';
import {
  expect,
  request as apiRequest,
  test as base,
  type APIRequestContext,
  type Page,
} from '@playwright/test';
import type { TrialBalance } from '../src/shared/ledger/schemas';
import { addDays, nextBookableDate, todayInLondon } from '../src/shared/repairs/dates';
import { repairTimeSlots } from '../src/shared/repairs/values';
import { expectNoSeriousViolations } from './support/accessibility';
import { challengeThrough } from './support/challenge';
import { signIn } from './support/sign-in';

/**
 * The owner's books at the end of a day: a repair paid, an order refunded and a
 * loan part-paid (set up through the API), the day's cash-up closed at
 * /admin/cash-up, the day's trial balance at /admin/books, and the journal
 * downloaded for Xero. A day closes once and its money can only be today's, so
 * each run of this journey has a shop of its own, started as the shared one is
 * (scripts/e2e-server.mjs, the demo data, a port and data folder of its own):
 * the shared shop's today stays open for the other journeys.
 */

/** A local port nobody listens on right now. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  if (address === null || typeof address === 'string') throw new Error('no local port');
  return address.port;
}

const test = base.extend<{ ownShop: string }>({
  ownShop: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern.
    async ({}, use) => {
      const port = await freePort();
      const shop = spawn(process.execPath, ['scripts/e2e-server.mjs'], {
        // A float in the drawer, so that with £100.00 lent from it the cash expected is never
        // below nought, and the count can match it.
        env: { ...process.env, E2E_PORT: String(port), CASH_FLOAT: '2000' },
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      let said = '';
      shop.stderr.on('data', (chunk: Buffer) => (said += chunk.toString()));
      const url = `http://127.0.0.1:${port}`;
      await expect
        .poll(
          async () => {
            if (shop.exitCode !== null) throw new Error(`the shop stopped: ${said}`);
            return fetch(`${url}/api/ready`).then(
              (res) => res.status,
              () => 0,
            );
          },
          { timeout: 150_000, message: 'the shop of this journey answers' },
        )
        .toBe(200);
      await use(url);
      if (shop.exitCode === null) {
        shop.kill('SIGTERM');
        await once(shop, 'exit');
      }
      rmSync(`.tmp/e2e-data-${port}`, { recursive: true, force: true });
    },
    { timeout: 180_000 },
  ],
  baseURL: async ({ ownShop }, use) => use(ownShop),
});

type Made = { repair: string; order: string; loan: string; repairId: string };

async function ok<T>(answer: Promise<Awaited<ReturnType<APIRequestContext['get']>>>) {
  const res = await answer;
  expect(res.ok(), `${res.url()}: ${res.status()} ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}

/** The day's money, made through the API as the desks would: what the books must show. */
async function makeTheDay(owner: APIRequestContext, guest: APIRequestContext): Promise<Made> {
  const today = todayInLondon();
  const freshKey = () => ({ 'Idempotency-Key': randomUUID() });

  // A laptop screen fitted for £45.00, paid by card.
  const repair = await ok<{ id: string; trackingCode: string }>(
    guest.post('/api/repairs', {
      data: {
        deviceType: 'laptop',
        brandModel: 'E2E Books Laptop',
        problemDescription: 'Cracked screen',
        preferredDate: nextBookableDate(new Date(), 1, addDays(today, 1)),
        preferredTime: repairTimeSlots[0],
        customerName: 'Priya Shah',
        customerPhone: '07700 900321',
        customerEmail: 'priya.books@example.com',
        ...(await challengeThrough(guest)),
      },
    }),
  );
  const lines = [
    { kind: 'labour', description: 'Screen fitting', quantity: 1, unitPrice: '45.00' },
  ];
  await ok(owner.put(`/api/admin/repairs/${repair.id}/estimate`, { data: { lines } }));
  await ok(owner.post(`/api/admin/repairs/${repair.id}/estimate/send`));
  await ok(guest.post(`/api/track/${repair.trackingCode}/estimate/approve`));
  for (const status of ['in_progress', 'ready']) {
    await ok(owner.patch(`/api/admin/repairs/${repair.id}`, { data: { status } }));
  }
  await ok(
    owner.post(`/api/admin/repairs/${repair.id}/payments`, {
      headers: freshKey(),
      data: { amount: '45.00', method: 'card' },
    }),
  );

  // A lamp ordered for collection, paid £10.00 in cash, then cancelled with the cash given back.
  const product = await ok<{ id: string }>(
    owner.post('/api/admin/products', {
      data: { title: 'E2E Books Lamp', price: '10.00', category: 'Electronics' },
    }),
  );
  const order = await ok<{ id: string; reference: string }>(
    guest.post('/api/orders', {
      headers: freshKey(),
      data: {
        items: [{ productId: product.id }],
        fulfilment: 'collection',
        customerName: 'Gail Guest',
        customerPhone: '07700 900555',
        customerEmail: 'gail.books@example.com',
        ...(await challengeThrough(guest)),
      },
    }),
  );
  await ok(owner.patch(`/api/admin/orders/${order.id}`, { data: { status: 'confirmed' } }));
  await ok(
    owner.post(`/api/admin/orders/${order.id}/payments`, {
      headers: freshKey(),
      data: { method: 'cash', amount: '10.00' },
    }),
  );
  await ok(
    owner.patch(`/api/admin/orders/${order.id}`, {
      data: {
        status: 'cancelled',
        reason: 'Changed their mind',
        refund: { method: 'cash', amount: '10.00' },
      },
    }),
  );

  // £100.00 lent yesterday on a games console (entered today, so from the opening balances, not
  // the drawer); £40.00 paid back in cash today, the day's £1.07 of interest first.
  const loan = await ok<{ id: string; agreementNumber: string }>(
    guest.post('/api/cash-advances', {
      headers: freshKey(),
      data: {
        customerName: 'Sam Books',
        customerPhone: '07700 900654',
        itemDescription: 'Games console 1TB',
        itemCategory: 'electronics',
        collateralType: 'general',
        loanAmount: '100.00',
        ...(await challengeThrough(guest)),
      },
    }),
  );
  await ok(
    owner.post(`/api/admin/cash-advances/${loan.id}/activate`, {
      data: {
        loanAmount: '100.00',
        startDate: addDays(today, -1),
        idChecked: true,
        items: [{ description: 'Games console 1TB', category: 'electronics' }],
        dateOfBirth: '1990-06-15',
        address: '14 Cross Flatts Avenue, Leeds LS11 7BG',
      },
    }),
  );
  const paid = await ok<{ payment: { interestPart: string; principalPart: string } }>(
    owner.post(`/api/admin/cash-advances/${loan.id}/payments`, {
      headers: freshKey(),
      data: { kind: 'part', amount: '40.00', method: 'cash' },
    }),
  );
  expect(paid.payment).toMatchObject({ interestPart: '1.07', principalPart: '38.93' });

  return {
    repair: `R-${repair.id.slice(0, 8).toUpperCase()}`,
    repairId: repair.id,
    order: order.reference,
    loan: loan.agreementNumber,
  };
}

const pennies = (pounds: string) => Math.round(Number(pounds) * 100);
const gbp = (p: number) =>
  `${p < 0 ? '-' : ''}£${(Math.abs(p) / 100).toLocaleString('en-GB', { minimumFractionDigits: 2 })}`;

/** An account's row of the trial balance on the page: debit, credit, balance. */
const accountRow = (page: Page, code: string) =>
  page
    .getByRole('table', { name: /Trial balance/ })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: code, exact: true }) });

test('the owner closes a day and takes its books to Xero', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const today = todayInLondon();
  const owner = await apiRequest.newContext({ baseURL: baseURL! });
  const guest = await apiRequest.newContext({ baseURL: baseURL! });
  await ok(owner.post('/api/auth/login', { data: { username: 'admin', password: 'admin1234' } }));
  // The demo shop's own money of today, before the day's three events.
  const before = await ok<TrialBalance>(
    owner.get(`/api/admin/ledger/trial-balance?from=${today}&to=${today}`),
  );
  const made = await makeTheDay(owner, guest);

  // The cash-up: the drawer counted exactly as expected, so the close adds no entry of its own.
  await signIn(page, 'admin', 'admin1234');
  await page.goto('/admin/cash-up');
  const status = page.getByTestId('cash-up-status');
  await expect(status).toHaveAttribute('data-day', today);
  await expect(status).toHaveText('Open: not counted yet');
  const expected = (await page.getByTestId('expected-cash').textContent()) ?? '';
  const form = page.getByRole('form', { name: 'Count the drawer' });
  await form.getByLabel('Counted in the drawer').fill(expected.replace(/[£,]/g, ''));
  await expect(form.getByTestId('live-difference')).toHaveText('£0.00');
  await form.getByRole('button', { name: 'Close the day' }).click();
  await expect(status).toHaveText(/^Day closed .* by admin$/);

  // The books: this month by default, then the day alone.
  await page.goto('/admin/books');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Books');
  await expect(page.getByRole('table', { name: /Trial balance/ })).toBeVisible();
  const period = page.getByRole('form', { name: 'Period' });
  await period.getByLabel('From').fill(today);
  await period.getByLabel('To').fill(today);
  await period.getByRole('button', { name: 'Show' }).click();
  await expect(page).toHaveURL(`/admin/books?from=${today}&to=${today}`);

  const was = (code: string) => before.accounts.find((account) => account.code === code)!;
  const moved = [
    ['4100', 'Repair income', 0, 4_500],
    ['4900', 'Refunds given', 1_000, 0],
    ['4000', 'Interest income', 0, 107],
  ] as const;
  for (const [code, name, debit, credit] of moved) {
    const d = pennies(was(code).debit) + debit;
    const c = pennies(was(code).credit) + credit;
    await expect(accountRow(page, code).getByRole('cell')).toHaveText([
      name,
      gbp(d),
      gbp(c),
      gbp(d - c),
    ]);
  }
  // Took £40.00 in cash (the loan was lent before today); took £10.00 and gave it back.
  const drawer = was('1000');
  await expect(accountRow(page, '1000').getByRole('cell').nth(3)).toHaveText(
    gbp(pennies(drawer.balance) + 4_000),
  );
  const total = page
    .getByRole('table', { name: /Trial balance/ })
    .getByRole('row', { name: /^Total/ });
  // Debits of the day: the repair's £45.00, the order's £10.00 and its refund's, £100.00 lent, £40.00 paid.
  const totalDebit = gbp(pennies(before.totalDebit) + 4_500 + 1_000 + 1_000 + 10_000 + 4_000);
  await expect(total.getByRole('cell')).toHaveText([totalDebit, totalDebit, '£0.00']);
  await expectNoSeriousViolations(page, 'the books');

  // The repair's income account opens its entries, the repair's among them.
  await accountRow(page, '4100').getByRole('link', { name: 'Repair income' }).click();
  await expect(page.getByRole('heading', { name: 'Entries of 4100 Repair income' })).toBeFocused();
  await expect(
    page.getByRole('article', { name: new RegExp(` · Repair payment · ${made.repair}$`) }),
  ).toBeVisible();

  // The journal of the day, as Xero imports it.
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download journal (CSV)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`journal-${today}-to-${today}.csv`);
  const csv = readFileSync(await file.path(), 'utf8');
  const rows = csv.split('\r\n');
  expect(rows[0]).toBe('*Narration,*Date,Description,*AccountCode,*TaxRate,*Amount');
  const day = today.split('-').reverse().join('/');
  const linesOf = (what: string) =>
    rows.filter((row) => row.includes(`: ${what},`)).map((row) => row.split(',').slice(1));
  expect(linesOf(`Repair payment ${made.repair}`)).toEqual([
    [day, '1010 Card terminal clearing', '102', 'No VAT', '45.00'],
    [day, '4100 Repair income', '210', 'No VAT', '-45.00'],
  ]);
  expect(linesOf(`Order refund ${made.order}`)).toEqual([
    [day, '4900 Refunds given', '230', 'No VAT', '10.00'],
    [day, '1000 Cash drawer', '101', 'No VAT', '-10.00'],
  ]);
  expect(linesOf(`Loan payment ${made.loan}`)).toEqual([
    [day, '1000 Cash drawer', '101', 'No VAT', '40.00'],
    [day, '1100 Loans receivable', '104', 'No VAT', '-38.93'],
    [day, '4000 Interest income', '270', 'Exempt Income', '-1.07'],
  ]);
  await owner.dispose();
  await guest.dispose();
});
