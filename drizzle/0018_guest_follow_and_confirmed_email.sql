ALTER TABLE "cash_advances" ADD COLUMN "follow_code" varchar(32);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "confirmed_email" varchar(254);--> statement-breakpoint
ALTER TABLE "cash_advances" ADD CONSTRAINT "cash_advances_follow_code_unique" UNIQUE("follow_code");--> statement-breakpoint
-- An address confirmed before this column existed is the account's confirmed address.
UPDATE "users" SET "confirmed_email" = "email" WHERE "email_confirmed_at" IS NOT NULL;
