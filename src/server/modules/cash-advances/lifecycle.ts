/**
 * A loan's changes of state (docs/decisions/009-pawn-book.md): approve, reject,
 * activate and forfeit. Each locks the loan's row (SELECT … FOR UPDATE), checks
 * the state it is in, and writes the change and its activity entry in one
 * transaction, so two members of staff cannot both move the same loan.
 */
import { eq, sql } from 'drizzle-orm';
import type { ActivateCashAdvanceInput } from '@shared/cash-advances/agreement-schemas';
import {
  afterPeriodRoute,
  afterRedemptionPeriod,
  endOfLondonDay,
  loanPosition,
  redemptionPeriodOver,
} from '@shared/cash-advances/ledger';
import { repaymentFigures, type LoanRates } from '@shared/cash-advances/loan';
import {
  collateralProblem,
  openRequestStatuses,
  type CollateralType,
} from '@shared/cash-advances/values';
import {
  FORFEIT_LIMIT_PENNIES,
  formatAgreementNumber,
} from '@shared/cash-advances/pawn-book-values';
import { addDays, daysBetween, todayInLondon } from '@shared/repairs/dates';
import { parsePennies, penniesToDecimal } from '@shared/money-math';
import { formatGBP } from '@shared/money';
import type { Db, Tx } from '../../db/client';
import { cashAdvances, pledgedItems, type CashAdvance } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../http-error';
import { recordActivity } from '../activity/repository';
import { agreementOfLoan, ledgerOf, loadLoan, type LoanRecord } from './loan-book';
import { draftProductsFromPledge } from './pledge-products';
import { shorten } from './repository';

export const LOAN_NOT_FOUND = 'Cash advance not found';

/** Writes the change's messages in its transaction (app.notices). */
export type LoanNotify = (tx: Tx, record: LoanRecord) => Promise<unknown>;

/** Locks the loan's row for the rest of the transaction; 404 when there is none. */
export async function lockLoan(tx: Tx, id: string): Promise<CashAdvance> {
  const [row] = await tx.select().from(cashAdvances).where(eq(cashAdvances.id, id)).for('update');
  if (!row) throw notFound(LOAN_NOT_FOUND);
  return row;
}

const isOpenRequest = (status: string) =>
  (openRequestStatuses as readonly string[]).includes(status);

function refuseUnlessOpen(row: CashAdvance, action: string) {
  if (!isOpenRequest(row.status)) {
    throw conflict(
      `Only a pending or approved request can be ${action}; this one is ${row.status}.`,
    );
  }
}

/** The loan as the change left it, after its messages are written. */
async function notified(tx: Tx, id: string, notify: LoanNotify | undefined): Promise<LoanRecord> {
  const record = (await loadLoan(tx, id))!;
  await notify?.(tx, record);
  return record;
}

const label = (row: CashAdvance) =>
  `${formatAgreementNumber(row.agreementNumber)} (${shorten(row.itemDescription, 40)})`;

export async function approveLoan(
  db: Db,
  id: string,
  input: { offerAmount: string; note?: string | undefined },
  actorId: string,
  notify?: LoanNotify,
): Promise<LoanRecord> {
  return db.transaction(async (tx) => {
    const row = await lockLoan(tx, id);
    refuseUnlessOpen(row, 'approved');
    await tx
      .update(cashAdvances)
      .set({
        status: 'approved',
        offerAmount: input.offerAmount,
        offerNote: input.note ?? null,
        approvedAt: new Date(),
      })
      .where(eq(cashAdvances.id, id));
    await recordActivity(tx, {
      type: 'cash_advance',
      description: `Cash advance approved with an offer of ${formatGBP(input.offerAmount)}: ${label(row)}`,
      customerName: row.customerName,
      amount: input.offerAmount,
      status: 'approved',
      actorId,
      entityId: id,
      changes: {
        status: { old: row.status, new: 'approved' },
        offerAmount: { old: row.offerAmount, new: input.offerAmount },
      },
    });
    return notified(tx, id, notify);
  });
}

export async function rejectLoan(
  db: Db,
  id: string,
  reason: string,
  actorId: string,
  notify?: LoanNotify,
): Promise<LoanRecord> {
  return db.transaction(async (tx) => {
    const row = await lockLoan(tx, id);
    refuseUnlessOpen(row, 'rejected');
    await tx
      .update(cashAdvances)
      .set({ status: 'rejected', rejectionReason: reason, closedAt: new Date() })
      .where(eq(cashAdvances.id, id));
    await recordActivity(tx, {
      type: 'cash_advance',
      description: `Cash advance rejected: ${label(row)}`,
      customerName: row.customerName,
      amount: row.loanAmount,
      status: 'rejected',
      actorId,
      entityId: id,
      changes: {
        status: { old: row.status, new: 'rejected' },
        rejectionReason: { old: row.rejectionReason, new: reason },
      },
    });
    return notified(tx, id, notify);
  });
}

/** The agreement made in the shop: the server works out rate, total and due date. */
export async function activateLoan(
  db: Db,
  id: string,
  input: {
    loanAmount: string;
    startDate: string;
    items: ActivateCashAdvanceInput['items'];
    dateOfBirth: string;
    address: string;
    collateralType?: CollateralType | undefined;
    /** The shop's rates now (RATE_GOLD, RATE_GENERAL): the agreement is made at them. */
    rates: LoanRates;
    /** The customer's choice of notices by email, and the address they agreed to (s.176A). */
    noticesByEmail: boolean;
    noticeEmail: string | null;
  },
  actorId: string,
  notify?: LoanNotify,
  now: Date = new Date(),
): Promise<LoanRecord> {
  return db.transaction(async (tx) => {
    const row = await lockLoan(tx, id);
    refuseUnlessOpen(row, 'activated');
    // The rate class staff set in the shop, or the request's; it must suit the item.
    const collateralType = input.collateralType ?? row.collateralType;
    const mismatch = collateralProblem(row.itemCategory, collateralType);
    if (mismatch) throw badRequest(mismatch);
    const figures = repaymentFigures(parsePennies(input.loanAmount)!, collateralType, input.rates);
    const opening = loanPosition(
      {
        loanPennies: parsePennies(figures.loanAmount)!,
        ratePercent: parsePennies(figures.interestRate)! / 100,
        startDate: input.startDate,
      },
      [],
    );
    await tx
      .update(cashAdvances)
      .set({
        ...figures,
        collateralType,
        requestedAmount: row.requestedAmount ?? row.loanAmount,
        startDate: input.startDate,
        dueDate: endOfLondonDay(opening.dueDate),
        idChecked: true,
        customerDateOfBirth: input.dateOfBirth,
        customerAddress: input.address,
        noticesByEmail: input.noticesByEmail,
        noticeEmail: input.noticesByEmail ? input.noticeEmail : null,
        // Made on paper before today and entered now with its real start date.
        enteredLater: daysBetween(input.startDate, todayInLondon(now)) > 0,
        activatedAt: now,
        activatedBy: actorId,
        status: 'active',
      })
      .where(eq(cashAdvances.id, id));
    await tx.insert(pledgedItems).values(
      input.items.map((item, index) => ({
        cashAdvanceId: id,
        position: index + 1,
        description: item.description,
        category: item.category,
        serialNumber: item.serialNumber ?? null,
        storageLocation: item.storageLocation ?? null,
      })),
    );
    await recordActivity(tx, {
      type: 'cash_advance',
      description: `Loan agreed and paid out, due ${opening.dueDate}: ${label(row)}`,
      customerName: row.customerName,
      amount: figures.loanAmount,
      status: 'active',
      actorId,
      entityId: id,
      changes: {
        status: { old: row.status, new: 'active' },
        loanAmount: { old: row.loanAmount, new: figures.loanAmount },
        startDate: { old: row.startDate, new: input.startDate },
        dueDate: { old: null, new: opening.dueDate },
      },
    });
    return notified(tx, id, notify);
  });
}

/**
 * Forfeit: the property in a pledge of £75 or less passes to the shop once the
 * redemption period has ended (Consumer Credit Act 1974 s.120(1)(a);
 * decision 023). The loan becomes `forfeited` and each held item a draft
 * product linked back to it, in one transaction (pledge-products.ts). The
 * suggested price is the balance owed, shared between the items; staff complete
 * the draft (description, photo, price) before it can be listed.
 */
export async function forfeitLoan(
  db: Db,
  id: string,
  redemptionMonths: number,
  actorId: string,
  {
    note,
    now = new Date(),
    notify,
  }: { note?: string | undefined; now?: Date; notify?: LoanNotify } = {},
): Promise<{ record: LoanRecord; productIds: string[] }> {
  return db.transaction(async (tx) => {
    const row = await lockLoan(tx, id);
    const record = (await loadLoan(tx, id))!;
    const agreement = agreementOfLoan(record);
    if (row.status !== 'active' || !agreement) {
      throw conflict(`Only an active loan can be forfeited; this one is ${row.status}.`);
    }
    const today = todayInLondon(now);
    const position = loanPosition(agreement, ledgerOf(record.payments), today, record.closures);
    const { startDate } = agreement;
    if (
      afterPeriodRoute(agreement.loanPennies, startDate, redemptionMonths, position.dueDate) !==
      'forfeit'
    ) {
      throw conflict(
        `Only a loan of ${formatGBP(penniesToDecimal(FORFEIT_LIMIT_PENNIES))} or less with a six-month redemption period is forfeited: this one is sold after a notice of the intention to sell, and the customer is paid any surplus (Consumer Credit Act 1974 ss.120–121).`,
      );
    }
    if (!redemptionPeriodOver(startDate, redemptionMonths, today, position.dueDate)) {
      const from = afterRedemptionPeriod(startDate, redemptionMonths, position.dueDate);
      throw conflict(
        `This loan can be forfeited from ${from}: it stays redeemable until its redemption period ends on ${addDays(from, -1)} (Consumer Credit Act 1974 s.116).`,
      );
    }
    const held = record.items.filter((item) => item.status === 'held');
    // Drafts priced at the balance owed, shared: staff complete and price them before listing.
    const productIds = await draftProductsFromPledge(tx, {
      loanId: id,
      items: held,
      totalPennies: position.balance,
      minimumPennies: 0,
      itemStatus: 'forfeited',
      actorId,
    });
    await tx
      .update(cashAdvances)
      .set({ status: 'forfeited', closedAt: now })
      .where(eq(cashAdvances.id, id));
    await recordActivity(tx, {
      type: 'cash_advance',
      description: `Loan forfeited, ${held.length} item${held.length === 1 ? '' : 's'} moved to stock: ${label(row)}${note ? ` (${note})` : ''}`,
      customerName: row.customerName,
      amount: penniesToDecimal(position.balance),
      status: 'forfeited',
      actorId,
      entityId: id,
      changes: {
        status: { old: row.status, new: 'forfeited' },
        products: { old: null, new: productIds },
      },
    });
    return { record: await notified(tx, id, notify), productIds };
  });
}

/** Raw SQL fragments shared by the list, the CSV and the dashboard. */
export const overdueCondition = sql`${cashAdvances.status} = 'active' and ${cashAdvances.dueDate} < now()`;
