/**
 * The demo's pawn book (docs/decisions/009-pawn-book.md): agreements with their
 * items, payments worked out by the shared loan maths, offers, rejections and
 * forfeits, so the loan pages and the dashboard figures have something to show.
 */
import { eq } from 'drizzle-orm';
import {
  accrueTo,
  applyPayment,
  endOfLondonDay,
  openingPosition,
  saleStatement,
  type Agreement,
} from '@shared/cash-advances/ledger';
import { formatAgreementNumber } from '@shared/cash-advances/pawn-book-values';
import { parsePennies, penniesToDecimal } from '@shared/money-math';
import { todayInLondon } from '@shared/repairs/dates';
import { productCategoryFor } from '../../modules/cash-advances/pledge-products';
import type { Tx } from '../client';
import {
  cashAdvancePayments,
  cashAdvances,
  pledgedItems,
  products,
  type activity,
} from '../schema';
import type { DemoCashAdvance, DemoSale } from './demo-data';
import { saleAllowedAfterNotice } from '../../modules/cash-advances/sale';

type ActivityRow = typeof activity.$inferInsert;

const DAY_MS = 86_400_000;
const daysBefore = (now: Date, days: number) => new Date(now.getTime() - Math.round(days * DAY_MS));

export async function seedLoanBook(
  tx: Tx,
  loans: readonly {
    id: string;
    agreementNumber: number;
    createdAt: Date;
    source: DemoCashAdvance;
  }[],
  adminId: string,
  now: Date,
): Promise<ActivityRow[]> {
  const events: ActivityRow[] = [];
  for (const { id, agreementNumber, createdAt, source } of loans) {
    const label = `${formatAgreementNumber(agreementNumber)} (${source.itemDescription.slice(0, 40)})`;
    if (source.offerAmount) {
      await tx
        .update(cashAdvances)
        .set({
          offerAmount: source.offerAmount,
          offerNote: 'Bring it in for appraisal.',
          approvedAt: createdAt,
        })
        .where(eq(cashAdvances.id, id));
    }
    if (source.rejectionReason) {
      await tx
        .update(cashAdvances)
        .set({ rejectionReason: source.rejectionReason, closedAt: createdAt })
        .where(eq(cashAdvances.id, id));
    }
    if (!source.items) continue;

    // The agreement was made the day the request came in.
    const startDate = todayInLondon(createdAt);
    const [row] = await tx.select().from(cashAdvances).where(eq(cashAdvances.id, id));
    const agreement: Agreement = {
      loanPennies: parsePennies(row!.loanAmount)!,
      ratePercent: parsePennies(row!.interestRate)! / 100,
      startDate,
    };
    let position = openingPosition(agreement);
    await tx.insert(pledgedItems).values(
      source.items.map((item, index) => ({
        cashAdvanceId: id,
        position: index + 1,
        description: item.description,
        category: item.category,
        serialNumber: item.serialNumber ?? null,
        storageLocation: item.storageLocation,
        status: itemStatusOf(source.status),
        createdAt,
      })),
    );
    for (const [index, payment] of (source.payments ?? []).entries()) {
      const amountPennies =
        payment.kind === 'redemption'
          ? position.balance
          : payment.kind === 'extension'
            ? position.interestOwed
            : parsePennies(payment.amount ?? '0')!;
      const takenOn = todayInLondon(daysBefore(now, payment.daysAgo));
      position = accrueTo(agreement, position, takenOn);
      const amountPennies2 = amountPennies;
      const applied = applyPayment(agreement, position, {
        kind: payment.kind,
        amountPennies: amountPennies2,
        onDate: takenOn,
      });
      position = applied.position;
      const takenAt = daysBefore(now, payment.daysAgo);
      await tx.insert(cashAdvancePayments).values({
        cashAdvanceId: id,
        kind: payment.kind,
        amount: penniesToDecimal(amountPennies),
        interestPart: penniesToDecimal(applied.allocation.interestPennies),
        principalPart: penniesToDecimal(applied.allocation.principalPennies),
        chargeAdded: penniesToDecimal(applied.allocation.chargeAddedPennies),
        method: payment.method,
        takenBy: adminId,
        idempotencyKey: `demo-${id}-${index}`,
        createdAt: takenAt,
      });
      events.push({
        type: 'cash_advance',
        description: `${payment.kind === 'part' ? 'Part payment' : payment.kind === 'extension' ? 'Extension' : 'Redemption'} on ${label}`,
        customerName: source.customerName,
        amount: penniesToDecimal(amountPennies),
        status: payment.kind === 'redemption' ? 'paid' : 'active',
        actorId: adminId,
        createdAt: takenAt,
      });
    }
    const closedAt =
      source.status === 'forfeited'
        ? daysBefore(now, source.forfeitedDaysAgo ?? 0)
        : source.status === 'paid'
          ? daysBefore(now, source.payments?.at(-1)?.daysAgo ?? 0)
          : null;
    await tx
      .update(cashAdvances)
      .set({
        startDate,
        dueDate: endOfLondonDay(position.dueDate),
        idChecked: true,
        activatedAt: createdAt,
        activatedBy: adminId,
        requestedAmount: row!.loanAmount,
        closedAt,
        customerDateOfBirth: '1988-04-12',
        customerAddress: demoAddress,
      })
      .where(eq(cashAdvances.id, id));
    if (source.sale) {
      events.push(
        ...(await seedSale(tx, { id, label, source, sale: source.sale, agreement, adminId, now })),
      );
    }

    if (source.status === 'forfeited' && closedAt) {
      const items = await tx.select().from(pledgedItems).where(eq(pledgedItems.cashAdvanceId, id));
      for (const item of items) {
        const [product] = await tx
          .insert(products)
          .values({
            sellerId: adminId,
            title: item.description.slice(0, 120),
            // A draft staff complete before listing, as forfeitLoan makes (pledge-products.ts).
            description: '',
            category: productCategoryFor(item.category),
            price: penniesToDecimal(Math.floor(position.balance / items.length)),
            condition: 'good',
            status: 'draft',
            isAvailable: false,
            isAdminProduct: true,
            cashAdvanceId: id,
            createdAt: closedAt,
          })
          .returning({ id: products.id });
        await tx
          .update(pledgedItems)
          .set({ status: 'forfeited', productId: product!.id })
          .where(eq(pledgedItems.id, item.id));
      }
      events.push({
        type: 'cash_advance',
        description: `Loan forfeited, items moved to stock: ${label}`,
        customerName: source.customerName,
        amount: penniesToDecimal(position.balance),
        status: 'forfeited',
        actorId: adminId,
        createdAt: closedAt,
      });
    }
  }
  return events;
}

/** A demo customer's address on the agreements (a street of Beeston, Leeds). */
const demoAddress = '14 Cross Flatts Avenue, Leeds LS11 7BG';

/** What the pledged items are by the loan's status. */
function itemStatusOf(status: DemoCashAdvance['status']): string {
  if (status === 'paid') return 'returned';
  if (status === 'for_sale') return 'for_sale';
  if (status === 'sold' || status === 'settled') return 'sold';
  return 'held';
}

/**
 * A loan past its redemption period (decision 023): the notice, the listing,
 * the sale and its statement, the surplus paid, as the staff's steps leave them.
 */
async function seedSale(
  tx: Tx,
  {
    id,
    label,
    source,
    sale,
    agreement,
    adminId,
    now,
  }: {
    id: string;
    label: string;
    source: DemoCashAdvance;
    sale: DemoSale;
    agreement: Agreement;
    adminId: string;
    now: Date;
  },
): Promise<ActivityRow[]> {
  const events: ActivityRow[] = [];
  const owedOn = (at: Date) =>
    accrueTo(agreement, openingPosition(agreement), todayInLondon(at)).balance;
  const noticeAt = daysBefore(now, sale.noticeDaysAgo);
  const noticeOwed = owedOn(noticeAt);
  await tx
    .update(cashAdvances)
    .set({
      status: source.status,
      noticeGivenAt: noticeAt,
      noticeAskingPrice: sale.askingPrice,
      noticeOwed: penniesToDecimal(noticeOwed),
      saleAllowedFrom: saleAllowedAfterNotice(todayInLondon(noticeAt)),
    })
    .where(eq(cashAdvances.id, id));
  events.push({
    type: 'cash_advance',
    description: `Notice of intention to sell given: ${label}`,
    customerName: source.customerName,
    amount: penniesToDecimal(noticeOwed),
    status: 'sale_notice',
    actorId: adminId,
    createdAt: noticeAt,
  });
  if (sale.listedDaysAgo !== undefined) {
    const listedAt = daysBefore(now, sale.listedDaysAgo);
    const items = await tx.select().from(pledgedItems).where(eq(pledgedItems.cashAdvanceId, id));
    for (const item of items) {
      const [product] = await tx
        .insert(products)
        .values({
          sellerId: adminId,
          title: item.description.slice(0, 120),
          // A draft staff complete before listing, as listForSale makes (pledge-products.ts).
          description: '',
          category: productCategoryFor(item.category),
          price: penniesToDecimal(Math.floor(parsePennies(sale.askingPrice)! / items.length)),
          condition: 'good',
          status: 'draft',
          isAvailable: false,
          isAdminProduct: true,
          cashAdvanceId: id,
          createdAt: listedAt,
        })
        .returning({ id: products.id });
      await tx
        .update(pledgedItems)
        .set({ productId: product!.id })
        .where(eq(pledgedItems.id, item.id));
    }
    await tx.update(cashAdvances).set({ listedAt }).where(eq(cashAdvances.id, id));
  }
  if (sale.saleDaysAgo !== undefined && sale.proceeds) {
    const soldAt = daysBefore(now, sale.saleDaysAgo);
    const statement = saleStatement(
      parsePennies(sale.proceeds)!,
      parsePennies(sale.expenses ?? '0')!,
      owedOn(soldAt),
    );
    const paidAt =
      sale.surplusPaidDaysAgo !== undefined ? daysBefore(now, sale.surplusPaidDaysAgo) : null;
    await tx
      .update(cashAdvances)
      .set({
        closedAt: soldAt,
        saleDate: todayInLondon(soldAt),
        // A demo sale made at the counter, paid in cash.
        saleMethod: 'cash',
        saleProceeds: penniesToDecimal(statement.proceeds),
        saleExpenses: penniesToDecimal(statement.expenses),
        saleOwed: penniesToDecimal(statement.owed),
        saleSurplus: penniesToDecimal(statement.surplus),
        saleShortfall: penniesToDecimal(statement.shortfall),
        surplusPaidAt: paidAt,
        surplusPaidMethod: paidAt ? 'bank' : null,
        surplusPaidBy: paidAt ? adminId : null,
      })
      .where(eq(cashAdvances.id, id));
    events.push({
      type: 'cash_advance',
      description: `Pawn sold in the shop for ${sale.proceeds}: ${label}`,
      customerName: source.customerName,
      amount: penniesToDecimal(statement.proceeds),
      status: 'sold',
      actorId: adminId,
      createdAt: soldAt,
    });
    if (paidAt) {
      events.push({
        type: 'cash_advance',
        description: `Surplus paid to the customer (bank): ${label}`,
        customerName: source.customerName,
        amount: penniesToDecimal(statement.surplus),
        status: 'settled',
        actorId: adminId,
        createdAt: paidAt,
      });
    }
  }
  return events;
}
