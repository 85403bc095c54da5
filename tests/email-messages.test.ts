/**
 * Every message the shop sends, caused through the API that causes it and
 * read at a real SMTP server: each arrives once, to the right person, with
 * the right text (and the shop's name, address and telephone).
 */
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addMonths, interestForDays, termEndFrom } from '@shared/cash-advances/ledger';
import { DEBT_ADVICE } from '@shared/cash-advances/pawn-book-values';
import {
  afterSaleStatement,
  bearerStatement,
  howItWillBeSold,
  lostReceiptForms,
  noRecourseStatement,
  shortfallWrittenOff,
  smallPawnStatement,
  statementOfAccountStatement,
} from '@shared/cash-advances/pawn-terms-text';
import { formatGBP } from '@shared/money';
import { addDays, nextBookableDate, todayInLondon } from '@shared/repairs/dates';
import { formatSlotTimes } from '@shared/repairs/slots';
import { repairTimeSlots } from '@shared/repairs/values';
import { shop } from '@shared/shop';
import { cashAdvances, outboxMessages, repairs } from '../src/server/db/schema';
import {
  confirmedCustomer,
  emailConfig,
  startMailbox,
  type Mailbox,
  type ReceivedMail,
} from './helpers/mailbox';
import {
  daysAgo,
  pawnBook,
  requestBody,
  startDueOnAnOpeningDay,
  type LoanAnswer,
} from './helpers/pawn-book';
import { createTestApp, type TestApp } from './helpers/test-app';
import { signedInUser, type TestUser } from './helpers/users';
import { approveEstimate } from './helpers/repair-estimate';
import { withChallenge } from './helpers/challenge';

let t: TestApp;
let mailbox: Mailbox;
let admin: TestUser;
let book: ReturnType<typeof pawnBook>;

const GUEST = 'priya@example.com';
const SITE = 'https://beeston.example';

beforeAll(async () => {
  mailbox = await startMailbox();
  t = await createTestApp({
    config: { formRateLimit: 10_000, repairSlotCapacity: 1000, ...emailConfig(mailbox) },
  });
  admin = await signedInUser(t.app, 'admin');
  book = pawnBook(t.app, admin.cookie);
});
afterAll(async () => {
  await t.close();
  await mailbox.close();
});
beforeEach(async () => {
  await t.database.db.delete(outboxMessages).where(sql`true`);
  mailbox.clear();
});

/** Sends what is due, twice over: the second round must find nothing left. */
async function deliver() {
  await t.app.outbox.deliverDue();
  expect((await t.app.outbox.deliverDue()).sent).toBe(0);
}

/** The one message to `address` (failing when there is none, or more than one). */
function onlyMailTo(address: string): ReceivedMail {
  const mails = mailbox.to(address);
  expect(mails.map((mail) => mail.subject)).toHaveLength(1);
  const [mail] = mails;
  // Every message names the shop and says where and how to reach it.
  expect(mail!.text).toContain(`${shop.name}, ${shop.streetAddress}`);
  expect(mail!.text).toContain(shop.telephone);
  expect(mail!.html).toContain(shop.telephone);
  return mail!;
}

/** "8 January 2027": how the messages write a day. */
const longDate = (ymd: string) =>
  new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/London',
  }).format(new Date(`${ymd}T12:00:00Z`));

/** A start date `months` (and `days`) before today. */
const monthsAgo = (months: number, days = 0) => addDays(addMonths(daysAgo(0), -months), -days);

/** Keeps only the messages of one kind, none of them sent yet. */
async function keepOnly(kind: string) {
  await t.database.db.delete(outboxMessages).where(sql`${outboxMessages.kind} <> ${kind}`);
  mailbox.clear();
}

const kindsSent = async () =>
  (await t.database.db.select().from(outboxMessages)).map((m) => m.kind).sort();

describe('cash advances', () => {
  it('request received: to the guest, and a copy to SHOP_EMAIL', async () => {
    const loan = await book.request();
    await deliver();
    const mail = onlyMailTo(GUEST);
    expect(mail.subject).toBe(`We have your cash advance request ${loan.agreementNumber}`);
    // A guest's address: the first name, and nothing else the visitor typed.
    expect(mail.text).toContain('Hello Priya,');
    expect(mail.text).not.toContain('Shah');
    expect(mail.text).toContain(`Reference: ${loan.agreementNumber}`);
    expect(mail.text).not.toContain('Games console');
    expect(mail.text).toContain('Amount asked for: £120.00');
    const copy = onlyMailTo('desk@beeston.example');
    expect(copy.subject).toBe(`New cash advance request ${loan.agreementNumber}: £120.00`);
    expect(copy.text).toContain('Phone: 07700 900123');
    expect(copy.text).toContain(`Email: ${GUEST}`);
    expect(copy.text).toContain('Sent by: A guest');
    // The shop's own copy keeps the details.
    expect(copy.text).toContain('Games console 1TB with two controllers');
    expect(copy.text).toContain(`${SITE}/admin/cash-advances/${loan.id}`);
  });

  it('a repeated request (same Idempotency-Key) sends nothing more', async () => {
    const key = randomUUID();
    const send = async () =>
      t.app.inject({
        method: 'POST',
        url: '/api/cash-advances',
        payload: await withChallenge(t.app, requestBody),
        headers: { 'idempotency-key': key },
      });
    expect((await send()).statusCode).toBe(201);
    expect((await send()).statusCode).toBe(200);
    await deliver();
    onlyMailTo(GUEST);
  });

  it('approved, with the indicative offer and the note', async () => {
    const loan = await book.request();
    const approve = () =>
      book.post(`/api/admin/cash-advances/${loan.id}/approve`, {
        offerAmount: '95.50',
        note: 'Bring the charger too',
      });
    expect((await approve()).statusCode).toBe(200);
    // The same offer again is no news.
    expect((await approve()).statusCode).toBe(200);
    mailbox.clear();
    await t.database.db
      .delete(outboxMessages)
      .where(eq(outboxMessages.kind, 'cash-advance-received'));
    await deliver();
    const mail = onlyMailTo(GUEST);
    expect(mail.subject).toBe(
      `Your cash advance request ${loan.agreementNumber}: we can offer £95.50`,
    );
    expect(mail.text).toContain('Our offer: £95.50');
    expect(mail.text).toContain('Note from the shop: Bring the charger too');
    expect(mail.text).toContain('Monday to Thursday: 9:30 AM to 4:30 PM');
  });

  it('rejected, with the reason', async () => {
    const loan = await book.request();
    const res = await book.post(`/api/admin/cash-advances/${loan.id}/reject`, {
      reason: 'We do not lend on replica watches',
    });
    expect(res.statusCode).toBe(200);
    await deliver();
    const mail = mailbox
      .to(GUEST)
      .find((m) => m.subject === `Your cash advance request ${loan.agreementNumber}`);
    expect(mail?.text).toContain('Reason: We do not lend on replica watches');
    expect(await kindsSent()).toEqual([
      'cash-advance-for-shop',
      'cash-advance-received',
      'cash-advance-rejected',
    ]);
  });

  it('agreement started: the receipt figures, items, due date and the redemption period', async () => {
    const loan = await book.request();
    const start = daysAgo(0);
    const active = await book.activate(loan.id, '100.00', start);
    mailbox.clear();
    await t.database.db
      .delete(outboxMessages)
      .where(eq(outboxMessages.kind, 'cash-advance-received'));
    await deliver();
    const mail = onlyMailTo(GUEST);
    expect(mail.subject).toBe(`Your pawn agreement ${loan.agreementNumber} has started`);
    // It is not the pawn-receipt: that is the signed agreement given at the counter.
    expect(mail.subject).not.toMatch(/receipt/);
    expect(mail.text).not.toMatch(/it is your receipt|This is the receipt/);
    expect(mail.text).toContain(
      'your pawn-receipt is the signed agreement we gave you in the shop',
    );
    // 28 days on, or the next opening day (decision 028).
    const due = termEndFrom(start);
    const ends = addMonths(start, 6);
    expect(mail.text).toContain(`Agreement: ${active.agreementNumber}`);
    expect(mail.text).toContain('Amount lent: £100.00');
    expect(mail.text).toContain('A full 28-day term (30% for 28 days, fixed): £30.00');
    expect(mail.text).toContain('Annual rate of interest: 391.1% fixed');
    expect(mail.text).toContain('Representative APR: 2957.3%');
    expect(mail.text).toContain('Total to repay on the due date: £130.00');
    expect(mail.text).toContain(`Due date: ${longDate(due)}`);
    // £100 × 30% ÷ 28 = £1.0714…: £1.07 a day.
    expect(mail.text).toContain('Interest: £1.07 a day');
    expect(mail.text).toContain(
      'Interest: £1.07 a day (30% for 28 days, fixed; annual rate of interest 391.1% fixed; representative APR 2957.3%). A full 28-day term costs £30.00.',
    );
    expect(mail.text).toContain(
      `If you withdraw, repay £100.00 plus interest of 30% ÷ 28 of it for each day from ${longDate(start)} to the day you repay (about £1.07 a day; the total is rounded to the nearest penny once).`,
    );
    expect(mail.text).toContain(statementOfAccountStatement);
    expect(mail.text).toContain(bearerStatement);
    expect(mail.text).toContain(lostReceiptForms.statutoryDeclaration);
    expect(mail.text).toContain(`Redemption period ends: ${longDate(ends)}`);
    expect(mail.text).toContain('• Games console 1TB');
    expect(mail.text).toContain('• Two wireless controllers');
    expect(mail.text).toContain(
      `The loan is due on ${longDate(due)}: to get your items back, repay £130.00 on that day, or less before it.`,
    );
    // Interest by the day from the agreement, before and after the due date (decision 039).
    expect(mail.text).toContain(
      'Repay early and you pay only the days you have had the money; there is no other charge for repaying early. Interest stops growing once it reaches the amount lent.',
    );
    expect(mail.text).toContain(
      'Interest is charged by the day, before and after the due date, at 30% for 28 days: £1.07 a day while the whole amount lent is owed.',
    );
    // An extension pays the interest owed to its day; due 28 days after the later of the two.
    expect(mail.text).toContain(
      'You can extend the loan by paying the interest owed on the day you pay. The loan is then due 28 days after the later of the old due date and the day you pay',
    );
    expect(mail.text).toContain('Nothing else is charged for paying late.');
    expect(mail.text).not.toMatch(/in advance/);
    // The one £75 statement, and no recourse for a shortfall.
    expect(mail.text).toContain(
      `Your items stay redeemable at least until the redemption period ends on ${longDate(ends)}; extending the loan lengthens it.`,
    );
    expect(mail.text).toContain(smallPawnStatement);
    expect(mail.text).toContain(noRecourseStatement);
    expect(mail.text).not.toMatch(/grace|forfeited|photo ID/);
  });

  it('agreement started, £75 or less: the items may become the shop’s after the period', async () => {
    const loan = await book.request();
    const start = daysAgo(0);
    await book.activate(loan.id, '60.00', start);
    await keepOnly('loan-agreement-started');
    await deliver();
    const mail = onlyMailTo(GUEST);
    const ends = addMonths(start, 6);
    // £60 × 30% ÷ 28 = £0.6428…
    expect(mail.text).toContain('Interest: £0.64 a day');
    // The same one statement as every loan's: an extension may take it to a notice of sale.
    expect(mail.text).toContain(
      `Your items stay redeemable at least until the redemption period ends on ${longDate(ends)}`,
    );
    expect(mail.text).toContain(smallPawnStatement);
  });

  it('agreement entered later, past its due date: what is owed on the day it is entered', async () => {
    const loan = await book.request();
    // Made on paper about 40 days ago: due 12 or so days ago, interest by the day since the
    // agreement (40 days: 10000 × 30% × 40 / 28 = 4285.7p → £42.86).
    const { start, daysLate } = startDueOnAnOpeningDay(40);
    await book.activate(loan.id, '100.00', start);
    await keepOnly('loan-agreement-started');
    await deliver();
    const mail = onlyMailTo(GUEST);
    expect(mail.text).toContain(`The loan was due on ${longDate(daysAgo(daysLate))}.`);
    const owed = 10_000 + interestForDays(10_000, 30, 28 + daysLate);
    expect(mail.text).toContain(
      `On ${longDate(todayInLondon())} you owe ${formatGBP(owed / 100)}: repay what is owed to get your items back.`,
    );
    // No extension offered here, nor the figures to repay on the (past) due date; the one
    // statement of the redemption period still says that extending lengthens it.
    expect(mail.text).not.toMatch(
      /You can extend the loan|To extend|on that day, or less before it/,
    );
    expect(mail.text).toContain('extending the loan lengthens it.');
  });

  it('payment received: part payment with the new balance, then the redemption', async () => {
    const loan = await book.request();
    // Agreed 10 days ago: 10000 × 30% × 10 / 28 = 1071.4p → £10.71 of interest owed today.
    const active = await book.activate(loan.id, '100.00', daysAgo(10));
    expect(interestForDays(10_000, 30, 10)).toBe(1_071);
    const key = randomUUID();
    const part = { kind: 'part', amount: '5.00', method: 'cash' };
    expect((await book.pay(loan.id, part, key)).statusCode).toBe(201);
    // A retried payment (same key) is the same payment: no second message.
    expect((await book.pay(loan.id, part, key)).statusCode).toBe(200);
    mailbox.clear();
    await t.database.db
      .delete(outboxMessages)
      .where(sql`${outboxMessages.kind} <> 'loan-payment-received'`);
    await deliver();
    const paid = onlyMailTo(GUEST);
    expect(paid.subject).toBe(`Payment received on ${loan.agreementNumber}: £5.00`);
    expect(paid.text).toContain('Payment: Part payment');
    expect(paid.text).toContain('Paid by: Cash');
    // £5.00 of the £10.71 interest paid: £105.71 owed.
    expect(paid.text).toContain('Balance now: £105.71');
    // The rest of the interest owed to today extends it, 28 days after the old due date.
    const due = active.dueDate.slice(0, 10);
    expect(paid.text).toContain(`Please repay the balance by ${longDate(due)}.`);
    expect(paid.text).toContain(
      `To extend it instead, pay £5.71. Pays the interest up to today; the loan is then due on ${longDate(termEndFrom(due))}, 28 days after the later of today and the old due date.`,
    );
    expect(paid.text).toContain(
      'Interest is charged by the day, £1.07 a day, so repaying sooner costs less; it never adds up to more than the amount lent.',
    );
    expect(paid.text).not.toContain('repay or extend');
    expect(paid.text).not.toMatch(/in advance/);

    // Extended: the interest is paid to today, so the next message offers no extension.
    mailbox.clear();
    const extend = { kind: 'extension', amount: '5.71', method: 'cash' };
    expect((await book.pay(loan.id, extend)).statusCode).toBe(201);
    await keepOnly('loan-payment-received');
    await deliver();
    const extended = onlyMailTo(GUEST);
    expect(extended.text).toContain('Payment: Extension');
    expect(extended.text).toContain(`Please repay the balance by ${longDate(termEndFrom(due))}.`);
    expect(extended.text).not.toMatch(/extend it|or extend/);

    mailbox.clear();
    const redeem = { kind: 'redemption', amount: '100.00', method: 'card' };
    expect((await book.pay(loan.id, redeem)).statusCode).toBe(201);
    await deliver();
    const redeemed = onlyMailTo(GUEST);
    expect(redeemed.subject).toBe(`Payment received on ${loan.agreementNumber}: £100.00`);
    expect(redeemed.text).toContain('Your loan is repaid in full');
    expect(redeemed.text).not.toContain('Balance now');
    expect(redeemed.text).not.toMatch(/extend|Due date|a day/);
  });

  it('payment received on an overdue loan: the interest running by the day, repay or extend', async () => {
    const loan = await book.request();
    // Due at least 3 days ago on a day the shop opened (a due date on a Sunday or a
    // bank holiday moves on): £130.00 owed on the day, then £1.07 a day late.
    const { start, daysLate } = startDueOnAnOpeningDay(28 + 3);
    await book.activate(loan.id, '100.00', start);
    const part = { kind: 'part', amount: '10.00', method: 'cash' };
    expect((await book.pay(loan.id, part)).statusCode).toBe(201);
    await keepOnly('loan-payment-received');
    await deliver();
    const paid = onlyMailTo(GUEST);
    // Every day since the agreement (31 days: 10000 × 30% × 31 / 28 = 3321.4p → £33.21), the
    // £10.00 paying interest only.
    const balancePence = 10_000 + interestForDays(10_000, 30, 28 + daysLate) - 1_000;
    expect(paid.text).toContain(`Balance now: £${(balancePence / 100).toFixed(2)}`);
    expect(paid.text).toContain(
      `The loan was due on ${longDate(daysAgo(daysLate))}: interest runs by the day, £1.07 a day, until you repay it or extend it.`,
    );
  });

  it('forfeiture notice: after the redemption period, the items forfeited, nothing more owed', async () => {
    const loan = await book.request();
    // £75 or less, started six months and a day ago: its redemption period is over.
    const start = monthsAgo(6, 1);
    await book.activate(loan.id, '60.00', start);
    mailbox.clear();
    await t.database.db.delete(outboxMessages).where(sql`true`);
    const res = await book.post(`/api/admin/cash-advances/${loan.id}/forfeit`, {});
    expect(res.statusCode, res.body).toBe(200);
    await deliver();
    const mail = onlyMailTo(GUEST);
    expect(mail.subject).toBe(`Your pawned items on ${loan.agreementNumber} are forfeited`);
    const ended = addMonths(start, 6);
    expect(mail.text).toContain(
      `The redemption period of your agreement ended on ${longDate(ended)} and the loan was not repaid. As the amount lent was £75 or less`,
    );
    expect(mail.text).toContain(`Redemption period ended: ${longDate(ended)}`);
    expect(mail.text).toContain('• Games console 1TB');
    expect(mail.text).toContain('you owe nothing more');
    expect(mail.text).not.toContain('grace');
  });

  it('goes to a confirmed account even with updates turned off, for legal messages', async () => {
    const customer = await confirmedCustomer(t.app, { updatesByEmail: false });
    const loan = await book.request(customer.cookie);
    await book.activate(loan.id);
    await deliver();
    // The request's confirmation is an update (off); the agreement is a legal message.
    expect(mailbox.to(customer.email).map((m) => m.subject)).toEqual([
      `Your pawn agreement ${loan.agreementNumber} has started`,
    ]);
    expect(mailbox.to(GUEST)).toEqual([]);
  });
});

describe('cash advances after the redemption period, over £75', () => {
  /**
   * A £200 loan started six months and a day ago, given notice of sale today: by email,
   * the customer having agreed at the agreement to notices by email at their address.
   */
  async function loanUnderNotice(askingPrice = '450.00') {
    const loan = await book.request();
    const start = monthsAgo(6, 1);
    await book.activate(loan.id, '200.00', start, { noticesByEmail: true, noticeEmail: GUEST });
    const res = await book.post(`/api/admin/cash-advances/${loan.id}/notice-of-sale`, {
      askingPrice,
    });
    expect(res.statusCode, res.body).toBe(200);
    return { ...res.json<LoanAnswer>(), start };
  }

  /** Records a sale in the shop today (the 14 clear days taken as passed). */
  async function sell(id: string, proceeds: string, expenses: string) {
    await t.database.db
      .update(cashAdvances)
      .set({ saleAllowedFrom: todayInLondon() })
      .where(eq(cashAdvances.id, id));
    const res = await book.post(`/api/admin/cash-advances/${id}/sale`, {
      proceeds,
      expenses: Number(expenses) > 0 ? [{ description: 'Costs of sale', amount: expenses }] : [],
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<LoanAnswer>().saleStatement!;
  }

  it('notice of intention to sell: the particulars, redeemable until sold, the surplus paid', async () => {
    const loan = await loanUnderNotice();
    await keepOnly('loan-notice-of-sale');
    await deliver();
    const mail = onlyMailTo(GUEST);
    const notice = loan.noticeOfSale!;
    const today = todayInLondon();
    expect(mail.subject).toBe(
      `Notice of intention to sell your pawned items on ${loan.agreementNumber}`,
    );
    expect(mail.text).toContain(
      `The redemption period of your pawn agreement ${loan.agreementNumber}, made on ${longDate(loan.start)}, ended on ${longDate(addMonths(loan.start, 6))}`,
    );
    expect(mail.text).toContain('• Games console 1TB');
    expect(mail.text).toContain('• Two wireless controllers');
    expect(mail.text).toContain(`Agreement: ${loan.agreementNumber}`);
    expect(mail.text).toContain(`Agreement made on: ${longDate(loan.start)}`);
    expect(mail.text).toContain(`Date of this notice: ${longDate(today)}`);
    expect(mail.text).toContain(`Owed on ${longDate(today)}: ${formatGBP(notice.owed)}`);
    // Seven months at 30% per 28 days: the interest reached the £200 lent and stopped there.
    expect(mail.text).toContain(
      'Interest after that date: £0.00 a day (the interest has stopped growing)',
    );
    expect(mail.text).toContain('Asking price: £450.00');
    expect(mail.text).toContain(`May be sold from: ${longDate(notice.saleAllowedFrom!)}`);
    expect(mail.text).toContain('You can still redeem your items at any time until they are sold');
    expect(mail.text).toContain(
      `We will not sell them before ${longDate(notice.saleAllowedFrom!)}`,
    );
    // Everything the letter says: the credit, how it is sold, the rules after a sale.
    expect(mail.text).toContain(`Amount of credit: ${formatGBP('200.00')}`);
    expect(mail.text).toContain(`How it will be sold: ${howItWillBeSold}`);
    expect(mail.text).toContain(afterSaleStatement);
    expect(mail.text).toContain(noRecourseStatement);
    expect(mail.text).toContain(bearerStatement);
    expect(mail.text).toContain(lostReceiptForms.statutoryDeclaration);
    expect(mail.text).toContain(DEBT_ADVICE.sentence);
    expect(mail.text).toContain('section 121 of the Consumer Credit Act 1974');
    expect(await kindsSent()).toEqual(['loan-notice-of-sale']);
  });

  it('a part payment under notice: redeemable until sold, never "extend"', async () => {
    const loan = await loanUnderNotice();
    const res = await book.pay(loan.id, { kind: 'part', amount: '50.00', method: 'cash' });
    expect(res.statusCode, res.body).toBe(201);
    await keepOnly('loan-payment-received');
    await deliver();
    const mail = onlyMailTo(GUEST);
    expect(mail.text).toContain(
      `May be sold from: ${longDate(loan.noticeOfSale!.saleAllowedFrom!)}`,
    );
    expect(mail.text).toContain('You can still redeem them until they are sold');
    expect(mail.text).not.toMatch(/extend|Due date/);
  });

  it('statement of the sale: proceeds, costs, net, owed that day, and the surplus to collect', async () => {
    const loan = await loanUnderNotice();
    const statement = await sell(loan.id, '900.00', '25.00');
    expect(Number(statement.surplus)).toBeGreaterThan(0);
    await keepOnly('loan-sold');
    await deliver();
    const mail = onlyMailTo(GUEST);
    expect(mail.subject).toBe(
      `Your pawned items on ${loan.agreementNumber} were sold: statement of the sale`,
    );
    expect(mail.text).toContain(
      `After the notice of our intention to sell that we gave you on ${longDate(todayInLondon())}`,
    );
    expect(mail.text).toContain('• Games console 1TB');
    expect(mail.text).toContain(`Date of the sale: ${longDate(todayInLondon())}`);
    expect(mail.text).toContain('Sale price: £900.00');
    expect(mail.text).toContain('Costs of the sale: £25.00');
    expect(mail.text).toContain('Net proceeds: £875.00');
    expect(mail.text).toContain(`Owed on the day of the sale: ${formatGBP(statement.owed)}`);
    expect(mail.text).toContain(`Surplus owed to you: ${formatGBP(statement.surplus)}`);
    expect(mail.text).toContain(`we owe you the surplus of ${formatGBP(statement.surplus)}`);
    expect(mail.text).toContain(`call us on ${shop.telephone}, and we will pay it to you`);
    expect(mail.text).not.toContain('Shortfall');
  });

  it('statement of the sale with a shortfall', async () => {
    const loan = await loanUnderNotice();
    const statement = await sell(loan.id, '150.00', '0.00');
    expect(Number(statement.shortfall)).toBeGreaterThan(0);
    await keepOnly('loan-sold');
    await deliver();
    const mail = onlyMailTo(GUEST);
    expect(mail.text).toContain('Net proceeds: £150.00');
    expect(mail.text).toContain(`Shortfall written off: ${formatGBP(statement.shortfall)}`);
    expect(mail.text).toContain(shortfallWrittenOff(formatGBP(statement.shortfall)));
    expect(mail.text).not.toContain('Surplus');
  });
});

describe('repairs', () => {
  const bookable = nextBookableDate(new Date(), 1, addDays(todayInLondon(), 1))!;
  const booking = {
    deviceType: 'laptop',
    brandModel: 'Dell XPS 13',
    problemDescription: 'Cracked screen after a fall; still boots.',
    preferredDate: bookable,
    preferredTime: repairTimeSlots[0],
    customerName: 'Sam Patel',
    customerPhone: '07700 900123',
    customerEmail: 'sam@example.com',
  };
  let phones = 0;
  const nextPhone = () => `07700 7${String((phones += 1)).padStart(5, '0')}`;
  const bookRepair = async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/repairs',
      // A number of its own each time: at most 2 open bookings per phone number.
      payload: await withChallenge(t.app, { ...booking, customerPhone: nextPhone() }),
    });
    expect(res.statusCode, res.body).toBe(201);
    const { id } = res.json<{ id: string }>();
    const [row] = await t.database.db.select().from(repairs).where(eq(repairs.id, id));
    return row!;
  };
  const patch = (id: string, payload: object) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/admin/repairs/${id}`,
      headers: { cookie: admin.cookie },
      payload,
    });

  it('booking confirmed, with the tracking link', async () => {
    const repair = await bookRepair();
    await deliver();
    const mail = onlyMailTo('sam@example.com');
    // A guest's address: the kind of device from the shop's list, none of the visitor's words.
    expect(mail.subject).toMatch(/^Repair booked: Laptop on \d{1,2} \w+ \d{4}$/);
    expect(mail.text).toContain('Hello Sam,');
    expect(mail.text).not.toMatch(/Dell|Cracked|Patel/);
    // The slot as the shop is open in it (9:30 AM on a weekday), never the stored 9:00 AM.
    expect(mail.text).toContain(`Time: ${formatSlotTimes(bookable, repairTimeSlots[0])}`);
    expect(mail.text).not.toContain(repairTimeSlots[0]);
    expect(mail.text).toContain(`${SITE}/track/${repair.trackingCode}`);
    expect(mail.html).toContain(`href="${SITE}/track/${repair.trackingCode}"`);
  });

  it('diagnosed with the estimate (again only when it changes), then ready to collect', async () => {
    const repair = await bookRepair();
    await deliver();
    mailbox.clear();
    expect(
      (await patch(repair.id, { status: 'in_progress', estimatedCost: '89.00' })).statusCode,
    ).toBe(200);
    // The same estimate again is no news.
    expect((await patch(repair.id, { estimatedCost: '89' })).statusCode).toBe(200);
    await deliver();
    const diagnosed = onlyMailTo('sam@example.com');
    expect(diagnosed.subject).toBe('Your repair estimate: £89.00 for Laptop – Dell XPS 13');
    expect(diagnosed.text).toContain('Estimate: £89.00');
    expect(diagnosed.text).toContain(`${SITE}/track/${repair.trackingCode}`);

    mailbox.clear();
    await approveEstimate(t.database, repair.id);
    expect((await patch(repair.id, { status: 'ready' })).statusCode).toBe(200);
    await deliver();
    const ready = onlyMailTo('sam@example.com');
    expect(ready.subject).toBe('Your Laptop – Dell XPS 13 is ready to collect');
    expect(ready.text).toContain('To pay: £89.00');
    expect(ready.text).toContain('90-day warranty');
    expect(ready.text).toContain(`${SITE}/track/${repair.trackingCode}`);
  });
});

describe('orders', () => {
  const listProduct = async (title: string, price = '25.00') => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/products',
      headers: { cookie: admin.cookie },
      payload: { title, price, category: 'Electronics' },
    });
    expect(res.statusCode).toBe(201);
    return res.json<{ id: string }>().id;
  };
  const guest = {
    customerName: 'Gail Guest',
    customerPhone: '07700 900555',
    customerEmail: 'gail@example.com',
  };
  const placeOrder = async (fulfilment: object, contact: object = {}) => {
    const productId = await listProduct(`Radio ${randomUUID().slice(0, 6)}`);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { 'idempotency-key': randomUUID() },
      payload: await withChallenge(t.app, {
        items: [{ productId }],
        ...guest,
        ...contact,
        ...fulfilment,
      }),
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ id: string; reference: string; orderUrl: string; totalAmount: string }>();
  };
  const move = (id: string, payload: object) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/admin/orders/${id}`,
      headers: { cookie: admin.cookie },
      payload,
    });
  const delivery = {
    fulfilment: 'delivery',
    deliveryAddress: '14 Cardigan Road, Headingley',
    postcode: 'ls6 3ag',
  };

  it('confirmation: items, total, delivery, the right to cancel and the guest link', async () => {
    const order = await placeOrder(delivery);
    await deliver();
    const mail = onlyMailTo('gail@example.com');
    expect(mail.subject).toBe(`Thank you for your order ${order.reference}`);
    expect(mail.text).toMatch(/• Radio \w+: £25\.00/);
    expect(mail.text).toContain(`Total: £${order.totalAmount}`);
    // A guest's address: the postcode only (the order's page has the rest).
    expect(mail.text).toContain('Deliver to: LS6 3AG');
    expect(mail.text).not.toContain('Cardigan Road');
    expect(mail.text).toContain('Payment: Card, on delivery');
    expect(mail.text).toContain('You have the right to cancel this order within 14 days');
    expect(mail.text).toContain(`${SITE}${order.orderUrl}`);
  });

  it('out for delivery, with what to pay', async () => {
    const order = await placeOrder(delivery);
    expect((await move(order.id, { status: 'confirmed' })).statusCode).toBe(200);
    expect((await move(order.id, { status: 'out_for_delivery' })).statusCode).toBe(200);
    mailbox.clear();
    await t.database.db.delete(outboxMessages).where(eq(outboxMessages.kind, 'order-confirmation'));
    await deliver();
    const mail = onlyMailTo('gail@example.com');
    expect(mail.subject).toBe(`Your order ${order.reference} is on its way`);
    expect(mail.text).toContain(`To pay on delivery: £${order.totalAmount} (Card)`);
  });

  it('ready for collection, with the last day it is held', async () => {
    const order = await placeOrder({ fulfilment: 'collection' });
    expect((await move(order.id, { status: 'confirmed' })).statusCode).toBe(200);
    expect((await move(order.id, { status: 'ready_for_collection' })).statusCode).toBe(200);
    await deliver();
    const subjects = mailbox.to('gail@example.com').map((m) => m.subject);
    expect(subjects).toEqual([
      `Thank you for your order ${order.reference}`,
      `Your order ${order.reference} is ready to collect`,
    ]);
    const mail = mailbox.to('gail@example.com')[1]!;
    expect(mail.text).toMatch(/Held for you until: \d{1,2} \w+ \d{4}/);
    expect(mail.text).toContain('Your order is waiting for you at 247 Beeston Road');
  });

  it('cancelled, by the shop or by the guest; the reason only to a confirmed address', async () => {
    const byShop = await placeOrder(delivery);
    expect(
      (await move(byShop.id, { status: 'cancelled', reason: 'Item damaged' })).statusCode,
    ).toBe(200);
    // Another address: two orders and two cancellations would be four messages today.
    const byGuest = await placeOrder(delivery, { customerEmail: 'gail.two@example.com' });
    const key = new URL(byGuest.orderUrl, SITE).searchParams.get('key')!;
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${byGuest.id}/cancel?key=${key}`,
      payload: {},
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    await deliver();
    const cancelled = [
      ...mailbox.to('gail@example.com'),
      ...mailbox.to('gail.two@example.com'),
    ].filter((mail) => mail.subject.endsWith('is cancelled'));
    expect(cancelled.map((mail) => mail.subject)).toEqual([
      `Your order ${byShop.reference} is cancelled`,
      `Your order ${byGuest.reference} is cancelled`,
    ]);
    // A guest may type the reason (cancelling by the link): a guest's address gets no reason.
    expect(cancelled[0]!.text).not.toContain('Reason:');
    expect(cancelled[1]!.text).not.toContain('Reason:');
    expect(cancelled[1]!.text).toContain('nothing is owed');
  });
});
