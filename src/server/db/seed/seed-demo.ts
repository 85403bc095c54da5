/**
 * Fills an empty database with the demo shop (PRODUCT.md "Demo mode"): the
 * demo customer and admin, a second customer, products with pictures in every
 * category, cash advances in every status, repairs, orders and the activity
 * log. It only ever runs on a database without users, and writes everything
 * in one transaction, so a shop is either fully seeded or untouched.
 */
import { count } from 'drizzle-orm';
import { DEFAULT_LOAN_RATES, dueDateFrom, repaymentFigures } from '@shared/cash-advances/loan';
import { parsePennies } from '@shared/money-math';
import { demoAdmin, demoCustomer, demoStaff } from '@shared/demo-accounts';
import { repairStatuses } from '@shared/repairs/values';
import { shop } from '@shared/shop';
import { hashPassword } from '../../modules/auth/password';
import type { Db } from '../client';
import { seedLoanBook } from './seed-loans';
import { activity, cashAdvances, orders, products, repairs, users } from '../schema';
import {
  demoCashAdvances,
  demoOrders,
  demoProducts,
  demoRepairs,
  demoUserAges,
  registeredContacts,
  secondCustomer,
  type DemoCashAdvance,
  type DemoOwner,
} from './demo-data';

const DAY_MS = 86_400_000;

function daysBefore(now: Date, days: number): Date {
  return new Date(now.getTime() - Math.round(days * DAY_MS));
}

// ---------------------------------------------------------------- calendar (Europe/London)

/** Midnight UTC of today's date in the shop's time zone. */
function shopToday(now: Date): Date {
  const ymd = new Intl.DateTimeFormat('en-CA', {
    timeZone: shop.timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
  return new Date(`${ymd}T00:00:00Z`);
}

/** 'YYYY-MM-DD' `offset` days from today; the shop is closed on Sundays. */
function shopDate(today: Date, offset: number): string {
  const day = new Date(today.getTime() + offset * DAY_MS);
  if (day.getUTCDay() === 0) day.setUTCDate(day.getUTCDate() + (offset < 0 ? -1 : 1));
  return day.toISOString().slice(0, 10);
}

/**
 * `daysAgo` before now, pulled into the current month when it would fall
 * before it, so "this month's sales" always has something to show.
 */
function thisMonth(now: Date, daysAgo: number): Date {
  const wanted = daysBefore(now, daysAgo);
  const today = shopToday(now);
  const monthStart = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), 1);
  if (wanted.getTime() >= monthStart) return wanted;
  if (now.getTime() <= monthStart) return now;
  return new Date(monthStart + Math.round((now.getTime() - monthStart) / (1 + daysAgo)));
}

// ---------------------------------------------------------------- activity wording

const cashAdvanceEvent: Record<DemoCashAdvance['status'], string> = {
  pending: 'New cash advance request',
  active: 'Cash advance paid out',
  processed: 'Cash advance processed',
  completed: 'Cash advance completed',
  paid: 'Cash advance repaid',
  approved: 'Cash advance approved',
  rejected: 'Cash advance declined',
  forfeited: 'Cash advance paid out',
  sale_notice: 'Cash advance paid out',
  for_sale: 'Cash advance paid out',
  sold: 'Cash advance paid out',
  settled: 'Cash advance paid out',
  withdrawn: 'Cash advance withdrawn',
};

function repairEvent(status: string): string {
  if (status === 'scheduled') return 'Repair booked';
  const label = repairStatuses.find((s) => s.value === status)?.label ?? status;
  return `Repair ${label.toLowerCase()}`;
}

// ---------------------------------------------------------------- seeding

export async function seedDemoData(db: Db): Promise<{ seeded: boolean }> {
  if (await hasUsers(db)) return { seeded: false };

  // Hashing is slow on purpose; do it before the transaction opens.
  const [adminHash, customerHash, secondHash, staffHash] = await Promise.all([
    hashPassword(demoAdmin.password),
    hashPassword(demoCustomer.password),
    hashPassword(secondCustomer.password),
    hashPassword(demoStaff.password),
  ]);
  const now = new Date();
  const today = shopToday(now);

  return db.transaction(async (tx) => {
    // Another process may have seeded in the meantime.
    if (await hasUsers(tx)) return { seeded: false };

    // Demo addresses count as confirmed, so the outbox shows what the shop would send.
    const [admin, customer, second] = await tx
      .insert(users)
      .values([
        {
          username: demoAdmin.username,
          email: demoAdmin.email,
          confirmedEmail: demoAdmin.email,
          password: adminHash,
          role: 'admin',
          staffRole: 'owner',
          createdAt: daysBefore(now, demoUserAges.admin),
          emailConfirmedAt: daysBefore(now, demoUserAges.admin),
        },
        {
          username: demoCustomer.username,
          email: demoCustomer.email,
          confirmedEmail: demoCustomer.email,
          password: customerHash,
          role: 'user',
          createdAt: daysBefore(now, demoUserAges.demo),
          emailConfirmedAt: daysBefore(now, demoUserAges.demo),
        },
        {
          username: secondCustomer.username,
          email: secondCustomer.email,
          confirmedEmail: secondCustomer.email,
          password: secondHash,
          role: 'user',
          createdAt: daysBefore(now, demoUserAges.jordan),
          emailConfirmedAt: daysBefore(now, demoUserAges.jordan),
        },
        {
          username: demoStaff.username,
          email: demoStaff.email,
          confirmedEmail: demoStaff.email,
          password: staffHash,
          role: 'admin',
          staffRole: 'staff',
          createdAt: daysBefore(now, demoUserAges.staff),
          emailConfirmedAt: daysBefore(now, demoUserAges.staff),
        },
      ])
      .returning({ id: users.id, username: users.username });
    if (!admin || !customer || !second) throw new Error('Demo users were not created');
    const userIds: Record<Exclude<DemoOwner, 'guest'>, string> = {
      demo: customer.id,
      jordan: second.id,
    };

    const activityRows: (typeof activity.$inferInsert)[] = [];

    // Products: the admin is the seller of every one.
    const productRows = demoProducts.map((p) => ({
      sellerId: admin.id,
      title: p.title,
      description: p.description,
      category: p.category,
      price: p.price,
      imageUrl: p.imageUrl,
      thumbnailUrl: p.imageUrl,
      condition: p.condition,
      status: p.status,
      isAvailable: p.status === 'active',
      isAdminProduct: true,
      createdAt: daysBefore(now, p.daysAgo),
    }));
    const insertedProducts = await tx
      .insert(products)
      .values(productRows)
      .returning({ id: products.id, imageUrl: products.imageUrl });
    const productIdBySlug = new Map<string, string>();
    for (const p of demoProducts) {
      const row = insertedProducts.find((r) => r.imageUrl === p.imageUrl);
      if (row) productIdBySlug.set(p.slug, row.id);
    }
    for (const row of productRows) {
      activityRows.push({
        type: 'product',
        description: `New listing: ${row.title}`,
        amount: row.price,
        status: 'active',
        actorId: admin.id,
        createdAt: row.createdAt,
      });
    }

    // Cash advances: registered customers by user id, guests as customer_<ms>.
    const advanceRows = demoCashAdvances.map((a) => {
      const createdAt = daysBefore(now, a.daysAgo);
      const userId = a.owner === 'guest' ? `customer_${createdAt.getTime()}` : userIds[a.owner];
      return {
        userId,
        customerName: a.customerName,
        customerPhone: a.customerPhone,
        customerEmail: a.customerEmail,
        itemDescription: a.itemDescription,
        itemCategory: a.itemCategory,
        collateralType: a.collateralType,
        // The demo's past requests, at the default rates (RATE_GOLD and RATE_GENERAL unset).
        ...repaymentFigures(parsePennies(a.loanAmount)!, a.collateralType, DEFAULT_LOAN_RATES),
        dueDate: dueDateFrom(createdAt),
        status: a.status,
        createdAt,
      };
    });
    const insertedAdvances = await tx
      .insert(cashAdvances)
      .values(advanceRows)
      .returning({ id: cashAdvances.id, agreementNumber: cashAdvances.agreementNumber });
    activityRows.push(
      ...(await seedLoanBook(
        tx,
        insertedAdvances.map((row, i) => ({
          ...row,
          createdAt: advanceRows[i]!.createdAt,
          source: demoCashAdvances[i]!,
        })),
        admin.id,
        now,
      )),
    );
    for (const [i, row] of advanceRows.entries()) {
      const owner = demoCashAdvances[i]?.owner ?? 'guest';
      activityRows.push({
        type: 'cash_advance',
        description: `${cashAdvanceEvent[row.status]}: ${row.itemDescription}`,
        customerName: row.customerName,
        amount: row.loanAmount,
        status: row.status,
        actorId: owner === 'guest' ? null : userIds[owner],
        createdAt: row.createdAt,
      });
    }

    // Repairs: guests keep no user, only their contact details.
    const repairRows = demoRepairs.map((r) => {
      const guest = r.owner === 'guest';
      return {
        userId: r.owner === 'guest' ? null : userIds[r.owner],
        customerName: guest ? r.customerName : null,
        customerPhone: guest ? r.customerPhone : null,
        customerEmail: guest ? r.customerEmail : null,
        deviceType: r.deviceType,
        brandModel: r.brandModel,
        problemDescription: r.problemDescription,
        preferredDate: shopDate(today, r.dayOffset),
        preferredTime: r.preferredTime,
        status: r.status,
        estimatedCost: r.estimatedCost,
        createdAt: daysBefore(now, r.daysAgo),
      };
    });
    await tx.insert(repairs).values(repairRows);
    for (const [i, row] of repairRows.entries()) {
      const source = demoRepairs[i];
      activityRows.push({
        type: 'repair',
        description: `${repairEvent(row.status)}: ${row.brandModel}`,
        customerName: source?.customerName ?? null,
        amount: row.estimatedCost,
        status: row.status,
        actorId: row.userId,
        createdAt: row.createdAt,
      });
    }

    // Orders this month, the admin being the seller.
    const orderRows = demoOrders.map((o) => ({
      buyerId: userIds[o.buyer],
      sellerId: admin.id,
      productId: productIdBySlug.get(o.productSlug) ?? null,
      quantity: 1,
      totalAmount: o.totalAmount,
      deliveryAddress: o.deliveryAddress,
      status: o.status,
      createdAt: thisMonth(now, o.daysAgo),
    }));
    await tx.insert(orders).values(orderRows);
    for (const [i, row] of orderRows.entries()) {
      const source = demoOrders[i];
      const product = demoProducts.find((p) => p.slug === source?.productSlug);
      activityRows.push({
        type: 'product_sale',
        description:
          row.status === 'delivered'
            ? `Sold and delivered: ${product?.title ?? 'product'}`
            : `New order: ${product?.title ?? 'product'}`,
        customerName: registeredContacts[source?.buyer ?? 'demo'].customerName,
        amount: row.totalAmount,
        status: row.status === 'delivered' ? 'sold' : 'pending',
        actorId: row.buyerId,
        createdAt: row.createdAt,
      });
    }

    await tx.insert(activity).values(activityRows);
    return { seeded: true };
  });
}

async function hasUsers(db: Pick<Db, 'select'>): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users);
  return (row?.n ?? 0) > 0;
}
