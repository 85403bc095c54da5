import { describe, expect, it } from 'vitest';
import {
  accrueTo,
  addMonths,
  afterPeriodRoute,
  applyPayment,
  dailyInterestOn,
  earliestStartDate,
  endOfLondonDay,
  extensionOffer,
  extensionRefusal,
  interestForDays,
  isOverdue,
  loanPosition,
  openingPosition,
  paymentRefusal,
  redemptionPeriodEnd,
  redemptionPeriodOver,
  saleStatement,
  startDateProblem,
  termCharge,
  termEndFrom,
  waiverRefusal,
  withdrawalNoticeProblem,
  withdrawalRepayBy,
  type Agreement,
} from './ledger';
import { addDays } from '../repairs/dates';
import { formatAgreementNumber, parseAgreementNumber } from './pawn-book-values';

// £100 from Monday 2 March 2026: due Monday 30 March (day 28).
const START = '2026-03-02';
const general: Agreement = { loanPennies: 10_000, ratePercent: 30, startDate: START };
const gold: Agreement = { loanPennies: 10_000, ratePercent: 15, startDate: START };
const day = (n: number) => addDays(START, n);
const owedOn = (agreement: Agreement, n: number) => loanPosition(agreement, [], day(n));

describe('interest by the day from the agreement (decision 039)', () => {
  it('owes only the credit on the day of the agreement', () => {
    expect(openingPosition(general)).toMatchObject({
      principalOwed: 10_000,
      interestOwed: 0,
      balance: 10_000,
      dueDate: '2026-03-30',
      chargedThrough: START,
      daysCharged: 0,
      // £100 × 30% / 28 = 107.14p: "£1.07 a day".
      dailyInterest: 107,
    });
    expect(owedOn(general, 0).balance).toBe(10_000);
  });

  it('redeems a £100 loan on day 1, 10, 28 and 60 for the days used, at each rate', () => {
    // 15%: 53.57p a day, the running total rounded once a day.
    expect([1, 10, 28, 60].map((n) => owedOn(gold, n).balance)).toEqual([
      10_054, 10_536, 11_500, 13_214,
    ]);
    // 30%: 107.14p a day.
    expect([1, 10, 28, 60].map((n) => owedOn(general, n).balance)).toEqual([
      10_107, 11_071, 13_000, 16_429,
    ]);
    expect(owedOn(general, 10)).toMatchObject({ daysCharged: 10, interestOwed: 1_071 });
    for (const [agreement, n] of [
      [gold, 1],
      [gold, 10],
      [general, 60],
    ] as const) {
      const owed = owedOn(agreement, n);
      const redeemed = applyPayment(agreement, openingPosition(agreement), {
        kind: 'redemption',
        amountPennies: owed.balance,
        onDate: day(n),
      });
      expect(redeemed.allocation).toEqual({
        interestPennies: owed.interestOwed,
        principalPennies: 10_000,
      });
      expect(redeemed.position).toMatchObject({ balance: 0, redeemed: true });
    }
  });

  it('costs exactly the 28-day figure for a full term, whatever the rounding of a day', () => {
    expect(termCharge(10_000, 15)).toBe(1_500);
    expect(termCharge(18_745, 15)).toBe(2_812); // £28.1175 → £28.12
    expect(termCharge(33_333, 30)).toBe(10_000); // £99.999 → £100.00
    expect(interestForDays(18_745, 15, 28)).toBe(
      owedOn({ ...gold, loanPennies: 18_745 }, 28).interestOwed,
    );
    // A rounded day times the days would be 28 × 54p = £15.12.
    expect(dailyInterestOn(10_000, 15) * 28).toBe(1_512);
  });

  it('stops the interest at the amount lent: the cap', () => {
    // 30%: day 93 is £99.64; day 94 would be £100.71, so it stops at £100.00.
    expect(owedOn(general, 93)).toMatchObject({ interestOwed: 9_964, capReached: false });
    expect(owedOn(general, 94)).toMatchObject({ interestOwed: 10_000, capReached: true });
    expect(owedOn(general, 400)).toMatchObject({ interestOwed: 10_000, balance: 20_000 });
    // Paid part on the way: the cap counts every charge, paid or not.
    const part = applyPayment(general, openingPosition(general), {
      kind: 'part',
      amountPennies: 5_000,
      onDate: day(60),
    });
    // £64.29 of interest owed: the £50.00 pays interest only.
    expect(part.position).toMatchObject({
      interestCharged: 6_429,
      interestOwed: 1_429,
      principalOwed: 10_000,
    });
    const later = loanPosition(
      general,
      [{ kind: 'part', amountPennies: 5_000, onDate: day(60) }],
      day(500),
    );
    expect(later.interestCharged).toBe(10_000);
  });

  it('charges the lower principal after a part payment, from the next day', () => {
    // Day 10: £10.71 interest paid first, then £39.29 of principal: £60.71 owed.
    const ledger = [{ kind: 'part' as const, amountPennies: 5_000, onDate: day(10) }];
    const after = loanPosition(general, ledger, day(10));
    expect(after).toMatchObject({ principalOwed: 6_071, interestOwed: 0 });
    // 18 more days on £60.71 at 30%: £11.709 → £11.71.
    expect(loanPosition(general, ledger, day(28))).toMatchObject({
      interestOwed: 1_171,
      balance: 6_071 + 1_171,
    });
  });
});

describe('extensions (decision 039)', () => {
  it('on the due date: pays the 28 days and is due 28 days later', () => {
    const owed = owedOn(general, 28);
    expect(extensionOffer(owed, day(28))).toEqual({
      offer: { amountPennies: 3_000, newDueDate: '2026-04-27' },
      refusal: null,
    });
    const extended = applyPayment(general, owed, {
      kind: 'extension',
      amountPennies: 3_000,
      onDate: day(28),
    });
    expect(extended.allocation).toEqual({ interestPennies: 3_000, principalPennies: 0 });
    expect(extended.position).toMatchObject({
      dueDate: '2026-04-27',
      previousDueDate: '2026-03-30',
      terms: 2,
      balance: 10_000,
    });
    // The new term's days cost the same as the first's: 28 more days, £30.00.
    expect(
      loanPosition(general, [{ kind: 'extension', amountPennies: 3_000, onDate: day(28) }], day(56))
        .interestOwed,
    ).toBe(3_000);
  });

  it('40 days late: pays the 68 days and is due 28 days after the payment, never in the past', () => {
    const paidOn = day(68); // Saturday 9 May 2026
    const owed = owedOn(general, 68);
    // 68 days at 30% on £100: £72.857 → £72.86.
    expect(owed.interestOwed).toBe(7_286);
    const extended = applyPayment(general, owed, {
      kind: 'extension',
      amountPennies: 7_286,
      onDate: paidOn,
    });
    expect(extended.position.dueDate).toBe(termEndFrom(paidOn));
    expect(extended.position.dueDate > paidOn).toBe(true);
    expect(extended.position.dueDate).toBe('2026-06-06');
  });

  it('early: pays the days so far and keeps 28 days from the old due date', () => {
    const owed = owedOn(gold, 10);
    const extended = applyPayment(gold, owed, {
      kind: 'extension',
      amountPennies: 536,
      onDate: day(10),
    });
    expect(extended.position).toMatchObject({ dueDate: '2026-04-27', balance: 10_000 });
  });

  it('takes the exact interest owed, once per term, and nothing when none is owed', () => {
    const owed = owedOn(general, 10);
    expect(paymentRefusal(owed, { kind: 'extension', amountPennies: 1_000 })).toEqual({
      status: 409,
      message: 'An extension pays exactly the interest owed to today: £10.71.',
    });
    expect(
      paymentRefusal(openingPosition(general), { kind: 'extension', amountPennies: 1 }),
    ).toMatchObject({ status: 409 });
    expect(extensionOffer(openingPosition(general), START)).toEqual({
      offer: null,
      refusal: 'The interest is paid up to today: there is nothing to extend with yet.',
    });
    const ledger = [{ kind: 'extension' as const, amountPennies: 1_071, onDate: day(10) }];
    const extended = loanPosition(general, ledger, day(20));
    expect(extensionRefusal(extended, day(20))?.message).toContain('already extended this term');
    expect(extensionRefusal(extended, day(29))).toBeNull();
    // Extended late, the new term begins on the day paid: the next waits until after it.
    const late = [{ kind: 'extension' as const, amountPennies: 7_286, onDate: day(68) }];
    expect(extensionRefusal(loanPosition(general, late, day(68)), day(68))?.status).toBe(409);
    expect(extensionRefusal(loanPosition(general, late, day(69)), day(69))).toBeNull();
  });
});

describe('refusals', () => {
  const owed = owedOn(general, 10); // £110.71

  it('refuses nothing, too much, a part payment of the whole, and a redemption of less', () => {
    expect(paymentRefusal(owed, { kind: 'part', amountPennies: 0 })?.status).toBe(400);
    expect(paymentRefusal(owed, { kind: 'part', amountPennies: 11_072 })?.message).toBe(
      'The amount £110.72 is more than the balance of £110.71.',
    );
    expect(paymentRefusal(owed, { kind: 'part', amountPennies: 11_071 })?.message).toBe(
      '£110.71 is the whole balance: record it as a redemption.',
    );
    expect(paymentRefusal(owed, { kind: 'redemption', amountPennies: 11_000 })?.message).toBe(
      'A redemption pays exactly the balance: £110.71.',
    );
    expect(paymentRefusal(owed, { kind: 'part', amountPennies: 11_070 })).toBeNull();
  });

  it('refuses anything after a redemption', () => {
    const redeemed = applyPayment(general, owed, { kind: 'redemption', amountPennies: 11_071 });
    expect(paymentRefusal(redeemed.position, { kind: 'part', amountPennies: 1 })?.message).toBe(
      'Nothing is owed on this loan.',
    );
  });
});

describe('withdrawal (s.66A)', () => {
  it('takes notice from the agreement to 14 days after it, and wants repayment within 30 days', () => {
    expect(withdrawalNoticeProblem(START, day(5), day(5))).toBeNull();
    expect(withdrawalNoticeProblem(START, START, START)).toBeNull();
    expect(withdrawalNoticeProblem(START, day(14), day(20))).toBeNull();
    expect(withdrawalNoticeProblem(START, day(15), day(20))).toBe(
      'The 14 days to withdraw ended on 16 March 2026: the customer can still redeem at any time.',
    );
    expect(withdrawalNoticeProblem(START, day(6), day(5))).toBe(
      'The day the notice was given cannot be in the future',
    );
    expect(withdrawalNoticeProblem(START, day(-1), day(5))).toBe(
      'The notice cannot come before the agreement was made',
    );
    expect(withdrawalRepayBy(day(5))).toBe(day(35));
  });

  it('notice on day 5, repaid on day 20: the credit and 20 days of interest', () => {
    // 20 days at 30% on £100: £21.4286 → £21.43.
    const owed = owedOn(general, 20);
    expect(owed.balance).toBe(12_143);
    const repaid = applyPayment(general, openingPosition(general), {
      kind: 'withdrawal',
      amountPennies: 12_143,
      onDate: day(20),
    });
    expect(repaid.allocation).toEqual({ interestPennies: 2_143, principalPennies: 10_000 });
    expect(repaid.position).toMatchObject({ balance: 0, redeemed: true });
    expect(paymentRefusal(owed, { kind: 'withdrawal', amountPennies: 12_000 })?.message).toBe(
      'Repaying after a withdrawal pays exactly the credit and its interest to today: £121.43.',
    );
  });
});

describe('forbearance (CONC 6.7)', () => {
  it('a waiver takes its amount off the interest owed on its day', () => {
    const waived: Agreement = {
      ...general,
      forbearance: { waivers: [{ onDate: day(10), amountPennies: 500 }], frozenFrom: null },
    };
    expect(owedOn(waived, 10)).toMatchObject({ interestOwed: 571, interestWaived: 500 });
    // Interest keeps running on the principal: day 28 owes £30.00 less the £5.00 waived.
    expect(owedOn(waived, 28)).toMatchObject({ interestOwed: 2_500, balance: 12_500 });
    // Worked out to a day before the waiver, it does not count yet.
    expect(owedOn(waived, 9).interestWaived).toBe(0);
    expect(waiverRefusal(owedOn(general, 10), 1_072)).toEqual({
      status: 409,
      message: 'Only interest can be waived: £10.71 is owed today.',
    });
    expect(waiverRefusal(owedOn(general, 10), 1_071)).toBeNull();
    expect(waiverRefusal(owedOn(general, 10), 0)?.status).toBe(400);
  });

  it('a waiver on the day of a payment counts after it', () => {
    const waived: Agreement = {
      ...general,
      forbearance: { waivers: [{ onDate: day(10), amountPennies: 500 }], frozenFrom: null },
    };
    const ledger = [{ kind: 'part' as const, amountPennies: 500, onDate: day(10) }];
    expect(loanPosition(waived, ledger, day(10))).toMatchObject({
      interestOwed: 1_071 - 500 - 500,
      principalOwed: 10_000,
    });
  });

  it('a freeze stops interest from its day on', () => {
    const frozen: Agreement = {
      ...general,
      forbearance: { waivers: [], frozenFrom: day(11) },
    };
    expect(owedOn(frozen, 10).interestOwed).toBe(1_071);
    expect(owedOn(frozen, 60)).toMatchObject({
      interestOwed: 1_071,
      daysCharged: 10,
      frozenFrom: day(11),
    });
  });
});

describe('closed days after a due date (decision 036)', () => {
  it('charges nothing for the shut days from the due date to the next opening day', () => {
    // Due Monday 30 March; staff closed the shop 30 and 31 March: open again 1 April.
    const closures = new Map([
      ['2026-03-30', 'Closed'],
      ['2026-03-31', 'Closed'],
    ]);
    const onReopening = loanPosition(general, [], '2026-04-01', closures);
    expect(onReopening.interestOwed).toBe(3_000);
    expect(loanPosition(general, [], '2026-04-02', closures).interestOwed).toBe(
      interestForDays(10_000, 30, 29),
    );
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
    const owed = accrueTo(sunday, opening, '2026-06-20');
    const extended = applyPayment(sunday, owed, {
      kind: 'extension',
      amountPennies: owed.interestOwed,
      onDate: '2026-06-20',
    });
    expect(extended.position.dueDate).toBe('2026-07-27');
  });
});
