/**
 * The pawn book's figures on the admin dashboard (docs/decisions/009-pawn-book.md).
 * Money the shop has out or holds comes from the journal (decision 037), so the
 * card agrees with the books: money lent out is the balance of loans receivable
 * (principal lent less the principal repaid, forfeited into stock or cleared by
 * a sale), the surpluses owed the balance of their liability account.
 * The forecast and the counts are worked out from the agreements and the payments,
 * as loanPosition() does for one loan: interest owed = the first term's charge +
 * the extensions' charges − interest paid (the daily interest after a due date is
 * left out: these are the agreements' own charges).
 */
import { sql } from 'drizzle-orm';
import { redeemableStatuses } from '@shared/cash-advances/values';
import { shop } from '@shared/shop';
import type { Db } from '../../db/client';
import { accountCodes } from '../ledger/account-codes';

type Row = {
  due_soon: string | null;
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

/** Interest falling due soon, overdue loans, redemptions and surpluses waiting: from the records. */
async function loanRecordFigures(db: Db) {
  const result = await db.execute<Row>(sql`
    with paid as (
      select cash_advance_id,
             sum(interest_part) as interest,
             sum(charge_added) as charges
        from cash_advance_payments
       where cash_advance_id in (select id from cash_advances where status in ${redeemable})
       group by cash_advance_id
    ), owed as (
      select a.due_date,
             (a.total_repayment - a.loan_amount) + coalesce(p.charges, 0) - coalesce(p.interest, 0) as interest_owed
        from cash_advances a left join paid p on p.cash_advance_id = a.id
       where a.status in ${redeemable}
    )
    select
      (select coalesce(sum(interest_owed), 0)::numeric(12, 2)::text from owed
        where due_date >= now() and due_date < now() + interval '7 days') as due_soon,
      (select count(*)::int from owed where due_date < now()) as overdue,
      (select count(*)::int from cash_advance_payments
        where kind = 'redemption'
          and created_at >= (date_trunc('month', now() at time zone ${shop.timeZone}) at time zone ${shop.timeZone})) as redeemed,
      (select count(*)::int from cash_advances
        where status = 'sold' and surplus_paid_at is null and sale_surplus > 0) as surpluses
  `);
  return result.rows[0];
}

export async function loanBookFigures(db: Db) {
  const [balances, row] = await Promise.all([bookBalances(db), loanRecordFigures(db)]);
  return {
    outstandingPrincipal: balances.lentOut,
    interestDueNext7Days: row?.due_soon ?? '0.00',
    overdueLoans: Number(row?.overdue ?? 0),
    loansRedeemedThisMonth: Number(row?.redeemed ?? 0),
    surplusOwed: balances.surplusOwed,
    surplusesOwed: Number(row?.surpluses ?? 0),
  };
}
