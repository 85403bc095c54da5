/**
 * The reconciliation: every online payment of the period with what it paid
 * for, and each business day's money taken by method less what was given back,
 * read from the journal (decision 037) by the database in one query per part.
 */
import { and, desc, gte, lt, sql } from 'drizzle-orm';
import { formatAgreementNumber } from '@shared/cash-advances/pawn-book-values';
import type { DailyTotal, OnlinePaymentPurpose, OnlinePaymentRow } from '@shared/payments/schemas';
import { addDays, todayInLondon } from '@shared/repairs/dates';
import type { Db } from '../../db/client';
import { cashAdvances, checkouts, journalLines, onlinePayments, repairs } from '../../db/schema';
import { endOfLondonDay } from '@shared/cash-advances/ledger';
import { invoiceNumber } from '../repairs/invoice-pdf';
import { payoutKinds } from '@shared/ledger/kinds';
import { moneyLines } from '../ledger/money-lines';

type Joined = {
  payment: typeof onlinePayments.$inferSelect;
  reference: string | null;
  agreementNumber: number | null;
  repairId: string | null;
};

/** What the payment paid for, as staff read it. */
function paidFor({ payment, reference, agreementNumber, repairId }: Joined): string {
  if (payment.purpose === 'order') return `Order ${reference ?? '(deleted)'}`;
  if (payment.purpose === 'repair') {
    return repairId ? `Repair ${invoiceNumber({ id: repairId })}` : 'Repair (deleted)';
  }
  return `${agreementNumber ? formatAgreementNumber(agreementNumber) : '(deleted loan)'} ${payment.loanPaymentKind ?? ''}`.trim();
}

/** The last 30 days unless told otherwise. */
export function periodOf(query: { from?: string | undefined; to?: string | undefined }) {
  const to = query.to ?? todayInLondon();
  const from = query.from ?? addDays(to, -29);
  return { from, to };
}

/** The instant a London day starts. */
export const startOfLondonDay = (ymd: string) =>
  new Date(endOfLondonDay(addDays(ymd, -1)).getTime() + 1);

export async function onlinePaymentsOf(
  db: Db,
  from: string,
  to: string,
): Promise<OnlinePaymentRow[]> {
  const rows = await db
    .select({
      payment: onlinePayments,
      reference: checkouts.reference,
      agreementNumber: cashAdvances.agreementNumber,
      repairId: repairs.id,
    })
    .from(onlinePayments)
    .leftJoin(checkouts, sql`${checkouts.id} = ${onlinePayments.checkoutId}`)
    .leftJoin(cashAdvances, sql`${cashAdvances.id} = ${onlinePayments.cashAdvanceId}`)
    .leftJoin(repairs, sql`${repairs.id} = ${onlinePayments.repairId}`)
    .where(
      and(
        gte(onlinePayments.createdAt, startOfLondonDay(from)),
        lt(onlinePayments.createdAt, startOfLondonDay(addDays(to, 1))),
      ),
    )
    .orderBy(desc(onlinePayments.createdAt))
    .limit(10_000);
  return rows.map(rowOf);
}

function rowOf(joined: Joined): OnlinePaymentRow {
  const { payment } = joined;
  return {
    id: payment.id,
    createdAt: payment.createdAt.toISOString(),
    paidAt: payment.paidAt?.toISOString() ?? null,
    sessionId: payment.sessionId,
    paymentIntentId: payment.paymentIntentId,
    purpose: payment.purpose as OnlinePaymentPurpose,
    paidFor: paidFor(joined),
    amount: payment.amount,
    refunded: payment.refundedAmount,
    status: payment.status as 'open' | 'paid' | 'expired',
    attention: payment.attention,
  };
}

type DayRow = { day: string; method: string; amount: string };

export async function dailyTotalsOf(db: Db, from: string, to: string): Promise<DailyTotal[]> {
  const kept = sql`${journalLines.businessDay} between ${from} and ${to}
       and ${journalLines.kind} not in (${sql.join(
         payoutKinds.map((kind) => sql`${kind}`),
         sql`, `,
       )})`;
  const result = await db.execute<DayRow>(sql`
    with money as (${moneyLines(kept)})
    select to_char(business_day, 'YYYY-MM-DD') as day, method,
           (sum(amount) / 100.0)::numeric(12, 2)::text as amount
      from money group by business_day, method order by business_day desc
  `);
  const byDay = new Map<string, DailyTotal>();
  for (const row of result.rows) {
    const entry = byDay.get(row.day) ?? {
      day: row.day,
      cash: '0.00',
      card: '0.00',
      bank: '0.00',
      card_online: '0.00',
      total: '0.00',
    };
    const method = (['cash', 'card', 'bank', 'card_online'] as const).find((m) => m === row.method);
    if (method) entry[method] = row.amount;
    const total = ['cash', 'card', 'bank', 'card_online'].reduce(
      (sum, key) => sum + Math.round(Number(entry[key as 'cash']) * 100),
      0,
    );
    entry.total = (total / 100).toFixed(2);
    byDay.set(row.day, entry);
  }
  return [...byDay.values()];
}
