/**
 * What staff and owners record for a customer beyond payments
 * (docs/decisions/039-lending-terms.md): the notice of withdrawal (s.66A), an
 * owner's waiver or freeze of interest (CONC 6.7) and the note that a customer
 * needs extra care. Each is written under the loan's row lock with its
 * activity and audit rows; a waiver also posts its journal entry (the
 * database's trigger on `cash_advance_forbearance`), all in one transaction.
 */
import { and, eq } from 'drizzle-orm';
import {
  loanPosition,
  waiverRefusal,
  withdrawalNoticeProblem,
  withdrawalRepayBy,
} from '@shared/cash-advances/ledger';
import { formatAgreementNumber } from '@shared/cash-advances/pawn-book-values';
import { parsePennies, penniesToDecimal } from '@shared/money-math';
import { formatGBP } from '@shared/money';
import { daysBetween, todayInLondon } from '@shared/repairs/dates';
import type { Db, Tx } from '../../db/client';
import { cashAdvanceForbearance, cashAdvances, customerCareNotes } from '../../db/schema';
import { HttpError, badRequest, conflict } from '../../http-error';
import { recordActivity } from '../activity/repository';
import { lockLoan } from './lifecycle';
import { agreementOfLoan, isRedeemable, ledgerOf, loadLoan, type LoanRecord } from './loan-book';

export const FORBEARANCE_KEY_TAKEN =
  'This Idempotency-Key was already used for a different waiver or freeze.';

/** The loan, locked and read whole, that still owes something. */
async function lockedOpenLoan(tx: Tx, loanId: string, action: string): Promise<LoanRecord> {
  const row = await lockLoan(tx, loanId);
  if (!isRedeemable(row.status) || !row.startDate) {
    throw conflict(`Only a loan still running can ${action}; this one is ${row.status}.`);
  }
  return (await loadLoan(tx, loanId))!;
}

const agreementNo = (record: LoanRecord) => formatAgreementNumber(record.advance.agreementNumber);

/**
 * The customer's notice of withdrawal, given within 14 days of the agreement:
 * the loan then owes its credit and the daily interest to the day it is
 * repaid, within 30 days. The same day again changes nothing.
 */
export async function recordWithdrawalNotice(
  db: Db,
  loanId: string,
  noticeGivenOn: string,
  actorId: string,
): Promise<LoanRecord> {
  return db.transaction(async (tx) => {
    const row = await lockLoan(tx, loanId);
    if (row.withdrawalNoticeOn === noticeGivenOn) return (await loadLoan(tx, loanId))!;
    if (row.withdrawalNoticeOn) {
      throw conflict(
        `The notice of withdrawal was already recorded, given on ${row.withdrawalNoticeOn}.`,
      );
    }
    if (row.status !== 'active' || !row.startDate) {
      throw conflict(`Only an active loan can be withdrawn from; this one is ${row.status}.`);
    }
    const problem = withdrawalNoticeProblem(row.startDate, noticeGivenOn, todayInLondon());
    if (problem) {
      throw problem.includes('ended') ? conflict(problem) : badRequest(problem);
    }
    await tx
      .update(cashAdvances)
      .set({ withdrawalNoticeOn: noticeGivenOn })
      .where(eq(cashAdvances.id, loanId));
    const record = (await loadLoan(tx, loanId))!;
    await recordActivity(tx, {
      type: 'cash_advance',
      description: `Notice of withdrawal on ${agreementNo(record)}: the credit and its interest are repaid by ${withdrawalRepayBy(noticeGivenOn)}`,
      customerName: row.customerName,
      status: 'active',
      actorId,
      entityId: loanId,
      action: 'loan.withdrawal_notice',
      changes: { withdrawalNoticeOn: { old: null, new: noticeGivenOn } },
    });
    return record;
  });
}

type ForbearanceInput =
  | { kind: 'waiver'; amount: string; reason: string }
  | { kind: 'freeze'; fromDate: string; reason: string };

/** The row a repeated Idempotency-Key wrote, if it is this very request. */
async function earlierForbearance(tx: Tx, loanId: string, key: string, input: ForbearanceInput) {
  const [earlier] = await tx
    .select()
    .from(cashAdvanceForbearance)
    .where(eq(cashAdvanceForbearance.idempotencyKey, key))
    .limit(1);
  if (!earlier) return null;
  const same =
    earlier.cashAdvanceId === loanId &&
    earlier.kind === input.kind &&
    earlier.reason === input.reason &&
    (input.kind === 'waiver'
      ? parsePennies(earlier.amount) === parsePennies(input.amount)
      : earlier.fromDate === input.fromDate);
  if (!same) throw conflict(FORBEARANCE_KEY_TAKEN);
  return earlier;
}

/**
 * An owner's forbearance: a waiver of interest owed today, or a freeze of
 * interest from a day on (one per loan, never before a payment already taken,
 * since that payment was worked out with the interest of its day).
 */
export async function giveForbearance(
  db: Db,
  loanId: string,
  input: ForbearanceInput,
  actorId: string,
  idempotencyKey: string,
): Promise<{ record: LoanRecord; created: boolean }> {
  return db.transaction(async (tx) => {
    const action = input.kind === 'waiver' ? 'have interest waived' : 'have its interest frozen';
    // Locked before the key is looked up: a repeat sent at the same time waits for the first.
    await lockLoan(tx, loanId);
    if (await earlierForbearance(tx, loanId, idempotencyKey, input)) {
      return { record: (await loadLoan(tx, loanId))!, created: false };
    }
    const record = await lockedOpenLoan(tx, loanId, action);
    const agreement = agreementOfLoan(record)!;
    const today = todayInLondon();
    const position = loanPosition(agreement, ledgerOf(record.payments), today, record.closures);
    let amount = '0.00';
    let fromDate = today;
    let description: string;
    if (input.kind === 'waiver') {
      const pennies = parsePennies(input.amount) ?? 0;
      const refusal = waiverRefusal(position, pennies);
      if (refusal) throw new HttpError(refusal.status, refusal.message);
      amount = penniesToDecimal(pennies);
      description = `Interest of ${formatGBP(amount)} waived on ${agreementNo(record)}: ${input.reason}`;
    } else {
      if (position.frozenFrom) {
        throw conflict(`Interest on this loan is already frozen from ${position.frozenFrom}.`);
      }
      const lastPaid = record.payments.at(-1);
      const earliest = lastPaid ? todayInLondon(lastPaid.createdAt) : agreement.startDate;
      if (daysBetween(earliest, input.fromDate) < 0) {
        throw badRequest(
          `fromDate cannot be before ${earliest}: ${lastPaid ? 'a payment was taken then with the interest of its day' : 'the agreement was made then'}.`,
        );
      }
      fromDate = input.fromDate;
      description = `Interest frozen from ${fromDate} on ${agreementNo(record)}: ${input.reason}`;
    }
    const [given] = await tx
      .insert(cashAdvanceForbearance)
      .values({
        cashAdvanceId: loanId,
        kind: input.kind,
        amount,
        fromDate,
        reason: input.reason,
        actorId,
        idempotencyKey,
      })
      .onConflictDoNothing({ target: cashAdvanceForbearance.idempotencyKey })
      .returning();
    if (!given) throw conflict(FORBEARANCE_KEY_TAKEN);
    await recordActivity(tx, {
      type: 'cash_advance',
      description,
      customerName: record.advance.customerName,
      amount: input.kind === 'waiver' ? amount : null,
      status: record.advance.status,
      actorId,
      entityId: loanId,
      action: input.kind === 'waiver' ? 'loan.interest_waived' : 'loan.interest_frozen',
      changes: {
        forbearance: {
          old: null,
          new: { id: given.id, kind: input.kind, amount, fromDate, reason: input.reason },
        },
      },
    });
    return { record: (await loadLoan(tx, loanId))!, created: true };
  });
}

/** The note that the loan's customer needs extra care, on every loan of theirs; empty clears it. */
export async function setCareNote(
  db: Db,
  loanId: string,
  note: string,
  actorId: string,
): Promise<LoanRecord> {
  return db.transaction(async (tx) => {
    const row = await lockLoan(tx, loanId);
    const customerId = row.userId;
    const [before] = await tx
      .select({ note: customerCareNotes.note })
      .from(customerCareNotes)
      .where(eq(customerCareNotes.customerId, customerId))
      .limit(1);
    const old = before?.note ?? null;
    const next = note === '' ? null : note;
    if (old !== next) {
      if (next === null) {
        await tx.delete(customerCareNotes).where(and(eq(customerCareNotes.customerId, customerId)));
      } else {
        await tx
          .insert(customerCareNotes)
          .values({ customerId, note: next, setBy: actorId })
          .onConflictDoUpdate({
            target: customerCareNotes.customerId,
            set: { note: next, setBy: actorId, updatedAt: new Date() },
          });
      }
      await recordActivity(tx, {
        type: 'cash_advance',
        description: next
          ? `Extra care noted for the customer of ${formatAgreementNumber(row.agreementNumber)}`
          : `Extra care note cleared for the customer of ${formatAgreementNumber(row.agreementNumber)}`,
        customerName: row.customerName,
        status: row.status,
        actorId,
        entityId: loanId,
        action: 'customer.care_note',
        changes: { careNote: { old, new: next } },
      });
    }
    return (await loadLoan(tx, loanId))!;
  });
}
