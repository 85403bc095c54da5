/** Cash advances in the database. */
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  activeRequestStatuses,
  activeTabStatuses,
  processedTabStatuses,
  type CashAdvanceStatus,
} from '@shared/cash-advances/values';
import { formatAgreementNumber } from '@shared/cash-advances/pawn-book-values';
import type { CashAdvance as CashAdvanceDto, RequestGroup } from '@shared/cash-advances/schemas';
import type { Db, Tx } from '../../db/client';
import { cashAdvances, type CashAdvance } from '../../db/schema';
import { isUuid } from '@shared/ids';
import { holdAccount } from '../account/repository';
import { recordActivity } from '../activity/repository';
import { attachUploads } from '../request-photos/repository';

export type NewCashAdvance = Omit<typeof cashAdvances.$inferInsert, 'id' | 'createdAt'>;

export function toCashAdvanceDto(row: CashAdvance): CashAdvanceDto {
  return {
    id: row.id,
    userId: row.userId,
    customerName: row.customerName,
    customerPhone: row.customerPhone,
    customerEmail: row.customerEmail,
    itemDescription: row.itemDescription,
    itemCategory: row.itemCategory,
    collateralType: row.collateralType,
    loanAmount: row.loanAmount,
    interestRate: row.interestRate,
    totalRepayment: row.totalRepayment,
    dueDate: row.dueDate.toISOString(),
    status: row.status as CashAdvanceStatus,
    createdAt: row.createdAt.toISOString(),
    agreementNumber: formatAgreementNumber(row.agreementNumber),
  };
}

export const shorten = (text: string, max = 60) =>
  text.length > max ? `${text.slice(0, max - 1)}…` : text;

/**
 * Inserts the request and its activity entry in one transaction. With an
 * idempotency key already used, nothing is written and the first record is
 * answered instead (`created: false`). For a new record, in the same
 * transaction, `hooks.onCreate` runs first (spends its challenge solution; if it
 * throws, nothing is stored) and `hooks.notify` writes its messages last.
 */
export async function createCashAdvance(
  db: Db,
  values: NewCashAdvance,
  photos: { uploadIds: readonly string[]; notAttached: () => Error } = {
    uploadIds: [],
    notAttached: () => new Error('no photos'),
  },
  hooks: {
    onCreate?: (tx: Tx) => Promise<void>;
    notify?: (tx: Tx, record: CashAdvance) => Promise<void>;
  } = {},
): Promise<{ record: CashAdvance; created: boolean }> {
  return db.transaction(async (tx) => {
    // user_id has no foreign key (guests are "customer_…"): the account is held by hand,
    // so a deletion racing this request waits for it, or this request finds no account.
    if (isUuid(values.userId)) await holdAccount(tx, values.userId);
    const [inserted] = await tx
      .insert(cashAdvances)
      .values(values)
      .onConflictDoNothing({ target: cashAdvances.idempotencyKey })
      .returning();
    if (inserted) {
      await hooks.onCreate?.(tx);
      await recordActivity(tx, {
        type: 'cash_advance',
        description: `Cash advance requested: ${shorten(inserted.itemDescription)}`,
        customerName: inserted.customerName,
        amount: inserted.loanAmount,
        status: inserted.status,
        entityId: inserted.id,
      });
      // Each upload once, unattached and stored: otherwise the whole request is refused.
      const attached = await attachUploads(tx, inserted.id, photos.uploadIds);
      if (attached !== photos.uploadIds.length) throw photos.notAttached();
      await hooks.notify?.(tx, inserted);
      return { record: inserted, created: true };
    }
    const [existing] = await tx
      .select()
      .from(cashAdvances)
      .where(eq(cashAdvances.idempotencyKey, values.idempotencyKey ?? ''))
      .limit(1);
    if (!existing) throw new Error('idempotent insert found no record');
    return { record: existing, created: false };
  });
}

/** A customer's own requests, newest first. */
export function listOwnCashAdvances(db: Db, userId: string): Promise<CashAdvance[]> {
  return db
    .select()
    .from(cashAdvances)
    .where(eq(cashAdvances.userId, userId))
    .orderBy(desc(cashAdvances.createdAt))
    .limit(500);
}

const groupStatuses: Record<RequestGroup, readonly string[]> = {
  active: activeTabStatuses,
  processed: processedTabStatuses,
};

/** Entries in each admin tab, counted by the database. */
export async function countRequestGroups(db: Db): Promise<Record<RequestGroup, number>> {
  const [row] = await db
    .select({
      active:
        sql<number>`count(*) filter (where ${inArray(cashAdvances.status, [...activeTabStatuses])})`.mapWith(
          Number,
        ),
      processed:
        sql<number>`count(*) filter (where ${inArray(cashAdvances.status, [...processedTabStatuses])})`.mapWith(
          Number,
        ),
    })
    .from(cashAdvances);
  return { active: row?.active ?? 0, processed: row?.processed ?? 0 };
}

/** One page of a tab, newest first; only that page's rows are read. */
export function listRequestPage(db: Db, group: RequestGroup, page: number, pageSize: number) {
  // Matches the partial index of the group (schema.ts), which holds the rows in this order.
  return db
    .select()
    .from(cashAdvances)
    .where(inArray(cashAdvances.status, [...groupStatuses[group]]))
    .orderBy(desc(cashAdvances.createdAt), desc(cashAdvances.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
}

/** Every request, newest first: the spec's plain admin list. */
export function listAllRequests(db: Db, limit = 1000) {
  return db.select().from(cashAdvances).orderBy(desc(cashAdvances.createdAt)).limit(limit);
}

/**
 * Moves a pending or active request to processed, with its activity entry.
 * A loan with an agreement is never closed this way (PRODUCT.md: only
 * redemption, forfeit or sale close it, with their ledger rows): the update's
 * own condition says so, so an activation racing it is seen under the row lock.
 * Answers the updated row, 'missing', 'agreement' or 'refused' (any other status).
 */
export async function markProcessed(
  db: Db,
  id: string,
  actorId: string,
): Promise<CashAdvance | 'missing' | 'agreement' | 'refused'> {
  return db.transaction(async (tx) => {
    // Locked first, so the audit row can say which status the request left.
    const [before] = await tx
      .select({ status: cashAdvances.status })
      .from(cashAdvances)
      .where(eq(cashAdvances.id, id))
      .for('update');
    const [updated] = await tx
      .update(cashAdvances)
      .set({ status: 'processed' })
      .where(
        and(
          eq(cashAdvances.id, id),
          inArray(cashAdvances.status, [...activeRequestStatuses]),
          isNull(cashAdvances.activatedAt),
        ),
      )
      .returning();
    if (updated) {
      await recordActivity(tx, {
        type: 'cash_advance',
        description: `Cash advance marked as processed: ${shorten(updated.itemDescription)}`,
        customerName: updated.customerName,
        amount: updated.loanAmount,
        status: updated.status,
        actorId,
        entityId: updated.id,
        changes: { status: { old: before?.status ?? null, new: updated.status } },
      });
      return updated;
    }
    const [existing] = await tx
      .select({ activatedAt: cashAdvances.activatedAt })
      .from(cashAdvances)
      .where(eq(cashAdvances.id, id));
    if (!existing) return 'missing';
    return existing.activatedAt ? 'agreement' : 'refused';
  });
}
