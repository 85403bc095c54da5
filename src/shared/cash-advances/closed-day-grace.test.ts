import { describe, expect, it } from 'vitest';
import { closuresOfDays, graceDays, interestFreeThrough } from './closed-day-grace';
import { closedDueDayNotice } from './due-words';
import {
  applyPayment,
  extensionAmount,
  loanPosition,
  termEndFrom,
  type Agreement,
} from './ledger';

// £100 at 30% charged by the day: £30 for the 28 days to the due date, then
// 10000 × 30 / 2800 = 107.14… → 107p a day (the running total rounded once a day).
const termCharge = 3_000;
const perDay = 107;
/** Due on Tuesday 2 February 2027, an ordinary opening day. */
const dueTuesday: Agreement = { loanPennies: 10_000, ratePercent: 30, startDate: '2027-01-05' };
/** Due on Saturday 27 March 2027: then Easter Sunday and Easter Monday, a bank holiday. */
const dueEasterSaturday: Agreement = { ...dueTuesday, startDate: '2027-02-27' };

const closedTuesday = closuresOfDays(['2027-02-02']);
const closedEasterSaturday = closuresOfDays(['2027-03-27']);
const owedOnDueDate = 10_000 + termCharge;

describe('the days the shop is shut from a due date on', () => {
  it('are none when the shop opens on the due date', () => {
    expect(termEndFrom(dueTuesday.startDate)).toBe('2027-02-02');
    expect(interestFreeThrough('2027-02-02')).toBe('2027-02-02');
    expect(graceDays('2027-02-02')).toBe(0);
    // A closure the day after an open due date gives nothing: the shop was open on it.
    expect(graceDays('2027-02-02', closuresOfDays(['2027-02-03']))).toBe(0);
  });

  it('are one for a closure on the due date, up to the next opening day', () => {
    expect(interestFreeThrough('2027-02-02', closedTuesday)).toBe('2027-02-03');
    expect(graceDays('2027-02-02', closedTuesday)).toBe(1);
  });

  it('run on through a Sunday, a bank holiday and further closures after it', () => {
    expect(termEndFrom(dueEasterSaturday.startDate)).toBe('2027-03-27');
    // Saturday closed by staff, Easter Sunday, Easter Monday: open again on Tuesday 30th.
    expect(interestFreeThrough('2027-03-27', closedEasterSaturday)).toBe('2027-03-30');
    expect(graceDays('2027-03-27', closedEasterSaturday)).toBe(3);
    const twoClosures = closuresOfDays(['2027-03-27', '2027-03-30']);
    expect(graceDays('2027-03-27', twoClosures)).toBe(4);
  });
});

describe('what a loan due on a shut day owes', () => {
  it('charges no day for one closure on the due date, and every day after the next opening day', () => {
    const atDue = loanPosition(dueTuesday, [], '2027-02-02', closedTuesday);
    const nextOpen = loanPosition(dueTuesday, [], '2027-02-03', closedTuesday);
    expect(atDue.balance).toBe(owedOnDueDate);
    expect(nextOpen).toMatchObject({ balance: owedOnDueDate, daysCharged: 28 });
    expect(loanPosition(dueTuesday, [], '2027-02-04', closedTuesday)).toMatchObject({
      balance: owedOnDueDate + perDay,
      daysLate: 2,
      daysCharged: 29,
    });
    // Without the closure the same day costs two days.
    expect(loanPosition(dueTuesday, [], '2027-02-04').balance).toBe(owedOnDueDate + 2 * perDay);
  });

  it('gives a run of shut days (closure, Sunday, bank holiday) three days without interest', () => {
    const tuesday = loanPosition(dueEasterSaturday, [], '2027-03-30', closedEasterSaturday);
    expect(tuesday).toMatchObject({ balance: owedOnDueDate, daysCharged: 28 });
    const wednesday = loanPosition(dueEasterSaturday, [], '2027-03-31', closedEasterSaturday);
    expect(wednesday).toMatchObject({ balance: owedOnDueDate + perDay, daysCharged: 29 });
    // The Sunday and the bank holiday alone move nothing: only a closure on the due date does.
    expect(loanPosition(dueEasterSaturday, [], '2027-03-30').balance).toBe(
      owedOnDueDate + 3 * perDay,
    );
  });

  it('takes a redemption on the next opening day at what was owed on the due date', () => {
    const before = loanPosition(dueEasterSaturday, [], '2027-03-30', closedEasterSaturday);
    const { allocation, position } = applyPayment(
      dueEasterSaturday,
      before,
      { kind: 'redemption', amountPennies: owedOnDueDate, onDate: '2027-03-30' },
      closedEasterSaturday,
    );
    expect(allocation).toEqual({ interestPennies: termCharge, principalPennies: 10_000 });
    expect(position).toMatchObject({ redeemed: true, balance: 0 });
  });

  it('extends on the next opening day for the 28 days alone, due 28 days after the payment', () => {
    const before = loanPosition(dueEasterSaturday, [], '2027-03-30', closedEasterSaturday);
    expect(extensionAmount(before, '2027-03-30')).toEqual({
      amountPennies: termCharge,
      newDueDate: '2027-04-27',
    });
    const extended = applyPayment(
      dueEasterSaturday,
      before,
      { kind: 'extension', amountPennies: termCharge, onDate: '2027-03-30' },
      closedEasterSaturday,
    ).position;
    expect(extended).toMatchObject({ dueDate: '2027-04-27', balance: 10_000 });
  });

  it('gives the days of a closure added after the due date passed', () => {
    // On Wednesday, before anyone recorded Tuesday's closure: a day late.
    expect(loanPosition(dueTuesday, [], '2027-02-03').balance).toBe(owedOnDueDate + perDay);
    // Recorded later: the customer who comes on Wednesday pays what was owed on Tuesday.
    expect(loanPosition(dueTuesday, [], '2027-02-03', closedTuesday).balance).toBe(owedOnDueDate);
  });

  it('still replays payments taken before a closure on their due date was recorded', () => {
    const paidLate = { onDate: '2027-02-03' };
    // A redemption that paid a day's interest: the loan stays redeemed.
    const redeemed = loanPosition(
      dueTuesday,
      [{ kind: 'redemption', amountPennies: owedOnDueDate + perDay, ...paidLate }],
      '2027-02-10',
      closedTuesday,
    );
    expect(redeemed).toMatchObject({
      redeemed: true,
      balance: 0,
      totalPaid: owedOnDueDate + perDay,
    });
    // A part payment that paid a day's interest: that money now pays principal.
    const part = loanPosition(
      dueTuesday,
      [{ kind: 'part', amountPennies: 5_000 + perDay, ...paidLate }],
      '2027-02-03',
      closedTuesday,
    );
    expect(part).toMatchObject({ interestOwed: 0, principalOwed: 10_000 - 2_000 - perDay });
    // An extension that paid a day's interest: the rest pays principal, the due date as before.
    const extension = loanPosition(
      dueTuesday,
      [{ kind: 'extension', amountPennies: termCharge + perDay, ...paidLate }],
      '2027-02-03',
      closedTuesday,
    );
    expect(extension).toMatchObject({
      dueDate: termEndFrom('2027-02-03'),
      principalOwed: 10_000 - perDay,
    });
  });

  it('changes nothing for a loan whose due date has not come', () => {
    expect(loanPosition(dueTuesday, [], '2027-01-20', closedTuesday)).toEqual(
      loanPosition(dueTuesday, [], '2027-01-20'),
    );
  });
});

describe('what the customer is told', () => {
  it('names the day to come by while it is to come, and what it spared once gone', () => {
    expect(closedDueDayNotice('2027-03-27', '2027-03-30', '2027-03-26')).toBe(
      'The shop is closed on 27 March 2027, the day your loan is due, so you have until the end of 30 March 2027, with no extra interest.',
    );
    expect(closedDueDayNotice('2027-03-27', '2027-03-30', '2027-03-30')).toContain(
      'you have until the end of 30 March 2027',
    );
    expect(closedDueDayNotice('2027-03-27', '2027-03-30', '2027-03-31')).toBe(
      'The shop was closed on 27 March 2027, the day your loan was due, so no interest was added up to the end of 30 March 2027.',
    );
    expect(closedDueDayNotice('2027-02-02', '2027-02-02', '2027-02-01')).toBeNull();
  });
});
