/**
 * The pawn book's figures on the admin dashboard (docs/decisions/009-pawn-book.md).
 * Money the shop has out or holds comes from the journal (decision 037), so the
 * card agrees with the books: money lent out is the balance of loans receivable
 * (principal lent less the principal repaid, forfeited into stock or cleared by
 * a sale), the surpluses owed the balance of their liability account.
 * The counts come from the records; the forecast (the interest the loans falling
 * due in the next seven days will owe on their due dates, charged by the day:
 * decision 039) is worked out by loanPosition(), loan by loan, as their pages do.
 */
import { and, gte, lt, sql } from 'drizzle-orm';
import { loanPosition } from '@shared/cash-advances/ledger';
import { penniesToDecimal } from '@shared/money-math';
import { todayInLondon } from '@shared/repairs/dates';
import { redeemableStatuses } from '@shared/cash-advances/values';
import { shop } from '@shared/shop';
import type { Db } from '../../db/client';
import { cashAdvances } from '../../db/schema';
import { accountCodes } from '../ledger/account-codes';
import {
  agreementOf,
  closuresOfLoans,
  forbearanceOfLoans,
  ledgerOf,
  ledgersOf,
} from '../cash-advances/loan-book';

type Row = {
  overdue: number | string | null;
  redeemed: number | string | null;
  surpluses: number | string | null;
};

type Balances = { lent_out: string | null; surplus_owed: string | null };

/** Loans still owing: active, or under notice of sale or listed (still redeemable). */
const redeemable = sql.raw(`(${redeemableStatuses.map((status) => `'${status}'`).join(', ')})`);

/** Loans receivable (a debit balance) and surpluses owed (a credit balance), in pounds. */
async function bookBalances(db: Db) {
  const { loansReceivable, surplusOwed } = accountCodes;
  const result = await db.execute<Balances>(sql`
    select (coalesce(sum(amount) filter (where account_code = ${loansReceivable}), 0) / 100.0)
             ::numeric(12, 2)::text as lent_out,
           (coalesce(-sum(amount) filter (where account_code = ${surplusOwed}), 0) / 100.0)
             ::numeric(12, 2)::text as surplus_owed
      from journal_lines
     where account_code in (${loansReceivable}, ${surplusOwed})
  `);
  const row = result.rows[0];
  return { lentOut: row?.lent_out ?? '0.00', surplusOwed: row?.surplus_owed ?? '0.00' };
}

/**
 * The interest the running loans falling due in the next seven days will owe on
 * their due dates, in pounds: each loan's ledger replayed to that day.
 */
async function interestDueSoon(db: Db, now: Date = new Date()): Promise<string> {
  const loans = await db
    .select()
    .from(cashAdvances)
    .where(
      and(
        sql`${cashAdvances.status} in ${redeemable}`,
        gte(cashAdvances.dueDate, now),
        lt(cashAdvances.dueDate, new Date(now.getTime() + 7 * 24 * 60 * 60 * 1000)),
      ),
    );
  if (loans.length === 0) return '0.00';
  const ids = loans.map((loan) => loan.id);
  // One after another: the reader may be the embedded database's one connection.
  const ledgers = await ledgersOf(db, ids);
  const forbearance = await forbearanceOfLoans(db, ids);
  const closures = await closuresOfLoans(db, loans);
  let total = 0;
  for (const loan of loans) {
    const agreement = agreementOf(loan, forbearance.get(loan.id) ?? []);
    if (!agreement) continue;
    const ledger = ledgerOf(ledgers.get(loan.id) ?? []);
    total += loanPosition(agreement, ledger, todayInLondon(loan.dueDate), closures).interestOwed;
  }
  return penniesToDecimal(total);
}

/** Overdue loans, redemptions and surpluses waiting: from the records. */
async function loanRecordFigures(db: Db) {
  const result = await db.execute<Row>(sql`
    select
      (select count(*)::int from cash_advances
        where status in ${redeemable} and due_date < now()) as overdue,
      (select count(*)::int from cash_advance_payments
        where kind = 'redemption'
          and created_at >= (date_trunc('month', now() at time zone ${shop.timeZone}) at time zone ${shop.timeZone})) as redeemed,
      (select count(*)::int from cash_advances
        where status = 'sold' and surplus_paid_at is null and sale_surplus > 0) as surpluses
  `);
  return result.rows[0];
}

export async function loanBookFigures(db: Db) {
  const [balances, row, dueSoon] = await Promise.all([
    bookBalances(db),
    loanRecordFigures(db),
    interestDueSoon(db),
  ]);
  return {
    outstandingPrincipal: balances.lentOut,
    interestDueNext7Days: dueSoon,
    overdueLoans: Number(row?.overdue ?? 0),
    loansRedeemedThisMonth: Number(row?.redeemed ?? 0),
    surplusOwed: balances.surplusOwed,
    surplusesOwed: Number(row?.surpluses ?? 0),
  };
}
