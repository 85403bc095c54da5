/**
 * The pawn papers as the customer reads them: each PDF's text carries the
 * statements the Consumer Credit Act 1974 and its regulations ask for, and the
 * loan's own figures and dates.
 */
import { describe, expect, it } from 'vitest';
import type { Loan } from '@shared/cash-advances/agreement-schemas';
import { DEBT_ADVICE, FORFEIT_LIMIT_PENNIES } from '@shared/cash-advances/pawn-book-values';
import {
  bearerStatement,
  lostReceiptForms,
  noRecourseStatement,
  smallPawnStatement,
  statementOfAccountStatement,
} from '@shared/cash-advances/pawn-terms-text';
import { penniesToDecimal } from '@shared/money-math';
import { pdfText } from '../../../../tests/helpers/pawn-book';
import {
  STATUTORY_DECLARATION_WORDS,
  renderSignedStatement,
  renderStatutoryDeclaration,
} from './lost-receipt-forms';
import type { PawnPapersContext } from './papers-context';
import { renderNoticeOfSale, renderPreContract, renderSaleStatement } from './papers-pdf';
import { AGREEMENT_HEADING, renderReceipt } from './receipt-pdf';

const FCA_LINE =
  'Authorised and regulated by the Financial Conduct Authority, firm reference number 123456';
const papers: PawnPapersContext = { redemptionMonths: 6, fcaFrnLine: FCA_LINE };

/** A £200 general loan at 30% from 1 April 2026, sold after notice with a £3.02 surplus. */
function loanOf(overrides: Partial<Loan> = {}): Loan {
  return {
    id: '5b0e3c56-0000-4000-8000-000000000001',
    userId: 'user-1',
    customerName: 'Priya Shah',
    customerPhone: '07700 900123',
    customerEmail: 'priya@example.com',
    itemDescription: 'Games console 1TB with two controllers',
    itemCategory: 'electronics',
    collateralType: 'general',
    loanAmount: '200.00',
    interestRate: '30.00',
    totalRepayment: '260.00',
    dueDate: '2026-04-29T22:59:59.999Z',
    status: 'active',
    createdAt: '2026-03-30T10:00:00.000Z',
    agreementNumber: 'CA-000123',
    requestedAmount: '220.00',
    offerAmount: '200.00',
    offerNote: null,
    rejectionReason: null,
    startDate: '2026-04-01',
    idChecked: true,
    activatedAt: '2026-04-01T10:00:00.000Z',
    closedAt: null,
    balance: '260.00',
    principalOwed: '200.00',
    interestOwed: '60.00',
    interestCharged: '60.00',
    totalPaid: '0.00',
    terms: 1,
    overdue: false,
    redemptionPeriodEnds: '2026-10-01',
    figuresOn: '2026-10-02',
    dailyInterest: '2.14',
    daysLate: 0,
    daysCharged: 184,
    interestWaived: '0.00',
    interestCap: '200.00',
    capReached: false,
    interestFrozenFrom: null,
    withdrawalOpenUntil: null,
    withdrawal: null,
    forbearance: [],
    careNote: null,
    forfeitableFrom: null,
    noticeOfSaleFrom: '2026-10-02',
    dateOfBirth: '1990-05-17',
    address: '14 Elm Street, Leeds LS11 5AB',
    noticesByEmail: true,
    noticeEmail: 'priya@example.com',
    enteredLater: false,
    noticeOfSale: {
      givenAt: '2026-10-02T09:15:00.000Z',
      askingPrice: '320.00',
      owed: '288.84',
      postedAt: '2026-10-02',
      deliveredBy: 'email',
      deliveredOn: '2026-10-02',
      saleAllowedFrom: '2026-10-17',
    },
    listedAt: '2026-10-17T09:00:00.000Z',
    saleStatement: {
      saleDate: '2026-10-20',
      premises: 'Beeston Cash & Repairs, 247 Beeston Road, Leeds LS11 7LR',
      // Net proceeds £300.00 (£320 less £20 of expenses) against £296.98 owed.
      proceeds: '320.00',
      expenses: '20.00',
      expenseLines: [{ description: 'Costs of sale', amount: '20.00' }],
      owed: '296.98',
      surplus: '3.02',
      shortfall: '0.00',
      surplusPaidAt: null,
      surplusPaidMethod: null,
    },
    surplusOwed: '3.02',
    redeemAmount: '288.84',
    closedDays: [],
    extendAmount: null,
    extendedDueDate: null,
    extensionBlocked: null,
    payments: [],
    refunds: [],
    items: [
      {
        id: 'item-1',
        description: 'Games console 1TB',
        category: 'electronics',
        serialNumber: 'SN-123-456',
        storageLocation: 'Safe B, shelf 2',
        status: 'held',
        productId: null,
      },
      {
        id: 'item-2',
        description: 'Two wireless controllers',
        category: 'electronics',
        serialNumber: null,
        storageLocation: null,
        status: 'held',
        productId: null,
      },
    ],
    photos: [],
    ...overrides,
  };
}

/**
 * The PDF's text with line breaks folded, so a sentence reads as one even where
 * it wraps (also after a hyphen: "six-" and "month" on two lines read "six-month").
 */
async function textOf(pdf: Promise<Buffer>): Promise<string> {
  const bytes = await pdf;
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  return pdfText(bytes)
    .replace(/\s+/g, ' ')
    .replace(/(\w)- (\w)/g, '$1-$2');
}

/** The words no paper may say any more (decision 039). */
const RETIRED = [
  'Extending does not change the redemption period',
  'photo ID',
  'you will owe us the shortfall',
  'Shortfall you owe us',
  'the property passes to us',
];

function expectNone(text: string, phrases: readonly string[] = RETIRED) {
  for (const phrase of phrases) expect(text, phrase).not.toContain(phrase);
}

function expectAll(text: string, expected: readonly string[]) {
  for (const phrase of expected) expect(text, phrase).toContain(phrase);
}

const smallLoan = (overrides: Partial<Loan> = {}) =>
  loanOf({ loanAmount: '60.00', totalRepayment: '78.00', dailyInterest: '0.64', ...overrides });

describe('the pawn agreement and pawn-receipt', () => {
  it('names the parties, the pawn and the figures, and makes the statutory statements', async () => {
    const text = await textOf(renderReceipt(loanOf(), papers, new Date('2026-04-01T10:00:00Z')));
    expectAll(text, [
      'Pawn agreement and pawn-receipt',
      AGREEMENT_HEADING,
      'Agreement number: CA-000123',
      'Date of the agreement: 1 April 2026',
      // The parties.
      'Beeston Cash & Repairs',
      '247 Beeston Road, Leeds LS11 7LR',
      'Priya Shah',
      '14 Elm Street, Leeds LS11 5AB',
      // The pawn.
      'Games console 1TB (Electronics, serial number or hallmark SN-123-456)',
      'Two wireless controllers',
      // The figures.
      'Amount of credit: £200.00',
      'Total charge for credit: £60.00',
      'Total amount payable: £260.00',
      'APR: 2957.3%',
      'Annual rate of interest: 391.1% fixed',
      'one repayment of £260.00 on 29 April 2026, 28 days after the date of the agreement',
      // Interest by the day, with its figures.
      'Interest: £2.14 a day (30% for 28 days, fixed; annual rate of interest 391.1% fixed; representative APR 2957.3%). A full 28-day term costs £60.00. Repay early and you pay only the days you have had the money; there is no other charge for repaying early. Interest stops growing once it reaches the amount lent.',
      'the first day charged is the day after the agreement',
      'Representative example: borrowing £200.00 for 28 days at a fixed rate of 30% for the 28 days (annual rate of interest 391.1% fixed) costs £60.00',
      'interest keeps running by the day at the same rate',
      'Nothing else is charged for paying late',
      // The pawn, its redemption and what happens if it is not redeemed.
      'This is a pawn agreement.',
      'Redemption period ends: 1 October 2026',
      'You may redeem the pawn at any time within the redemption period, which ends on 1 October 2026 (an extension lengthens it), and after it until the pawn is sold or has become ours',
      smallPawnStatement,
      'we pay you the surplus',
      'we write off the shortfall: you owe us nothing more, and we will never ask you for it',
      bearerStatement,
      DEBT_ADVICE.sentence,
      // Rights, complaints and the regulator.
      `on our form "${lostReceiptForms.statutoryDeclaration}"`,
      `on our form "${lostReceiptForms.signedStatement}"`,
      'You may withdraw from this agreement, without giving any reason, within 14 days after the day it is made',
      'If you withdraw, repay £200.00 plus interest of 30% ÷ 28 of it for each day from 1 April 2026 to the day you repay (about £2.14 a day; the total is rounded to the nearest penny once).',
      'Repay within 30 days after telling us',
      'section 94',
      'The loan is then due 28 days after the later of the old due date and the day you pay, and the redemption period is lengthened',
      statementOfAccountStatement,
      'Financial Ombudsman Service',
      FCA_LINE,
      'Sign it only if you want to be legally bound by its terms.',
    ]);
    expectNone(text);
    expect(text).not.toContain('Entered later');
    // Where the items are kept is not printed.
    expect(text).not.toContain('Safe B');
  });

  it('gives the balance when payments exist, and marks an agreement entered later', async () => {
    const payment = {
      id: 'pay-1',
      kind: 'part' as const,
      amount: '50.00',
      interestPart: '50.00',
      principalPart: '0.00',
      chargeAdded: '0.00',
      receiptSubstitute: null,
      method: 'cash' as const,
      note: null,
      takenBy: null,
      createdAt: '2026-04-10T10:00:00.000Z',
    };
    const loan = loanOf({
      enteredLater: true,
      payments: [payment],
      totalPaid: '50.00',
      balance: '210.00',
      figuresOn: '2026-04-12',
    });
    const text = await textOf(renderReceipt(loan, papers));
    expectAll(text, [
      'Entered later: agreement made on paper on 1 April 2026',
      'Paid so far: £50.00',
      'Balance on 12 April 2026: £210.00',
    ]);
  });

  it('makes the one £75 statement for a small loan too, with its own figures', async () => {
    const text = await textOf(renderReceipt(smallLoan(), papers));
    expectAll(text, [
      smallPawnStatement,
      'Interest: £0.64 a day (30% for 28 days, fixed;',
      'A full 28-day term costs £18.00.',
      'If you withdraw, repay £60.00 plus interest of 30% ÷ 28 of it for each day from 1 April 2026 to the day you repay (about £0.64 a day; the total is rounded to the nearest penny once).',
      `a statement signed by you on our form "${lostReceiptForms.signedStatement}"`,
    ]);
    expectNone(text);
  });

  it('states the £75 rule in the same words whatever the loan, its amount or its redemption period', async () => {
    const texts = await Promise.all([
      textOf(renderReceipt(loanOf(), papers)),
      textOf(
        renderReceipt(smallLoan({ redemptionPeriodEnds: '2027-04-01' }), {
          ...papers,
          redemptionMonths: 12,
        }),
      ),
      textOf(renderPreContract(smallLoan({ startDate: null }), papers)),
      textOf(renderPreContract(loanOf({ startDate: null }), papers)),
    ]);
    for (const text of texts) {
      expect(text).toContain(smallPawnStatement);
      expect(text.split(`If the credit is £75 or less`).length - 1).toBe(1);
    }
    expect(texts[1]).toContain('1 April 2027');
  });

  it('leaves the FCA line out when the shop has none', async () => {
    const text = await textOf(renderReceipt(loanOf(), { ...papers, fcaFrnLine: null }));
    expect(text).not.toContain('Authorised and regulated');
    expect(text).not.toContain('supervisory authority');
    expect(text).toContain('Financial Ombudsman Service');
  });
});

describe('the pre-contract credit information', () => {
  const request = loanOf({
    status: 'approved',
    startDate: null,
    activatedAt: null,
    redemptionPeriodEnds: null,
    noticeOfSaleFrom: null,
    noticeOfSale: null,
    saleStatement: null,
    listedAt: null,
    items: [],
  });

  it('follows the SECCI headings with the proposed loan’s figures', async () => {
    const text = await textOf(renderPreContract(request, papers));
    expectAll(text, [
      'Pre-contract credit information',
      '1. Identity and contact details of the creditor',
      '2. Key features of the credit product',
      '3. Costs of the credit',
      '4. Other important legal aspects',
      '5. Additional information',
      FCA_LINE,
      'The type of credit: A pawn loan',
      'The total amount of credit: £200.00',
      'the loan is due 28 days after the agreement is made',
      'the redemption period, which ends 6 months after the agreement is made',
      'One repayment of £260.00, the total amount payable',
      'The total amount you will have to pay: £260.00',
      'Games console 1TB with two controllers',
      'The rate of interest: Interest: £2.14 a day (30% for 28 days, fixed; annual rate of interest 391.1% fixed; representative APR 2957.3%). A full 28-day term costs £60.00.',
      'Repay early and you pay only the days you have had the money; there is no other charge for repaying early.',
      'Interest stops growing once it reaches the amount lent.',
      '(annual rate of interest 391.1% fixed)',
      '2957.3%',
      'Missing payments could have severe consequences for you.',
      smallPawnStatement,
      'we write off the shortfall',
      DEBT_ADVICE.sentence,
      'Right of withdrawal: Yes.',
      'If you withdraw, repay £200.00 plus interest of 30% ÷ 28 of it for each day from the day the agreement is made to the day you repay (about £2.14 a day; the total is rounded to the nearest penny once).',
      'Early repayment',
      `Statement of account: ${statementOfAccountStatement}`,
      `Redeeming the pawn: ${bearerStatement}`,
      'Consultation of a database: None',
      'Right to a draft credit agreement',
      'valid on 2 October 2026',
      'Financial Ombudsman Service',
      'Financial Conduct Authority, 12 Endeavour Square',
      lostReceiptForms.statutoryDeclaration,
    ]);
    expectNone(text);
  });

  it('names the shop’s email as a way to withdraw when it has one', async () => {
    const text = await textOf(
      renderPreContract(request, { ...papers, shopEmail: 'shop@beeston.example' }),
    );
    expect(text).toContain(
      'by telling us in the shop, by telephone on 0113 496 0123, by email to shop@beeston.example, or by letter to Beeston Cash & Repairs, 247 Beeston Road, Leeds LS11 7LR',
    );
  });

  it('works the charge out from the loan amount and rate of a £60 gold loan', async () => {
    const gold = { ...request, loanAmount: '60.00', interestRate: '15.00', totalRepayment: '0.00' };
    const text = await textOf(renderPreContract(gold, papers));
    expectAll(text, [
      '£60.00',
      '£9.00',
      '£69.00',
      '518.4%',
      'annual rate of interest 195.5% fixed',
      '£0.32 a day',
      smallPawnStatement,
    ]);
  });
});

describe('the notice of intention to sell', () => {
  it('gives the customer every particular of the notice', async () => {
    const text = await textOf(renderNoticeOfSale(loanOf(), papers));
    expectAll(text, [
      'Notice of intention to sell pawn',
      'Realisation of Pawn',
      'Priya Shah',
      '14 Elm Street',
      'Leeds LS11 5AB',
      'Agreement number: CA-000123',
      'Date of the agreement: 1 April 2026',
      'Games console 1TB',
      'Two wireless controllers',
      'ended on 1 October 2026',
      'Date of this notice: 2 October 2026',
      'Asking price: £320.00',
      'How it will be sold',
      'We will not sell the pawn before 17 October 2026, at least 14 days after this notice',
      'Amount payable to redeem it on 2 October 2026: £288.84',
      '£2.14 a day',
      'You may redeem the pawn at any time until it is sold',
      'How it will be sold: offered for sale at the asking price in our shop',
      'we pay you the surplus',
      'If they are less, we write off the shortfall',
      noRecourseStatement,
      bearerStatement,
      lostReceiptForms.statutoryDeclaration,
      DEBT_ADVICE.sentence,
      '0113 496 0123',
      '247 Beeston Road, Leeds LS11 7LR',
      FCA_LINE,
    ]);
  });

  it('says the sale waits 14 clear days from delivery when the letter is not yet posted', async () => {
    const loan = loanOf();
    const unposted = loanOf({
      noticeOfSale: {
        ...loan.noticeOfSale!,
        postedAt: null,
        deliveredOn: null,
        saleAllowedFrom: null,
      },
    });
    const text = await textOf(renderNoticeOfSale(unposted, papers));
    expect(text).toContain(
      'We will not sell the pawn until at least 14 clear days after this notice reaches you.',
    );
    expectNone(text);
  });

  it('is refused for a loan with no notice', async () => {
    expect(() => renderNoticeOfSale(loanOf({ noticeOfSale: null }), papers)).toThrow(RangeError);
  });
});

describe('the information about the sale', () => {
  it('sets out the proceeds, the expenses and the surplus we owe', async () => {
    const text = await textOf(renderSaleStatement(loanOf(), papers));
    expectAll(text, [
      'Information about the sale of your pawn',
      'Agreement number: CA-000123',
      'Games console 1TB',
      'Date of sale: 20 October 2026',
      'Amount the pawn fetched (gross proceeds): £320.00',
      'Expenses of the sale: £20.00',
      'Net proceeds of sale: £300.00',
      'Amount payable to redeem the pawn on 20 October 2026: £296.98',
      'Surplus we owe you: £3.02',
      'Please collect it',
      'true market value',
      'section 121(6) and (7)',
      'Financial Ombudsman Service',
      FCA_LINE,
    ]);
    expect(text).not.toContain('Shortfall you owe us');
  });

  it('says when and how the surplus was paid', async () => {
    const loan = loanOf();
    const paid = loanOf({
      saleStatement: {
        ...loan.saleStatement!,
        surplusPaidAt: '2026-10-22T11:00:00.000Z',
        surplusPaidMethod: 'bank',
      },
    });
    const text = await textOf(renderSaleStatement(paid, papers));
    expect(text).toContain('We paid you the surplus on 22 October 2026 (bank transfer).');
    expect(text).not.toContain('Please collect it');
  });

  it('states a shortfall and the right to challenge the price or the expenses', async () => {
    const loan = loanOf();
    const short = loanOf({
      saleStatement: {
        ...loan.saleStatement!,
        proceeds: '250.00',
        surplus: '0.00',
        shortfall: '66.98',
      },
    });
    const text = await textOf(renderSaleStatement(short, papers));
    expectAll(text, [
      'Net proceeds of sale: £230.00',
      'Shortfall written off: £66.98',
      'The net proceeds were £66.98 less than you owed on the day of the sale. We have written off this shortfall: you owe us nothing more on this loan, and we will never ask you for it.',
      'true market value',
      'expenses were reasonable',
    ]);
    expectNone(text);
    expect(text).not.toContain('Surplus we owe you');
  });

  it('is refused for a loan not sold', async () => {
    expect(() => renderSaleStatement(loanOf({ saleStatement: null }), papers)).toThrow(RangeError);
  });
});

describe('the lost pawn-receipt forms (s.118(1))', () => {
  const printedOn = new Date('2026-06-10T10:00:00Z');

  it('fills the statutory declaration in with the agreement, the pawn and the pawnor, with blanks to sign before a witness', async () => {
    const text = await textOf(renderStatutoryDeclaration(loanOf(), papers, printedOn));
    expectAll(text, [
      lostReceiptForms.statutoryDeclaration,
      'Consumer Credit Act 1974, section 118(1)(a); Consumer Credit (Loss of Pawn-Receipt) Regulations 1983',
      'Pawnee: Beeston Cash & Repairs, 247 Beeston Road, Leeds LS11 7LR',
      'Agreement number: CA-000123',
      'Date of the agreement: 1 April 2026',
      'Amount of credit: £200.00',
      'Pawnor (the customer who pawned the goods): Priya Shah',
      'Address of the pawnor: 14 Elm Street, Leeds LS11 5AB',
      'Games console 1TB (Electronics, serial number or hallmark SN-123-456)',
      'Two wireless controllers',
      'I, Priya Shah, of 14 Elm Street, Leeds LS11 5AB, do solemnly and sincerely declare that:',
      'I am the owner of the pawn described above / I am otherwise entitled to redeem it / I am authorised by its owner',
      'under pawn agreement number CA-000123 made on 1 April 2026, for credit of £200.00',
      'The pawn-receipt given under that agreement has been lost',
      STATUTORY_DECLARATION_WORDS,
      'I make this solemn declaration conscientiously believing the same to be true and by virtue of the provisions of the Statutory Declarations Act 1835',
      'Signature of the declarant: ____',
      'Declared at (place): ____',
      'Date: ____',
      'Before me:',
      'A solicitor / commissioner for oaths / justice of the peace',
      'section 118(2)',
      'on 10 June 2026, free of charge',
      FCA_LINE,
    ]);
    // Where the items are kept is not printed.
    expect(text).not.toContain('Safe B');
  });

  it('fills the signed statement in for a credit of £75 or less, with blanks for the signature, date and witness', async () => {
    const limit = penniesToDecimal(FORFEIT_LIMIT_PENNIES);
    const text = await textOf(
      renderSignedStatement(smallLoan({ loanAmount: limit }), papers, printedOn),
    );
    expectAll(text, [
      lostReceiptForms.signedStatement,
      'Consumer Credit Act 1974, section 118(1)(b): credit of £75 or less',
      'Agreement number: CA-000123',
      'Date of the agreement: 1 April 2026',
      'Amount of credit: £75.00',
      'I, Priya Shah, of 14 Elm Street, Leeds LS11 5AB, state that:',
      'Games console 1TB',
      'The pawn-receipt given under that agreement has been lost',
      'has agreed to accept this statement, signed by me, in place of the pawn-receipt',
      'Signature of the claimant: ____',
      'Date: ____',
      'Signature of the witness: ____',
      'Accepted for Beeston Cash & Repairs:',
    ]);
    expect(text).not.toContain('Statutory Declarations Act 1835');
  });

  it('refuses the signed statement for a credit over £75', () => {
    expect(() => renderSignedStatement(loanOf({ loanAmount: '75.01' }), papers)).toThrow(
      RangeError,
    );
  });

  it('leaves blanks for a claimant the agreement does not name', async () => {
    const text = await textOf(
      renderStatutoryDeclaration(loanOf({ customerName: null, address: null }), papers),
    );
    expect(text).toContain('I, ______________________________, of ______________________________');
  });
});
