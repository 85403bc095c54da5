DROP INDEX "cash_advance_payments_advance_idx";--> statement-breakpoint
ALTER TABLE "cash_advance_payments" ADD COLUMN "seq" bigserial NOT NULL;--> statement-breakpoint
-- Rows written before: numbered in the order they were listed until now (created_at, id).
UPDATE "cash_advance_payments" AS "p" SET "seq" = "o"."n" FROM (SELECT "id", row_number() OVER (ORDER BY "created_at", "id") AS "n" FROM "cash_advance_payments") AS "o" WHERE "p"."id" = "o"."id";--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('cash_advance_payments', 'seq'), coalesce((SELECT max("seq") FROM "cash_advance_payments"), 0) + 1, false);--> statement-breakpoint
CREATE INDEX "cash_advance_payments_advance_idx" ON "cash_advance_payments" USING btree ("cash_advance_id","seq");
