import { readFileSync } from 'node:fs';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { afterRedemptionPeriod, endOfLondonDay, termEndFrom } from '@shared/cash-advances/ledger';
import { noticeTiming } from '@shared/cash-advances/notice-delivery';
import { daysBetween, todayInLondon } from '@shared/repairs/dates';
import { cashAdvanceStatusValues, LOAN_TERM_DAYS } from '@shared/cash-advances/values';
import { demoAdmin, demoCustomer, demoStaff } from '@shared/demo-accounts';
import { productCategoryValues, productConditionValues } from '@shared/products/values';
import { repairStatusValues, repairTimeSlots } from '@shared/repairs/values';
import type { Database } from '../src/server/db/client';
import {
  activity,
  cashAdvancePayments,
  cashAdvanceSaleExpenses,
  cashAdvances,
  orders,
  products,
  repairs,
  users,
} from '../src/server/db/schema';
import { demoProducts } from '../src/server/db/seed/demo-data';
import { seedDemoData } from '../src/server/db/seed/seed-demo';
import { verifyPassword } from '../src/server/modules/auth/password';
import { createTestDatabase } from './helpers/test-database';

let database: Database;
let firstRun: { seeded: boolean };

beforeAll(async () => {
  database = await createTestDatabase();
  await database.migrate();
  firstRun = await seedDemoData(database.db);
}, 60_000);
afterAll(() => database?.close());

async function rowCounts() {
  const { db } = database;
  const tables = { users, products, cashAdvances, repairs, orders, activity };
  const entries = await Promise.all(
    Object.entries(tables).map(async ([name, table]) => {
      const [row] = await db.select({ n: count() }).from(table);
      return [name, row?.n ?? 0] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<keyof typeof tables, number>;
}

const pennies = (amount: string) => Math.round(Number(amount) * 100);

describe('seedDemoData', () => {
  it('seeds an empty database', async () => {
    expect(firstRun).toEqual({ seeded: true });
    const counts = await rowCounts();
    expect(counts.users).toBe(4);
    expect(counts.products).toBeGreaterThanOrEqual(14);
    expect(counts.cashAdvances).toBeGreaterThanOrEqual(cashAdvanceStatusValues.length);
    expect(counts.repairs).toBeGreaterThan(0);
    expect(counts.orders).toBeGreaterThan(0);
    expect(counts.activity).toBeGreaterThan(0);
  });

  it('creates the demo admin with an argon2id hash and the demo customer', async () => {
    const [admin] = await database.db
      .select()
      .from(users)
      .where(eq(users.username, demoAdmin.username));
    expect(admin?.role).toBe('admin');
    expect(admin?.staffRole).toBe('owner');
    expect(admin?.email).toBe(demoAdmin.email);
    expect(admin?.password.startsWith('$argon2id$')).toBe(true);
    expect(await verifyPassword(admin?.password ?? '', demoAdmin.password)).toBe(true);

    const [customer] = await database.db
      .select()
      .from(users)
      .where(eq(users.username, demoCustomer.username));
    expect(customer?.role).toBe('user');
    expect(customer?.password.startsWith('$argon2id$')).toBe(true);
    expect(await verifyPassword(customer?.password ?? '', demoCustomer.password)).toBe(true);

    const [staff] = await database.db
      .select()
      .from(users)
      .where(eq(users.username, demoStaff.username));
    expect(staff?.role).toBe('admin');
    expect(staff?.staffRole).toBe('staff');
    expect(await verifyPassword(staff?.password ?? '', demoStaff.password)).toBe(true);
  });

  it('lists products in every category and condition, sold by the admin', async () => {
    const rows = await database.db.select().from(products);
    const [admin] = await database.db
      .select()
      .from(users)
      .where(eq(users.username, demoAdmin.username));
    expect(new Set(rows.map((p) => p.category))).toEqual(new Set(productCategoryValues));
    expect(new Set(rows.map((p) => p.condition))).toEqual(new Set(productConditionValues));
    expect(rows.filter((p) => p.status === 'sold')).toHaveLength(1);
    // Forfeited loans' items are drafts staff complete before listing (decision 028).
    const forfeited = rows.filter((p) => p.cashAdvanceId !== null);
    expect(forfeited.length).toBeGreaterThanOrEqual(2);
    for (const p of forfeited) {
      expect(p).toMatchObject({ status: 'draft', isAvailable: false, sellerId: admin?.id });
    }
    const listed = rows.filter((p) => p.cashAdvanceId === null);
    expect(listed.filter((p) => p.status === 'inactive')).toHaveLength(1);
    expect(listed.filter((p) => p.status === 'active').length).toBeGreaterThanOrEqual(12);
    for (const p of listed) {
      expect(p.sellerId).toBe(admin?.id);
      expect(p.isAdminProduct).toBe(true);
      expect(p.isAvailable).toBe(p.status === 'active');
      expect(p.imageUrl).toMatch(/^\/demo\/products\/[a-z-]+\.jpg$/);
      expect(p.description.length).toBeGreaterThan(20);
    }
  });

  // Nothing draws them any more: a picture lost from public/ would be a broken image in the demo.
  it("finds every product's picture in public/, which the web build copies into dist/web", async () => {
    const publicDir = path.resolve(import.meta.dirname, '..', 'public');
    expect(demoProducts.length).toBeGreaterThanOrEqual(14);
    for (const { imageUrl } of demoProducts) {
      const picture = readFileSync(path.join(publicDir, imageUrl));
      const { format, width, height } = await sharp(picture).metadata();
      expect({ imageUrl, format, width, height }).toEqual({
        imageUrl,
        format: 'jpeg',
        width: 800,
        height: 600,
      });
    }
  });

  it('has cash advances in every status, for the demo customer and for guests, with the shop terms', async () => {
    const rows = await database.db.select().from(cashAdvances);
    const [customer] = await database.db
      .select()
      .from(users)
      .where(eq(users.username, demoCustomer.username));
    expect(new Set(rows.map((a) => a.status))).toEqual(new Set(cashAdvanceStatusValues));

    const mine = rows.filter((a) => a.userId === customer?.id);
    const guests = rows.filter((a) => a.userId.startsWith('customer_'));
    // The sale states come after a redemption period: the demo customer sees a notice, a
    // loan for sale and a settled surplus; a guest's sale leaves a surplus still owed.
    // A withdrawal (s.66A) is a guest's who changed his mind within the 14 days.
    const saleStates = ['sale_notice', 'for_sale', 'sold', 'settled', 'withdrawn'];
    const ordinary = cashAdvanceStatusValues.filter((status) => !saleStates.includes(status));
    const statusesOf = (loans: typeof rows) => new Set(loans.map((a) => a.status));
    expect(statusesOf(mine)).toEqual(new Set([...ordinary, 'sale_notice', 'for_sale', 'settled']));
    expect(statusesOf(guests)).toEqual(new Set([...ordinary, 'sold', 'withdrawn']));
    const withdrawn = guests.find((a) => a.status === 'withdrawn')!;
    expect(withdrawn.withdrawalNoticeOn).not.toBeNull();
    for (const guest of guests) expect(guest.userId).toMatch(/^customer_\d{13}$/);

    const now = Date.now();
    const overdue = mine.filter((a) => a.status === 'active' && a.dueDate.getTime() < now);
    expect(overdue).toHaveLength(1);
    // The pawn book (issue 15): an approved offer, a rejection with its reason, an active
    // loan with a payment, a paid one, and one overdue past the grace period.
    expect(rows.find((a) => a.status === 'approved' && a.offerAmount !== null)).toBeDefined();
    expect(rows.find((a) => a.status === 'rejected' && a.rejectionReason)).toBeDefined();
    const ledger = await database.db.select().from(cashAdvancePayments);
    const redeemed = new Set(
      ledger.filter((p) => p.kind === 'redemption').map((p) => p.cashAdvanceId),
    );
    expect(rows.some((a) => a.status === 'paid' && redeemed.has(a.id))).toBe(true);
    expect(
      rows.some((a) => a.status === 'active' && ledger.some((p) => p.cashAdvanceId === a.id)),
    ).toBe(true);
    expect(
      rows.some((a) => a.status === 'active' && a.startDate && a.dueDate.getTime() < now),
    ).toBe(true);
    // After the redemption period (decision 023): a notice, a loan for sale, a sold one with its
    // surplus owed and a settled one; forfeits only of £75 or less, six months on.
    for (const status of ['sale_notice', 'for_sale', 'sold', 'settled']) {
      expect(rows.some((a) => a.status === status && a.noticeGivenAt)).toBe(true);
    }
    expect(rows.some((a) => a.status === 'sold' && Number(a.saleSurplus) > 0)).toBe(true);
    expect(rows.some((a) => a.status === 'settled' && a.surplusPaidAt)).toBe(true);
    for (const a of rows.filter((loan) => loan.status === 'forfeited')) {
      expect(pennies(a.loanAmount)).toBeLessThanOrEqual(7_500);
      expect(a.closedAt!.getTime() - Date.parse(`${a.startDate!}T00:00:00Z`)).toBeGreaterThan(
        183 * 86_400_000,
      );
    }

    for (const a of rows) {
      expect(a.customerPhone).toMatch(/^07\d{3} \d{6}$/);
      expect(a.interestRate).toBe(a.collateralType === 'gold' ? '15.00' : '30.00');
      const loan = pennies(a.loanAmount);
      const rate = a.collateralType === 'gold' ? 15 : 30;
      expect(pennies(a.totalRepayment)).toBe(loan + Math.round((loan * rate) / 100));
      if (a.startDate) {
        // An agreement: due at the end of its last term's day in London (decision 009), each
        // term 28 days on or the next opening day (decision 028).
        const payments = await database.db
          .select()
          .from(cashAdvancePayments)
          .where(eq(cashAdvancePayments.cashAdvanceId, a.id));
        const terms = 1 + payments.filter((p) => p.kind === 'extension').length;
        let due = a.startDate;
        for (let term = 0; term < terms; term += 1) due = termEndFrom(due);
        expect(a.dueDate).toEqual(endOfLondonDay(due));
      } else {
        expect(a.dueDate.getTime() - a.createdAt.getTime()).toBe(LOAN_TERM_DAYS * 86_400_000);
      }
    }
    // Gold at 15%: 187.45 + 28.1175 → 215.57 (interest rounded to the penny).
    const odd = rows.find((a) => a.loanAmount === '187.45');
    expect(odd?.totalRepayment).toBe('215.57');
  });

  it('takes every pawn past its redemption period through lawful steps only (decision 023)', async () => {
    const rows = await database.db.select().from(cashAdvances);
    const lines = await database.db.select().from(cashAdvanceSaleExpenses);
    // Some customers agreed at the agreement to notices by email, at an address they gave.
    const agreed = rows.filter((a) => a.noticesByEmail);
    expect(agreed.length).toBeGreaterThanOrEqual(2);
    for (const a of agreed) expect(a.noticeEmail).toMatch(/@/);
    for (const a of rows.filter((loan) => !loan.noticesByEmail)) expect(a.noticeEmail).toBeNull();

    const noticed = rows.filter((a) => a.noticeGivenAt);
    expect(noticed.length).toBeGreaterThanOrEqual(4);
    expect(noticed.some((a) => a.noticesByEmail)).toBe(true);
    expect(noticed.some((a) => a.noticePostedAt && !a.noticesByEmail)).toBe(true);
    for (const a of noticed) {
      const given = todayInLondon(a.noticeGivenAt!);
      // Not before the redemption period has ended (no payments: the due date is the first).
      expect(
        daysBetween(afterRedemptionPeriod(a.startDate!, 6, termEndFrom(a.startDate!)), given),
      ).toBeGreaterThanOrEqual(0);
      // By email to a customer who agreed, otherwise a letter posted on or after the notice.
      const posted = a.noticePostedAt ? todayInLondon(a.noticePostedAt) : null;
      if (!a.noticesByEmail) {
        expect(posted, a.itemDescription).not.toBeNull();
        expect(daysBetween(given, posted!)).toBeGreaterThanOrEqual(0);
      }
      const { saleAllowedFrom } = noticeTiming(
        a.noticesByEmail ? { by: 'email', givenOn: given } : { by: 'post', postedOn: posted },
      );
      expect(a.saleAllowedFrom).toBe(saleAllowedFrom);
      // Listed and sold only from the day the notice allows.
      if (a.listedAt) {
        expect(daysBetween(saleAllowedFrom!, todayInLondon(a.listedAt))).toBeGreaterThanOrEqual(0);
      }
      if (a.saleDate) {
        expect(daysBetween(saleAllowedFrom!, a.saleDate)).toBeGreaterThanOrEqual(0);
        // The costs itemised, their total the statement's.
        const own = lines.filter((line) => line.cashAdvanceId === a.id);
        expect(own.length).toBeGreaterThan(0);
        expect(own.reduce((sum, line) => sum + pennies(line.amount), 0)).toBe(
          pennies(a.saleExpenses!),
        );
      }
    }
  });

  it('books repairs for the demo customer and for guests on shop days', async () => {
    const rows = await database.db.select().from(repairs);
    const [customer] = await database.db
      .select()
      .from(users)
      .where(eq(users.username, demoCustomer.username));
    expect(rows.some((r) => r.userId === customer?.id)).toBe(true);
    const guests = rows.filter((r) => r.userId === null);
    expect(guests.length).toBeGreaterThan(0);
    for (const g of guests) {
      expect(g.customerName).toBeTruthy();
      expect(g.customerPhone).toMatch(/^07/);
    }
    expect(rows.some((r) => r.estimatedCost === '89.00')).toBe(true);
    for (const r of rows) {
      expect(repairStatusValues).toContain(r.status);
      expect(repairTimeSlots).toContain(r.preferredTime);
      expect(r.preferredDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(new Date(`${r.preferredDate}T12:00:00Z`).getUTCDay()).not.toBe(0);
    }
  });

  it('records this month’s orders for the admin and the recent activity', async () => {
    const [admin] = await database.db
      .select()
      .from(users)
      .where(eq(users.username, demoAdmin.username));
    const orderRows = await database.db.select().from(orders);
    const londonMonth = (d: Date) =>
      new Intl.DateTimeFormat('en-CA', {
        timeZone: 'Europe/London',
        year: 'numeric',
        month: '2-digit',
      }).format(d);
    for (const o of orderRows) {
      expect(o.sellerId).toBe(admin?.id);
      expect(o.deliveryAddress).toContain('Leeds');
      expect(['pending', 'delivered']).toContain(o.status);
      expect(o.createdAt.getTime()).toBeLessThanOrEqual(Date.now());
      expect(londonMonth(o.createdAt)).toBe(londonMonth(new Date()));
    }
    const log = await database.db.select().from(activity);
    expect(new Set(log.map((a) => a.type))).toEqual(
      new Set(['cash_advance', 'product_sale', 'repair', 'product']),
    );
  });

  it('does nothing on a second run', async () => {
    const before = await rowCounts();
    expect(await seedDemoData(database.db)).toEqual({ seeded: false });
    expect(await rowCounts()).toEqual(before);
  });
});
