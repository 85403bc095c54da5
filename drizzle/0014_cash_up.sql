CREATE TABLE "cash_ups" (
	"day" date PRIMARY KEY NOT NULL,
	"opening_float" numeric(12, 2) NOT NULL,
	"expected_cash" numeric(12, 2) NOT NULL,
	"counted" numeric(12, 2) NOT NULL,
	"difference" numeric(12, 2) NOT NULL,
	"counts" jsonb,
	"note" text,
	"by_method" jsonb NOT NULL,
	"lines" jsonb NOT NULL,
	"window_from" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone NOT NULL,
	"closed_by" uuid,
	"closed_by_name" varchar(64)
);
--> statement-breakpoint
CREATE INDEX "cash_advance_payments_created_at_idx" ON "cash_advance_payments" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "cash_advances_activated_at_idx" ON "cash_advances" USING btree ("activated_at");--> statement-breakpoint
CREATE INDEX "cash_advances_start_date_idx" ON "cash_advances" USING btree ("start_date") WHERE "cash_advances"."activated_at" is not null;--> statement-breakpoint
CREATE INDEX "cash_advances_forfeited_at_idx" ON "cash_advances" USING btree ("closed_at") WHERE "cash_advances"."status" = 'forfeited';--> statement-breakpoint
CREATE INDEX "cash_advances_sale_date_idx" ON "cash_advances" USING btree ("sale_date") WHERE "cash_advances"."sale_date" is not null;--> statement-breakpoint
CREATE INDEX "cash_advances_surplus_paid_at_idx" ON "cash_advances" USING btree ("surplus_paid_at") WHERE "cash_advances"."surplus_paid_at" is not null;
--> statement-breakpoint
-- A closed day cannot change (decision 026): the app's own user cannot update or delete one.
CREATE FUNCTION cash_ups_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'A closed day of the cash-up cannot change' USING ERRCODE = 'integrity_constraint_violation';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER cash_ups_closed_days_stay BEFORE UPDATE OR DELETE ON "cash_ups"
  FOR EACH ROW EXECUTE FUNCTION cash_ups_refuse_change();
