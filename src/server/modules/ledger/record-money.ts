/**
 * What the journal holds as paid and given back on one repair or one order, as
 * staff are shown it (decision 037): so a correcting entry posted on the
 * record shows too. Paid: what its payment entries debited to the accounts
 * holding money, or to sales income when an uncollected device's sale settled
 * a repair's bill (no money changed hands: the sale paid it). Refunded: what
 * its refund entries credited to the accounts holding money.
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { journalLines, ledgerAccounts } from '../../db/schema';
import { accountCodes } from './account-codes';

export type RecordMoney = { paidPennies: number; refundedPennies: number };

type Reader = Pick<Db, 'select'>;

const kindsOf = {
  repair: { payment: 'repair_payment', refund: 'repair_refund' },
  order: { payment: 'order_payment', refund: 'order_refund' },
} as const;

export async function moneyOnTheBooks(
  db: Reader,
  record: { repairId: string } | { checkoutId: string },
): Promise<RecordMoney> {
  const { payment, refund } = kindsOf['repairId' in record ? 'repair' : 'order'];
  const { kind, amount } = journalLines;
  const holdsMoney = sql`${ledgerAccounts.method} is not null`;
  const paidBySale = sql`${ledgerAccounts.code} = ${accountCodes.salesIncome}`;
  const [row] = await db
    .select({
      paid: sql<string | null>`sum(${amount}) filter (where ${kind} = ${payment}
        and ${amount} > 0 and (${holdsMoney} or ${paidBySale}))`,
      refunded: sql<string | null>`-sum(${amount}) filter (where ${kind} = ${refund}
        and ${holdsMoney})`,
    })
    .from(journalLines)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.code, journalLines.accountCode))
    .where(
      'repairId' in record
        ? eq(journalLines.repairId, record.repairId)
        : eq(journalLines.checkoutId, record.checkoutId),
    );
  return { paidPennies: Number(row?.paid ?? 0), refundedPennies: Number(row?.refunded ?? 0) };
}
