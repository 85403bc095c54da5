/**
 * A guest's private link to follow their request (issue 31): its code, made
 * like a repair's tracking code, and what GET /api/follow/:code
 * answers. Nothing that names the person, nor the words they typed.
 */
import { eq } from 'drizzle-orm';
import { hasAgreementDueDate, type CashAdvanceFollow } from '@shared/cash-advances/follow';
import { formatAgreementNumber } from '@shared/cash-advances/pawn-book-values';
import { itemCategories, type CashAdvanceStatus } from '@shared/cash-advances/values';
import type { Db } from '../../db/client';
import { cashAdvances, type CashAdvance } from '../../db/schema';
import { newTrackingCode } from '../repairs/tracking';

/** 128 random bits, base64url: the same kind of code as a repair's tracking link. */
export const newFollowCode = newTrackingCode;

export function toFollowAnswer(row: CashAdvance): CashAdvanceFollow {
  const status = row.status as CashAdvanceStatus;
  return {
    agreementNumber: formatAgreementNumber(row.agreementNumber),
    status,
    itemCategory:
      itemCategories.find((category) => category.value === row.itemCategory)?.label ??
      row.itemCategory,
    requestedAmount: row.requestedAmount ?? row.loanAmount,
    offerAmount: status === 'approved' ? row.offerAmount : null,
    offerNote: status === 'approved' ? row.offerNote : null,
    rejectionReason: status === 'rejected' ? row.rejectionReason : null,
    dueDate: hasAgreementDueDate(status) ? row.dueDate.toISOString() : null,
    requestedAt: row.createdAt.toISOString(),
  };
}

/** The request this code follows, or null. */
export async function findFollowedRequest(db: Db, code: string): Promise<CashAdvanceFollow | null> {
  const [row] = await db
    .select()
    .from(cashAdvances)
    .where(eq(cashAdvances.followCode, code))
    .limit(1);
  return row ? toFollowAnswer(row) : null;
}
