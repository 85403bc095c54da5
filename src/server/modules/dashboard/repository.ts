/** Dashboard figures, counted and summed by the database rather than by loading rows. */
import { and, count, desc, eq, inArray, min, notInArray, sql, sum } from 'drizzle-orm';
import { redeemableStatuses } from '@shared/cash-advances/values';
import { penniesToDecimal } from '@shared/money-math';
import { todayInLondon } from '@shared/repairs/dates';
import { shop } from '@shared/shop';
import type { ActivityEntry } from '@shared/dashboard/schemas';
import type { Db } from '../../db/client';
import { activity, cashAdvances, checkouts, orders, products, repairs } from '../../db/schema';
import { loadLoan, positionOf } from '../cash-advances/loan-book';

const FINISHED_REPAIR_STATUSES = ['collected', 'cancelled'];

/** Midnight on the first of this month in the shop's time zone, as an instant. */
const startOfShopMonth = sql`(date_trunc('month', now() at time zone ${shop.timeZone}) at time zone ${shop.timeZone})`;

export async function customerFigures(db: Db, userId: string) {
  const [loans, openRepairs, earnings, due, purchases] = await Promise.all([
    // Running loans only (active, or under notice or for sale: still owed), with their
    // balance worked out from the ledger; a pending request owes nothing yet (issue 31).
    db
      .select({ id: cashAdvances.id })
      .from(cashAdvances)
      .where(
        and(eq(cashAdvances.userId, userId), inArray(cashAdvances.status, [...redeemableStatuses])),
      )
      .then(async (rows) => {
        const today = todayInLondon();
        let owed = 0;
        for (const { id } of rows) {
          const record = await loadLoan(db, id);
          owed += (record && positionOf(record, today)?.balance) ?? 0;
        }
        return { count: rows.length, owed };
      }),
    db
      .select({ n: count() })
      .from(repairs)
      .where(and(eq(repairs.userId, userId), notInArray(repairs.status, FINISHED_REPAIR_STATUSES))),
    db
      .select({ total: sum(orders.totalAmount) })
      .from(orders)
      .where(and(eq(orders.sellerId, userId), sql`${orders.createdAt} >= ${startOfShopMonth}`)),
    // Only active loans (overdue ones are active past their date) have a due date that matters.
    db
      .select({ next: min(cashAdvances.dueDate) })
      .from(cashAdvances)
      .where(and(eq(cashAdvances.userId, userId), eq(cashAdvances.status, 'active'))),
    // What the customer bought this month: their orders, cancelled ones aside.
    db
      .select({ total: sum(checkouts.totalAmount) })
      .from(checkouts)
      .where(
        and(
          eq(checkouts.buyerId, userId),
          sql`${checkouts.status} <> 'cancelled'`,
          sql`${checkouts.createdAt} >= ${startOfShopMonth}`,
        ),
      ),
  ]);
  return {
    activeLoanAmount: penniesToDecimal(loans.owed),
    activeLoanCount: loans.count,
    pendingRepairs: openRepairs[0]?.n ?? 0,
    monthlyEarnings: toMoney(earnings[0]?.total),
    monthlyPurchases: toMoney(purchases[0]?.total),
    nextDueDate: due[0]?.next ? new Date(due[0].next).toISOString() : null,
  };
}

/** numeric sums arrive as decimal strings (or null for no rows); keep two places. */
function toMoney(total: string | null | undefined): string {
  if (!total) return '0.00';
  const [whole = '0', fraction = ''] = total.split('.');
  return `${whole}.${fraction.padEnd(2, '0').slice(0, 2)}`;
}

/**
 * The admin summary's counts. Each reads every row of its table, so the route
 * keeps them briefly (decision 005); any write through this process drops them.
 */
export async function adminCounts(db: Db) {
  // Orders: delivered and collected ones are the completed sales; today's work is every
  // unfinished order due today or earlier (the shop's date), by fulfilment.
  const today = sql`(now() at time zone ${shop.timeZone})::date`;
  const [advances, stock, sales] = await Promise.all([
    db
      .select({
        total: count(),
        pending: sql<number>`count(*) filter (where ${cashAdvances.status} = 'pending')`.mapWith(
          Number,
        ),
        active: sql<number>`count(*) filter (where ${cashAdvances.status} = 'active')`.mapWith(
          Number,
        ),
      })
      .from(cashAdvances),
    db
      .select({
        total: count(),
        active: sql<number>`count(*) filter (where ${products.status} = 'active')`.mapWith(Number),
        sold: sql<number>`count(*) filter (where ${products.status} = 'sold')`.mapWith(Number),
      })
      .from(products),
    db
      .select({
        completed:
          sql<number>`count(*) filter (where ${checkouts.status} in ('delivered', 'collected'))`.mapWith(
            Number,
          ),
        toDeliver:
          sql<number>`count(*) filter (where ${checkouts.fulfilment} = 'delivery' and ${checkouts.status} in ('pending', 'confirmed', 'out_for_delivery') and ${checkouts.fulfilmentDate} <= ${today})`.mapWith(
            Number,
          ),
        toHandOver:
          sql<number>`count(*) filter (where ${checkouts.fulfilment} = 'collection' and ${checkouts.status} in ('pending', 'confirmed', 'ready_for_collection') and ${checkouts.fulfilmentDate} <= ${today})`.mapWith(
            Number,
          ),
      })
      .from(checkouts),
  ]);
  return {
    totalCashAdvances: advances[0]?.total ?? 0,
    pendingCashAdvances: advances[0]?.pending ?? 0,
    activeCashAdvances: advances[0]?.active ?? 0,
    totalProducts: stock[0]?.total ?? 0,
    activeProducts: stock[0]?.active ?? 0,
    soldProducts: stock[0]?.sold ?? 0,
    completedSales: sales[0]?.completed ?? 0,
    ordersToDeliverToday: sales[0]?.toDeliver ?? 0,
    ordersToHandOverToday: sales[0]?.toHandOver ?? 0,
  };
}

/**
 * The latest 10 activity entries, read fresh every time. "nulls last" matches
 * activity_created_at_idx (created_at DESC NULLS LAST; the column is never
 * null, so the order is the same): plain DESC would sort the whole table.
 */
export async function recentActivity(db: Db): Promise<ActivityEntry[]> {
  const recent = await db
    .select()
    .from(activity)
    .orderBy(sql`${activity.createdAt} desc nulls last`, desc(activity.id))
    .limit(10);
  return recent.map((entry) => ({
    type: entry.type as ActivityEntry['type'],
    description: entry.description,
    customerName: entry.customerName,
    timestamp: entry.createdAt.toISOString(),
    amount: entry.amount,
    status: entry.status,
  }));
}
