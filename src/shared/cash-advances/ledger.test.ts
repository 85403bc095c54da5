import { describe, expect, it } from 'vitest';
import {
  accrueTo,
  addMonths,
  afterPeriodRoute,
  applyPayment,
  dailyInterestOn,
  earliestStartDate,
  endOfLondonDay,
  extensionAmount,
  extensionOffer,
  extensionRefusal,
  isOverdue,
  loanPosition,
  openingPosition,
  paymentRefusal,
  redemptionPeriodEnd,
  redemptionPeriodOver,
  saleStatement,
  startDateProblem,
  termEndFrom,
  type Agreement,
} from './ledger';
import { addDays } from '../repairs/dates';
import { formatAgreementNumber, parseAgreementNumber } from './pawn-book-values';

const general: Agreement = { loanPennies: 10_000, ratePercent: 30, startDate: '2026-03-02' };
const gold: Agreement = { loanPennies: 10_000, ratePercent: 15, startDate: '2026-03-02' };

describe('opening position', () => {
  it('charges the flat rate for the first 28 days', () => {
    expect(openingPosition(general)).toEqual({
      principalOwed: 10_000,
      interestOwed: 3_000,
      balance: 13_000,
      interestCharged: 3_000,
      totalPaid: 0,
      terms: 1,
      dueDate: '2026-03-30',
      previousDueDate: null,
      redeemed: false,
      chargedThrough: '2026-03-30',
      // £100 × 30% / 28 = 107.14p a day after the due date.
      dailyInterest: 107,
      daysLate: 0,
      lateStretches: [],
    });
    expect(openingPosition(gold).balance).toBe(11_500);
  });

  it('rounds the charge half up to the penny', () => {
    // 30% of £333.33 is £99.999 → £100.00; 15% of £187.45 is £28.1175 → £28.12.
    expect(openingPosition({ ...general, loanPennies: 33_333 }).interestOwed).toBe(10_000);
    expect(openingPosition({ ...gold, loanPennies: 18_745 }).interestOwed).toBe(2_812);
    // 15% of £0.10 is 1.5p → 2p; of £0.03 is 0.45p → 0p.
    expect(openingPosition({ ...gold, loanPennies: 10 }).interestOwed).toBe(2);
    expect(openingPosition({ ...gold, loanPennies: 3 }).interestOwed).toBe(0);
  });
});

describe('the worked example: £100 general, part payment, extension, redemption', () => {
  it('follows the balance in pennies', () => {
    let position = openingPosition(general);
    const part = applyPayment(general, position, { kind: 'part', amountPennies: 2_000 });
    expect(part.allocation).toEqual({
      interestPennies: 2_000,
      principalPennies: 0,
      chargeAddedPennies: 0,
    });
    position = part.position;
    expect(position).toMatchObject({ principalOwed: 10_000, interestOwed: 1_000, balance: 11_000 });

    const extension = applyPayment(general, position, { kind: 'extension', amountPennies: 1_000 });
    expect(extension.allocation).toEqual({
      interestPennies: 1_000,
      principalPennies: 0,
      chargeAddedPennies: 3_000,
    });
    position = extension.position;
    expect(position).toMatchObject({
      principalOwed: 10_000,
      interestOwed: 3_000,
      balance: 13_000,
      terms: 2,
      // The new term starts at the old due date.
      dueDate: '2026-04-27',
      interestCharged: 6_000,
    });

    const second = applyPayment(general, position, { kind: 'part', amountPennies: 5_000 });
    expect(second.allocation).toEqual({
      interestPennies: 3_000,
      principalPennies: 2_000,
      chargeAddedPennies: 0,
    });
    position = second.position;
    expect(position).toMatchObject({ principalOwed: 8_000, interestOwed: 0, balance: 8_000 });

    const redemption = applyPayment(general, position, {
      kind: 'redemption',
      amountPennies: 8_000,
    });
    expect(redemption.allocation).toEqual({
      interestPennies: 0,
      principalPennies: 8_000,
      chargeAddedPennies: 0,
    });
    expect(redemption.position).toMatchObject({
      balance: 0,
      principalOwed: 0,
      interestOwed: 0,
      totalPaid: 16_000,
      redeemed: true,
    });

    // The same figures from the ledger alone.
    expect(
      loanPosition(general, [
        { kind: 'part', amountPennies: 2_000 },
        { kind: 'extension', amountPennies: 1_000 },
        { kind: 'part', amountPennies: 5_000 },
        { kind: 'redemption', amountPennies: 8_000 },
      ]),
    ).toEqual(redemption.position);
  });

  it('charges the new term on the principal still owed, rounded to the penny', () => {
    // £100 general; £43.33 paid: £30 interest, £13.33 principal → £86.67 owed, no interest.
    // Then £0.01 of…: nothing owed in interest, so no extension; instead part-pay into a fresh charge.
    const afterPart = loanPosition(gold, [{ kind: 'part', amountPennies: 1_000 }]);
    expect(afterPart).toMatchObject({ principalOwed: 10_000, interestOwed: 500 });
    const extended = applyPayment(gold, afterPart, { kind: 'extension', amountPennies: 500 });
    expect(extended.allocation.chargeAddedPennies).toBe(1_500);
    const odd: Agreement = { loanPennies: 18_745, ratePercent: 15, startDate: '2026-01-31' };
    const oddExtended = loanPosition(odd, [
      { kind: 'part', amountPennies: 3_000 }, // £28.12 interest, £1.88 principal → £185.57
      { kind: 'part', amountPennies: 1 }, // 1p principal → £185.56; no interest owed
    ]);
    expect(oddExtended).toMatchObject({ principalOwed: 18_556, interestOwed: 0 });
  });
});

describe('refusals', () => {
  const opening = openingPosition(general);
  it.each([
    [{ kind: 'part' as const, amountPennies: 0 }, 400, 'Amount must be more than £0'],
    [{ kind: 'part' as const, amountPennies: -5 }, 400, 'Amount must be more than £0'],
    [{ kind: 'part' as const, amountPennies: 1.5 }, 400, 'Amount must be more than £0'],
    [
      { kind: 'part' as const, amountPennies: 13_001 },
      409,
      'The amount £130.01 is more than the balance of £130.00.',
    ],
    [
      { kind: 'redemption' as const, amountPennies: 20_000 },
      409,
      'The amount £200.00 is more than the balance of £130.00.',
    ],
    [
      { kind: 'part' as const, amountPennies: 13_000 },
      409,
      '£130.00 is the whole balance: record it as a redemption.',
    ],
    [
      { kind: 'extension' as const, amountPennies: 2_999 },
      409,
      'An extension pays exactly the interest owed for this term: £30.00.',
    ],
    [
      { kind: 'extension' as const, amountPennies: 3_001 },
      409,
      'An extension pays exactly the interest owed for this term: £30.00.',
    ],
    [
      { kind: 'redemption' as const, amountPennies: 12_999 },
      409,
      'A redemption pays exactly the balance: £130.00.',
    ],
  ])('refuses %o with %i', (entry, status, message) => {
    expect(paymentRefusal(general, opening, entry)).toEqual({ status, message });
    expect(() => applyPayment(general, opening, entry)).toThrow(message);
  });

  it('asks for the next term charge in advance when a part payment cleared this term', () => {
    // £50 paid: £30 interest, £20 principal → £80 owed, no interest this term.
    const paidUp = loanPosition(general, [{ kind: 'part', amountPennies: 5_000 }]);
    expect(extensionAmount(general, paidUp)).toEqual({
      amountPennies: 2_400,
      inAdvance: true,
      newDueDate: termEndFrom(paidUp.dueDate),
    });
    expect(paymentRefusal(general, paidUp, { kind: 'extension', amountPennies: 100 })).toEqual({
      status: 409,
      message:
        "Nothing is owed for this term, so an extension pays the next term's charge in advance: exactly £24.00.",
    });
    const { allocation, position } = applyPayment(general, paidUp, {
      kind: 'extension',
      amountPennies: 2_400,
    });
    expect(allocation).toEqual({
      interestPennies: 2_400,
      principalPennies: 0,
      chargeAddedPennies: 2_400,
    });
    expect(position).toMatchObject({
      principalOwed: 8_000,
      interestOwed: 0,
      balance: 8_000,
      terms: 2,
      dueDate: termEndFrom(paidUp.dueDate),
      previousDueDate: paidUp.dueDate,
    });
  });

  it('never leaves a customer who paid part worse off than one who only extended', () => {
    const onlyExtended = loanPosition(general, [{ kind: 'extension', amountPennies: 3_000 }]);
    const paidPart = loanPosition(general, [
      { kind: 'part', amountPennies: 3_000 },
      { kind: 'extension', amountPennies: 3_000 },
    ]);
    // The same due date, and what was paid plus what is owed is no more.
    expect(paidPart.dueDate).toBe(onlyExtended.dueDate);
    expect(paidPart.totalPaid + paidPart.balance).toBeLessThanOrEqual(
      onlyExtended.totalPaid + onlyExtended.balance,
    );
  });

  it('takes one extension per term: the next waits until the new term has begun', () => {
    const extended = loanPosition(general, [{ kind: 'extension', amountPennies: 3_000 }]);
    const firstDue = openingPosition(general).dueDate;
    expect(extensionRefusal(openingPosition(general), '2026-03-10')).toBeNull();
    expect(extensionRefusal(extended, firstDue)).toEqual({
      status: 409,
      message: `This loan was already extended this term: it is now due 27 April 2026. One extension is taken per term; the next can be taken from 31 March 2026.`,
    });
    expect(extensionRefusal(extended, addDays(firstDue, 1))).toBeNull();
    expect(extensionOffer(general, extended, firstDue)).toMatchObject({ offer: null });
    expect(extensionOffer(general, extended, addDays(firstDue, 1)).offer?.amountPennies).toBe(
      3_000,
    );
  });

  it('refuses anything after a redemption', () => {
    const closed = loanPosition(general, [{ kind: 'redemption', amountPennies: 13_000 }]);
    expect(paymentRefusal(general, closed, { kind: 'part', amountPennies: 1 })).toEqual({
      status: 409,
      message: 'Nothing is owed on this loan.',
    });
  });

  it('takes a part payment of one penny less than the balance', () => {
    expect(paymentRefusal(general, opening, { kind: 'part', amountPennies: 12_999 })).toBeNull();
    expect(loanPosition(general, [{ kind: 'part', amountPennies: 12_999 }]).balance).toBe(1);
  });
});

describe('dates', () => {
  it('ends a term at the end of its day in London, summer or winter', () => {
    expect(endOfLondonDay('2026-01-15').toISOString()).toBe('2026-01-15T23:59:59.999Z');
    expect(endOfLondonDay('2026-07-15').toISOString()).toBe('2026-07-15T22:59:59.999Z');
    // The clocks go forward on 29 March 2026 and back on 25 October 2026.
    expect(endOfLondonDay('2026-03-28').toISOString()).toBe('2026-03-28T23:59:59.999Z');
    expect(endOfLondonDay('2026-03-29').toISOString()).toBe('2026-03-29T22:59:59.999Z');
    expect(endOfLondonDay('2026-10-25').toISOString()).toBe('2026-10-25T23:59:59.999Z');
  });

  it('is overdue only after the due day has ended', () => {
    const due = endOfLondonDay('2026-01-15');
    expect(isOverdue(due, new Date('2026-01-15T23:59:59.000Z'))).toBe(false);
    expect(isOverdue(due, new Date('2026-01-16T00:00:00.000Z'))).toBe(true);
  });

  it('takes a start date from today back to five years ago (an agreement made on paper)', () => {
    const now = new Date('2026-08-31T10:00:00Z');
    expect(earliestStartDate(now)).toBe('2021-08-31');
    expect(startDateProblem('2026-08-31', now)).toBeNull();
    expect(startDateProblem('2021-08-31', now)).toBeNull();
    expect(startDateProblem('2021-08-30', now)).toBe(
      'Start date can be at most 5 years ago (2021-08-31 or later)',
    );
    expect(startDateProblem('2026-09-01', now)).toBe('Start date cannot be in the future');
    expect(startDateProblem('2026-02-30', now)).toBe(
      'Start date must be a date written YYYY-MM-DD',
    );
    expect(startDateProblem('31/08/2026', now)).toBe(
      'Start date must be a date written YYYY-MM-DD',
    );
  });
});

describe('interest after the due date, day by day (s.116(4))', () => {
  // £200 general at 30% per 28 days, from 1 April 2026: due 29 April, £60.00 charge.
  const loan: Agreement = { loanPennies: 20_000, ratePercent: 30, startDate: '2026-04-01' };

  it('charges rate / 28 of the principal owed for each day past the due date, rounded once a day', () => {
    // 20000 × 30 / 2800 = 214.2857… → 214p a day.
    expect(dailyInterestOn(20_000, 30)).toBe(214);
    // Half up: £7.00 at 30% is 7.5p → 8p; £1.00 at 15% is 0.54p → 1p; £0.90 → 0.48p → 0p.
    expect(dailyInterestOn(700, 30)).toBe(8);
    expect(dailyInterestOn(100, 15)).toBe(1);
    expect(dailyInterestOn(90, 15)).toBe(0);
    const onDueDate = loanPosition(loan, [], '2026-04-29');
    expect(onDueDate).toMatchObject({ balance: 26_000, interestOwed: 6_000, daysLate: 0 });
    // Ten days late: 6000 + 10 × 214 = 8140p interest; balance £281.40.
    const tenDaysLate = loanPosition(loan, [], '2026-05-09');
    expect(tenDaysLate).toMatchObject({
      principalOwed: 20_000,
      interestOwed: 8_140,
      balance: 28_140,
      interestCharged: 8_140,
      daysLate: 10,
    });
    // Never a higher rate, nothing else: a year on it is still 214p a day.
    expect(loanPosition(loan, [], '2027-04-29').interestOwed).toBe(6_000 + 365 * 214);
  });

  it('charges the lower principal after a part payment made while late', () => {
    // Day 5 late: owed 6000 + 5 × 214 = 7070p interest; £100 pays 7070p interest, 2930p principal.
    const position = loanPosition(
      loan,
      [{ kind: 'part', amountPennies: 10_000, onDate: '2026-05-04' }],
      '2026-05-09',
    );
    // Principal 17070p → 182.89p → 183p a day for the next 5 days.
    expect(position).toMatchObject({ principalOwed: 17_070, interestOwed: 5 * 183 });
    expect(position.balance).toBe(17_070 + 915);
  });

  it('counts the days already charged toward an extension made after the due date: no day twice', () => {
    // Extended 10 days late: pays 8140p (the term's 6000p and 10 days at 214p).
    const late = accrueTo(loan, openingPosition(loan), '2026-05-09');
    const extended = applyPayment(loan, late, {
      kind: 'extension',
      amountPennies: 8_140,
      onDate: '2026-05-09',
    });
    // The new term runs from 29 April to 27 May; its 6000p charge less the 2140p already charged.
    expect(extended.allocation).toEqual({
      interestPennies: 8_140,
      principalPennies: 0,
      chargeAddedPennies: 3_860,
    });
    expect(extended.position).toMatchObject({
      dueDate: '2026-05-27',
      interestOwed: 3_860,
      terms: 2,
    });
    // Over both terms the customer is charged exactly two term charges, not a day more.
    expect(extended.position.interestCharged).toBe(12_000);
    expect(
      loanPosition(
        loan,
        [{ kind: 'extension', amountPennies: 8_140, onDate: '2026-05-09' }],
        '2026-05-27',
      ).balance,
    ).toBe(20_000 + 3_860);
    // The day after the new due date, daily interest starts again.
    expect(
      loanPosition(
        loan,
        [{ kind: 'extension', amountPennies: 8_140, onDate: '2026-05-09' }],
        '2026-05-28',
      ).interestOwed,
    ).toBe(3_860 + 214);
  });

  it('leaves days beyond the new term charged when the extension comes more than a term late', () => {
    // 40 days late: 6000 + 40 × 214 = 14560p. The new term (29 April–27 May) is wholly
    // charged already (28 × 214 = 5992p ≤ 6000p → 8p left); the 12 days after it stay charged.
    const late = accrueTo(loan, openingPosition(loan), '2026-06-08');
    const extended = applyPayment(loan, late, {
      kind: 'extension',
      amountPennies: 14_560,
      onDate: '2026-06-08',
    });
    expect(extended.allocation.chargeAddedPennies).toBe(8);
    expect(extended.position).toMatchObject({
      dueDate: '2026-05-27',
      daysLate: 12,
      interestOwed: 8,
    });
    expect(extended.position.interestCharged).toBe(6_000 + 40 * 214 + 8);
  });

  it('redeems for exactly the balance worked out to the day', () => {
    const late = accrueTo(loan, openingPosition(loan), '2026-05-09');
    expect(paymentRefusal(loan, late, { kind: 'redemption', amountPennies: 26_000 })?.message).toBe(
      'A redemption pays exactly the balance: £281.40.',
    );
    expect(
      loanPosition(
        loan,
        [{ kind: 'redemption', amountPennies: 28_140, onDate: '2026-05-09' }],
        '2026-09-01',
      ),
    ).toMatchObject({ balance: 0, redeemed: true, totalPaid: 28_140 });
  });
});

describe('the redemption period (s.116) and what follows it (ss.120–121)', () => {
  it('ends six calendar months after the agreement, on the month’s last day when shorter', () => {
    expect(redemptionPeriodEnd('2026-04-01', 6)).toBe('2026-10-01');
    expect(redemptionPeriodEnd('2026-08-31', 6)).toBe('2027-02-28');
    expect(addMonths('2027-08-31', 6)).toBe('2028-02-29');
    expect(redemptionPeriodOver('2026-04-01', 6, '2026-10-01')).toBe(false);
    expect(redemptionPeriodOver('2026-04-01', 6, '2026-10-02')).toBe(true);
  });

  it('runs to the due date when extensions took the loan past six months (s.116(2))', () => {
    expect(redemptionPeriodEnd('2026-04-01', 6, '2026-10-14')).toBe('2026-10-14');
    expect(redemptionPeriodEnd('2026-04-01', 6, '2026-09-02')).toBe('2026-10-01');
  });

  it('forfeits £75 or less after a six-month period; sells anything else after notice', () => {
    expect(afterPeriodRoute(7_500, '2026-04-01', 6)).toBe('forfeit');
    expect(afterPeriodRoute(7_501, '2026-04-01', 6)).toBe('sale');
    expect(afterPeriodRoute(6_000, '2026-04-01', 9)).toBe('sale');
    expect(afterPeriodRoute(6_000, '2026-04-01', 6, '2026-10-14')).toBe('sale');
  });

  it('works out the sale statement: surplus or shortfall, in pennies', () => {
    // Sold for £320 with £20 of costs against £296.98 owed: £3.02 surplus.
    expect(saleStatement(32_000, 2_000, 29_698)).toEqual({
      proceeds: 32_000,
      expenses: 2_000,
      owed: 29_698,
      surplus: 302,
      shortfall: 0,
    });
    // Sold for £250 with £15 of costs against £296.98: £61.98 short.
    expect(saleStatement(25_000, 1_500, 29_698)).toMatchObject({ surplus: 0, shortfall: 6_198 });
    expect(saleStatement(29_698, 0, 29_698)).toMatchObject({ surplus: 0, shortfall: 0 });
  });
});

describe('agreement numbers', () => {
  it('formats and reads them back', () => {
    expect(formatAgreementNumber(123)).toBe('CA-000123');
    expect(formatAgreementNumber(1_234_567)).toBe('CA-1234567');
    for (const text of [
      'CA-000123',
      'ca-123',
      'CA123',
      'ca000123',
      'CA 000123',
      'CA–000123',
      '000123',
      ' 123 ',
    ])
      expect(parseAgreementNumber(text)).toBe(123);
    for (const text of ['CA-', 'CB-1', '12a', '-1', ''])
      expect(parseAgreementNumber(text)).toBeNull();
  });
});

describe('due dates on the shop calendar (decision 028)', () => {
  it('moves a due date on a bank holiday to the next opening day', () => {
    // Started 27 November 2026: 28 days on is Christmas Day; Saturday 26th is open.
    const christmas: Agreement = { ...general, startDate: '2026-11-27' };
    expect(openingPosition(christmas).dueDate).toBe('2026-12-26');
    // Started 30 November: the 28th is the Boxing Day substitute; Tuesday 29th.
    const boxingDay: Agreement = { ...general, startDate: '2026-11-30' };
    expect(openingPosition(boxingDay).dueDate).toBe('2026-12-29');
  });

  it('moves a due date on a Sunday to the Monday, and an extension 28 days on from it', () => {
    const sunday: Agreement = { ...general, startDate: '2026-05-31' }; // due Sunday 28 June
    const opening = openingPosition(sunday);
    expect(opening.dueDate).toBe('2026-06-29');
    const extended = applyPayment(sunday, opening, {
      kind: 'extension',
      amountPennies: opening.interestOwed,
      onDate: '2026-06-20',
    });
    expect(extended.position.dueDate).toBe('2026-07-27');
  });
});
