/** Loans in every state of the pawn book, made through the API, and reading a receipt's text. */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { termEndFrom } from '../../src/shared/cash-advances/ledger';
import { addDays, todayInLondon } from '../../src/shared/repairs/dates';
import { withChallenge } from './challenge';

export const requestBody = {
  customerName: 'Priya Shah',
  customerPhone: '07700 900123',
  customerEmail: 'priya@example.com',
  itemDescription: 'Games console 1TB with two controllers',
  itemCategory: 'electronics',
  collateralType: 'general',
  loanAmount: '120.00',
};

export const itemsBody = [
  {
    description: 'Games console 1TB',
    category: 'electronics',
    serialNumber: 'SN-123-456',
    storageLocation: 'Safe B, shelf 2',
  },
  { description: 'Two wireless controllers', category: 'electronics' },
];

export type LoanAnswer = {
  id: string;
  status: string;
  agreementNumber: string;
  loanAmount: string;
  interestRate: string;
  totalRepayment: string;
  dueDate: string;
  startDate: string | null;
  closedAt: string | null;
  balance: string;
  principalOwed: string;
  interestOwed: string;
  overdue: boolean;
  forfeitableFrom: string | null;
  noticeOfSaleFrom: string | null;
  redemptionPeriodEnds: string | null;
  /** Every day's interest charged so far (waived interest included). */
  interestCharged: string;
  dailyInterest: string;
  daysLate: number;
  /** Days of interest charged from the agreement (decision 039). */
  daysCharged: number;
  interestWaived: string;
  /** The most interest the loan can ever be charged: the amount lent. */
  interestCap: string | null;
  capReached: boolean;
  interestFrozenFrom: string | null;
  /** The last day a notice of withdrawal may be given (s.66A), while it can be. */
  withdrawalOpenUntil: string | null;
  withdrawal: { noticeGivenOn: string; repayBy: string } | null;
  forbearance: {
    id: string;
    kind: 'waiver' | 'freeze';
    amount: string;
    fromDate: string;
    reason: string | null;
    createdAt: string;
  }[];
  careNote: string | null;
  redeemAmount: string | null;
  /** The interest owed to today, when an extension can be taken. */
  extendAmount: string | null;
  extendedDueDate: string | null;
  extensionBlocked: string | null;
  terms: number;
  surplusOwed: string;
  noticesByEmail: boolean;
  noticeEmail: string | null;
  noticeOfSale: {
    saleAllowedFrom: string | null;
    deliveredBy: 'email' | 'post';
    deliveredOn: string | null;
    owed: string;
    askingPrice: string;
    postedAt: string | null;
  } | null;
  saleStatement: {
    saleDate: string;
    premises: string;
    proceeds: string;
    expenses: string;
    expenseLines: { description: string; amount: string }[];
    owed: string;
    surplus: string;
    shortfall: string;
    surplusPaidAt: string | null;
  } | null;
  payments: {
    id: string;
    kind: string;
    amount: string;
    method: string;
    createdAt: string;
    receiptSubstitute: 'statutory_declaration' | 'signed_statement' | null;
  }[];
  refunds: { amount: string; reason: string; createdAt: string; providerRefundId: string | null }[];
  items: {
    id: string;
    description: string;
    status: string;
    storageLocation: string | null;
    productId: string | null;
  }[];
  payment?: {
    id: string;
    kind: string;
    amount: string;
    interestPart: string;
    principalPart: string;
  };
  productIds?: string[];
};

export const daysAgo = (days: number) => addDays(todayInLondon(), -days);

/**
 * A start date at least `days` ago whose due dates (28 days on, and each further term's
 * 28 days after that, for `terms` terms) are opening days, so that none moves (decision
 * 028), and the days the loan is late today.
 */
export function startDueOnAnOpeningDay(
  days: number,
  terms = 1,
): { start: string; daysLate: number } {
  const plain = (start: string) =>
    Array.from({ length: terms }, (_, term) => addDays(start, 28 * term)).every(
      (from) => termEndFrom(from) === addDays(from, 28),
    );
  let back = days;
  while (!plain(daysAgo(back))) back += 1;
  return { start: daysAgo(back), daysLate: back - 28 };
}

/** The customer's particulars the agreement takes (an adult's date of birth, an address). */
export const customerBirthDate = '1990-06-15';
export const customerAddress = '14 Cross Flatts Avenue, Leeds LS11 7BG';

export function pawnBook(app: FastifyInstance, adminCookie: string) {
  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url, payload, headers: { cookie: adminCookie, ...headers } });

  return {
    /** A request (the customer's when a cookie is given), answered as created. */
    async request(customerCookie?: string, overrides: object = {}): Promise<LoanAnswer> {
      const res = await app.inject({
        method: 'POST',
        url: '/api/cash-advances',
        payload: await withChallenge(app, { ...requestBody, ...overrides }),
        headers: customerCookie ? { cookie: customerCookie } : {},
      });
      expect(res.statusCode).toBe(201);
      return res.json<LoanAnswer>();
    },
    /** `extra`: more of the agreement (the customer's choice of notices by email, say). */
    async activate(
      id: string,
      loanAmount = '100.00',
      startDate = daysAgo(0),
      extra: object = {},
    ): Promise<LoanAnswer> {
      const res = await post(`/api/admin/cash-advances/${id}/activate`, {
        loanAmount,
        startDate,
        idChecked: true,
        items: itemsBody,
        dateOfBirth: customerBirthDate,
        address: customerAddress,
        ...extra,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<LoanAnswer>();
    },
    /** Takes a payment; an extension without a dueDate names the loan's current term. */
    async pay(id: string, payment: Record<string, unknown>, key: string = randomUUID()) {
      let body = payment;
      if (payment.kind === 'extension' && !('dueDate' in payment)) {
        const loan = await app.inject({
          method: 'GET',
          url: `/api/admin/cash-advances/${id}`,
          headers: { cookie: adminCookie },
        });
        body = { ...payment, dueDate: loan.json<{ dueDate: string }>().dueDate.slice(0, 10) };
      }
      return post(`/api/admin/cash-advances/${id}/payments`, body, { 'idempotency-key': key });
    },
    post,
  };
}

export { pdfText } from './pdf-text';
