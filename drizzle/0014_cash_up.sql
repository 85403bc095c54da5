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
-- A closed day cannot change (decision 026): the app's own user cannot update or delete one.
CREATE FUNCTION cash_ups_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'A closed day of the cash-up cannot change' USING ERRCODE = 'integrity_constraint_violation';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER cash_ups_closed_days_stay BEFORE UPDATE OR DELETE ON "cash_ups"
  FOR EACH ROW EXECUTE FUNCTION cash_ups_refuse_change();
