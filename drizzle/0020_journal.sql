CREATE TABLE "journal_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigserial NOT NULL,
	"business_day" date NOT NULL,
	"kind" varchar(30) NOT NULL,
	"record_type" varchar(30) NOT NULL,
	"record_id" varchar(64) NOT NULL,
	"actor_id" uuid,
	"occurred_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"idempotency_key" varchar(200) NOT NULL,
	CONSTRAINT "journal_entries_seq_unique" UNIQUE("seq"),
	CONSTRAINT "journal_entries_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "journal_lines" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"entry_id" uuid NOT NULL,
	"account_code" varchar(10) NOT NULL,
	"amount" bigint NOT NULL,
	"business_day" date NOT NULL,
	"kind" varchar(30) NOT NULL,
	"cash_advance_id" uuid,
	"checkout_id" uuid,
	"repair_id" uuid,
	"customer_id" varchar(64)
);
--> statement-breakpoint
CREATE TABLE "ledger_accounts" (
	"code" varchar(10) PRIMARY KEY NOT NULL,
	"name" varchar(80) NOT NULL,
	"type" varchar(10) NOT NULL,
	"method" varchar(20),
	CONSTRAINT "ledger_accounts_method_unique" UNIQUE("method")
);
--> statement-breakpoint
CREATE TABLE "repair_refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"repair_id" uuid NOT NULL,
	"amount" numeric(10, 2) NOT NULL,
	"method" varchar(20) NOT NULL,
	"reason" text NOT NULL,
	"idempotency_key" varchar(100) NOT NULL,
	"recorded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "repair_refunds_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
ALTER TABLE "cash_advances" ADD COLUMN "sale_method" varchar(10);--> statement-breakpoint
ALTER TABLE "journal_lines" ADD CONSTRAINT "journal_lines_entry_id_journal_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_lines" ADD CONSTRAINT "journal_lines_account_code_ledger_accounts_code_fk" FOREIGN KEY ("account_code") REFERENCES "public"."ledger_accounts"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repair_refunds" ADD CONSTRAINT "repair_refunds_repair_id_repairs_id_fk" FOREIGN KEY ("repair_id") REFERENCES "public"."repairs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repair_refunds" ADD CONSTRAINT "repair_refunds_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "journal_entries_business_day_idx" ON "journal_entries" USING btree ("business_day","seq");--> statement-breakpoint
CREATE INDEX "journal_entries_record_idx" ON "journal_entries" USING btree ("record_type","record_id");--> statement-breakpoint
CREATE INDEX "journal_entries_kind_idx" ON "journal_entries" USING btree ("kind","business_day");--> statement-breakpoint
CREATE INDEX "journal_lines_entry_idx" ON "journal_lines" USING btree ("entry_id");--> statement-breakpoint
-- Reports read an account's lines over a range of days from this index alone.
CREATE INDEX "journal_lines_account_day_idx" ON "journal_lines" USING btree ("account_code","business_day")
  INCLUDE ("amount", "kind", "cash_advance_id", "checkout_id");--> statement-breakpoint
CREATE INDEX "journal_lines_loan_idx" ON "journal_lines" USING btree ("cash_advance_id") WHERE "journal_lines"."cash_advance_id" is not null;--> statement-breakpoint
CREATE INDEX "journal_lines_checkout_idx" ON "journal_lines" USING btree ("checkout_id") WHERE "journal_lines"."checkout_id" is not null;--> statement-breakpoint
CREATE INDEX "journal_lines_repair_idx" ON "journal_lines" USING btree ("repair_id") WHERE "journal_lines"."repair_id" is not null;--> statement-breakpoint
CREATE INDEX "repair_refunds_repair_idx" ON "repair_refunds" USING btree ("repair_id","created_at");--> statement-breakpoint
-- The chart of accounts (decision 037). `method` ties a payment method to the account
-- holding its money; nothing else in the app names that pairing.
INSERT INTO "ledger_accounts" ("code", "name", "type", "method") VALUES
  ('1000', 'Cash drawer', 'asset', 'cash'),
  ('1010', 'Card terminal clearing', 'asset', 'card'),
  ('1020', 'Card clearing (Stripe)', 'asset', 'card_online'),
  ('1200', 'Bank', 'asset', 'bank'),
  ('1100', 'Loans receivable', 'asset', NULL),
  ('1300', 'Stock: forfeited pledges at cost', 'asset', NULL),
  ('2100', 'Surplus owed to customers', 'liability', NULL),
  ('3000', 'Opening balances', 'equity', NULL),
  ('4000', 'Interest income', 'income', NULL),
  ('4100', 'Repair income', 'income', NULL),
  ('4200', 'Sales income', 'income', NULL),
  ('4300', 'Delivery income', 'income', NULL),
  ('4900', 'Refunds given', 'income', NULL),
  ('6000', 'Cash over and short', 'expense', NULL),
  ('6100', 'Interest waived', 'expense', NULL),
  ('6200', 'Amounts written off', 'expense', NULL);
--> statement-breakpoint
-- The books are append-only: a correction is a new entry.
CREATE FUNCTION journal_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'The journal cannot be changed: post a correcting entry instead'
    USING ERRCODE = 'integrity_constraint_violation';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER journal_entries_stay BEFORE UPDATE OR DELETE ON "journal_entries"
  FOR EACH ROW EXECUTE FUNCTION journal_refuse_change();
--> statement-breakpoint
CREATE TRIGGER journal_entries_no_truncate BEFORE TRUNCATE ON "journal_entries"
  FOR EACH STATEMENT EXECUTE FUNCTION journal_refuse_change();
--> statement-breakpoint
CREATE TRIGGER journal_lines_stay BEFORE UPDATE OR DELETE ON "journal_lines"
  FOR EACH ROW EXECUTE FUNCTION journal_refuse_change();
--> statement-breakpoint
CREATE TRIGGER journal_lines_no_truncate BEFORE TRUNCATE ON "journal_lines"
  FOR EACH STATEMENT EXECUTE FUNCTION journal_refuse_change();
--> statement-breakpoint
-- Checked at commit, when every line of the entry is written: the lines sum to zero and
-- there are at least two of them.
CREATE FUNCTION journal_check_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_entry uuid;
  v_total numeric;
  v_lines integer;
BEGIN
  -- A record's fields are resolved when read, so each table's key is read in its own branch.
  IF TG_TABLE_NAME = 'journal_lines' THEN
    v_entry := NEW.entry_id;
  ELSE
    v_entry := NEW.id;
  END IF;
  SELECT coalesce(sum(l.amount), 0), count(*) INTO v_total, v_lines
    FROM journal_lines l WHERE l.entry_id = v_entry;
  IF v_total <> 0 OR v_lines < 2 THEN
    RAISE EXCEPTION 'Journal entry % does not balance: % lines summing to % pennies', v_entry, v_lines, v_total
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER journal_lines_balance AFTER INSERT ON "journal_lines"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION journal_check_balanced();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER journal_entries_have_lines AFTER INSERT ON "journal_entries"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION journal_check_balanced();
--> statement-breakpoint
-- The lock between a day's close and the money written meanwhile: every posting holds it
-- shared until its transaction ends, a close holds it alone. A close therefore waits for
-- the postings in flight, and a posting that waited for a close finds the day closed.
CREATE FUNCTION journal_close_lock() RETURNS void LANGUAGE sql AS $$
  SELECT pg_advisory_xact_lock(hashtext('journal business day'))
$$;
--> statement-breakpoint
-- The London day an entry belongs to: the day of the money's own instant, or the first
-- day after it not yet closed. Replaying history (the backfill below) keeps the old rule
-- of the cash-up's windows instead: a day's money is what came before its close.
CREATE FUNCTION journal_business_day(occurred timestamptz) RETURNS date LANGUAGE plpgsql AS $$
DECLARE
  v_day date := (occurred AT TIME ZONE 'Europe/London')::date;
BEGIN
  IF current_setting('journal.backfill', true) = 'on' THEN
    WHILE EXISTS (SELECT 1 FROM cash_ups c WHERE c.day = v_day AND c.closed_at <= occurred) LOOP
      v_day := v_day + 1;
    END LOOP;
    RETURN v_day;
  END IF;
  PERFORM pg_advisory_xact_lock_shared(hashtext('journal business day'));
  WHILE EXISTS (SELECT 1 FROM cash_ups c WHERE c.day = v_day) LOOP
    v_day := v_day + 1;
  END LOOP;
  RETURN v_day;
END;
$$;
--> statement-breakpoint
-- The one way an entry is written. `lines` is a JSON array of
-- { account, amount (pennies, debit +), loan, checkout, repair, customer }; lines of 0 are
-- left out, and an event with no money posts nothing. A repeated key posts nothing.
CREATE FUNCTION journal_post(
  p_kind text, p_record_type text, p_record_id text, p_actor uuid, p_occurred timestamptz,
  p_key text, p_lines jsonb, p_day date DEFAULT NULL
) RETURNS uuid LANGUAGE plpgsql AS $$
DECLARE
  v_entry uuid;
  v_day date;
BEGIN
  IF NOT EXISTS (SELECT 1 FROM jsonb_array_elements(p_lines) l WHERE (l->>'amount')::bigint <> 0)
     OR EXISTS (SELECT 1 FROM journal_entries e WHERE e.idempotency_key = p_key) THEN
    RETURN NULL;
  END IF;
  INSERT INTO journal_entries (business_day, kind, record_type, record_id, actor_id, occurred_at, idempotency_key)
  VALUES (coalesce(p_day, journal_business_day(p_occurred)), p_kind, p_record_type, p_record_id, p_actor,
          p_occurred, p_key)
  ON CONFLICT (idempotency_key) DO NOTHING
  RETURNING id, business_day INTO v_entry, v_day;
  IF v_entry IS NULL THEN
    RETURN NULL;
  END IF;
  INSERT INTO journal_lines (entry_id, account_code, amount, business_day, kind, cash_advance_id, checkout_id,
                             repair_id, customer_id)
  SELECT v_entry, l->>'account', (l->>'amount')::bigint, v_day, p_kind, (l->>'loan')::uuid, (l->>'checkout')::uuid,
         (l->>'repair')::uuid, l->>'customer'
    FROM jsonb_array_elements(p_lines) l
   WHERE (l->>'amount')::bigint <> 0;
  RETURN v_entry;
END;
$$;
--> statement-breakpoint
-- The account holding a payment method's money; an unknown method fails the write.
CREATE FUNCTION journal_money_account(method text) RETURNS varchar LANGUAGE plpgsql STABLE AS $$
DECLARE
  v_code varchar;
BEGIN
  SELECT a.code INTO v_code FROM ledger_accounts a WHERE a.method = journal_money_account.method;
  IF v_code IS NULL THEN
    RAISE EXCEPTION 'No account holds money paid by "%"', journal_money_account.method
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN v_code;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION journal_pennies(amount numeric) RETURNS bigint LANGUAGE sql IMMUTABLE AS $$
  SELECT (coalesce(amount, 0) * 100)::bigint
$$;
--> statement-breakpoint
CREATE FUNCTION journal_line(account text, amount bigint, refs jsonb) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT jsonb_build_object('account', account, 'amount', amount) || refs
$$;
--> statement-breakpoint
-- What a loan's principal still stands at: lent less the principal its payments repaid.
CREATE FUNCTION journal_loan_principal(loan cash_advances) RETURNS bigint LANGUAGE sql STABLE AS $$
  SELECT journal_pennies(loan.loan_amount)
       - coalesce((SELECT sum(journal_pennies(p.principal_part)) FROM cash_advance_payments p
                    WHERE p.cash_advance_id = loan.id), 0)
$$;
--> statement-breakpoint
-- A loan's events: lent, forfeited into stock, sold (s.121 statement), surplus paid. Each is
-- posted once, whenever the row first shows it (the key makes a repeat nothing).
CREATE FUNCTION journal_post_loan(loan cash_advances) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  refs jsonb := jsonb_build_object('loan', loan.id, 'customer', loan.user_id);
  lent bigint := journal_pennies(loan.loan_amount);
  principal bigint;
  interest bigint;
  proceeds bigint;
  expenses bigint;
  surplus bigint;
  shortfall bigint;
BEGIN
  IF loan.activated_at IS NULL THEN
    RETURN;
  END IF;
  -- Lent from the drawer; an agreement made on paper before the app was paid out then.
  PERFORM journal_post('loan_advanced', 'loan', loan.id::text, loan.activated_by, loan.activated_at,
    'loan_advanced:' || loan.id, jsonb_build_array(
      journal_line('1100', lent, refs),
      journal_line(CASE WHEN loan.entered_later THEN '3000' ELSE '1000' END, -lent, refs)));
  IF loan.status = 'forfeited' THEN
    principal := journal_loan_principal(loan);
    PERFORM journal_post('loan_forfeited', 'loan', loan.id::text, NULL, coalesce(loan.closed_at, now()),
      'loan_forfeited:' || loan.id, jsonb_build_array(
        journal_line('1300', principal, refs),
        journal_line('1100', -principal, refs)));
  END IF;
  IF loan.sale_proceeds IS NOT NULL THEN
    principal := journal_loan_principal(loan);
    interest := greatest(journal_pennies(loan.sale_owed) - principal, 0);
    proceeds := journal_pennies(loan.sale_proceeds);
    expenses := journal_pennies(loan.sale_expenses);
    surplus := journal_pennies(loan.sale_surplus);
    -- Lent without recourse: what the sale did not cover is written off.
    shortfall := principal + interest + expenses + surplus - proceeds;
    PERFORM journal_post('loan_sold', 'loan', loan.id::text, NULL, coalesce(loan.closed_at, now()),
      'loan_sold:' || loan.id, jsonb_build_array(
        -- A marketplace sale's money came in with its order, as sales income.
        journal_line(CASE WHEN loan.sale_method = 'order' THEN '4200'
                          ELSE journal_money_account(coalesce(loan.sale_method, 'cash')) END, proceeds, refs),
        journal_line('6200', greatest(shortfall, 0), refs),
        journal_line('1100', -principal, refs),
        journal_line('4000', -interest - least(shortfall, 0), refs),
        journal_line('4200', -expenses, refs),
        journal_line('2100', -surplus, refs)));
  END IF;
  IF loan.surplus_paid_at IS NOT NULL THEN
    surplus := journal_pennies(loan.sale_surplus);
    PERFORM journal_post('surplus_paid', 'loan', loan.id::text, loan.surplus_paid_by, loan.surplus_paid_at,
      'surplus_paid:' || loan.id, jsonb_build_array(
        journal_line('2100', surplus, refs),
        journal_line(journal_money_account(loan.surplus_paid_method), -surplus, refs)));
  END IF;
END;
$$;
--> statement-breakpoint
-- A loan payment: the money in, split into the principal it repaid and the interest.
CREATE FUNCTION journal_post_loan_payment(payment cash_advance_payments) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  refs jsonb := jsonb_build_object('loan', payment.cash_advance_id, 'customer',
    (SELECT user_id FROM cash_advances WHERE id = payment.cash_advance_id));
BEGIN
  PERFORM journal_post('loan_payment', 'loan_payment', payment.id::text, payment.taken_by, payment.created_at,
    'loan_payment:' || payment.id, jsonb_build_array(
      journal_line(journal_money_account(payment.method), journal_pennies(payment.amount), refs),
      journal_line('1100', -journal_pennies(payment.principal_part), refs),
      journal_line('4000', -journal_pennies(payment.interest_part), refs)));
END;
$$;
--> statement-breakpoint
-- An order's payment: its delivery fee is delivery income, the rest sales.
CREATE FUNCTION journal_post_order_payment(payment order_payments) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  checkout checkouts;
  amount bigint := journal_pennies(payment.amount);
  delivery bigint;
  refs jsonb;
BEGIN
  SELECT * INTO checkout FROM checkouts WHERE id = payment.checkout_id;
  refs := jsonb_build_object('checkout', payment.checkout_id, 'customer', checkout.buyer_id);
  delivery := least(journal_pennies(checkout.delivery_fee), amount);
  PERFORM journal_post('order_payment', 'order_payment', payment.id::text, payment.recorded_by, payment.created_at,
    'order_payment:' || payment.id, jsonb_build_array(
      journal_line(journal_money_account(payment.method), amount, refs),
      journal_line('4300', -delivery, refs),
      journal_line('4200', delivery - amount, refs)));
END;
$$;
--> statement-breakpoint
CREATE FUNCTION journal_post_order_refund(refund order_refunds) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  refs jsonb := jsonb_build_object('checkout', refund.checkout_id, 'customer',
    (SELECT buyer_id FROM checkouts WHERE id = refund.checkout_id));
BEGIN
  PERFORM journal_post('order_refund', 'order_refund', refund.id::text, refund.recorded_by, refund.created_at,
    'order_refund:' || refund.id, jsonb_build_array(
      journal_line('4900', journal_pennies(refund.amount), refs),
      journal_line(journal_money_account(refund.method), -journal_pennies(refund.amount), refs)));
END;
$$;
--> statement-breakpoint
-- A repair's payment; an uncollected device's sale proceeds set against its bill (method
-- `sale`) move sales income to repair income, no money changing hands.
CREATE FUNCTION journal_post_repair_payment(payment repair_payments) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  refs jsonb := jsonb_build_object('repair', payment.repair_id, 'customer',
    (SELECT user_id FROM repairs WHERE id = payment.repair_id));
BEGIN
  PERFORM journal_post('repair_payment', 'repair_payment', payment.id::text, payment.taken_by, payment.created_at,
    'repair_payment:' || payment.id, jsonb_build_array(
      journal_line(CASE WHEN payment.method = 'sale' THEN '4200' ELSE journal_money_account(payment.method) END,
        journal_pennies(payment.amount), refs),
      journal_line('4100', -journal_pennies(payment.amount), refs)));
END;
$$;
--> statement-breakpoint
CREATE FUNCTION journal_post_repair_refund(refund repair_refunds) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  refs jsonb := jsonb_build_object('repair', refund.repair_id, 'customer',
    (SELECT user_id FROM repairs WHERE id = refund.repair_id));
BEGIN
  PERFORM journal_post('repair_refund', 'repair_refund', refund.id::text, refund.recorded_by, refund.created_at,
    'repair_refund:' || refund.id, jsonb_build_array(
      journal_line('4900', journal_pennies(refund.amount), refs),
      journal_line(journal_money_account(refund.method), -journal_pennies(refund.amount), refs)));
END;
$$;
--> statement-breakpoint
-- A closed day's count against the drawer: over or short, on the day it closes.
CREATE FUNCTION journal_post_cash_up(closed cash_ups) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  difference bigint := journal_pennies(closed.difference);
BEGIN
  PERFORM journal_post('cash_up_difference', 'cash_up', closed.day::text, closed.closed_by, closed.closed_at,
    'cash_up_difference:' || closed.day, jsonb_build_array(
      journal_line('1000', difference, '{}'::jsonb),
      journal_line('6000', -difference, '{}'::jsonb)), closed.day);
END;
$$;
--> statement-breakpoint
-- Each money row posts its entry in the transaction that writes it.
CREATE FUNCTION journal_post_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  CASE TG_TABLE_NAME
    WHEN 'cash_advances' THEN PERFORM journal_post_loan(NEW);
    WHEN 'cash_advance_payments' THEN PERFORM journal_post_loan_payment(NEW);
    WHEN 'order_payments' THEN PERFORM journal_post_order_payment(NEW);
    WHEN 'order_refunds' THEN PERFORM journal_post_order_refund(NEW);
    WHEN 'repair_payments' THEN PERFORM journal_post_repair_payment(NEW);
    WHEN 'repair_refunds' THEN PERFORM journal_post_repair_refund(NEW);
    WHEN 'cash_ups' THEN PERFORM journal_post_cash_up(NEW);
  END CASE;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER cash_advances_post AFTER INSERT ON "cash_advances"
  FOR EACH ROW WHEN (NEW.activated_at IS NOT NULL) EXECUTE FUNCTION journal_post_row();
--> statement-breakpoint
CREATE TRIGGER cash_advances_post_changes AFTER UPDATE ON "cash_advances"
  FOR EACH ROW WHEN (NEW.activated_at IS NOT NULL AND (
    OLD.activated_at IS DISTINCT FROM NEW.activated_at OR OLD.status IS DISTINCT FROM NEW.status
    OR OLD.sale_proceeds IS DISTINCT FROM NEW.sale_proceeds
    OR OLD.surplus_paid_at IS DISTINCT FROM NEW.surplus_paid_at))
  EXECUTE FUNCTION journal_post_row();
--> statement-breakpoint
CREATE TRIGGER cash_advance_payments_post AFTER INSERT ON "cash_advance_payments"
  FOR EACH ROW EXECUTE FUNCTION journal_post_row();
--> statement-breakpoint
CREATE TRIGGER order_payments_post AFTER INSERT ON "order_payments"
  FOR EACH ROW EXECUTE FUNCTION journal_post_row();
--> statement-breakpoint
CREATE TRIGGER order_refunds_post AFTER INSERT ON "order_refunds"
  FOR EACH ROW EXECUTE FUNCTION journal_post_row();
--> statement-breakpoint
CREATE TRIGGER repair_payments_post AFTER INSERT ON "repair_payments"
  FOR EACH ROW EXECUTE FUNCTION journal_post_row();
--> statement-breakpoint
CREATE TRIGGER repair_refunds_post AFTER INSERT ON "repair_refunds"
  FOR EACH ROW EXECUTE FUNCTION journal_post_row();
--> statement-breakpoint
CREATE TRIGGER cash_ups_post AFTER INSERT ON "cash_ups"
  FOR EACH ROW EXECUTE FUNCTION journal_post_row();
--> statement-breakpoint
-- Every record written before the journal, posted as it would have been, in the order the
-- money moved; the days keep the cash-up's windows.
DO $$
DECLARE
  m record;
BEGIN
  PERFORM set_config('journal.backfill', 'on', true);
  UPDATE cash_advances c SET sale_method = CASE
      WHEN EXISTS (SELECT 1 FROM products p JOIN orders o ON o.product_id = p.id
                    WHERE p.cash_advance_id = c.id AND o.status IN ('delivered', 'collected'))
      THEN 'order' ELSE 'cash' END
   WHERE sale_proceeds IS NOT NULL;
  FOR m IN
    SELECT 'loan' AS kind, id::text AS id, activated_at AS at FROM cash_advances WHERE activated_at IS NOT NULL
    UNION ALL SELECT 'loan_payment', id::text, created_at FROM cash_advance_payments
    UNION ALL SELECT 'order_payment', id::text, created_at FROM order_payments
    UNION ALL SELECT 'order_refund', id::text, created_at FROM order_refunds
    UNION ALL SELECT 'stranded_refund', id::text, created_at FROM online_refunds
    UNION ALL SELECT 'repair_payment', id::text, created_at FROM repair_payments
    UNION ALL SELECT 'cash_up', day::text, closed_at FROM cash_ups
    ORDER BY 3
  LOOP
    CASE m.kind
      WHEN 'loan' THEN PERFORM journal_post_loan(c) FROM cash_advances c WHERE c.id = m.id::uuid;
      WHEN 'loan_payment' THEN PERFORM journal_post_loan_payment(p) FROM cash_advance_payments p WHERE p.id = m.id::uuid;
      WHEN 'order_payment' THEN PERFORM journal_post_order_payment(p) FROM order_payments p WHERE p.id = m.id::uuid;
      WHEN 'order_refund' THEN PERFORM journal_post_order_refund(r) FROM order_refunds r WHERE r.id = m.id::uuid;
      WHEN 'repair_payment' THEN PERFORM journal_post_repair_payment(p) FROM repair_payments p WHERE p.id = m.id::uuid;
      WHEN 'cash_up' THEN PERFORM journal_post_cash_up(u) FROM cash_ups u WHERE u.day = m.id::date;
      WHEN 'stranded_refund' THEN
        -- A card refund of an order that was paid and then not cancelled: the order's refund.
        PERFORM journal_post('order_refund', 'online_refund', r.id::text, r.created_by, r.created_at,
            'order_refund:' || r.id, jsonb_build_array(
              journal_line('4900', journal_pennies(r.amount), jsonb_build_object('checkout', p.checkout_id)),
              journal_line('1020', -journal_pennies(r.amount), jsonb_build_object('checkout', p.checkout_id))))
          FROM online_refunds r
          JOIN online_payments p ON p.id = r.online_payment_id
          JOIN order_payments op ON op.checkout_id = p.checkout_id
           AND op.idempotency_key_hash = encode(sha256(convert_to('stripe:' || p.session_id, 'UTF8')), 'hex')
         WHERE r.id = m.id::uuid
           AND NOT EXISTS (SELECT 1 FROM order_refunds o WHERE o.checkout_id = p.checkout_id);
    END CASE;
  END LOOP;
  PERFORM set_config('journal.backfill', 'off', true);
END;
$$;
