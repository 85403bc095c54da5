/**
 * Payments taken in the shop (docs/decisions/009-pawn-book.md). One
 * transaction locks the loan's row (SELECT … FOR UPDATE, so a second payment
 * on the same loan waits and then sees the first), works out the position from
 * the agreement and the ledger, refuses what cannot be taken, and writes the
 * ledger row, the loan's new figures (due date, status, items returned) and
 * the activity entry together. The Idempotency-Key makes a repeat answer the
 * payment already taken instead of taking the money twice.
 */
import { eq } from 'drizzle-orm';
import {
  applyPayment,
  endOfLondonDay,
  extensionRefusal,
  loanPosition,
  paymentRefusal,
} from '@shared/cash-advances/ledger';
import {
  FORFEIT_LIMIT_PENNIES,
  formatAgreementNumber,
  type LedgerPaymentMethod,
  type PaymentKind,
  type ReceiptSubstitute,
} from '@shared/cash-advances/pawn-book-values';
import { parsePennies, penniesToDecimal } from '@shared/money-math';
import { formatGBP } from '@shared/money';
import type { Db, Tx } from '../../db/client';
import {
  cashAdvancePayments,
  cashAdvances,
  pledgedItems,
  type CashAdvancePayment,
} from '../../db/schema';
import { HttpError, conflict } from '../../http-error';
import { recordActivity } from '../activity/repository';
import { agreementOfLoan, ledgerOf, loadLoan, type LoanRecord } from './loan-book';
import { lockLoan } from './lifecycle';
import { isRedeemable } from './loan-book';
import { withdrawFromSale } from './sale';
import { todayInLondon } from '@shared/repairs/dates';
import { shorten } from './repository';

export const PAYMENT_KEY_TAKEN = 'This Idempotency-Key was already used for a different payment.';

export type PaymentInput = {
  kind: PaymentKind;
  /** Decimal pounds, already checked: "12.50". */
  amount: string;
  method: LedgerPaymentMethod;
  note?: string | undefined;
  /** A closing payment without the pawn-receipt: the s.118 form used instead. */
  receiptSubstitute?: ReceiptSubstitute | undefined;
  /** An extension's term, by its due date (YYYY-MM-DD): one extension per term. */
  dueDate?: string | undefined;
  /** The ledger's length the payment was worked out against, when the client says. */
  basedOnPayments?: number | undefined;
  idempotencyKey: string;
};

export const STALE_LEDGER =
  'This loan changed while the payment was being recorded. Refresh it and check the figures again.';

/** The message for an extension of a term that is no longer the current one. */
export const termAlreadyExtended = (asked: string, current: string) =>
  `The term due ${asked} is no longer the current one: the loan is now due ${current}. Only one extension is taken per term.`;

const kindLabel: Record<PaymentKind, string> = {
  part: 'Part payment',
  extension: 'Extension',
  redemption: 'Redemption',
  withdrawal: 'Withdrawal repaid',
};

/** The payments that close a loan and hand its pledge back. */
const closesLoan = (kind: PaymentKind) => kind === 'redemption' || kind === 'withdrawal';

/** Why this kind of payment cannot be taken given the loan's notice of withdrawal, or null. */
function withdrawalProblem(withdrawalNoticeOn: string | null, kind: PaymentKind): string | null {
  if (kind === 'withdrawal' && !withdrawalNoticeOn) {
    return 'A withdrawal repayment needs the customer’s notice of withdrawal recorded first.';
  }
  if (withdrawalNoticeOn && kind === 'redemption') {
    return 'The customer gave notice of withdrawal: record the repayment as a withdrawal.';
  }
  if (withdrawalNoticeOn && kind === 'extension') {
    return 'The customer gave notice of withdrawal: the loan cannot be extended; the credit and its interest are repaid instead.';
  }
  return null;
}

/** Why this lost-receipt form cannot stand in for the receipt on this payment, or null (s.118). */
function receiptSubstituteProblem(
  input: PaymentInput,
  loanPennies: number,
): string | null {
  if (!input.receiptSubstitute) return null;
  if (!closesLoan(input.kind)) {
    return 'A lost-receipt form is only taken with a redemption or a withdrawal repayment.';
  }
  if (input.receiptSubstitute === 'signed_statement' && loanPennies > FORFEIT_LIMIT_PENNIES) {
    return 'A signed statement stands in for a lost receipt only where the credit is £75 or less; take the statutory declaration.';
  }
  return null;
}

/** The same request again: same loan, kind, amount, method and note. */
const isSameRequest = (row: CashAdvancePayment, loanId: string, input: PaymentInput) =>
  row.cashAdvanceId === loanId &&
  row.kind === input.kind &&
  parsePennies(row.amount) === parsePennies(input.amount) &&
  row.method === input.method &&
  (row.note ?? undefined) === (input.note ?? undefined);

/**
 * The ledger replayed in its one order (the seq drawn under the loan's lock)
 * never refuses its own rows; if it ever did, the payment was decided against
 * a position that no longer holds: a 409 to refresh, never a 500.
 */
function positionOrConflict<T>(replay: () => T): T {
  try {
    return replay();
  } catch (error) {
    if (error instanceof RangeError) throw conflict(STALE_LEDGER);
    throw error;
  }
}

export async function recordPayment(
  db: Db,
  loanId: string,
  input: PaymentInput,
  /** Null: taken online, written by the provider's webhook. */
  actorId: string | null,
  notify?: (tx: Tx, record: LoanRecord, payment: CashAdvancePayment) => Promise<void>,
): Promise<{ record: LoanRecord; payment: CashAdvancePayment; created: boolean }> {
  return db.transaction(async (tx) => {
    const row = await lockLoan(tx, loanId);
    // Looked up after the lock: a repeat sent at the same time waits for the first.
    const [earlier] = await tx
      .select()
      .from(cashAdvancePayments)
      .where(eq(cashAdvancePayments.idempotencyKey, input.idempotencyKey))
      .limit(1);
    if (earlier) {
      if (!isSameRequest(earlier, loanId, input)) throw conflict(PAYMENT_KEY_TAKEN);
      return { record: (await loadLoan(tx, loanId))!, payment: earlier, created: false };
    }
    const record = (await loadLoan(tx, loanId))!;
    const agreement = agreementOfLoan(record);
    if (!isRedeemable(row.status) || !agreement) {
      throw conflict(`Payments can only be taken on an active loan; this one is ${row.status}.`);
    }
    if (row.status !== 'active' && input.kind === 'extension') {
      throw conflict(
        'A loan under notice of sale cannot be extended: the customer can still pay part or redeem it until it is sold.',
      );
    }
    const noticeProblem = withdrawalProblem(row.withdrawalNoticeOn, input.kind);
    if (noticeProblem) throw conflict(noticeProblem);
    const formProblem = receiptSubstituteProblem(input, agreement.loanPennies);
    if (formProblem) throw new HttpError(409, formProblem);
    if (input.basedOnPayments !== undefined && input.basedOnPayments !== record.payments.length) {
      throw conflict(STALE_LEDGER);
    }
    const today = todayInLondon();
    const before = positionOrConflict(() =>
      loanPosition(agreement, ledgerOf(record.payments), today, record.closures),
    );
    const entry = {
      kind: input.kind,
      amountPennies: parsePennies(input.amount) ?? 0,
      onDate: today,
    };
    if (input.kind === 'extension') {
      if (input.dueDate !== before.dueDate) {
        throw conflict(termAlreadyExtended(input.dueDate ?? '?', before.dueDate));
      }
      const once = extensionRefusal(before, today);
      if (once) throw new HttpError(once.status, once.message);
    }
    const refusal = paymentRefusal(before, entry);
    if (refusal) throw new HttpError(refusal.status, refusal.message);
    const { allocation, position: after } = applyPayment(agreement, before, entry, record.closures);

    const [payment] = await tx
      .insert(cashAdvancePayments)
      .values({
        cashAdvanceId: loanId,
        kind: input.kind,
        amount: penniesToDecimal(entry.amountPennies),
        interestPart: penniesToDecimal(allocation.interestPennies),
        principalPart: penniesToDecimal(allocation.principalPennies),
        method: input.method,
        note: input.note ?? null,
        receiptSubstitute: input.receiptSubstitute ?? null,
        takenBy: actorId,
        idempotencyKey: input.idempotencyKey,
      })
      // The same key sent at once for another loan (whose row we did not lock).
      .onConflictDoNothing({ target: cashAdvancePayments.idempotencyKey })
      .returning();
    if (!payment) throw conflict(PAYMENT_KEY_TAKEN);
    const now = new Date();
    if (input.kind === 'extension') {
      await tx
        .update(cashAdvances)
        .set({ dueDate: endOfLondonDay(after.dueDate) })
        .where(eq(cashAdvances.id, loanId));
    }
    const closedAs = input.kind === 'withdrawal' ? 'withdrawn' : 'paid';
    if (closesLoan(input.kind)) {
      // Redeemed under notice or while listed: its products come off sale now.
      await withdrawFromSale(tx, record);
      await tx
        .update(cashAdvances)
        .set({ status: closedAs, closedAt: now })
        .where(eq(cashAdvances.id, loanId));
      await tx
        .update(pledgedItems)
        .set({ status: 'returned' })
        .where(eq(pledgedItems.cashAdvanceId, loanId));
    }
    const agreementNo = formatAgreementNumber(row.agreementNumber);
    const withoutReceipt = input.receiptSubstitute
      ? ` without the receipt (${input.receiptSubstitute.replace('_', ' ')})`
      : '';
    const outcome =
      input.kind === 'withdrawal'
        ? `withdrawn, credit and interest repaid, items returned${withoutReceipt}`
        : input.kind === 'redemption'
        ? `loan repaid, items returned${withoutReceipt}`
        : input.kind === 'extension'
          ? `now due ${after.dueDate}, balance ${formatGBP(penniesToDecimal(after.balance))}`
          : `balance ${formatGBP(penniesToDecimal(after.balance))}`;
    await recordActivity(tx, {
      type: 'cash_advance',
      description: `${kindLabel[input.kind]} on ${agreementNo} (${shorten(row.itemDescription, 40)}): ${outcome}`,
      customerName: row.customerName,
      amount: penniesToDecimal(entry.amountPennies),
      status: closesLoan(input.kind) ? closedAs : 'active',
      actorId,
      entityId: loanId,
      action: `loan.${input.kind}`,
      changes: {
        payment: {
          old: null,
          new: {
            id: payment.id,
            kind: input.kind,
            amount: payment.amount,
            method: input.method,
            receiptSubstitute: input.receiptSubstitute ?? null,
          },
        },
        balance: {
          old: penniesToDecimal(before.balance),
          new: penniesToDecimal(after.balance),
        },
        dueDate: { old: before.dueDate, new: after.dueDate },
        ...(closesLoan(input.kind) ? { status: { old: row.status, new: closedAs } } : {}),
      },
    });
    const updated = (await loadLoan(tx, loanId))!;
    await notify?.(tx, updated, payment);
    return { record: updated, payment, created: true };
  });
}
