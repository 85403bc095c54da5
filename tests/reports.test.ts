/** The owner's reports (issue 29, decision 026) against a seeded month, on the edges of London's days. */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Reports } from '../src/shared/reports/schemas';
import { books, london } from './helpers/books';
import { createTestApp, type TestApp } from './helpers/test-app';
import { signedInUser, type TestUser } from './helpers/users';

let t: TestApp;
let admin: TestUser;
let customer: TestUser;
let collected: string;
let gold: string;
let lentOnThe31st: string;

const get = (url: string, who?: TestUser) =>
  t.app.inject({ method: 'GET', url, headers: who ? { cookie: who.cookie } : {} });

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInUser(t.app, 'admin');
  customer = await signedInUser(t.app);
  const b = books(t.database.db);
  // March 2026: British Summer Time starts on the 29th, so its last evening is UTC+1.
  gold = await b.loan(london('2026-03-02 10:00'), '100.00', { startDate: '2026-03-02' });
  await b.loan(london('2026-03-15 10:00'), '250.50', {
    startDate: '2026-03-15',
    collateralType: 'general',
  });
  lentOnThe31st = await b.loan(london('2026-03-31 23:30'), '49.50', { startDate: '2026-03-31' });
  await b.loan(london('2026-02-27 10:00'), '999.00', { startDate: '2026-02-27' });
  await b.loan(london('2026-04-01 09:00'), '777.00', { startDate: '2026-04-01' });
  await b.loan(london('2026-03-05 10:00'), '555.00', {
    startDate: null,
    activatedAt: null,
    status: 'pending',
  });
  await b.loanPayment(gold, london('2026-03-05 11:00'), 'cash', '20.00', { interestPart: '4.10' });
  await b.loanPayment(gold, london('2026-03-05 12:00'), 'card', '30.00', {
    interestPart: '6.00',
    kind: 'redemption',
  });
  await b.loanPayment(gold, london('2026-03-20 12:00'), 'card', '30.00', { kind: 'redemption' });
  await b.loanPayment(gold, london('2026-03-31 23:30'), 'cash', '5.00', { interestPart: '3.33' });
  // 00:30 on 1 April in London is still 31 March in UTC: April's.
  await b.loanPayment(gold, london('2026-04-01 00:30'), 'cash', '15.00', { interestPart: '9.99' });
  await b.loan(london('2025-11-01 10:00'), '60.00', {
    status: 'forfeited',
    closedAt: london('2026-03-10 15:00'),
  });
  await b.loan(london('2025-10-01 10:00'), '400.00', { status: 'sold', saleDate: '2026-03-25' });
  await b.order(london('2026-03-12 12:00'), 'card', '120.00', {
    status: 'delivered',
    productListedAt: london('2026-02-10 12:00'),
  });
  collected = await b.order(london('2026-03-20 12:00'), 'cash', '80.00', {
    status: 'collected',
    productListedAt: london('2026-03-10 12:00'),
  });
  await b.order(london('2026-03-21 12:00'), 'cash', '999.00', { status: 'confirmed' });
  await b.repair('2026-03-03', 'collected', london('2026-03-06 16:00'));
  await b.repair('2026-03-10', 'ready', london('2026-03-14 11:00'));
  await b.repair('2026-03-20', 'scheduled');
  await b.repair('2026-04-02', 'scheduled');
});

afterAll(async () => {
  await t?.close();
});

describe('a quarter, month by month', () => {
  let report: Reports;
  beforeAll(async () => {
    const res = await get('/api/admin/reports?from=2026-01-01&to=2026-03-31', admin);
    expect(res.statusCode, res.body).toBe(200);
    report = res.json<Reports>();
  });

  it('counts money lent out and interest earned per month', () => {
    expect(report.unit).toBe('month');
    expect(report.lent).toEqual([
      { period: '2026-01', loans: 0, amount: '0.00' },
      { period: '2026-02', loans: 1, amount: '999.00' },
      { period: '2026-03', loans: 3, amount: '400.00' },
    ]);
    expect(report.interest.at(-1)).toEqual({ period: '2026-03', amount: '13.43' });
  });

  it('counts redemptions, forfeits and sales of pledges', () => {
    expect(report.outcomes.at(-1)).toEqual({
      period: '2026-03',
      redeemed: 2,
      forfeited: 1,
      sold: 1,
    });
  });

  it('splits loans by collateral', () => {
    expect(report.collateral).toEqual([
      { collateralType: 'general', loans: 1, amount: '250.50' },
      { collateralType: 'gold', loans: 3, amount: '1148.50' },
    ]);
  });

  it('sums marketplace sales with the average days to sell', () => {
    // The items are the two orders handed over; the money is what the books took for orders
    // that month, the confirmed order paid on the 21st and not yet collected included.
    expect(report.marketplace.at(-1)).toEqual({
      period: '2026-03',
      items: 2,
      amount: '1199.00',
      averageDaysToSell: '20.0',
    });
  });

  it('counts repairs by status and their turnaround', () => {
    expect(report.repairsByStatus).toEqual([
      { status: 'collected', repairs: 1 },
      { status: 'ready', repairs: 1 },
      { status: 'scheduled', repairs: 1 },
    ]);
    expect(report.repairTurnaround.at(-1)).toEqual({
      period: '2026-03',
      repairs: 2,
      averageDays: '3.5',
    });
  });
});

describe('a month, day by day', () => {
  it('puts each figure on its London day', async () => {
    const res = await get('/api/admin/reports?from=2026-03-01&to=2026-03-31', admin);
    const report = res.json<Reports>();
    expect(report.unit).toBe('day');
    expect(report.lent).toHaveLength(31);
    expect(report.lent.find((r) => r.period === '2026-03-31')).toEqual({
      period: '2026-03-31',
      loans: 1,
      amount: '49.50',
    });
    expect(report.interest.find((r) => r.period === '2026-03-05')?.amount).toBe('10.10');
    expect(report.interest.find((r) => r.period === '2026-03-31')?.amount).toBe('3.33');
    expect(report.marketplace.find((r) => r.period === '2026-03-12')).toMatchObject({
      items: 1,
      averageDaysToSell: '30.0',
    });
  });

  it('is this month so far when no range is given', async () => {
    const res = await get('/api/admin/reports', admin);
    expect(res.statusCode).toBe(200);
    expect(res.json<Reports>().from).toMatch(/^\d{4}-\d{2}-01$/);
  });
});

describe('the money, from the journal', () => {
  const reportOf = async (from: string, to: string) => {
    const res = await get(`/api/admin/reports?from=${from}&to=${to}`, admin);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Reports>();
  };

  it('follows a correcting entry: interest and money lent change with the books', async () => {
    const before = await reportOf('2026-03-31', '2026-03-31');
    expect(before.interest).toEqual([{ period: '2026-03-31', amount: '3.33' }]);
    expect(before.lent).toEqual([{ period: '2026-03-31', loans: 1, amount: '49.50' }]);
    // The 31st's payment was split wrongly (£1.00 of its interest was principal), and the
    // loan lent that day was 50p more than recorded, paid out of the drawer.
    await t.database.db.execute(sql`select journal_post('loan_payment', 'correction',
      'reports-test-split', null, now(), 'correction:reports-test-split', ${JSON.stringify([
        { account: '4000', amount: 100, loan: gold },
        { account: '1100', amount: -100, loan: gold },
      ])}::jsonb, '2026-03-31')`);
    await t.database.db.execute(sql`select journal_post('loan_advanced', 'correction',
      'reports-test-lent', null, now(), 'correction:reports-test-lent', ${JSON.stringify([
        { account: '1100', amount: 50, loan: lentOnThe31st },
        { account: '1000', amount: -50, loan: lentOnThe31st },
      ])}::jsonb, '2026-03-31')`);
    const after = await reportOf('2026-03-31', '2026-03-31');
    expect(after.interest).toEqual([{ period: '2026-03-31', amount: '2.33' }]);
    expect(after.lent).toEqual([{ period: '2026-03-31', loans: 1, amount: '50.00' }]);
  });

  it('takes an order’s refund off the sales of the day it was given, not of the sale', async () => {
    await books(t.database.db).orderRefund(collected, london('2026-04-02 10:00'), 'cash', '80.00');
    const april = await reportOf('2026-03-20', '2026-04-02');
    const day = (period: string) => april.marketplace.find((row) => row.period === period);
    expect(day('2026-03-20')).toMatchObject({ items: 1, amount: '80.00' });
    expect(day('2026-04-02')).toMatchObject({ items: 0, amount: '-80.00' });
  });
});

describe('as CSV', () => {
  it('answers one report’s table', async () => {
    const res = await get(
      '/api/admin/reports.csv?from=2026-01-01&to=2026-03-31&report=outcomes',
      admin,
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="outcomes-2026-01-01-to-2026-03-31.csv"',
    );
    expect(res.body).toBe(
      '\uFEFFMonth,Redeemed,Forfeited,Sold\r\n2026-01,0,0,0\r\n2026-02,0,0,0\r\n2026-03,2,1,1\r\n',
    );
  });
});

describe('asking wrongly', () => {
  it('refuses ranges that are not ones', async () => {
    for (const [query, pattern] of [
      ['from=2026-03-31&to=2026-03-01', /from must be on or before to/],
      ['from=2026-02-30&to=2026-03-01', /from must be a date written YYYY-MM-DD/],
      ['from=2026-03-01', /Give both from and to/],
      ['from=2020-01-01&to=2026-03-01', /at most 1098 days/],
    ] as const) {
      const res = await get(`/api/admin/reports?${query}`, admin);
      expect(res.statusCode, query).toBe(400);
      expect(res.json<{ message: string }>().message).toMatch(pattern);
    }
    const csv = await get('/api/admin/reports.csv?report=everything', admin);
    expect(csv.statusCode).toBe(400);
    expect(csv.json<{ message: string }>().message).toMatch(/report must be one of lent/);
  });

  it('is for staff: 401 signed out, 403 for a customer', async () => {
    for (const url of ['/api/admin/reports', '/api/admin/reports.csv?report=lent']) {
      expect((await get(url)).statusCode).toBe(401);
      expect((await get(url, customer)).statusCode).toBe(403);
    }
  });
});
