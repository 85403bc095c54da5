/**
 * Component tests only: loans as the server answers them, one per state of the
 * pawn book (docs/decisions/023-pawn-law.md), with consistent figures.
 */
import type { Loan } from '@shared/cash-advances/agreement-schemas';

export const LOAN_ID = '6c2b0d0e-5d55-4f65-9a9c-0a3f1c7d2e11';

/** The day the figures of `activeLoan` are worked out to (tests fake the clock to it). */
export const FIGURES_ON = '2026-11-26';

/**
 * A £100 general-goods loan (30 %) started 22 November 2026, due 20 December, with a
 * £20 part payment taken: £10 interest and £100 principal owed, £1.07 a day after the
 * due date; over £75, so notice of sale after the redemption period (22 May 2027).
 */
export const activeLoan: Loan = {
  id: LOAN_ID,
  userId: 'customer_1',
  customerName: 'Pat Pawn',
  customerPhone: '07700 900456',
  customerEmail: null,
  itemDescription: 'Games console',
  itemCategory: 'electronics',
  collateralType: 'general',
  loanAmount: '100.00',
  interestRate: '30.00',
  totalRepayment: '130.00',
  dueDate: '2026-12-20T23:59:59.999Z',
  status: 'active',
  createdAt: '2026-11-20T10:00:00.000Z',
  agreementNumber: 'CA-000042',
  requestedAmount: '120.00',
  offerAmount: null,
  offerNote: null,
  rejectionReason: null,
  startDate: '2026-11-22',
  idChecked: true,
  activatedAt: '2026-11-22T10:00:00.000Z',
  closedAt: null,
  balance: '110.00',
  principalOwed: '100.00',
  interestOwed: '10.00',
  interestCharged: '30.00',
  totalPaid: '20.00',
  terms: 1,
  overdue: false,
  redemptionPeriodEnds: '2027-05-22',
  figuresOn: FIGURES_ON,
  dailyInterest: '1.07',
  daysLate: 0,
  daysCharged: 12,
  interestWaived: '0.00',
  interestCap: '100.00',
  capReached: false,
  interestFrozenFrom: null,
  withdrawalOpenUntil: null,
  withdrawal: null,
  forbearance: [],
  careNote: null,
  forfeitableFrom: null,
  noticeOfSaleFrom: '2027-05-23',
  dateOfBirth: '1980-04-02',
  address: '12 Example Street, Leeds LS1 1AA',
  noticesByEmail: false,
  noticeEmail: null,
  enteredLater: false,
  noticeOfSale: null,
  listedAt: null,
  saleStatement: null,
  surplusOwed: '0.00',
  redeemAmount: '110.00',
  closedDays: [],
  extendAmount: '10.00',
  extendedDueDate: '2027-01-18',
  extensionBlocked: null,
  payments: [
    {
      id: 'a1b2c3d4-0000-4000-8000-000000000001',
      kind: 'part',
      amount: '20.00',
      interestPart: '20.00',
      principalPart: '0.00',
      chargeAdded: '0.00',
      receiptSubstitute: null,
      method: 'cash',
      note: null,
      takenBy: 'admin',
      createdAt: '2026-11-25T11:00:00.000Z',
    },
  ],
  refunds: [],
  items: [
    {
      id: 'b1b2c3d4-0000-4000-8000-000000000001',
      description: 'Games console',
      category: 'electronics',
      serialNumber: null,
      storageLocation: 'Safe B',
      status: 'held',
      productId: null,
    },
  ],
  photos: [],
};

/** The same loan 16 days past its due date (5 January 2027): 16 × £1.07 added. */
export const overdueLoan: Loan = {
  ...activeLoan,
  figuresOn: '2027-01-05',
  overdue: true,
  daysLate: 16,
  balance: '127.12',
  interestOwed: '27.12',
  interestCharged: '47.12',
  redeemAmount: '127.12',
  extendAmount: '27.12',
};

/** A £60 loan (£75 or less): it may be forfeited after its redemption period. */
export const smallLoan: Loan = {
  ...activeLoan,
  loanAmount: '60.00',
  totalRepayment: '78.00',
  balance: '78.00',
  principalOwed: '60.00',
  interestOwed: '18.00',
  interestCharged: '18.00',
  totalPaid: '0.00',
  dailyInterest: '0.64',
  forfeitableFrom: '2027-05-23',
  noticeOfSaleFrom: null,
  redeemAmount: '78.00',
  extendAmount: '18.00',
  payments: [],
};

/** Past its redemption period (1 June 2027) with no notice yet: £100 + 163 days × £1.07. */
export const noticeDueLoan: Loan = {
  ...overdueLoan,
  figuresOn: '2027-06-01',
  daysLate: 163,
  balance: '284.41',
  interestOwed: '184.41',
  interestCharged: '204.41',
  redeemAmount: '284.41',
  extendAmount: '184.41',
};

/**
 * Notice given on 1 June 2027 by email (the customer agreed to notices by email
 * at the agreement), asking £250: the sale is allowed from 16 June.
 */
export const saleNoticeLoan: Loan = {
  ...noticeDueLoan,
  status: 'sale_notice',
  noticesByEmail: true,
  noticeEmail: 'pat@example.com',
  noticeOfSaleFrom: null,
  extendAmount: null,
  noticeOfSale: {
    givenAt: '2027-06-01T09:30:00.000Z',
    askingPrice: '250.00',
    owed: '284.41',
    postedAt: null,
    deliveredBy: 'email',
    deliveredOn: '2027-06-01',
    saleAllowedFrom: '2027-06-16',
  },
};

/**
 * The same notice to a customer who did not agree to notices by email: the
 * letter is the notice, and the sale cannot be dated until it is posted.
 */
export const letterNoticeLoan: Loan = {
  ...saleNoticeLoan,
  noticesByEmail: false,
  noticeEmail: null,
  noticeOfSale: {
    ...saleNoticeLoan.noticeOfSale!,
    deliveredBy: 'post',
    deliveredOn: null,
    saleAllowedFrom: null,
  },
};

/** Listed on 16 June 2027 (figures to that day: 178 days × £1.07). */
export const forSaleLoan: Loan = {
  ...saleNoticeLoan,
  status: 'for_sale',
  figuresOn: '2027-06-16',
  daysLate: 178,
  balance: '300.46',
  interestOwed: '200.46',
  interestCharged: '220.46',
  redeemAmount: '300.46',
  noticeOfSale: { ...saleNoticeLoan.noticeOfSale!, postedAt: '2027-06-01T12:00:00.000Z' },
  listedAt: '2027-06-16T10:00:00.000Z',
  items: [{ ...activeLoan.items[0]!, status: 'for_sale', productId: 'p-1' }],
};

/** Sold on 20 June 2027 for £350 less £20 costs, when £304.74 was owed: a £25.26 surplus. */
export const soldLoan: Loan = {
  ...forSaleLoan,
  status: 'sold',
  figuresOn: '2027-06-21',
  overdue: false,
  daysLate: 0,
  balance: '0.00',
  principalOwed: '0.00',
  interestOwed: '0.00',
  dailyInterest: '0.00',
  redeemAmount: null,
  closedAt: '2027-06-20T15:00:00.000Z',
  items: [{ ...activeLoan.items[0]!, status: 'sold', productId: 'p-1' }],
  saleStatement: {
    saleDate: '2027-06-20',
    premises: 'Beeston Cash & Repairs, 247 Beeston Road, Leeds LS11 7LR',
    proceeds: '350.00',
    expenses: '20.00',
    expenseLines: [
      { description: 'Valuation', amount: '15.00' },
      { description: 'Cleaning', amount: '5.00' },
    ],
    owed: '304.74',
    surplus: '25.26',
    shortfall: '0.00',
    surplusPaidAt: null,
    surplusPaidMethod: null,
  },
  surplusOwed: '25.26',
};

/** The surplus of `soldLoan` paid in cash on 23 June 2027. */
export const settledLoan: Loan = {
  ...soldLoan,
  status: 'settled',
  surplusOwed: '0.00',
  saleStatement: {
    ...soldLoan.saleStatement!,
    surplusPaidAt: '2027-06-23T11:00:00.000Z',
    surplusPaidMethod: 'cash',
  },
};

/** Sold for £200 less £10 when £304.74 was owed: a £114.74 shortfall. */
export const shortfallLoan: Loan = {
  ...soldLoan,
  surplusOwed: '0.00',
  saleStatement: {
    ...soldLoan.saleStatement!,
    proceeds: '200.00',
    expenses: '10.00',
    expenseLines: [{ description: 'Valuation', amount: '10.00' }],
    surplus: '0.00',
    shortfall: '114.74',
  },
};
