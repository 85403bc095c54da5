/** Fuzz targets of the pawn book's routes (issue 15, docs/decisions/009-pawn-book.md). */
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { expect } from 'vitest';
import type { z } from 'zod';
import type {
  activateCashAdvanceSchema,
  approveCashAdvanceSchema,
  recordPaymentSchema,
  rejectCashAdvanceSchema,
} from '../../../src/shared/cash-advances/agreement-schemas';
import { MAX_LOAN_PENNIES } from '../../../src/shared/cash-advances/loan';
import { LOAN_TERM_DAYS } from '../../../src/shared/cash-advances/values';
import { daysBetween, todayInLondon } from '../../../src/shared/repairs/dates';
import { parsePennies, penniesToDecimal } from '../../../src/shared/money-math';
import { interestForDays } from '../../../src/shared/cash-advances/daily-interest';
import { cashAdvancePayments, cashAdvances } from '../../../src/server/db/schema';
import { withChallenge } from '../../helpers/challenge';
import type { FuzzModule, FuzzSuite } from '../../helpers/fuzz/runner';
import { moneyArbitrary } from '../../helpers/fuzz/values';
import { daysAgo, requestBody, type LoanAnswer } from '../../helpers/pawn-book';
import { added, expectStored } from './read-back';

const idsOf = (suite: FuzzSuite, pool: string) => suite.fixtures[pool] as string[];
const idParams = (suite: FuzzSuite, pool: string) =>
  fc.constantFrom(...idsOf(suite, pool)).map((id) => ({ id }));

const rowOf = async (suite: FuzzSuite, id: string) =>
  (await suite.database.db.select().from(cashAdvances).where(eq(cashAdvances.id, id)))[0];

/** Small amounts, so most part payments fit the fixtures' balances; and any amount. */
const paymentAmount = fc.oneof(
  fc.integer({ min: 1, max: 10_000 }).map(penniesToDecimal),
  moneyArbitrary(),
);

const idempotencyKey = fc.oneof(
  fc.constantFrom('pawn-key-0001', 'pawn-key-0002', ' pawn-key-0003 '),
  fc.stringMatching(/^[A-Za-z0-9_-]{8,100}$/),
);

const startDate = fc.constantFrom(daysAgo(0), daysAgo(1), daysAgo(60), daysAgo(150), daysAgo(1500));

export const pawnBookFuzz: FuzzModule = {
  name: 'pawn-book',
  setup: async (suite) => {
    const { app } = suite;
    const admin = { cookie: suite.cookie('admin')! };
    const create = async (cookie?: string) => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/cash-advances',
        payload: await withChallenge(app, requestBody),
        headers: cookie ? { cookie } : {},
      });
      return res.json<LoanAnswer>().id;
    };
    const activate = async (id: string, start: string, loanAmount = '5000.00') => {
      const res = await app.inject({
        method: 'POST',
        url: `/api/admin/cash-advances/${id}/activate`,
        payload: {
          loanAmount,
          startDate: start,
          idChecked: true,
          items: [{ description: 'Fixture item', category: 'electronics' }],
          dateOfBirth: '1990-06-15',
          address: '1 Test Street, Leeds LS11 7AA',
        },
        headers: admin,
      });
      if (res.statusCode !== 200) throw new Error(`fixture activation failed: ${res.body}`);
      return id;
    };
    const many = async (count: number, make: () => Promise<string>) => {
      const ids: string[] = [];
      for (let i = 0; i < count; i += 1) ids.push(await make());
      return ids;
    };
    const customerCookie = suite.cookie('customer');
    return {
      // The customer's own loans: requests and agreements.
      own: [
        ...(await many(3, () => create(customerCookie))),
        ...(await many(3, async () =>
          activate(await create(customerCookie), daysAgo(3), '100.00'),
        )),
      ],
      ownActive: await many(3, async () =>
        activate(await create(customerCookie), daysAgo(3), '100.00'),
      ),
      approve: await many(10, () => create()),
      reject: await many(40, () => create()),
      activate: await many(60, () => create()),
      payments: await many(20, async () => activate(await create(), daysAgo(5))),
      // £75 or less, past the six-month redemption period (decision 023).
      forfeit: await many(40, async () => activate(await create(), daysAgo(200), '60.00')),
      // £75 or less and running: a lost receipt may be replaced by a signed statement (s.118(1)(b)).
      small: await many(2, async () => activate(await create(), daysAgo(3), '60.00')),
    };
  },
  targets: [
    {
      route: 'GET /api/cash-advances/:id',
      requests: (suite) => ({ params: idParams(suite, 'own') }),
    },
    {
      route: 'GET /api/admin/cash-advances/:id',
      adminOnly: true,
      requests: (suite) => ({
        params: idParams(suite, 'own'),
        fields: { on: fc.integer({ min: -30, max: 30 }).map(daysAgo) },
      }),
    },
    {
      route: 'GET /api/cash-advances/:id/receipt.pdf',
      requests: (suite) => ({ params: idParams(suite, 'ownActive') }),
    },
    {
      route: 'GET /api/admin/cash-advances/:id/receipt.pdf',
      adminOnly: true,
      requests: (suite) => ({ params: idParams(suite, 'ownActive') }),
    },
    {
      route: 'GET /api/admin/cash-advances/:id/lost-receipt/statutory-declaration.pdf',
      adminOnly: true,
      requests: (suite) => ({ params: idParams(suite, 'ownActive') }),
    },
    {
      route: 'GET /api/admin/cash-advances/:id/lost-receipt/signed-statement.pdf',
      adminOnly: true,
      requests: (suite) => ({ params: idParams(suite, 'small') }),
    },
    {
      route: 'GET /api/admin/cash-advances.csv',
      adminOnly: true,
    },
    {
      route: 'POST /api/admin/cash-advances/:id/approve',
      adminOnly: true,
      requests: (suite) => ({
        params: idParams(suite, 'approve'),
        fields: { offerAmount: moneyArbitrary(MAX_LOAN_PENNIES) },
      }),
      readBack: async ({ request, input, body }, suite) => {
        const sent = input as z.output<typeof approveCashAdvanceSchema>;
        const row = await rowOf(suite, request.params.id!);
        expectStored(row, {
          status: 'approved',
          offerAmount: sent.offerAmount,
          offerNote: sent.note ?? null,
        });
        expect(body).toMatchObject({
          id: row!.id,
          status: 'approved',
          offerAmount: sent.offerAmount,
        });
      },
    },
    {
      route: 'POST /api/admin/cash-advances/:id/reject',
      adminOnly: true,
      requests: (suite) => ({ params: idParams(suite, 'reject') }),
      readBack: async ({ request, input, body }, suite) => {
        const sent = input as z.output<typeof rejectCashAdvanceSchema>;
        const row = await rowOf(suite, request.params.id!);
        expectStored(row, { status: 'rejected', rejectionReason: sent.reason });
        expect(body).toMatchObject({
          id: row!.id,
          status: 'rejected',
          rejectionReason: sent.reason,
        });
      },
    },
    {
      route: 'POST /api/admin/cash-advances/:id/activate',
      adminOnly: true,
      requests: (suite) => ({
        params: idParams(suite, 'activate'),
        fields: {
          loanAmount: moneyArbitrary(MAX_LOAN_PENNIES),
          startDate,
          dateOfBirth: fc.constantFrom('1990-06-15', '1958-12-31', '2000-02-29'),
        },
      }),
      readBack: async (exchange, suite) => {
        const { request, body } = exchange;
        const sent = exchange.input as z.output<typeof activateCashAdvanceSchema>;
        const row = await rowOf(suite, request.params.id!);
        expectStored(row, {
          status: 'active',
          loanAmount: sent.loanAmount,
          startDate: sent.startDate,
          idChecked: true,
        });
        expect(added(exchange, 'pledged_items')).toBe(sent.items.length);
        const answer = body as LoanAnswer;
        expect(answer.items.map((item) => item.description)).toEqual(
          sent.items.map((item) => item.description),
        );
        // It owes the credit and the interest of the days since the agreement (decision 039),
        // never more than twice the credit; within its first term exactly that.
        const lent = parsePennies(row!.loanAmount)!;
        const days = daysBetween(sent.startDate, todayInLondon());
        const rate = parsePennies(row!.interestRate)! / 100;
        const owed = lent + Math.min(interestForDays(lent, rate, days), lent);
        if (days <= LOAN_TERM_DAYS) expect(answer.balance).toBe(penniesToDecimal(owed));
        else expect(parsePennies(answer.balance)).toBeLessThanOrEqual(2 * lent);
      },
    },
    {
      route: 'POST /api/admin/cash-advances/:id/payments',
      adminOnly: true,
      requests: (suite) => ({
        params: idParams(suite, 'payments'),
        fields: {
          amount: paymentAmount,
          'idempotency-key': idempotencyKey,
          // Mostly part payments, which any amount up to the balance pays, and mostly with
          // the receipt shown: a lost-receipt form goes only with a redemption (409 otherwise).
          kind: fc.constantFrom('part', 'part', 'part', 'extension', 'redemption', 'withdrawal'),
          receiptSubstitute: fc.constantFrom(undefined, undefined, 'statutory_declaration'),
        },
      }),
      readBack: async (exchange, suite) => {
        const { request, response, body } = exchange;
        const sent = exchange.input as z.output<typeof recordPaymentSchema>;
        const key = request.headers['idempotency-key']!.trim();
        const [payment] = await suite.database.db
          .select()
          .from(cashAdvancePayments)
          .where(eq(cashAdvancePayments.idempotencyKey, key));
        expectStored(payment, {
          cashAdvanceId: request.params.id,
          kind: sent.kind,
          amount: sent.amount,
          method: sent.method,
          note: sent.note ?? null,
        });
        expect(added(exchange, 'cash_advance_payments')).toBe(response.statusCode === 201 ? 1 : 0);
        const answer = body as LoanAnswer;
        expect(answer.payment?.id).toBe(payment!.id);
        expect(Number(answer.balance)).toBeGreaterThanOrEqual(0);
      },
    },
    {
      route: 'POST /api/admin/cash-advances/:id/forfeit',
      adminOnly: true,
      requests: (suite) => ({ params: idParams(suite, 'forfeit') }),
      readBack: async (exchange, suite) => {
        const row = await rowOf(suite, exchange.request.params.id!);
        expectStored(row, { status: 'forfeited' });
        const answer = exchange.body as LoanAnswer;
        expect(answer.productIds).toHaveLength(1);
        expect(added(exchange, 'products')).toBe(1);
      },
    },
  ],
};
