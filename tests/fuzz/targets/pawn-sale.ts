/**
 * Fuzz targets of the pawn book after the redemption period (issue 27,
 * docs/decisions/023-pawn-law.md): the pre-contract information, the notice of
 * sale, its letter and posting, the listing, the sale, its statement and the
 * surplus payment.
 */
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { expect } from 'vitest';
import type { z } from 'zod';
import type {
  noticeOfSaleSchema,
  recordSaleSchema,
  surplusPaymentSchema,
} from '../../../src/shared/cash-advances/agreement-schemas';
import { parsePennies, penniesToDecimal } from '../../../src/shared/money-math';
import { cashAdvances } from '../../../src/server/db/schema';
import { withChallenge } from '../../helpers/challenge';
import type { FuzzModule, FuzzSuite } from '../../helpers/fuzz/runner';
import { moneyArbitrary } from '../../helpers/fuzz/values';
import {
  customerAddress,
  customerBirthDate,
  daysAgo,
  requestBody,
  type LoanAnswer,
} from '../../helpers/pawn-book';
import { added, expectStored } from './read-back';

const idParams = (suite: FuzzSuite, pool: string) =>
  fc.constantFrom(...(suite.fixtures[pool] as string[])).map((id) => ({ id }));

const rowOf = async (suite: FuzzSuite, id: string) =>
  (await suite.database.db.select().from(cashAdvances).where(eq(cashAdvances.id, id)))[0];

/** Days within the last three weeks, as a notice given on paper or a posting day. */
const recentDay = fc.integer({ min: 0, max: 20 }).map(daysAgo);

/** A sale's costs, line by line (at most a few). */
const expenseLines = fc.array(
  fc.record({
    description: fc.constantFrom('Valuation', 'Cleaning and photographs', 'Auction fee'),
    amount: fc.integer({ min: 0, max: 5_000 }).map(String),
  }),
  { maxLength: 3 },
);

export const pawnSaleFuzz: FuzzModule = {
  name: 'pawn-sale',
  setup: async (suite) => {
    const { app } = suite;
    const admin = { cookie: suite.cookie('admin')! };
    const send = async (method: 'POST' | 'PATCH', url: string, payload: object) => {
      const res = await app.inject({ method, url, payload, headers: admin });
      if (res.statusCode >= 300) throw new Error(`fixture ${url} failed: ${res.body}`);
      return res;
    };
    /** A £200 loan agreed eight months ago: past its redemption period. */
    const oldLoan = async (cookie?: string) => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/cash-advances',
        payload: await withChallenge(app, requestBody),
        headers: cookie ? { cookie } : {},
      });
      const id = res.json<LoanAnswer>().id;
      await send('POST', `/api/admin/cash-advances/${id}/activate`, {
        loanAmount: '200.00',
        startDate: daysAgo(245),
        idChecked: true,
        items: [{ description: 'Fixture item', category: 'electronics' }],
        dateOfBirth: customerBirthDate,
        address: customerAddress,
      });
      return id;
    };
    /** Under a notice given on paper 25 days ago and posted that day: it may be sold today. */
    const noticed = async (cookie?: string) => {
      const id = await oldLoan(cookie);
      await send('POST', `/api/admin/cash-advances/${id}/notice-of-sale`, {
        askingPrice: '5000.00',
        givenOn: daysAgo(25),
      });
      await send('PATCH', `/api/admin/cash-advances/${id}/notice-of-sale`, {
        postedAt: daysAgo(25),
      });
      return id;
    };
    const sold = async (cookie?: string) => {
      const id = await noticed(cookie);
      await send('POST', `/api/admin/cash-advances/${id}/sale`, { proceeds: '5000.00' });
      return id;
    };
    const many = async (count: number, make: () => Promise<string>) => {
      const ids: string[] = [];
      for (let i = 0; i < count; i += 1) ids.push(await make());
      return ids;
    };
    const customerCookie = suite.cookie('customer');
    return {
      any: await many(3, () => oldLoan()),
      notice: await many(30, () => oldLoan()),
      noticed: await many(20, () => noticed()),
      list: await many(30, () => noticed()),
      sell: await many(30, () => noticed()),
      surplus: await many(30, () => sold()),
      ownSold: await many(2, () => sold(customerCookie)),
    };
  },
  targets: [
    {
      route: 'GET /api/admin/cash-advances/:id/pre-contract.pdf',
      adminOnly: true,
      requests: (suite) => ({
        params: idParams(suite, 'any'),
        fields: { amount: moneyArbitrary() },
      }),
    },
    {
      route: 'POST /api/admin/cash-advances/:id/notice-of-sale',
      adminOnly: true,
      requests: (suite) => ({
        params: idParams(suite, 'notice'),
        fields: { askingPrice: moneyArbitrary(), givenOn: recentDay },
      }),
      readBack: async ({ request, input, body }, suite) => {
        const sent = input as z.output<typeof noticeOfSaleSchema>;
        const row = await rowOf(suite, request.params.id!);
        expectStored(row, { status: 'sale_notice', noticeAskingPrice: sent.askingPrice });
        expect((body as LoanAnswer).noticeOfSale?.askingPrice).toBe(sent.askingPrice);
      },
    },
    {
      route: 'PATCH /api/admin/cash-advances/:id/notice-of-sale',
      adminOnly: true,
      requests: (suite) => ({
        params: idParams(suite, 'noticed'),
        fields: { postedAt: recentDay },
      }),
      readBack: async ({ request, body }, suite) => {
        const row = await rowOf(suite, request.params.id!);
        expect(row!.noticePostedAt).toBeInstanceOf(Date);
        expect((body as LoanAnswer).noticeOfSale?.postedAt).not.toBeNull();
      },
    },
    {
      route: 'GET /api/admin/cash-advances/:id/notice-of-sale.pdf',
      adminOnly: true,
      requests: (suite) => ({ params: idParams(suite, 'noticed') }),
    },
    {
      route: 'POST /api/admin/cash-advances/:id/list-for-sale',
      adminOnly: true,
      requests: (suite) => ({ params: idParams(suite, 'list') }),
      readBack: async (exchange, suite) => {
        const row = await rowOf(suite, exchange.request.params.id!);
        expectStored(row, { status: 'for_sale' });
        expect(added(exchange, 'products')).toBe(1);
      },
    },
    {
      route: 'POST /api/admin/cash-advances/:id/sale',
      adminOnly: true,
      requests: (suite) => ({
        params: idParams(suite, 'sell'),
        fields: { proceeds: moneyArbitrary(), expenses: expenseLines },
      }),
      readBack: async ({ request, input }, suite) => {
        const sent = input as z.output<typeof recordSaleSchema>;
        const row = await rowOf(suite, request.params.id!);
        expectStored(row, {
          status: 'sold',
          saleProceeds: sent.proceeds,
          // The lines' total.
          saleExpenses: penniesToDecimal(
            sent.expenses.reduce((sum, line) => sum + parsePennies(line.amount)!, 0),
          ),
        });
      },
    },
    {
      route: 'GET /api/admin/cash-advances/:id/sale-statement.pdf',
      adminOnly: true,
      requests: (suite) => ({ params: idParams(suite, 'ownSold') }),
    },
    {
      route: 'GET /api/cash-advances/:id/sale-statement.pdf',
      requests: (suite) => ({ params: idParams(suite, 'ownSold') }),
    },
    {
      route: 'POST /api/admin/cash-advances/:id/surplus-payment',
      adminOnly: true,
      requests: (suite) => ({ params: idParams(suite, 'surplus') }),
      readBack: async ({ request, input }, suite) => {
        const sent = input as z.output<typeof surplusPaymentSchema>;
        const row = await rowOf(suite, request.params.id!);
        expectStored(row, { status: 'settled', surplusPaidMethod: sent.method });
      },
    },
  ],
};
