/**
 * The demo's pawn book (docs/decisions/009-pawn-book.md): agreements with their
 * items, payments worked out by the shared loan maths, offers, rejections and
 * forfeits, so the loan pages and the dashboard figures have something to show.
 */
import { eq } from 'drizzle-orm';
import {
  applyPayment,
  endOfLondonDay,
  openingPosition,
  type Agreement,
} from '@shared/cash-advances/ledger';
import { formatAgreementNumber } from '@shared/cash-advances/pawn-book-values';
import { parsePennies, penniesToDecimal } from '@shared/money-math';
import { todayInLondon } from '@shared/repairs/dates';
import { productCategoryFor } from '../../modules/cash-advances/lifecycle';
import type { Tx } from '../client';
import {
  cashAdvancePayments,
  cashAdvances,
  pledgedItems,
  products,
  type activity,
} from '../schema';
import type { DemoCashAdvance } from './demo-data';

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
        status: source.status === 'paid' ? 'returned' : 'held',
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
      const applied = applyPayment(agreement, position, { kind: payment.kind, amountPennies });
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
      })
      .where(eq(cashAdvances.id, id));

    if (source.status === 'forfeited' && closedAt) {
      const items = await tx.select().from(pledgedItems).where(eq(pledgedItems.cashAdvanceId, id));
      for (const item of items) {
        const [product] = await tx
          .insert(products)
          .values({
            sellerId: adminId,
            title: item.description.slice(0, 120),
            description: `${item.description}\n\nForfeited on agreement ${formatAgreementNumber(agreementNumber)}. Check the condition and price before listing.`,
            category: productCategoryFor(item.category),
            price: penniesToDecimal(Math.floor(position.balance / items.length)),
            condition: 'good',
            status: 'inactive',
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
