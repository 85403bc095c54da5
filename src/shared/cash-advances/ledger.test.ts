import { describe, expect, it } from 'vitest';
import {
  applyPayment,
  earliestStartDate,
  endOfLondonDay,
  forfeitableFrom,
  isOverdue,
  loanPosition,
  mayForfeit,
  openingPosition,
  paymentRefusal,
  startDateProblem,
  type Agreement,
} from './ledger';
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
      redeemed: false,
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
    expect(paymentRefusal(opening, entry)).toEqual({ status, message });
    expect(() => applyPayment(general, opening, entry)).toThrow(message);
  });

  it('refuses an extension when no interest is owed', () => {
    const paidUp = loanPosition(general, [{ kind: 'part', amountPennies: 5_000 }]);
    expect(paymentRefusal(paidUp, { kind: 'extension', amountPennies: 100 })?.message).toMatch(
      /No interest is owed/,
    );
  });

  it('refuses anything after a redemption', () => {
    const closed = loanPosition(general, [{ kind: 'redemption', amountPennies: 13_000 }]);
    expect(paymentRefusal(closed, { kind: 'part', amountPennies: 1 })).toEqual({
      status: 409,
      message: 'Nothing is owed on this loan.',
    });
  });

  it('takes a part payment of one penny less than the balance', () => {
    expect(paymentRefusal(opening, { kind: 'part', amountPennies: 12_999 })).toBeNull();
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

  it('may forfeit from the day after the grace period', () => {
    expect(forfeitableFrom('2026-01-15', 14)).toBe('2026-01-30');
    expect(mayForfeit('2026-01-15', 14, new Date('2026-01-29T12:00:00Z'))).toBe(false);
    expect(mayForfeit('2026-01-15', 14, new Date('2026-01-30T12:00:00Z'))).toBe(true);
    expect(mayForfeit('2026-01-15', 0, new Date('2026-01-16T12:00:00Z'))).toBe(true);
  });

  it('takes a start date from today back to six months ago', () => {
    const now = new Date('2026-08-31T10:00:00Z');
    expect(earliestStartDate(now)).toBe('2026-02-28');
    expect(startDateProblem('2026-08-31', now)).toBeNull();
    expect(startDateProblem('2026-02-28', now)).toBeNull();
    expect(startDateProblem('2026-02-27', now)).toBe(
      'Start date can be at most 6 months ago (2026-02-28 or later)',
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

describe('agreement numbers', () => {
  it('formats and reads them back', () => {
    expect(formatAgreementNumber(123)).toBe('CA-000123');
    expect(formatAgreementNumber(1_234_567)).toBe('CA-1234567');
    for (const text of ['CA-000123', 'ca-123', 'CA123', '000123', ' 123 '])
      expect(parseAgreementNumber(text)).toBe(123);
    for (const text of ['CA-', 'CB-1', '12a', '-1', ''])
      expect(parseAgreementNumber(text)).toBeNull();
  });
});
