/**
 * Starting an online payment (decision 024): a Checkout Session for an order's
 * exact total, for what a loan owes today, or for a repair bill's balance, stored as an `online_payments`
 * row before the customer is sent to the provider's page. What it paid for is
 * written only when the provider's webhook says so (webhook.ts).
 */
import { and, eq, gt } from 'drizzle-orm';
import { extensionAmount, extensionRefusal, loanPosition } from '@shared/cash-advances/ledger';
import {
  MIN_ONLINE_PART_PAYMENT_PENNIES,
  formatAgreementNumber,
  type PaymentKind,
} from '@shared/cash-advances/pawn-book-values';
import { redeemableStatuses } from '@shared/cash-advances/values';
import { parsePennies, penniesToDecimal } from '@shared/money-math';
import { formatGBP } from '@shared/money';
import { todayInLondon } from '@shared/repairs/dates';
import { shop } from '@shared/shop';
import type { Db } from '../../db/client';
import { onlinePayments, type Repair } from '../../db/schema';
import { HttpError, conflict } from '../../http-error';
import { agreementOfLoan, ledgerOf, type LoanRecord } from '../cash-advances/loan-book';
import type { CheckoutWithLines } from '../orders/dto';
import type { Bill } from '../repairs/bill';
import { invoiceNumber } from '../repairs/invoice-pdf';
import { onlineRepairBalance } from '../repairs/payments';
import {
  providerMessage,
  sessionExpiry,
  type PaymentGateway,
  type SessionLine,
} from './stripe-gateway';

const pennies = (decimal: string) => parsePennies(decimal) ?? 0;

/** An open session younger than this is answered again instead of opening another. */
const REUSE_MINUTES = 20;

export const PROVIDER_UNAVAILABLE =
  'Online card payment is not available just now. Please try again in a few minutes, or pay in the shop.';

/** The session the customer is sent to, opened by the provider. */
async function openSession(
  db: Db,
  gateway: PaymentGateway,
  row: Omit<typeof onlinePayments.$inferInsert, 'sessionId' | 'paymentUrl'>,
  session: Parameters<PaymentGateway['createSession']>[0],
): Promise<string> {
  let created: { id: string; url: string };
  try {
    created = await gateway.createSession(session);
  } catch (error) {
    throw new HttpError(503, `${PROVIDER_UNAVAILABLE} (${providerMessage(error)})`);
  }
  // A retried request gets the same session back (same idempotency key): stored once.
  await db
    .insert(onlinePayments)
    .values({ ...row, sessionId: created.id, paymentUrl: created.url })
    .onConflictDoNothing({ target: onlinePayments.sessionId });
  return created.url;
}

/** The hosted page of an order still waiting to be paid online, or null. */
export async function openPaymentUrl(db: Db, order: CheckoutWithLines): Promise<string | null> {
  const { checkout } = order;
  if (checkout.paymentMethod !== 'online' || checkout.paymentStatus !== 'unpaid') return null;
  if (checkout.status !== 'pending') return null;
  const [open] = await db
    .select({ url: onlinePayments.paymentUrl })
    .from(onlinePayments)
    .where(and(eq(onlinePayments.checkoutId, checkout.id), eq(onlinePayments.status, 'open')))
    .limit(1);
  return open?.url ?? null;
}

/** The order's session: its items and the delivery fee as lines, in pence. */
export async function startOrderPayment(
  db: Db,
  gateway: PaymentGateway,
  order: CheckoutWithLines,
  { orderPath, publicUrl }: { orderPath: string; publicUrl: string },
): Promise<string> {
  const { checkout } = order;
  const [open] = await db
    .select()
    .from(onlinePayments)
    .where(and(eq(onlinePayments.checkoutId, checkout.id), eq(onlinePayments.status, 'open')))
    .limit(1);
  if (open) return open.paymentUrl;
  const lines: SessionLine[] = order.lines.map((line) => ({
    name: line.productTitle ?? 'Second-hand item',
    amountPennies: pennies(line.totalAmount),
  }));
  const expiresAt = sessionExpiry();
  const fee = pennies(checkout.deliveryFee);
  if (fee > 0) lines.push({ name: 'Same-day delivery', amountPennies: fee });
  const back = (outcome: string) =>
    `${publicUrl}${orderPath}${orderPath.includes('?') ? '&' : '?'}payment=${outcome}&session_id={CHECKOUT_SESSION_ID}`;
  return openSession(
    db,
    gateway,
    {
      purpose: 'order',
      checkoutId: checkout.id,
      amount: checkout.totalAmount,
      userId: checkout.buyerId,
    },
    {
      lines,
      metadata: { purpose: 'order', orderId: checkout.id, reference: checkout.reference },
      successUrl: back('return'),
      cancelUrl: back('cancelled'),
      customerEmail: checkout.customerEmail ?? undefined,
      expiresAt,
      idempotencyKey: `order-${checkout.id}-${expiresAt}`,
    },
  );
}

/** What the customer asked to pay, worked out by the server on the day. */
export function onlineLoanAmount(
  record: LoanRecord,
  kind: PaymentKind,
  asked: string | undefined,
  today: string = todayInLondon(),
): number {
  const agreement = agreementOfLoan(record);
  if (!agreement || !(redeemableStatuses as readonly string[]).includes(record.advance.status)) {
    throw conflict('This loan cannot be paid online: it is not running.');
  }
  const position = loanPosition(agreement, ledgerOf(record.payments), today, record.closures);
  if (kind === 'redemption' || kind === 'withdrawal') return position.balance;
  if (kind === 'extension') {
    if (record.advance.status !== 'active') {
      throw conflict('A loan under notice of sale cannot be extended: pay part or redeem it.');
    }
    if (record.advance.withdrawalNoticeOn) {
      throw conflict('You gave notice of withdrawal: the loan cannot be extended; repay it instead.');
    }
    const refusal = extensionRefusal(position, today);
    if (refusal) throw new HttpError(refusal.status, refusal.message);
    // The same figure staff take: the interest owed to today.
    const { amountPennies } = extensionAmount(position, today);
    if (amountPennies === 0) {
      throw conflict('The interest is paid up to today: there is nothing to pay for an extension yet.');
    }
    return amountPennies;
  }
  const amount = pennies(asked ?? '0');
  if (amount < MIN_ONLINE_PART_PAYMENT_PENNIES) {
    throw new HttpError(400, `A part payment online is at least ${formatGBP('10.00')}.`);
  }
  if (amount >= position.balance) {
    throw conflict(
      `${formatGBP(penniesToDecimal(amount))} is the whole balance or more (${formatGBP(penniesToDecimal(position.balance))}): choose to redeem instead.`,
    );
  }
  return amount;
}

/** The loan's session: one line, what is paid for, the amount worked out today. */
export async function startLoanPayment(
  db: Db,
  gateway: PaymentGateway,
  record: LoanRecord,
  input: { kind: PaymentKind; amount?: string | undefined; userId: string },
  publicUrl: string,
): Promise<{ paymentUrl: string; amountPennies: number }> {
  const today = todayInLondon();
  const amountPennies = onlineLoanAmount(record, input.kind, input.amount, today);
  const { advance } = record;
  // The same payment asked again while its page is still open: that page.
  const [open] = await db
    .select()
    .from(onlinePayments)
    .where(
      and(
        eq(onlinePayments.cashAdvanceId, advance.id),
        eq(onlinePayments.status, 'open'),
        eq(onlinePayments.loanPaymentKind, input.kind),
        eq(onlinePayments.amount, penniesToDecimal(amountPennies)),
        gt(onlinePayments.createdAt, new Date(Date.now() - REUSE_MINUTES * 60_000)),
      ),
    )
    .limit(1);
  if (open) return { paymentUrl: open.paymentUrl, amountPennies };
  const expiresAt = sessionExpiry();
  const reference = formatAgreementNumber(advance.agreementNumber);
  const what = {
    part: 'Part payment',
    extension: 'Extension',
    redemption: 'Redemption',
    withdrawal: 'Withdrawal repayment',
  }[input.kind];
  const back = (outcome: string) =>
    `${publicUrl}/dashboard/cash-advances/${advance.id}?payment=${outcome}&session_id={CHECKOUT_SESSION_ID}`;
  const paymentUrl = await openSession(
    db,
    gateway,
    {
      purpose: 'loan',
      cashAdvanceId: advance.id,
      loanPaymentKind: input.kind,
      amount: penniesToDecimal(amountPennies),
      userId: input.userId,
    },
    {
      lines: [{ name: `${what} of ${reference} (${shop.name})`, amountPennies }],
      metadata: {
        purpose: 'loan',
        loanId: advance.id,
        kind: input.kind,
        reference,
      },
      successUrl: back('return'),
      cancelUrl: back('cancelled'),
      customerEmail: advance.customerEmail ?? undefined,
      expiresAt,
      // The same request in the same minute against the same ledger: the same session.
      idempotencyKey: `loan-${advance.id}-${input.kind}-${amountPennies}-${record.payments.length}-${expiresAt}`,
    },
  );
  return { paymentUrl, amountPennies };
}

/**
 * A repair bill's session (issue 30): one line, the balance left to pay as the
 * server reads it now. Asked again while its page is open, that page.
 */
export async function startRepairPayment(
  db: Db,
  gateway: PaymentGateway,
  repair: Repair,
  bill: Bill | null,
  publicUrl: string,
): Promise<{ paymentUrl: string; amountPennies: number }> {
  const amountPennies = onlineRepairBalance(repair, bill);
  const [open] = await db
    .select()
    .from(onlinePayments)
    .where(
      and(
        eq(onlinePayments.repairId, repair.id),
        eq(onlinePayments.status, 'open'),
        eq(onlinePayments.amount, penniesToDecimal(amountPennies)),
        gt(onlinePayments.createdAt, new Date(Date.now() - REUSE_MINUTES * 60_000)),
      ),
    )
    .limit(1);
  if (open) return { paymentUrl: open.paymentUrl, amountPennies };
  const expiresAt = sessionExpiry();
  const reference = invoiceNumber(repair);
  const back = (outcome: string) =>
    `${publicUrl}/track/${repair.trackingCode}?payment=${outcome}&session_id={CHECKOUT_SESSION_ID}`;
  const paymentUrl = await openSession(
    db,
    gateway,
    {
      purpose: 'repair',
      repairId: repair.id,
      amount: penniesToDecimal(amountPennies),
      userId: repair.userId,
    },
    {
      lines: [{ name: `Repair invoice ${reference} (${shop.name})`, amountPennies }],
      metadata: { purpose: 'repair', repairId: repair.id, reference },
      successUrl: back('return'),
      cancelUrl: back('cancelled'),
      customerEmail: repair.customerEmail ?? undefined,
      expiresAt,
      // The same balance asked again in the same minute: the same session.
      idempotencyKey: `repair-${repair.id}-${amountPennies}-${expiresAt}`,
    },
  );
  return { paymentUrl, amountPennies };
}
