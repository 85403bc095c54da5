/**
 * Every movement of money the shop records, as one SQL row source
 * (moved_at, source, method, amount signed: + in, − out), between two instants.
 * The reconciliation sums it by day (money taken less money given back); the
 * cash-up (decision 026) adds what was paid out: cash lent on loans agreed and
 * surpluses paid to customers. One query for both, so the two screens cannot
 * disagree about a payment.
 */
import { sql, type SQL } from 'drizzle-orm';

export type MovementOptions = {
  /** Add the money paid out of the drawer (loans lent, surpluses): the cash-up's view. */
  payouts: boolean;
};

/** A `select moved_at, source, method, amount` over [start, end). */
export function moneyMovements(start: Date, end: Date, { payouts }: MovementOptions): SQL {
  const taken = sql`
      select created_at as moved_at, 'loan_payments' as source, method, amount
        from cash_advance_payments where created_at >= ${start} and created_at < ${end}
      union all
      select created_at, 'order_payments', method, amount
        from order_payments where created_at >= ${start} and created_at < ${end}
      union all
      select created_at, 'order_refunds', method, -amount
        from order_refunds where created_at >= ${start} and created_at < ${end}
      union all
      -- Repair bills paid at the desk or online (issue 30); a device's sale proceeds set
      -- against its bill (s.12(5)) are no money taken at the counter.
      select created_at, 'repair_payments', method, amount
        from repair_payments
       where created_at >= ${start} and created_at < ${end} and method <> 'sale'
      union all
      -- A refund given back to the card with no order refund on the books: staff cancelled a
      -- card-paid order that moved on meanwhile (recordStrandedRefund), so the payment the
      -- order recorded from this very session is taken back here. An excess the webhook gave
      -- back (a loan's or a repair's overpayment, an order cancelled before its payment
      -- landed) was never recorded as taken, so subtracting it would count it twice.
      select r.created_at, 'online_refunds', 'card_online', -r.amount
        from online_refunds r
        join online_payments p on p.id = r.online_payment_id
        join order_payments op on op.checkout_id = p.checkout_id
         and op.idempotency_key_hash = encode(sha256(convert_to('stripe:' || p.session_id, 'UTF8')), 'hex')
       where r.created_at >= ${start} and r.created_at < ${end}
         and not exists (select 1 from order_refunds o where o.checkout_id = p.checkout_id)`;
  if (!payouts) return taken;
  return sql`${taken}
      union all
      -- A loan agreed in the shop is paid out in cash when it is activated; one made on
      -- paper before and entered later was paid out on its own day, not from today's drawer.
      select activated_at, 'loans_lent', 'cash', -loan_amount
        from cash_advances
       where activated_at >= ${start} and activated_at < ${end} and not entered_later
      union all
      select surplus_paid_at, 'surplus_paid', surplus_paid_method, -sale_surplus
        from cash_advances
       where surplus_paid_at >= ${start} and surplus_paid_at < ${end}`;
}
