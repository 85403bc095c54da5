CREATE TABLE "cash_advance_forbearance" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cash_advance_id" uuid NOT NULL,
	"kind" varchar(10) NOT NULL,
	"amount" numeric(10, 2) DEFAULT '0' NOT NULL,
	"from_date" date NOT NULL,
	"reason" text NOT NULL,
	"actor_id" uuid,
	"idempotency_key" varchar(100) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cash_advance_forbearance_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "cash_advance_sale_expenses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cash_advance_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"description" varchar(200) NOT NULL,
	"amount" numeric(10, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_care_notes" (
	"customer_id" varchar(64) PRIMARY KEY NOT NULL,
	"note" text NOT NULL,
	"set_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "cash_advances_processed_group_idx";--> statement-breakpoint
ALTER TABLE "cash_advance_payments" ADD COLUMN "receipt_substitute" varchar(30);--> statement-breakpoint
ALTER TABLE "cash_advances" ADD COLUMN "withdrawal_notice_on" date;--> statement-breakpoint
ALTER TABLE "cash_advances" ADD COLUMN "notices_by_email" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "cash_advances" ADD COLUMN "notice_email" varchar(254);--> statement-breakpoint
ALTER TABLE "cash_advances" ADD COLUMN "sale_premises" text;--> statement-breakpoint
ALTER TABLE "cash_advance_forbearance" ADD CONSTRAINT "cash_advance_forbearance_cash_advance_id_cash_advances_id_fk" FOREIGN KEY ("cash_advance_id") REFERENCES "public"."cash_advances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_advance_forbearance" ADD CONSTRAINT "cash_advance_forbearance_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_advance_sale_expenses" ADD CONSTRAINT "cash_advance_sale_expenses_cash_advance_id_cash_advances_id_fk" FOREIGN KEY ("cash_advance_id") REFERENCES "public"."cash_advances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_care_notes" ADD CONSTRAINT "customer_care_notes_set_by_users_id_fk" FOREIGN KEY ("set_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cash_advance_forbearance_advance_idx" ON "cash_advance_forbearance" USING btree ("cash_advance_id","created_at");--> statement-breakpoint
CREATE INDEX "cash_advance_sale_expenses_advance_idx" ON "cash_advance_sale_expenses" USING btree ("cash_advance_id","position");--> statement-breakpoint
CREATE INDEX "cash_advances_processed_group_idx" ON "cash_advances" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "cash_advances"."status" in ('processed', 'completed', 'paid', 'rejected', 'forfeited', 'sold', 'settled', 'withdrawn');--> statement-breakpoint
ALTER TABLE "cash_advance_forbearance" ADD CONSTRAINT "cash_advance_forbearance_kind_check"
  CHECK ("kind" IN ('waiver', 'freeze') AND ("kind" = 'freeze' OR "amount" > 0));--> statement-breakpoint
ALTER TABLE "cash_advance_payments" ADD CONSTRAINT "cash_advance_payments_receipt_substitute_check"
  CHECK ("receipt_substitute" IS NULL OR "receipt_substitute" IN ('statutory_declaration', 'signed_statement'));--> statement-breakpoint
ALTER TABLE "cash_advance_sale_expenses" ADD CONSTRAINT "cash_advance_sale_expenses_amount_check"
  CHECK ("amount" >= 0);--> statement-breakpoint
-- The costs of the sales already made, as one line each (they were kept as a total).
INSERT INTO "cash_advance_sale_expenses" ("cash_advance_id", "position", "description", "amount")
SELECT id, 1, 'Costs of sale', sale_expenses FROM cash_advances
 WHERE sale_expenses IS NOT NULL AND sale_expenses > 0;
--> statement-breakpoint
-- A waiver: the interest is earned and given up at once, so the reports show the
-- interest charged and the forbearance given (decision 039). A freeze has no amount:
-- the interest it spares is never charged, so it is never earned.
CREATE FUNCTION journal_post_forbearance(given cash_advance_forbearance) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  refs jsonb := jsonb_build_object('loan', given.cash_advance_id, 'customer',
    (SELECT user_id FROM cash_advances WHERE id = given.cash_advance_id));
BEGIN
  IF given.kind <> 'waiver' THEN
    RETURN;
  END IF;
  PERFORM journal_post('interest_waived', 'loan_waiver', given.id::text, given.actor_id, given.created_at,
    'interest_waived:' || given.id, jsonb_build_array(
      journal_line('6100', journal_pennies(given.amount), refs),
      journal_line('4000', -journal_pennies(given.amount), refs)));
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION journal_post_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  CASE TG_TABLE_NAME
    WHEN 'cash_advances' THEN PERFORM journal_post_loan(NEW);
    WHEN 'cash_advance_payments' THEN PERFORM journal_post_loan_payment(NEW);
    WHEN 'cash_advance_forbearance' THEN PERFORM journal_post_forbearance(NEW);
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
CREATE TRIGGER cash_advance_forbearance_post AFTER INSERT ON "cash_advance_forbearance"
  FOR EACH ROW EXECUTE FUNCTION journal_post_row();
