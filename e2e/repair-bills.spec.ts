import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { formatDateUK } from '../src/shared/dates';
import type { OutboxPage } from '../src/shared/outbox/schemas';
import { addDays, nextBookableDate, todayInLondon } from '../src/shared/repairs/dates';
import { formatCalendarDate } from '../src/web/components/ui/date-picker-format';
import { expectNoSeriousViolations } from './support/accessibility';
import { answerQuestion } from './support/challenge';
import { signIn } from './support/sign-in';

/**
 * Repairs through to the bill (issue 30): a guest books on a phone; the desk
 * writes and sends the estimate; the guest approves it from the emailed link on
 * the phone; the desk finishes the work, takes the payment and hands the
 * device back; the guest's link then shows the invoice and the warranty date.
 * One journey per test: texts are unique to each run (and each repeat).
 */

const PHONE = { width: 390, height: 844 };
/** A Monday of its own for each repeat, so repeats never fill a slot's guest places. */
const mondayOf = (repeat: number) =>
  nextBookableDate(new Date(), 1, addDays(todayInLondon(), 1 + 7 * repeat));

async function pickDate(form: Locator, date: string) {
  const day = form.getByRole('button', { name: formatCalendarDate(date, 'long'), exact: true });
  for (let i = 0; i < 3 && !(await day.isVisible()); i += 1) {
    await form.getByRole('button', { name: 'Next month' }).click();
  }
  await day.click();
}

async function staffDesk(browser: Browser, monday: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  await signIn(page, 'admin', 'admin1234');
  await page.goto(`/admin/repairs?date=${monday}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Repair Bookings');
  return page;
}

async function moveTo(desk: Page, row: Locator, status: string) {
  await row.getByRole('button', { name: /^Update status/ }).click();
  await desk.getByRole('menu').getByRole('menuitem', { name: status }).click();
  await expect(desk.getByText(`Status set to ${status}.`, { exact: true }).last()).toBeVisible();
  await expect(row.getByText(status, { exact: true })).toBeVisible();
}

test('a guest approves the estimate from the emailed link on a phone; the desk takes it to the bill', async ({
  page,
  browser,
}) => {
  // Two people's screens through a whole repair: a long journey.
  test.slow();
  const monday = mondayOf(test.info().repeatEachIndex);
  expect(monday, 'a Monday inside the booking window').not.toBeNull();
  const run = `${Date.now().toString(36)}${test.info().repeatEachIndex}`;
  const model = `E2E Billed Laptop ${run}`;
  const email = `bill-${run}@example.com`;

  // The guest books, on a phone.
  await page.setViewportSize(PHONE);
  await page.goto('/repairs');
  const form = page.getByRole('form', { name: 'Book a Repair Service' });
  await form.getByLabel('Device type').selectOption({ label: 'Laptop' });
  await form.getByLabel('Brand and model').fill(model);
  await form.getByLabel('Problem description').fill('The screen is cracked.');
  await pickDate(form, monday!);
  await form
    .getByRole('radio', { name: /^Monday / })
    // The second window: the other journeys book guests into the first.
    .nth(1)
    .check();
  await form.getByLabel('Your name').fill(`E2E Payer ${run}`);
  await form.getByLabel('Phone number').fill(`07700 8${String(Date.now()).slice(-5)}`);
  await form.getByLabel('Email').fill(email);
  await answerQuestion(form);
  await form.getByRole('button', { name: 'Book Repair' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Booking received' })).toContainText(
    model,
  );

  // The desk writes the estimate and sends it.
  const desk = await staffDesk(browser, monday!);
  try {
    const row = desk.getByRole('row').filter({ hasText: model });
    await expect(row).toBeVisible();
    await moveTo(desk, row, 'In Progress');
    await row.getByRole('button', { name: /^Estimate and bill/ }).click();
    const dialog = desk.getByRole('dialog');
    await dialog.getByLabel('Line 1 description').fill('Replacement screen');
    await dialog.getByLabel('Line 1 unit price').fill('59.99');
    await dialog.getByRole('button', { name: 'Add line' }).click();
    await dialog.getByLabel('Line 2 kind').selectOption('labour');
    await dialog.getByLabel('Line 2 description').fill('Fitting (hour)');
    await dialog.getByLabel('Line 2 quantity').fill('2');
    await dialog.getByLabel('Line 2 unit price').fill('25.00');
    await dialog.getByRole('button', { name: 'Save lines' }).click();
    await expect(dialog.getByText('Estimate: Draft: not sent yet (£109.99)')).toBeVisible();
    await dialog.getByRole('button', { name: 'Send estimate' }).click();
    await expect(
      dialog.getByText('Estimate: Sent: waiting for the customer (£109.99)'),
    ).toBeVisible();
    await desk.keyboard.press('Escape');

    // The email the guest got (the demo keeps it in the outbox, its link shown to staff).
    const outbox = (await (
      await desk.request.get('/api/admin/outbox?pageSize=20')
    ).json()) as OutboxPage;
    const mail = outbox.items.find(
      (item) => item.recipient === email && item.kind === 'repair-estimate',
    );
    expect(mail, 'the estimate email').toBeDefined();
    expect(mail!.subject).toBe(`Your repair estimate: £109.99 for Laptop – ${model}`);
    const link = /https?:\/\/\S+\/track\/[A-Za-z0-9_-]{22}/.exec(mail!.text)?.[0];
    expect(link, 'the tracking link in the email').toBeDefined();

    // The guest opens the emailed link on the phone and approves.
    await page.goto(new URL(link!).pathname);
    const estimate = page.getByRole('region', { name: 'Your estimate' });
    await expect(estimate.getByRole('row')).toHaveText([
      'Replacement screen£59.99',
      'Fitting (hour) × 2£50.00',
      'Total£109.99',
    ]);
    await estimate.getByRole('button', { name: 'Approve' }).click();
    await expect(estimate.getByRole('status')).toHaveText(
      'Thank you: you approved the estimate. We will get to work.',
    );
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);

    // The desk finishes, takes the payment and hands the device back.
    await desk.reload();
    await moveTo(desk, row, 'Ready to Collect');
    await row.getByRole('button', { name: /^Estimate and bill/ }).click();
    await expect(dialog.getByText('Bill £109.99 · Paid £0.00 · To pay £109.99')).toBeVisible();
    await dialog.getByLabel('Method').selectOption('cash');
    await dialog.getByRole('button', { name: 'Take payment and hand over' }).click();
    const until = addDays(todayInLondon(), 90);
    await expect(dialog.getByRole('status')).toHaveText(`Collected. Warranty until ${until}.`);
    await expect(dialog.getByText('Bill £109.99 · Paid £109.99 · To pay £0.00')).toBeVisible();
  } finally {
    await desk.context().close();
  }

  // The guest's link shows the bill, its invoice and the warranty date.
  await page.reload();
  await expect(page.getByText('Collected. Thank you for choosing us.')).toBeVisible();
  const bill = page.getByRole('region', { name: 'Your bill' });
  await expect(bill).toContainText('Total £109.99 · Paid £109.99 · To pay £0.00');
  const invoice = bill.getByRole('link', { name: 'Download the invoice (PDF)' });
  const pdf = await page.request.get((await invoice.getAttribute('href'))!);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  await expect(
    page.getByText(`Warranty until ${formatDateUK(addDays(todayInLondon(), 90))}`),
  ).toBeVisible();
  await expectNoSeriousViolations(page, 'repair bill on the tracking page');
});

test('a guest pays the bill online from the link; the desk books a warranty claim and decides it, and sees when the notice may be given', async ({
  page,
  browser,
}) => {
  // Two people's screens through a whole repair: a long journey.
  test.slow();
  const monday = mondayOf(test.info().repeatEachIndex);
  expect(monday, 'a Monday inside the booking window').not.toBeNull();
  const run = `${Date.now().toString(36)}${test.info().repeatEachIndex}`;
  const model = `E2E Online Bill ${run}`;
  const email = `online-bill-${run}@example.com`;

  await page.setViewportSize(PHONE);
  await page.goto('/repairs');
  const form = page.getByRole('form', { name: 'Book a Repair Service' });
  await form.getByLabel('Device type').selectOption({ label: 'Laptop' });
  await form.getByLabel('Brand and model').fill(model);
  await form.getByLabel('Problem description').fill('The battery does not charge.');
  await pickDate(form, monday!);
  // The third window: the first journey books its guests into the second, other specs the first.
  await form
    .getByRole('radio', { name: /^Monday / })
    .nth(2)
    .check();
  await form.getByLabel('Your name').fill(`E2E Online Payer ${run}`);
  await form.getByLabel('Phone number').fill(`07700 8${String(Date.now()).slice(-5)}`);
  await form.getByLabel('Email').fill(email);
  await answerQuestion(form);
  await form.getByRole('button', { name: 'Book Repair' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Booking received' })).toContainText(
    model,
  );

  const desk = await staffDesk(browser, monday!);
  try {
    const row = desk.getByRole('row').filter({ hasText: model });
    await moveTo(desk, row, 'In Progress');
    await row.getByRole('button', { name: /^Estimate and bill/ }).click();
    const dialog = desk.getByRole('dialog');
    await dialog.getByLabel('Line 1 description').fill('New battery');
    await dialog.getByLabel('Line 1 unit price').fill('45.50');
    await dialog.getByRole('button', { name: 'Save lines' }).click();
    await expect(dialog.getByText('Estimate: Draft: not sent yet (£45.50)')).toBeVisible();
    await dialog.getByRole('button', { name: 'Send estimate' }).click();
    await expect(
      dialog.getByText('Estimate: Sent: waiting for the customer (£45.50)'),
    ).toBeVisible();
    await desk.keyboard.press('Escape');
    const outbox = (await (
      await desk.request.get('/api/admin/outbox?pageSize=20')
    ).json()) as OutboxPage;
    const mail = outbox.items.find(
      (item) => item.recipient === email && item.kind === 'repair-estimate',
    );
    const link = /https?:\/\/\S+\/track\/[A-Za-z0-9_-]{22}/.exec(mail!.text)?.[0];
    expect(link, 'the tracking link in the email').toBeDefined();
    const trackPath = new URL(link!).pathname;

    // The guest approves on the phone; the desk finishes the work.
    await page.goto(trackPath);
    const estimate = page.getByRole('region', { name: 'Your estimate' });
    await estimate.getByRole('button', { name: 'Approve' }).click();
    await expect(estimate.getByRole('status')).toHaveText(
      'Thank you: you approved the estimate. We will get to work.',
    );
    await desk.reload();
    await moveTo(desk, row, 'Ready to Collect');

    // Ready: the notice button is there for the owner, but only from 90 days after ready.
    await row.getByRole('button', { name: /^Estimate and bill/ }).click();
    const uncollected = dialog.getByRole('region', { name: 'Uncollected device' });
    await expect(
      uncollected.getByRole('button', { name: 'Send the uncollected goods notice' }),
    ).toBeDisabled();
    await expect(uncollected).toContainText(
      `Can be given from ${formatDateUK(addDays(todayInLondon(), 90))}, 90 days after the device was ready.`,
    );
    await desk.keyboard.press('Escape');

    // The guest pays the bill online on the phone, on the provider's page, and comes back.
    await page.reload();
    const bill = page.getByRole('region', { name: 'Your bill' });
    await expect(bill).toContainText('Total £45.50 · Paid £0.00 · To pay £45.50');
    await expect(bill.getByTestId('online-charge')).toHaveText(
      'You will be charged £45.50 by card on Stripe’s secure page.',
    );
    await bill.getByRole('button', { name: 'Pay online' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pay £45.50');
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await expect(page.getByText('Payment received', { exact: true })).toBeVisible();
    await expect(bill).toContainText('Total £45.50 · Paid £45.50 · To pay £0.00');
    await expect(bill.getByRole('button', { name: 'Pay online' })).toHaveCount(0);

    // Paid online: the desk hands the device back, then books a claim on it and decides it.
    await desk.reload();
    await moveTo(desk, row, 'Collected');
    await row.getByRole('button', { name: /^Estimate and bill/ }).click();
    await expect(dialog.getByText('Bill £45.50 · Paid £45.50 · To pay £0.00')).toBeVisible();
    await dialog.getByLabel('Warranty claim: what is wrong now?').fill('It stops charging again.');
    await dialog.getByRole('button', { name: 'Book a warranty claim' }).click();
    await expect(
      dialog.getByText('Warranty claim booked for today: find it in today’s bookings.'),
    ).toBeVisible();
    await desk.keyboard.press('Escape');

    await desk.goto(`/admin/repairs?date=${todayInLondon()}`);
    const claimRow = desk.getByRole('row').filter({ hasText: model });
    await claimRow.getByRole('button', { name: /^Estimate and bill/ }).click();
    const decision = dialog.getByRole('region', { name: 'Warranty decision' });
    await decision.getByRole('button', { name: 'Refuse claim' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('A refusal needs a reason');
    await decision.getByRole('button', { name: 'Accept claim' }).click();
    await expect(decision.getByRole('status')).toHaveText(
      'Warranty claim accepted: repaired free of charge.',
    );
  } finally {
    await desk.context().close();
  }

  await page.reload();
  await expect(
    page.getByText(`Warranty until ${formatDateUK(addDays(todayInLondon(), 90))}`),
  ).toBeVisible();
});
