CREATE TABLE "cash_advance_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cash_advance_id" uuid NOT NULL,
	"kind" varchar(20) NOT NULL,
	"amount" numeric(10, 2) NOT NULL,
	"interest_part" numeric(10, 2) NOT NULL,
	"principal_part" numeric(10, 2) NOT NULL,
	"charge_added" numeric(10, 2) DEFAULT '0' NOT NULL,
	"method" varchar(10) NOT NULL,
	"note" text,
	"taken_by" uuid,
	"idempotency_key" varchar(100) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cash_advance_payments_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "pledged_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cash_advance_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"description" text NOT NULL,
	"category" varchar(40) NOT NULL,
	"serial_number" varchar(100),
	"storage_location" varchar(100),
	"status" varchar(20) DEFAULT 'held' NOT NULL,
	"product_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "cash_advances_active_group_idx";--> statement-breakpoint
DROP INDEX "cash_advances_processed_group_idx";--> statement-breakpoint
ALTER TABLE "cash_advances" ADD COLUMN "agreement_number" serial NOT NULL;--> statement-breakpoint
ALTER TABLE "cash_advances" ADD COLUMN "requested_amount" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "cash_advances" ADD COLUMN "offer_amount" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "cash_advances" ADD COLUMN "offer_note" text;--> statement-breakpoint
ALTER TABLE "cash_advances" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "cash_advances" ADD COLUMN "start_date" date;--> statement-breakpoint
ALTER TABLE "cash_advances" ADD COLUMN "id_checked" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "cash_advances" ADD COLUMN "activated_by" uuid;--> statement-breakpoint
ALTER TABLE "cash_advances" ADD COLUMN "approved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cash_advances" ADD COLUMN "activated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cash_advances" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "cash_advance_id" uuid;--> statement-breakpoint
ALTER TABLE "cash_advance_payments" ADD CONSTRAINT "cash_advance_payments_cash_advance_id_cash_advances_id_fk" FOREIGN KEY ("cash_advance_id") REFERENCES "public"."cash_advances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_advance_payments" ADD CONSTRAINT "cash_advance_payments_taken_by_users_id_fk" FOREIGN KEY ("taken_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pledged_items" ADD CONSTRAINT "pledged_items_cash_advance_id_cash_advances_id_fk" FOREIGN KEY ("cash_advance_id") REFERENCES "public"."cash_advances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pledged_items" ADD CONSTRAINT "pledged_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cash_advance_payments_advance_idx" ON "cash_advance_payments" USING btree ("cash_advance_id","created_at");--> statement-breakpoint
CREATE INDEX "cash_advance_payments_kind_created_at_idx" ON "cash_advance_payments" USING btree ("kind","created_at");--> statement-breakpoint
CREATE INDEX "pledged_items_advance_idx" ON "pledged_items" USING btree ("cash_advance_id","position");--> statement-breakpoint
ALTER TABLE "cash_advances" ADD CONSTRAINT "cash_advances_activated_by_users_id_fk" FOREIGN KEY ("activated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_cash_advance_id_cash_advances_id_fk" FOREIGN KEY ("cash_advance_id") REFERENCES "public"."cash_advances"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cash_advances_active_due_idx" ON "cash_advances" USING btree ("due_date") WHERE "cash_advances"."status" = 'active';--> statement-breakpoint
CREATE INDEX "cash_advances_active_group_idx" ON "cash_advances" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "cash_advances"."status" in ('pending', 'approved', 'active');--> statement-breakpoint
CREATE INDEX "cash_advances_processed_group_idx" ON "cash_advances" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "cash_advances"."status" in ('processed', 'completed', 'paid', 'rejected', 'forfeited');--> statement-breakpoint
ALTER TABLE "cash_advances" ADD CONSTRAINT "cash_advances_agreement_number_unique" UNIQUE("agreement_number");--> statement-breakpoint
-- Added by hand (docs/decisions/009-pawn-book.md): loans already active before the
-- pawn book get the agreement start their due date implies (28 days before it),
-- so their balance can be worked out like any other loan's.
UPDATE "cash_advances" SET "start_date" = (("due_date" at time zone 'Europe/London') - interval '28 days')::date WHERE "status" = 'active' AND "start_date" IS NULL;
