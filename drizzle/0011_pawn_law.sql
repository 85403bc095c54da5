DROP INDEX "cash_advances_active_group_idx";--> statement-breakpoint
DROP INDEX "cash_advances_processed_group_idx";--> statement-breakpoint
ALTER TABLE "cash_advances" ADD COLUMN "customer_date_of_birth" date;--> statement-breakpoint
ALTER TABLE "cash_advances" ADD COLUMN "customer_address" text;--> statement-breakpoint
ALTER TABLE "cash_advances" ADD COLUMN "entered_later" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "cash_advances" ADD COLUMN "notice_given_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cash_advances" ADD COLUMN "notice_asking_price" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "cash_advances" ADD COLUMN "notice_owed" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "cash_advances" ADD COLUMN "notice_posted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cash_advances" ADD COLUMN "sale_allowed_from" date;--> statement-breakpoint
ALTER TABLE "cash_advances" ADD COLUMN "listed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cash_advances" ADD COLUMN "sale_date" date;--> statement-breakpoint
ALTER TABLE "cash_advances" ADD COLUMN "sale_proceeds" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "cash_advances" ADD COLUMN "sale_expenses" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "cash_advances" ADD COLUMN "sale_owed" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "cash_advances" ADD COLUMN "sale_surplus" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "cash_advances" ADD COLUMN "sale_shortfall" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "cash_advances" ADD COLUMN "surplus_paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cash_advances" ADD COLUMN "surplus_paid_method" varchar(10);--> statement-breakpoint
ALTER TABLE "cash_advances" ADD COLUMN "surplus_paid_by" uuid;--> statement-breakpoint
ALTER TABLE "cash_advances" ADD CONSTRAINT "cash_advances_surplus_paid_by_users_id_fk" FOREIGN KEY ("surplus_paid_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cash_advances_active_group_idx" ON "cash_advances" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "cash_advances"."status" in ('pending', 'approved', 'active', 'sale_notice', 'for_sale');--> statement-breakpoint
CREATE INDEX "cash_advances_processed_group_idx" ON "cash_advances" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "cash_advances"."status" in ('processed', 'completed', 'paid', 'rejected', 'forfeited', 'sold', 'settled');