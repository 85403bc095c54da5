/**
 * The pawn book's figures on the admin dashboard (docs/decisions/009-pawn-book.md),
 * worked out by the database from the agreements and the ledger, as loanPosition()
 * does for one loan: principal owed = loan − principal paid; interest owed = the
 * first term's charge + the extensions' charges − interest paid.
 */
import { sql } from 'drizzle-orm';
import { shop } from '@shared/shop';
import type { Db } from '../../db/client';

type Row = {
  outstanding: string | null;
  due_soon: string | null;
  overdue: number | string | null;
  redeemed: number | string | null;
};

export async function loanBookFigures(db: Db) {
  const result = await db.execute<Row>(sql`
    with paid as (
      select cash_advance_id,
             sum(principal_part) as principal,
             sum(interest_part) as interest,
             sum(charge_added) as charges
        from cash_advance_payments
       where cash_advance_id in (select id from cash_advances where status = 'active')
       group by cash_advance_id
    ), owed as (
      select a.due_date,
             a.loan_amount - coalesce(p.principal, 0) as principal_owed,
             (a.total_repayment - a.loan_amount) + coalesce(p.charges, 0) - coalesce(p.interest, 0) as interest_owed
        from cash_advances a left join paid p on p.cash_advance_id = a.id
       where a.status = 'active'
    )
    select
      (select coalesce(sum(principal_owed), 0)::numeric(12, 2)::text from owed) as outstanding,
      (select coalesce(sum(interest_owed), 0)::numeric(12, 2)::text from owed
        where due_date >= now() and due_date < now() + interval '7 days') as due_soon,
      (select count(*)::int from owed where due_date < now()) as overdue,
      (select count(*)::int from cash_advance_payments
        where kind = 'redemption'
          and created_at >= (date_trunc('month', now() at time zone ${shop.timeZone}) at time zone ${shop.timeZone})) as redeemed
  `);
  const row = result.rows[0];
  return {
    outstandingPrincipal: row?.outstanding ?? '0.00',
    interestDueNext7Days: row?.due_soon ?? '0.00',
    overdueLoans: Number(row?.overdue ?? 0),
    loansRedeemedThisMonth: Number(row?.redeemed ?? 0),
  };
}
