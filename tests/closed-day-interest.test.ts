/**
 * A closure on a loan's due date (decision 036): the due date stays as agreed,
 * and the days the shop is shut from it up to the next opening day cost no
 * interest, whatever day the test runs. The loan falls due on the last opening
 * day before today and staff close the shop that day, so today is the next
 * opening day or one of the shut days before it (a Sunday, a bank holiday).
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { isOpeningDay } from '@shared/calendar/opening-days';
import { closuresOfDays, interestFreeThrough } from '@shared/cash-advances/closed-day-grace';
import { endOfLondonDay, termEndFrom } from '@shared/cash-advances/ledger';
import { addDays, daysBetween, todayInLondon } from '@shared/repairs/dates';
import { cashAdvances, outboxMessages, shopClosures } from '../src/server/db/schema';
import { emailConfig, startMailbox, type Mailbox } from './helpers/mailbox';
import { pawnBook, type LoanAnswer } from './helpers/pawn-book';
import { createTestApp, type TestApp } from './helpers/test-app';
import { signedInUser, type TestUser } from './helpers/users';

let t: TestApp;
let mailbox: Mailbox;
let customer: TestUser;
let admin: TestUser;
let book: ReturnType<typeof pawnBook>;

beforeAll(async () => {
  mailbox = await startMailbox();
  t = await createTestApp({ config: { formRateLimit: 10_000, ...emailConfig(mailbox) } });
  customer = await signedInUser(t.app);
  admin = await signedInUser(t.app, 'admin');
  book = pawnBook(t.app, admin.cookie);
});
afterAll(async () => {
  await t.close();
  await mailbox.close();
});
beforeEach(async () => {
  await t.database.db.delete(cashAdvances).where(sql`true`);
  await t.database.db.delete(shopClosures).where(sql`true`);
  await t.database.db.delete(outboxMessages).where(sql`true`);
});

const HOUR = 3_600_000;
/** Midday in London on a calendar day: the scheduler's "now". */
const noonInLondon = (ymd: string) => new Date(endOfLondonDay(ymd).getTime() + 1 - 12 * HOUR);

/** The last opening day before today (by the weekly hours and bank holidays). */
function lastOpeningDayBefore(today: string): string {
  let day = addDays(today, -1);
  while (!isOpeningDay(day)) day = addDays(day, -1);
  return day;
}

const today = todayInLondon();
const due = lastOpeningDayBefore(today);
const start = addDays(due, -28);
const interestFreeUntil = interestFreeThrough(due, closuresOfDays([due]));

const get = async (url: string, cookie: string) =>
  (await t.app.inject({ method: 'GET', url, headers: { cookie } })).json<
    LoanAnswer & { closedDays?: string[] }
  >();
const staffView = (id: string) => get(`/api/admin/cash-advances/${id}`, admin.cookie);

/** A £100 loan due on `due`: the customer's, or a guest's (whose address gets the notices). */
async function loanDueOnTheClosedDay(cookie?: string): Promise<LoanAnswer> {
  const request = await book.request(cookie);
  const loan = await book.activate(request.id, '100.00', start);
  expect(termEndFrom(start)).toBe(due);
  expect(todayInLondon(new Date(loan.dueDate))).toBe(due);
  return loan;
}

/** Staff close the shop on the due date after it (the closure was not planned). */
async function closeTheShopOnTheDueDate(): Promise<void> {
  await t.database.db
    .insert(shopClosures)
    .values({ date: due, reason: 'Burst pipe', createdBy: admin.id });
}

describe('a loan due on a day the shop was closed', () => {
  it('is redeemed on the next opening day for what it owed on its due date', async () => {
    expect(daysBetween(today, interestFreeUntil)).toBeGreaterThanOrEqual(0);
    const loan = await loanDueOnTheClosedDay(customer.cookie);
    const owedOnDueDate = loan.totalRepayment;
    // Before the closure is recorded, each day since the due date costs interest.
    const late = await staffView(loan.id);
    expect(late.daysLate).toBe(daysBetween(due, today));
    expect(Number(late.balance)).toBeGreaterThan(Number(owedOnDueDate));

    await closeTheShopOnTheDueDate();
    const staff = await staffView(loan.id);
    expect(staff).toMatchObject({
      balance: owedOnDueDate,
      redeemAmount: owedOnDueDate,
      // Still the days since the due date, but none of them charged: the 28 days alone.
      daysLate: daysBetween(due, today),
      daysCharged: 28,
      overdue: true,
      closedDays: [due],
    });
    // The due date stays as agreed; an extension pays the 28 days' interest alone, and is
    // due 28 days after the day it is paid, the later of the two (decision 039).
    expect(todayInLondon(new Date(staff.dueDate))).toBe(due);
    expect(staff.extendAmount).toBe('30.00');
    expect(staff.extendAmount).toBe(staff.interestOwed);
    expect(staff.extendedDueDate).toBe(termEndFrom(today));
    const own = await get(`/api/cash-advances/${loan.id}`, customer.cookie);
    expect(own).toMatchObject({ balance: owedOnDueDate, redeemAmount: owedOnDueDate });

    const redeemed = await book.pay(loan.id, {
      kind: 'redemption',
      amount: owedOnDueDate,
      method: 'cash',
    });
    expect(redeemed.statusCode, redeemed.body).toBe(201);
    expect(redeemed.json<LoanAnswer>()).toMatchObject({
      status: 'paid',
      payment: { kind: 'redemption', amount: owedOnDueDate },
    });
    // Read again, the ledger replays to the same figures.
    expect(await staffView(loan.id)).toMatchObject({ status: 'paid', balance: '0.00' });
  });

  it('refuses a redemption that would charge a shut day', async () => {
    const loan = await loanDueOnTheClosedDay();
    await closeTheShopOnTheDueDate();
    const withADay = await book.pay(loan.id, {
      kind: 'redemption',
      amount: (Number(loan.totalRepayment) + Number(loan.dailyInterest)).toFixed(2),
      method: 'cash',
    });
    expect(withADay.statusCode).toBe(409);
    expect(withADay.json<{ message: string }>().message).toContain(loan.totalRepayment);
  });

  it('sends the overdue notice only after the next opening day, saying what the closure spared', async () => {
    const loan = await loanDueOnTheClosedDay();
    await closeTheShopOnTheDueDate();
    const overdueNotice = () =>
      t.database.db
        .select({ text: outboxMessages.text })
        .from(outboxMessages)
        .where(eq(outboxMessages.dedupeKey, `overdue:${loan.id}:${due}`));

    await t.app.outbox.runReminders(noonInLondon(interestFreeUntil));
    expect(await overdueNotice()).toEqual([]);

    await t.app.outbox.runReminders(noonInLondon(addDays(interestFreeUntil, 1)));
    const [notice] = await overdueNotice();
    expect(notice?.text).toContain('the day your loan was due, so no interest was added');
  });
});
