/**
 * The demo's pawn book (docs/decisions/009-pawn-book.md): agreements with their
 * items, payments worked out by the shared loan maths, offers, rejections and
 * forfeits, so the loan pages and the dashboard figures have something to show.
 */
import { eq } from 'drizzle-orm';
import {
  accrueTo,
  afterRedemptionPeriod,
  applyPayment,
  endOfLondonDay,
  openingPosition,
  saleStatement,
  type Agreement,
} from '@shared/cash-advances/ledger';
import {
  MIN_REDEMPTION_MONTHS,
  formatAgreementNumber,
} from '@shared/cash-advances/pawn-book-values';
import { noticeTiming, type NoticeDelivery } from '@shared/cash-advances/notice-delivery';
import { parsePennies, penniesToDecimal } from '@shared/money-math';
import { daysBetween, todayInLondon } from '@shared/repairs/dates';
import { productCategoryFor } from '../../modules/cash-advances/pledge-products';
import type { Tx } from '../client';
import {
  cashAdvancePayments,
  cashAdvanceSaleExpenses,
  cashAdvances,
  pledgedItems,
  products,
  type activity,
} from '../schema';
import type { DemoCashAdvance, DemoSale } from './demo-data';

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
      const takenOn = todayInLondon(daysBefore(now, payment.daysAgo));
      // Interest runs by the day: what a redemption or an extension pays is that day's figure.
      position = accrueTo(agreement, position, takenOn);
      const amountPennies =
        payment.kind === 'redemption' || payment.kind === 'withdrawal'
          ? position.balance
          : payment.kind === 'extension'
            ? position.interestOwed
            : parsePennies(payment.amount ?? '0')!;
      const applied = applyPayment(agreement, position, {
        kind: payment.kind,
        amountPennies,
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
        method: payment.method,
        takenBy: adminId,
        idempotencyKey: `demo-${id}-${index}`,
        createdAt: takenAt,
      });
      events.push({
        type: 'cash_advance',
        description: `${paymentLabel[payment.kind]} on ${label}`,
        customerName: source.customerName,
        amount: penniesToDecimal(amountPennies),
        status:
          payment.kind === 'redemption'
            ? 'paid'
            : payment.kind === 'withdrawal'
              ? 'withdrawn'
              : 'active',
        actorId: adminId,
        createdAt: takenAt,
      });
    }
    const closedAt =
      source.status === 'forfeited'
        ? daysBefore(now, source.forfeitedDaysAgo ?? 0)
        : source.status === 'paid' || source.status === 'withdrawn'
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
        // The choice made at the agreement: notices by email, to the address on the request.
        noticesByEmail: noticesByEmailOf(source),
        noticeEmail: noticesByEmailOf(source) ? source.customerEmail : null,
        withdrawalNoticeOn:
          source.withdrawalNoticeDaysAgo === undefined
            ? null
            : todayInLondon(daysBefore(now, source.withdrawalNoticeDaysAgo)),
      })
      .where(eq(cashAdvances.id, id));
    if (source.sale) {
      events.push(
        ...(await seedSale(tx, {
          ...{ id, label, source, sale: source.sale, agreement, adminId, now },
          dueDate: position.dueDate,
        })),
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

/** The customer agreed at the agreement to notices by email, at an address they gave. */
const noticesByEmailOf = (source: DemoCashAdvance) =>
  Boolean(source.noticesByEmail && source.customerEmail);

const paymentLabel = {
  part: 'Part payment',
  extension: 'Extension',
  redemption: 'Redemption',
  withdrawal: 'Withdrawal repaid',
} as const;

/** A demo customer's address on the agreements (a street of Beeston, Leeds). */
const demoAddress = '14 Cross Flatts Avenue, Leeds LS11 7BG';

/** What the pledged items are by the loan's status. */
function itemStatusOf(status: DemoCashAdvance['status']): string {
  if (status === 'paid' || status === 'withdrawn') return 'returned';
  if (status === 'for_sale') return 'for_sale';
  if (status === 'sold' || status === 'settled') return 'sold';
  return 'held';
}

/** The later of two days ('YYYY-MM-DD'). */
const laterDay = (one: string, other: string) => (daysBetween(one, other) > 0 ? other : one);

/**
 * A London day as the instant a step was taken on it: `daysAgo` before now
 * when that falls on the day, otherwise midday (never after now).
 */
function instantOn(day: string, now: Date, daysAgo: number | undefined): Date {
  const wanted = daysAgo === undefined ? null : daysBefore(now, daysAgo);
  if (wanted && todayInLondon(wanted) === day) return wanted;
  const midday = new Date(`${day}T12:00:00Z`);
  return midday.getTime() > now.getTime() ? now : midday;
}

/**
 * A loan past its redemption period (decision 023): the notice, the listing,
 * the sale and its statement, the surplus paid, as the staff's steps leave
 * them and in the law's order. The notice is given no earlier than the day
 * after the redemption period; it is emailed to a customer who agreed to
 * notices by email, otherwise posted as a letter (it then counts from its
 * deemed delivery); the listing and the sale come no earlier than the first
 * day the notice allows. A demo day too early for the law is moved to the
 * first lawful day; one that cannot be lawful by today stops the seed.
 */
async function seedSale(
  tx: Tx,
  {
    id,
    label,
    source,
    sale,
    agreement,
    dueDate,
    adminId,
    now,
  }: {
    id: string;
    label: string;
    source: DemoCashAdvance;
    sale: DemoSale;
    agreement: Agreement;
    dueDate: string;
    adminId: string;
    now: Date;
  },
): Promise<ActivityRow[]> {
  const events: ActivityRow[] = [];
  const today = todayInLondon(now);
  const dayAgo = (days: number) => todayInLondon(daysBefore(now, days));
  const lawful = (day: string, what: string) => {
    if (daysBetween(day, today) < 0) {
      throw new Error(`Demo loan ${label}: the ${what} cannot lawfully be dated by today.`);
    }
    return day;
  };
  const owedOn = (day: string) => accrueTo(agreement, openingPosition(agreement), day).balance;

  const noticeDay = lawful(
    laterDay(
      dayAgo(sale.noticeDaysAgo),
      afterRedemptionPeriod(agreement.startDate, MIN_REDEMPTION_MONTHS, dueDate),
    ),
    'notice of sale',
  );
  const byEmail = noticesByEmailOf(source);
  const postedDay =
    !byEmail && sale.postedDaysAgo !== undefined
      ? lawful(laterDay(dayAgo(sale.postedDaysAgo), noticeDay), 'posting of the notice')
      : null;
  const delivery: NoticeDelivery = byEmail
    ? { by: 'email', givenOn: noticeDay }
    : { by: 'post', postedOn: postedDay };
  const { deliveredOn, saleAllowedFrom } = noticeTiming(delivery);
  if ((sale.listedDaysAgo !== undefined || sale.saleDaysAgo !== undefined) && !saleAllowedFrom) {
    throw new Error(
      `Demo loan ${label}: listed or sold without a notice that reached the customer.`,
    );
  }
  const noticeAt = instantOn(noticeDay, now, sale.noticeDaysAgo);
  const noticeOwed = owedOn(noticeDay);
  await tx
    .update(cashAdvances)
    .set({
      status: source.status,
      noticeGivenAt: noticeAt,
      noticeAskingPrice: sale.askingPrice,
      noticeOwed: penniesToDecimal(noticeOwed),
      noticePostedAt: postedDay ? instantOn(postedDay, now, sale.postedDaysAgo) : null,
      saleAllowedFrom,
    })
    .where(eq(cashAdvances.id, id));
  events.push({
    type: 'cash_advance',
    description: `Notice of intention to sell given ${byEmail ? `by email to ${source.customerEmail}` : 'by letter'}: ${label}`,
    customerName: source.customerName,
    amount: penniesToDecimal(noticeOwed),
    status: 'sale_notice',
    actorId: adminId,
    createdAt: noticeAt,
  });
  if (postedDay) {
    events.push({
      type: 'cash_advance',
      description: `Notice of sale posted on ${postedDay}, treated as delivered on ${deliveredOn}, sale from ${saleAllowedFrom}: ${label}`,
      customerName: source.customerName,
      status: 'sale_notice',
      actorId: adminId,
      createdAt: instantOn(postedDay, now, sale.postedDaysAgo),
    });
  }
  let listedDay: string | null = null;
  if (sale.listedDaysAgo !== undefined && saleAllowedFrom) {
    listedDay = lawful(laterDay(dayAgo(sale.listedDaysAgo), saleAllowedFrom), 'listing');
    const listedAt = instantOn(listedDay, now, sale.listedDaysAgo);
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
  if (sale.saleDaysAgo !== undefined && sale.proceeds && saleAllowedFrom) {
    const saleDay = lawful(
      laterDay(laterDay(dayAgo(sale.saleDaysAgo), saleAllowedFrom), listedDay ?? saleAllowedFrom),
      'sale',
    );
    const soldAt = instantOn(saleDay, now, sale.saleDaysAgo);
    const expenses = sale.expenses ?? [];
    const statement = saleStatement(
      parsePennies(sale.proceeds)!,
      expenses.reduce((sum, line) => sum + parsePennies(line.amount)!, 0),
      owedOn(saleDay),
    );
    const paidDay =
      sale.surplusPaidDaysAgo !== undefined
        ? lawful(laterDay(dayAgo(sale.surplusPaidDaysAgo), saleDay), 'surplus payment')
        : null;
    const paidAt = paidDay ? instantOn(paidDay, now, sale.surplusPaidDaysAgo) : null;
    if (expenses.length > 0) {
      await tx.insert(cashAdvanceSaleExpenses).values(
        expenses.map((line, index) => ({
          cashAdvanceId: id,
          position: index + 1,
          description: line.description,
          amount: line.amount,
        })),
      );
    }
    await tx
      .update(cashAdvances)
      .set({
        closedAt: soldAt,
        saleDate: saleDay,
        // A demo sale made at the counter, paid in cash, at the shop's own premises.
        saleMethod: 'cash',
        salePremises: null,
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
