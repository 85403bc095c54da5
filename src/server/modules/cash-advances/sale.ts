/**
 * After the redemption period, a pledge over £75 is sold, never kept
 * (docs/decisions/023-pawn-law.md): notice of the intention to sell, at least
 * 14 clear days, listing, the sale and its statement, and the surplus paid to
 * the customer. Each step locks the loan's row, checks the state it finds and
 * writes the change with its activity entry in one transaction, as the other
 * changes of a loan do (lifecycle.ts).
 */
import { and, eq, inArray, notInArray } from 'drizzle-orm';
import {
  afterPeriodRoute,
  afterRedemptionPeriod,
  loanPosition,
  saleStatement,
} from '@shared/cash-advances/ledger';
import {
  FORFEIT_LIMIT_PENNIES,
  formatAgreementNumber,
  type PaymentMethod,
} from '@shared/cash-advances/pawn-book-values';
import {
  noticeTiming,
  saleNotYetAllowed,
  type NoticeDelivery,
} from '@shared/cash-advances/notice-delivery';
import { completedOrderStatuses, finalOrderStatuses } from '@shared/orders/values';
import { parsePennies, penniesToDecimal } from '@shared/money-math';
import { formatGBP } from '@shared/money';
import { addDays, daysBetween, todayInLondon } from '@shared/repairs/dates';
import { formatDateUK } from '@shared/dates';
import type { Db, Tx } from '../../db/client';
import {
  cashAdvanceSaleExpenses,
  cashAdvances,
  checkouts,
  orders,
  pledgedItems,
  products,
  type CashAdvance,
} from '../../db/schema';
import { conflict } from '../../http-error';
import { recordActivity } from '../activity/repository';
import { lockLoan, type LoanNotify } from './lifecycle';
import { draftProductsFromPledge } from './pledge-products';
import {
  agreementOfLoan,
  ledgerOf,
  loadLoan,
  noticeDeliveryOf,
  type LoanRecord,
} from './loan-book';
import { shorten } from './repository';

const pennies = (decimal: string | null) => parsePennies(decimal ?? '0') ?? 0;
const pounds = (value: number) => formatGBP(penniesToDecimal(value));
const label = (row: CashAdvance) =>
  `${formatAgreementNumber(row.agreementNumber)} (${shorten(row.itemDescription, 40)})`;

/** "3 March 2027" from 'YYYY-MM-DD'. */
const longDay = (ymd: string) => formatDateUK(`${ymd}T12:00:00Z`);

/**
 * A pawn is listed or sold only from the first day its notice allows
 * (notice-delivery.ts): 409 saying why and from which day, or, for a letter
 * not yet posted, that the posting must be recorded first.
 */
function refuseBeforeSaleAllowed(row: CashAdvance, today: string): void {
  if (row.saleAllowedFrom && daysBetween(row.saleAllowedFrom, today) >= 0) return;
  const delivery = noticeDeliveryOf(row);
  const why = delivery ? saleNotYetAllowed(delivery, today) : null;
  throw conflict(
    why ??
      `The notice of sale allows a sale from ${row.saleAllowedFrom ? longDay(row.saleAllowedFrom) : 'the day the posted letter is treated as delivered'}.`,
  );
}

/** What the loan owes on `day`, worked out from its agreement and ledger. */
function owedOn(record: LoanRecord, day: string): number {
  const agreement = agreementOfLoan(record);
  if (!agreement) return 0;
  return loanPosition(agreement, ledgerOf(record.payments), day, record.closures).balance;
}

export type SaleRules = { redemptionMonths: number };

/** Notice of intention to sell: an active loan over £75 whose redemption period has ended. */
export async function giveNoticeOfSale(
  db: Db,
  id: string,
  input: { askingPrice: string; givenOn?: string | undefined },
  actorId: string,
  rules: SaleRules,
  { now = new Date(), notify }: { now?: Date; notify?: LoanNotify | undefined } = {},
): Promise<LoanRecord> {
  const { askingPrice, givenOn } = input;
  return db.transaction(async (tx) => {
    const row = await lockLoan(tx, id);
    if (row.status !== 'active' || !row.startDate) {
      throw conflict(
        `Only an active loan can be given a notice of sale; this one is ${row.status}.`,
      );
    }
    const today = todayInLondon(now);
    if (givenOn && daysBetween(givenOn, today) < 0) {
      throw conflict('givenOn cannot be in the future: a notice given today needs no date.');
    }
    // A notice given on paper before the app is entered with its own day.
    const day = givenOn ?? today;
    const record = (await loadLoan(tx, id))!;
    const agreement = agreementOfLoan(record)!;
    const position = loanPosition(agreement, ledgerOf(record.payments), day, record.closures);
    const { startDate } = agreement;
    const due = position.dueDate;
    if (
      afterPeriodRoute(agreement.loanPennies, startDate, rules.redemptionMonths, due) !== 'sale'
    ) {
      throw conflict(
        `A loan of ${pounds(FORFEIT_LIMIT_PENNIES)} or less with a six-month redemption period is not sold after notice: once that period has ended it may be forfeited (Consumer Credit Act 1974 s.120).`,
      );
    }
    const from = afterRedemptionPeriod(startDate, rules.redemptionMonths, due);
    if (daysBetween(from, day) < 0) {
      throw conflict(
        `The redemption period runs until ${addDays(from, -1)}: notice of sale can be given from ${from} (Consumer Credit Act 1974 s.116).`,
      );
    }
    const owed = position.balance;
    // By email only where the customer agreed to it at the agreement (s.176A(1)(a)): it is
    // written to the outbox now and counts from today. A notice given on paper, or to a
    // customer who did not agree, is a letter: the sale waits for its posting day.
    const byEmail = !givenOn && row.noticesByEmail && Boolean(row.noticeEmail);
    const delivery: NoticeDelivery = byEmail
      ? { by: 'email', givenOn: day }
      : { by: 'post', postedOn: null };
    const { saleAllowedFrom } = noticeTiming(delivery);
    await tx
      .update(cashAdvances)
      .set({
        status: 'sale_notice',
        noticeGivenAt: givenOn ? new Date(`${givenOn}T12:00:00Z`) : now,
        noticeAskingPrice: askingPrice,
        noticeOwed: penniesToDecimal(owed),
        saleAllowedFrom,
      })
      .where(eq(cashAdvances.id, id));
    await recordActivity(tx, {
      type: 'cash_advance',
      description: `Notice of intention to sell ${givenOn ? `given on paper on ${givenOn} (entered later)` : byEmail ? `given by email to ${row.noticeEmail}` : 'given by letter, to be posted'}, asking ${formatGBP(askingPrice)}, ${saleAllowedFrom ? `sale from ${saleAllowedFrom}` : 'sale dated once the letter is posted'}: ${label(row)}`,
      customerName: row.customerName,
      amount: penniesToDecimal(owed),
      status: 'sale_notice',
      actorId,
      entityId: id,
      action: 'loan.notice_of_sale',
      changes: {
        status: { old: row.status, new: 'sale_notice' },
        noticeAskingPrice: { old: row.noticeAskingPrice, new: askingPrice },
        // A letter's day of sale is set when its posting is recorded.
        ...(saleAllowedFrom
          ? { saleAllowedFrom: { old: row.saleAllowedFrom, new: saleAllowedFrom } }
          : {}),
      },
    });
    const updated = (await loadLoan(tx, id))!;
    // Only to a customer who agreed to notices by email, at the address they gave; a notice
    // given on paper was sent then. The letter can be printed either way.
    if (byEmail) await notify?.(tx, updated);
    return updated;
  });
}

/**
 * The printed notice went in the post (first class) on `postedOn`. Without the
 * customer's agreement to notices by email this is the notice: the sale waits
 * 14 clear days from its deemed delivery (the second working day after
 * posting). A posting day recorded again may only be later (a letter sent
 * again): the day of sale never comes earlier. A notice already sent by email
 * keeps its day: the letter is a copy.
 */
export async function markNoticePosted(
  db: Db,
  id: string,
  postedOn: string,
  actorId: string,
  now: Date = new Date(),
): Promise<LoanRecord> {
  return db.transaction(async (tx) => {
    const row = await lockLoan(tx, id);
    if (row.status !== 'sale_notice' || !row.noticeGivenAt) {
      throw conflict(
        `Only a notice of sale that has not led to a listing can be marked posted; this loan is ${row.status}.`,
      );
    }
    const given = todayInLondon(row.noticeGivenAt);
    if (daysBetween(given, postedOn) < 0 || daysBetween(postedOn, todayInLondon(now)) < 0) {
      throw conflict(`postedAt must be between the day the notice was given (${given}) and today.`);
    }
    const byEmail = noticeDeliveryOf(row)?.by === 'email';
    const postedBefore = row.noticePostedAt ? todayInLondon(row.noticePostedAt) : null;
    if (!byEmail && postedBefore && daysBetween(postedBefore, postedOn) < 0) {
      throw conflict(
        `The letter was already recorded as posted on ${longDay(postedBefore)}: a posting day can only be moved later, so that the day of sale never comes earlier.`,
      );
    }
    const posted = noticeTiming({ by: 'post', postedOn });
    const saleAllowedFrom = byEmail ? row.saleAllowedFrom : posted.saleAllowedFrom;
    await tx
      .update(cashAdvances)
      .set({ noticePostedAt: new Date(`${postedOn}T12:00:00Z`), saleAllowedFrom })
      .where(eq(cashAdvances.id, id));
    await recordActivity(tx, {
      type: 'cash_advance',
      description: `Notice of sale posted on ${postedOn}${byEmail ? ' (a copy: the email of the notice counts)' : `, treated as delivered on ${posted.deliveredOn}`}, sale from ${saleAllowedFrom}: ${label(row)}`,
      customerName: row.customerName,
      status: 'sale_notice',
      actorId,
      entityId: id,
      action: 'loan.notice_posted',
      changes: {
        noticePostedAt: { old: row.noticePostedAt, new: postedOn },
        saleAllowedFrom: { old: row.saleAllowedFrom, new: saleAllowedFrom },
      },
    });
    return (await loadLoan(tx, id))!;
  });
}

/**
 * From the day the notice allows, each held item becomes a draft product
 * linked to the loan, priced at its share of the asking price
 * (pledge-products.ts); staff write its description, add photos and check the
 * price, and only then can it be listed.
 */
export async function listForSale(
  db: Db,
  id: string,
  actorId: string,
  { note, now = new Date() }: { note?: string | undefined; now?: Date } = {},
): Promise<{ record: LoanRecord; productIds: string[] }> {
  return db.transaction(async (tx) => {
    const row = await lockLoan(tx, id);
    if (row.status !== 'sale_notice') {
      throw conflict(`Only a loan under notice of sale can be listed; this one is ${row.status}.`);
    }
    refuseBeforeSaleAllowed(row, todayInLondon(now));
    const record = (await loadLoan(tx, id))!;
    const held = record.items.filter((item) => item.status === 'held');
    // Drafts priced at the asking price, shared: staff complete them before they are listed.
    const productIds = await draftProductsFromPledge(tx, {
      loanId: id,
      items: held,
      totalPennies: pennies(row.noticeAskingPrice),
      minimumPennies: 1,
      itemStatus: 'for_sale',
      actorId,
    });
    await tx
      .update(cashAdvances)
      .set({ status: 'for_sale', listedAt: now })
      .where(eq(cashAdvances.id, id));
    await recordActivity(tx, {
      type: 'cash_advance',
      description: `Pawn listed for sale, ${held.length} item${held.length === 1 ? '' : 's'} added to stock as drafts to complete: ${label(row)}${note ? ` (${note})` : ''}`,
      customerName: row.customerName,
      amount: row.noticeAskingPrice ?? '0.00',
      status: 'for_sale',
      actorId,
      entityId: id,
      changes: {
        status: { old: row.status, new: 'for_sale' },
        products: { old: null, new: productIds },
      },
    });
    return { record: (await loadLoan(tx, id))!, productIds };
  });
}

/**
 * A redemption of a loan under notice or listed: its products come off sale in
 * the redemption's transaction. An item an open order holds cannot be taken
 * back silently: the order desk cancels the order first (409).
 */
export async function withdrawFromSale(tx: Tx, record: LoanRecord): Promise<void> {
  const productIds = record.items.flatMap((item) =>
    item.status === 'for_sale' && item.productId ? [item.productId] : [],
  );
  if (productIds.length === 0) return;
  // SKIP LOCKED: an item an order is completing right now (its row locked, the loan next)
  // is treated as held by that order, instead of two transactions waiting on each other.
  const listed = await tx
    .select({ id: products.id, status: products.status })
    .from(products)
    .where(inArray(products.id, productIds))
    .for('update', { skipLocked: true });
  if (
    listed.length < productIds.length ||
    listed.some((product) => product.status === 'reserved' || product.status === 'sold')
  ) {
    throw conflict(
      'An item of this loan is held by an order or already sold: cancel the order on the order desk (or record the sale) before the redemption.',
    );
  }
  await tx
    .update(products)
    .set({ status: 'inactive', isAvailable: false })
    .where(inArray(products.id, productIds));
}

export type SaleExpenseLine = { description: string; amount: string };

export type SaleInput = {
  proceedsPennies: number;
  /** The costs of the sale, itemised: their total is the statement's expenses. */
  expenses: readonly SaleExpenseLine[];
  /** Where it was sold; null (or left out) for the shop's own premises. */
  premises?: string | null | undefined;
  /** The London day of the sale: what was owed is worked out to it. */
  saleDate: string;
  /** How the money came in: at the counter, or with the marketplace order that sold it. */
  method: 'cash' | 'card' | 'bank' | 'order';
};

/**
 * Records the sale in the caller's transaction, the loan's row already
 * locked: the statement (owed to the sale's day, surplus or shortfall), the
 * loan `sold`, the items `sold`, and the activity entry.
 */
async function writeSale(
  tx: Tx,
  row: CashAdvance,
  sale: SaleInput,
  actorId: string | null,
  how: string,
): Promise<LoanRecord> {
  const record = (await loadLoan(tx, row.id))!;
  const statement = saleStatement(
    sale.proceedsPennies,
    sale.expenses.reduce((sum, line) => sum + pennies(line.amount), 0),
    owedOn(record, sale.saleDate),
  );
  // The lines and their total in one transaction: sale_expenses is always their sum.
  if (sale.expenses.length > 0) {
    await tx.insert(cashAdvanceSaleExpenses).values(
      sale.expenses.map((line, index) => ({
        cashAdvanceId: row.id,
        position: index + 1,
        description: line.description,
        amount: penniesToDecimal(pennies(line.amount)),
      })),
    );
  }
  await tx
    .update(cashAdvances)
    .set({
      status: 'sold',
      closedAt: new Date(),
      saleDate: sale.saleDate,
      saleMethod: sale.method,
      salePremises: sale.premises ?? null,
      saleProceeds: penniesToDecimal(statement.proceeds),
      saleExpenses: penniesToDecimal(statement.expenses),
      saleOwed: penniesToDecimal(statement.owed),
      saleSurplus: penniesToDecimal(statement.surplus),
      saleShortfall: penniesToDecimal(statement.shortfall),
    })
    .where(eq(cashAdvances.id, row.id));
  await tx
    .update(pledgedItems)
    .set({ status: 'sold' })
    .where(
      and(
        eq(pledgedItems.cashAdvanceId, row.id),
        inArray(pledgedItems.status, ['held', 'for_sale']),
      ),
    );
  const outcome =
    statement.surplus > 0
      ? `surplus of ${pounds(statement.surplus)} owed to the customer`
      : statement.shortfall > 0
        ? `shortfall of ${pounds(statement.shortfall)}`
        : 'no surplus or shortfall';
  await recordActivity(tx, {
    type: 'cash_advance',
    description: `Pawn sold ${how}${sale.premises ? ` at ${shorten(sale.premises, 80)}` : ''} for ${pounds(statement.proceeds)}${statement.expenses > 0 ? ` less ${pounds(statement.expenses)} of costs` : ''} (owed ${pounds(statement.owed)}), ${outcome}: ${label(row)}`,
    customerName: row.customerName,
    amount: penniesToDecimal(statement.proceeds),
    status: 'sold',
    actorId,
    entityId: row.id,
    changes: {
      status: { old: row.status, new: 'sold' },
      saleProceeds: { old: row.saleProceeds, new: penniesToDecimal(statement.proceeds) },
      saleExpenses: { old: row.saleExpenses, new: penniesToDecimal(statement.expenses) },
      saleSurplus: { old: row.saleSurplus, new: penniesToDecimal(statement.surplus) },
    },
  });
  return (await loadLoan(tx, row.id))!;
}

const productIdsOf = (record: LoanRecord): string[] =>
  record.items.flatMap((item) => (item.productId ? [item.productId] : []));

export const orderHoldsItemMessage = (item: string) =>
  `An order holds this item: ${item}. Cancel the order on the order desk before recording a sale in the shop.`;

/**
 * An item an open order holds is that order's to sell: selling the pawn in the
 * shop too would sell it twice (409). The products' rows are locked first, the
 * lock an order takes on them when it is placed or moved, so an order placed at
 * this moment is either seen here or finds its item sold. SKIP LOCKED: a row
 * another transaction holds right now (an order being placed, or completed: it
 * locks the product before the loan, the other way round from here) counts as
 * held, instead of two transactions waiting on each other.
 */
async function refuseItemsOrdersHold(tx: Tx, productIds: string[]): Promise<void> {
  if (productIds.length === 0) return;
  const free = await tx
    .select({ id: products.id })
    .from(products)
    .where(inArray(products.id, productIds))
    .for('update', { skipLocked: true });
  const [held] = await tx
    .select({ title: orders.productTitle, reference: checkouts.reference })
    .from(orders)
    .innerJoin(checkouts, eq(checkouts.id, orders.checkoutId))
    .where(
      and(
        inArray(orders.productId, productIds),
        notInArray(orders.status, [...finalOrderStatuses]),
      ),
    )
    .limit(1);
  if (held) throw conflict(orderHoldsItemMessage(`“${held.title}”, order ${held.reference}`));
  if (free.length < productIds.length) {
    throw conflict(
      orderHoldsItemMessage('one of this loan’s items is being ordered at this moment'),
    );
  }
}

/** A sale in the shop, recorded by staff from the day the notice allows. */
export async function recordShopSale(
  db: Db,
  id: string,
  input: {
    proceeds: string;
    expenses: readonly SaleExpenseLine[];
    salePremises?: string | undefined;
    method: PaymentMethod;
  },
  actorId: string,
  { now = new Date(), notify }: { now?: Date; notify?: LoanNotify | undefined } = {},
): Promise<LoanRecord> {
  return db.transaction(async (tx) => {
    const row = await lockLoan(tx, id);
    if (row.status !== 'sale_notice' && row.status !== 'for_sale') {
      throw conflict(
        `Only a loan under notice of sale or listed for sale can be sold; this one is ${row.status}.`,
      );
    }
    const today = todayInLondon(now);
    refuseBeforeSaleAllowed(row, today);
    const productIds = productIdsOf((await loadLoan(tx, id))!);
    await refuseItemsOrdersHold(tx, productIds);
    const record = await writeSale(
      tx,
      row,
      {
        proceedsPennies: pennies(input.proceeds),
        expenses: input.expenses,
        premises: input.salePremises ?? null,
        saleDate: today,
        method: input.method,
      },
      actorId,
      'in the shop',
    );
    // Products listed for it come off sale: the item is gone.
    if (productIds.length > 0) {
      await tx
        .update(products)
        .set({ status: 'sold', isAvailable: false })
        .where(
          and(
            inArray(products.id, productIds),
            inArray(products.status, ['active', 'inactive', 'draft']),
          ),
        );
    }
    await notify?.(tx, record);
    return record;
  });
}

/**
 * An order was delivered or collected (in its transaction): each listed loan
 * whose products are now all sold records its sale, the proceeds being what
 * its items fetched on their order lines. Answers the loans it sold.
 */
export async function recordSalesOfOrder(
  tx: Tx,
  productIds: readonly string[],
  actorId: string | null,
  notify?: LoanNotify,
): Promise<LoanRecord[]> {
  if (productIds.length === 0) return [];
  const linked = await tx
    .selectDistinct({ loanId: products.cashAdvanceId })
    .from(products)
    .where(inArray(products.id, [...productIds]));
  const sold: LoanRecord[] = [];
  for (const { loanId } of linked) {
    if (!loanId) continue;
    const row = await lockLoan(tx, loanId);
    if (row.status !== 'for_sale') continue;
    const record = (await loadLoan(tx, loanId))!;
    const listedIds = record.items.flatMap((item) =>
      item.status === 'for_sale' && item.productId ? [item.productId] : [],
    );
    if (listedIds.length === 0) continue;
    const stock = await tx
      .select({ id: products.id, status: products.status })
      .from(products)
      .where(inArray(products.id, listedIds));
    if (stock.some((product) => product.status !== 'sold')) continue;
    const lines = await tx
      .select({ amount: orders.totalAmount })
      .from(orders)
      .where(
        and(
          inArray(orders.productId, listedIds),
          inArray(orders.status, [...completedOrderStatuses]),
        ),
      );
    const proceedsPennies = lines.reduce((sum, line) => sum + pennies(line.amount), 0);
    const soldRecord = await writeSale(
      tx,
      row,
      { proceedsPennies, expenses: [], saleDate: todayInLondon(), method: 'order' },
      actorId,
      'through the marketplace',
    );
    await notify?.(tx, soldRecord);
    sold.push(soldRecord);
  }
  return sold;
}

/** The surplus paid to the customer: once per loan; a repeat answers the loan as it is. */
export async function paySurplus(
  db: Db,
  id: string,
  method: PaymentMethod,
  actorId: string,
): Promise<{ record: LoanRecord; created: boolean }> {
  return db.transaction(async (tx) => {
    const row = await lockLoan(tx, id);
    if (row.status === 'settled' && row.surplusPaidAt) {
      if (row.surplusPaidMethod !== method) {
        throw conflict(
          `The surplus of this loan was already paid, by ${row.surplusPaidMethod ?? 'another method'}.`,
        );
      }
      return { record: (await loadLoan(tx, id))!, created: false };
    }
    const surplus = pennies(row.saleSurplus);
    if (row.status !== 'sold' || surplus === 0) {
      throw conflict(
        row.status === 'sold'
          ? 'This sale left no surplus: nothing is owed to the customer.'
          : `Only a sold loan with a surplus can have it paid; this one is ${row.status}.`,
      );
    }
    await tx
      .update(cashAdvances)
      .set({
        status: 'settled',
        surplusPaidAt: new Date(),
        surplusPaidMethod: method,
        surplusPaidBy: actorId,
      })
      .where(eq(cashAdvances.id, id));
    await recordActivity(tx, {
      type: 'cash_advance',
      description: `Surplus of ${pounds(surplus)} paid to the customer (${method}): ${label(row)}`,
      customerName: row.customerName,
      amount: penniesToDecimal(surplus),
      status: 'settled',
      actorId,
      entityId: id,
      action: 'loan.surplus_paid',
      changes: {
        status: { old: row.status, new: 'settled' },
        surplusPaidMethod: { old: row.surplusPaidMethod, new: method },
      },
    });
    return { record: (await loadLoan(tx, id))!, created: true };
  });
}
