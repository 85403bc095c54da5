/**
 * The due-date scheduler: reminders 5, 3 and 1 days before and on the due
 * date, then the overdue notice; each written and delivered once however often
 * the scheduler runs, and with two app instances over one PostgreSQL database.
 * The scheduler is given the time (noon in London on a chosen day): nothing waits.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  addMonths,
  endOfLondonDay,
  interestForDays,
  redemptionPeriodEnd,
  termEndFrom,
} from '@shared/cash-advances/ledger';
import { DEBT_ADVICE } from '@shared/cash-advances/pawn-book-values';
import { noRecourseStatement, smallPawnStatement } from '@shared/cash-advances/pawn-terms-text';
import { addDays, daysBetween } from '@shared/repairs/dates';
import { buildApp } from '../src/server/app';
import { testConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { outboxMessages } from '../src/server/db/schema';
import {
  redemptionReminderDue,
  redemptionStartRange,
  reminderStage,
} from '../src/server/modules/email/reminders';
import { confirmedCustomer, emailConfig, startMailbox, type Mailbox } from './helpers/mailbox';
import { daysAgo, pawnBook } from './helpers/pawn-book';
import { createTestApp, type TestApp } from './helpers/test-app';
import { signedInUser, type TestUser } from './helpers/users';
import { withChallenge } from './helpers/challenge';

const GUEST = 'priya@example.com';
const HOUR = 3_600_000;

/** Midday in London on a calendar day: the scheduler's "now". */
const noonInLondon = (ymd: string) => new Date(endOfLondonDay(ymd).getTime() + 1 - 12 * HOUR);

/** "8 January 2027": how the messages write a day. */
const longDate = (ymd: string) =>
  new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/London',
  }).format(new Date(`${ymd}T12:00:00Z`));

/** "£131.07" from pennies. */
const pounds = (pennies: number) => `£${(pennies / 100).toFixed(2)}`;

describe('which reminder is due', () => {
  it.each([
    [6, null],
    [5, 5],
    [4, 5],
    [3, 3],
    [2, 3],
    [1, 1],
    [0, 0],
    [-1, null],
  ])('%i days before the due date: %s', (daysLeft, stage) => {
    expect(reminderStage(daysLeft)).toBe(stage);
  });
});

describe('the redemption period reminder', () => {
  it.each([
    [15, false],
    [14, true],
    [1, true],
    [0, true],
    [-1, false],
  ])('%i days before the end of the period: %s', (daysLeft, due) => {
    expect(redemptionReminderDue(daysLeft)).toBe(due);
  });

  it('reads a start-date range that holds every loan whose period ends in 0 to 14 days', () => {
    for (const months of [6, 7, 12]) {
      // A leap year and the ends of months, where adding months clamps the day.
      for (let day = 0; day < 366; day += 1) {
        const today = addDays('2028-01-01', day);
        const { from, to } = redemptionStartRange(today, months);
        expect(daysBetween(from, to)).toBeLessThan(30);
        for (let offset = -10; offset <= daysBetween(from, to) + 10; offset += 1) {
          const start = addDays(from, offset);
          const daysLeft = daysBetween(today, redemptionPeriodEnd(start, months));
          if (redemptionReminderDue(daysLeft)) {
            expect(offset >= 0 && daysBetween(start, to) >= 0, `${months} ${today} ${start}`).toBe(
              true,
            );
          }
        }
      }
    }
  });
});

describe('the scheduler', () => {
  let t: TestApp;
  let mailbox: Mailbox;
  let admin: TestUser;
  let book: ReturnType<typeof pawnBook>;

  beforeAll(async () => {
    mailbox = await startMailbox();
    t = await createTestApp({ config: { formRateLimit: 10_000, ...emailConfig(mailbox) } });
    admin = await signedInUser(t.app, 'admin');
    book = pawnBook(t.app, admin.cookie);
  });
  afterAll(async () => {
    await t.close();
    await mailbox.close();
  });
  beforeEach(async () => {
    // Loans of earlier tests are closed (redeemed) so they send nothing more.
    await t.database.db.execute(sql`update cash_advances set status = 'paid' where true`);
    await t.database.db.delete(outboxMessages).where(sql`true`);
    mailbox.clear();
  });

  /**
   * An active loan started today, or on `start` (due 28 days on), for the guest, or for
   * `cookie`'s account.
   */
  async function activeLoan(cookie?: string, amount = '100.00', start = daysAgo(0)) {
    const loan = await book.request(cookie);
    const active = await book.activate(loan.id, amount, start);
    await t.database.db.delete(outboxMessages).where(sql`true`);
    mailbox.clear();
    return {
      ...active,
      start,
      due: termEndFrom(start),
      redemptionEnds: addMonths(start, 6),
    };
  }

  /** The interest of a £100 loan at 30% from its start to `day`, by the day (decision 039). */
  const interestTo = (loan: { start: string }, day: string) =>
    interestForDays(10_000, 30, daysBetween(loan.start, day));

  /** Runs the scheduler twice at `now`, then delivers; answers the subjects that arrived. */
  async function runAt(now: Date, to = GUEST): Promise<string[]> {
    const first = await t.app.outbox.runReminders(now);
    expect(await t.app.outbox.runReminders(now)).toBe(0);
    expect(first).toBeLessThanOrEqual(1);
    await t.app.outbox.deliverDue(now);
    await t.app.outbox.deliverDue(now);
    const subjects = mailbox.to(to).map((mail) => mail.subject);
    mailbox.clear();
    return subjects;
  }

  it('sends 5, 3 and 1 days before, on the day, then the overdue notice: each once', async () => {
    const loan = await activeLoan();
    const ref = loan.agreementNumber;
    expect(await runAt(noonInLondon(addDays(loan.due, -6)))).toEqual([]);
    expect(await runAt(noonInLondon(addDays(loan.due, -5)))).toEqual([
      `Your loan ${ref} is due in 5 days`,
    ]);
    // The next day needs nothing new: the 5-day reminder is already sent.
    expect(await runAt(noonInLondon(addDays(loan.due, -4)))).toEqual([]);
    expect(await runAt(noonInLondon(addDays(loan.due, -3)))).toEqual([
      `Your loan ${ref} is due in 3 days`,
    ]);
    expect(await runAt(noonInLondon(addDays(loan.due, -1)))).toEqual([
      `Your loan ${ref} is due tomorrow`,
    ]);
    expect(await runAt(noonInLondon(loan.due))).toEqual([`Your loan ${ref} is due today`]);
    expect(await runAt(noonInLondon(addDays(loan.due, 1)))).toEqual([
      `Your loan ${ref} is overdue`,
    ]);
    expect(await runAt(noonInLondon(addDays(loan.due, 2)))).toEqual([]);

    const keys = (await t.database.db.select().from(outboxMessages)).map((m) => m.dedupeKey);
    expect(keys.sort()).toEqual(
      [
        `overdue:${loan.id}:${loan.due}`,
        `reminder-0:${loan.id}:${loan.due}`,
        `reminder-1:${loan.id}:${loan.due}`,
        `reminder-3:${loan.id}:${loan.due}`,
        `reminder-5:${loan.id}:${loan.due}`,
      ].sort(),
    );
  });

  it('says what to pay and by when', async () => {
    const loan = await activeLoan();
    const reminderDay = addDays(loan.due, -3);
    await t.app.outbox.runReminders(noonInLondon(reminderDay));
    await t.app.outbox.deliverDue(noonInLondon(reminderDay));
    const [mail] = mailbox.to(GUEST);
    // Worked out to the reminder's day, by the day from the agreement: 25 days or so
    // (25 days: 10000 × 30% × 25 / 28 = 2678.6p → £26.79); an extension pays that interest.
    const soFar = interestTo(loan, reminderDay);
    expect(mail!.text).toContain(`To repay: ${pounds(10_000 + soFar)}`);
    expect(mail!.text).toContain(`To extend by 28 days: ${pounds(soFar)}`);
    expect(mail!.text).toContain('Your loan on Games console 1TB with two controllers is due on');

    expect(mail!.text).toContain(
      "Interest is charged by the day at the agreement's rate, £1.07 a day, before and after the due date, so repaying sooner costs less",
    );

    const dayAfter = addDays(loan.due, 1);
    await t.app.outbox.runReminders(noonInLondon(dayAfter));
    await t.app.outbox.deliverDue(noonInLondon(dayAfter));
    const overdue = mailbox.to(GUEST).find((m) => m.subject.endsWith('is overdue'));
    // Worked out to the scheduler's day: every day since the agreement, 29 or so
    // (29 days: 10000 × 30% × 29 / 28 = 3107.1p → £31.07).
    const late = interestTo(loan, dayAfter);
    expect(overdue!.text).toContain(`Owed on ${longDate(dayAfter)}: ${pounds(10_000 + late)}`);
    expect(overdue!.text).toContain('Each further day: £1.07');
    expect(overdue!.text).toContain(`Redemption period ends: ${longDate(loan.redemptionEnds)}`);
    expect(overdue!.text).toContain('You can still repay the loan and collect your items');
    expect(overdue!.text).toContain(
      `Your items stay redeemable at least until the redemption period ends on ${longDate(loan.redemptionEnds)}; extending the loan lengthens it.`,
    );
    expect(overdue!.text).toContain(smallPawnStatement);
    expect(overdue!.text).toContain(noRecourseStatement);
    expect(overdue!.text).toContain(DEBT_ADVICE.sentence);
    expect(overdue!.text).not.toMatch(/forfeit|grace/);
    // Extended on the day after its due date, the loan is due 28 days after that day (the later
    // of the two), for the interest owed to it.
    expect(overdue!.text).toContain(
      `To extend it to ${longDate(termEndFrom(dayAfter))}: ${pounds(late)}`,
    );
  });

  it('reminds once that the redemption period ends in 14 days, with the balance that day', async () => {
    const loan = await activeLoan();
    const ends = loan.redemptionEnds;
    const ref = loan.agreementNumber;
    // Long overdue by then: the overdue notice goes at the first run, once.
    expect(await runAt(noonInLondon(addDays(ends, -15)))).toEqual([`Your loan ${ref} is overdue`]);
    expect(await runAt(noonInLondon(addDays(ends, -14)))).toEqual([
      `The redemption period of your loan ${ref} ends in 14 days`,
    ]);
    expect(await runAt(noonInLondon(addDays(ends, -13)))).toEqual([]);
    expect(await runAt(noonInLondon(ends))).toEqual([]);
    expect(await runAt(noonInLondon(addDays(ends, 1)))).toEqual([]);

    const rows = await t.database.db.select().from(outboxMessages);
    expect(rows.map((row) => row.dedupeKey).filter((key) => key.startsWith('redemption'))).toEqual([
      `redemption-ending:${loan.id}:${ends}`,
    ]);
    const reminder = rows.find((row) => row.kind === 'loan-redemption-ending')!;
    const asOf = addDays(ends, -14);
    expect(reminder.text).toContain(`Redemption period ends: ${longDate(ends)}`);
    // Five months and more of interest by the day would be far more than the £100 lent: the
    // interest stopped at the cap, the amount lent (day 94 at 30%).
    expect(interestTo(loan, asOf)).toBeGreaterThan(10_000);
    expect(reminder.text).toContain(`Owed on ${longDate(asOf)}: £200.00`);
    expect(reminder.text).not.toContain('does not move this date');
    expect(reminder.text).toContain('Extending the loan lengthens it');
    expect(reminder.text).toContain(smallPawnStatement);
    expect(reminder.text).toContain(noRecourseStatement);
    expect(reminder.text).toContain(DEBT_ADVICE.sentence);
  });

  it('sends a missed redemption reminder late, once; £75 or less may then become the shop’s', async () => {
    const loan = await activeLoan(undefined, '60.00');
    const ends = loan.redemptionEnds;
    await runAt(noonInLondon(addDays(loan.due, 1)));
    expect(await runAt(noonInLondon(addDays(ends, -3)))).toEqual([
      `The redemption period of your loan ${loan.agreementNumber} ends in 3 days`,
    ]);
    expect(await runAt(noonInLondon(addDays(ends, -2)))).toEqual([]);
    const [reminder] = await t.database.db
      .select()
      .from(outboxMessages)
      .where(sql`${outboxMessages.kind} = 'loan-redemption-ending'`);
    // The same one £75 statement as every loan's.
    expect(reminder!.text).toContain(smallPawnStatement);
    expect(reminder!.text).toContain(DEBT_ADVICE.sentence);
  });

  it('sends no redemption reminder for a loan that is no longer active', async () => {
    const loan = await activeLoan();
    await t.database.db.execute(
      sql`update cash_advances set status = 'sale_notice' where id = ${loan.id}`,
    );
    expect(await runAt(noonInLondon(addDays(loan.redemptionEnds, -1)))).toEqual([]);
    expect(await t.database.db.select().from(outboxMessages)).toEqual([]);
  });

  it('starts again for the new due date after an extension, and stops once repaid', async () => {
    // Agreed 10 days ago, so that there is interest to extend with today:
    // 10000 × 30% × 10 / 28 = 1071.4p → £10.71.
    const loan = await activeLoan(undefined, '100.00', daysAgo(10));
    expect(interestTo(loan, daysAgo(0))).toBe(1_071);
    expect(await runAt(noonInLondon(addDays(loan.due, -1)))).toHaveLength(1);
    const extend = await book.pay(loan.id, { kind: 'extension', amount: '10.71', method: 'cash' });
    expect(extend.statusCode, extend.body).toBe(201);
    // Extended before its due date: due 28 days after the old one.
    const newDue = termEndFrom(loan.due);
    expect(extend.json<{ dueDate: string }>().dueDate).toBe(endOfLondonDay(newDue).toISOString());
    await t.database.db
      .delete(outboxMessages)
      .where(sql`${outboxMessages.kind} = 'loan-payment-received'`);
    mailbox.clear();
    expect(await runAt(noonInLondon(addDays(newDue, -1)))).toEqual([
      `Your loan ${loan.agreementNumber} is due tomorrow`,
    ]);
    // Redeemed the same day: the interest is paid to today, the balance is the principal.
    const redeem = await book.pay(loan.id, {
      kind: 'redemption',
      amount: '100.00',
      method: 'cash',
    });
    expect(redeem.statusCode, redeem.body).toBe(201);
    await t.database.db
      .delete(outboxMessages)
      .where(sql`${outboxMessages.kind} = 'loan-payment-received'`);
    expect(await runAt(noonInLondon(newDue))).toEqual([]);
    expect(await runAt(noonInLondon(addDays(newDue, 1)))).toEqual([]);
  });

  it('respects remindersByEmail, but the overdue notice always goes', async () => {
    const customer = await confirmedCustomer(t.app, { remindersByEmail: false });
    const loan = await activeLoan(customer.cookie);
    expect(await runAt(noonInLondon(loan.due), customer.email)).toEqual([]);
    expect(await runAt(noonInLondon(addDays(loan.due, 1)), customer.email)).toEqual([
      `Your loan ${loan.agreementNumber} is overdue`,
    ]);
    // The redemption period's reminder is a reminder too.
    const ends = loan.redemptionEnds;
    expect(await runAt(noonInLondon(addDays(ends, -14)), customer.email)).toEqual([]);
  });

  it('sends nothing to an account whose address is not confirmed', async () => {
    const customer = await signedInUser(t.app);
    const loan = await activeLoan(customer.cookie);
    expect(await runAt(noonInLondon(loan.due), customer.email)).toEqual([]);
    expect(await t.database.db.select().from(outboxMessages)).toEqual([]);
  });
});

// Two instances need two connections to one server: PGlite lives inside one process.
describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'two instances over one PostgreSQL database (TEST_DATABASE_URL; PGlite is one process)',
  () => {
    const serverUrl = process.env.TEST_DATABASE_URL!;
    const name = `outbox_two_${process.pid}_${randomBytes(4).toString('hex')}`;
    const admin = async (statement: string) => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      try {
        await client.query(statement);
      } finally {
        await client.end();
      }
    };
    let mailbox: Mailbox;
    let apps: Awaited<ReturnType<typeof buildApp>>[] = [];
    const databases: Awaited<ReturnType<typeof openDatabase>>[] = [];

    beforeAll(async () => {
      mailbox = await startMailbox();
      await admin(`CREATE DATABASE ${name}`);
      const url = new URL(serverUrl);
      url.pathname = `/${name}`;
      for (let i = 0; i < 2; i += 1) {
        databases.push(await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 4 }));
      }
      await databases[0]!.migrate();
      const config = testConfig({ formRateLimit: 10_000, ...emailConfig(mailbox) });
      apps = await Promise.all(databases.map((database) => buildApp({ config, database })));
    });
    afterAll(async () => {
      for (const app of apps) await app.close();
      for (const database of databases) await database.close();
      await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await mailbox.close();
    });

    it('writes and sends a due-date reminder once when both run the scheduler at once', async () => {
      const [one, two] = apps as [(typeof apps)[0], (typeof apps)[0]];
      const staff = await signedInUser(one, 'admin');
      const book = pawnBook(one, staff.cookie);
      const loan = await book.request();
      await book.activate(loan.id, '100.00', daysAgo(0));
      await one.database.db.delete(outboxMessages).where(sql`true`);
      const now = noonInLondon(addDays(termEndFrom(daysAgo(0)), -3));
      for (let round = 0; round < 3; round += 1) {
        await Promise.all([one.outbox.runReminders(now), two.outbox.runReminders(now)]);
      }
      const reports = await Promise.all([
        one.outbox.deliverDue(now),
        two.outbox.deliverDue(now),
        one.outbox.deliverDue(now),
        two.outbox.deliverDue(now),
      ]);
      expect(reports.reduce((sum, report) => sum + report.sent, 0)).toBe(1);
      expect(mailbox.to(GUEST).map((mail) => mail.subject)).toEqual([
        `Your loan ${loan.agreementNumber} is due in 3 days`,
      ]);
      const rows = await two.database.db.select().from(outboxMessages);
      expect(rows.map((row) => [row.dedupeKey, row.status, row.attempts])).toEqual([
        [`reminder-3:${loan.id}:${termEndFrom(daysAgo(0))}`, 'sent', 1],
      ]);
    });

    it('sends each waiting message once when both deliver at the same moment', async () => {
      const [one, two] = apps as [(typeof apps)[0], (typeof apps)[0]];
      mailbox.clear();
      await one.database.db.delete(outboxMessages).where(sql`true`);
      const addresses = Array.from(
        { length: 30 },
        (_, i) => `guest${i}-${randomUUID()}@example.com`,
      );
      await Promise.all(
        addresses.map(async (customerEmail, i) =>
          (i % 2 ? one : two).inject({
            method: 'POST',
            url: '/api/cash-advances',
            payload: await withChallenge(i % 2 ? one : two, {
              customerName: 'Priya Shah',
              customerPhone: '07700 900123',
              customerEmail,
              itemDescription: 'Gold ring',
              itemCategory: 'gold',
              collateralType: 'gold',
              loanAmount: '50.00',
            }),
          }),
        ),
      );
      await Promise.all([one.outbox.deliverDue(), two.outbox.deliverDue()]);
      for (const address of addresses) expect(mailbox.to(address)).toHaveLength(1);
      expect(mailbox.to('desk@beeston.example')).toHaveLength(addresses.length);
      const rows = await one.database.db.select().from(outboxMessages);
      expect(rows.every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
    });
  },
);
