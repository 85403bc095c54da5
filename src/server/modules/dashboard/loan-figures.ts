/**
 * The pawn book's figures on the admin dashboard (docs/decisions/009-pawn-book.md),
 * worked out by the database from the agreements and the ledger, as loanPosition()
 * does for one loan: principal owed = loan − principal paid; interest owed = the
 * first term's charge + the extensions' charges − interest paid (the daily interest
 * after a due date is left out: these are the agreements' own charges).
 */
import { sql } from 'drizzle-orm';
import { redeemableStatuses } from '@shared/cash-advances/values';
import { shop } from '@shared/shop';
import type { Db } from '../../db/client';

type Row = {
  outstanding: string | null;
  due_soon: string | null;
  overdue: number | string | null;
  redeemed: number | string | null;
  surplus: string | null;
  surpluses: number | string | null;
};

/** Loans still owing: active, or under notice of sale or listed (still redeemable). */
const redeemable = sql.raw(`(${redeemableStatuses.map((status) => `'${status}'`).join(', ')})`);

export async function loanBookFigures(db: Db) {
  const result = await db.execute<Row>(sql`
    with paid as (
      select cash_advance_id,
             sum(principal_part) as principal,
             sum(interest_part) as interest,
             sum(charge_added) as charges
        from cash_advance_payments
       where cash_advance_id in (select id from cash_advances where status in ${redeemable})
       group by cash_advance_id
    ), owed as (
      select a.due_date,
             a.loan_amount - coalesce(p.principal, 0) as principal_owed,
             (a.total_repayment - a.loan_amount) + coalesce(p.charges, 0) - coalesce(p.interest, 0) as interest_owed
        from cash_advances a left join paid p on p.cash_advance_id = a.id
       where a.status in ${redeemable}
    )
    select
      (select coalesce(sum(principal_owed), 0)::numeric(12, 2)::text from owed) as outstanding,
      (select coalesce(sum(interest_owed), 0)::numeric(12, 2)::text from owed
        where due_date >= now() and due_date < now() + interval '7 days') as due_soon,
      (select count(*)::int from owed where due_date < now()) as overdue,
      (select count(*)::int from cash_advance_payments
        where kind = 'redemption'
          and created_at >= (date_trunc('month', now() at time zone ${shop.timeZone}) at time zone ${shop.timeZone})) as redeemed,
      (select coalesce(sum(sale_surplus), 0)::numeric(12, 2)::text from cash_advances
        where status = 'sold' and surplus_paid_at is null and sale_surplus > 0) as surplus,
      (select count(*)::int from cash_advances
        where status = 'sold' and surplus_paid_at is null and sale_surplus > 0) as surpluses
  `);
  const row = result.rows[0];
  return {
    outstandingPrincipal: row?.outstanding ?? '0.00',
    interestDueNext7Days: row?.due_soon ?? '0.00',
    overdueLoans: Number(row?.overdue ?? 0),
    loansRedeemedThisMonth: Number(row?.redeemed ?? 0),
    surplusOwed: row?.surplus ?? '0.00',
    surplusesOwed: Number(row?.surpluses ?? 0),
  };
}
