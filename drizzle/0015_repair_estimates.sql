CREATE TABLE "repair_estimate_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"repair_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"kind" varchar(10) NOT NULL,
	"description" varchar(200) NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price" numeric(10, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "repair_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"repair_id" uuid NOT NULL,
	"amount" numeric(10, 2) NOT NULL,
	"method" varchar(10) NOT NULL,
	"idempotency_key" varchar(100) NOT NULL,
	"taken_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "repair_payments_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
ALTER TABLE "repairs" ADD COLUMN "estimate_state" varchar(10);--> statement-breakpoint
ALTER TABLE "repairs" ADD COLUMN "estimate_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "repairs" ADD COLUMN "estimate_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "repairs" ADD COLUMN "estimate_decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "repairs" ADD COLUMN "estimate_channel" varchar(10);--> statement-breakpoint
ALTER TABLE "repairs" ADD COLUMN "estimate_decided_by" varchar(200);--> statement-breakpoint
ALTER TABLE "repairs" ADD COLUMN "diagnostic_fee" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "repairs" ADD COLUMN "ready_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "repairs" ADD COLUMN "collected_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "repairs" ADD COLUMN "warranty_claim_of" uuid;--> statement-breakpoint
ALTER TABLE "repairs" ADD COLUMN "warranty_decision" varchar(10);--> statement-breakpoint
ALTER TABLE "repairs" ADD COLUMN "warranty_reason" text;--> statement-breakpoint
ALTER TABLE "repairs" ADD COLUMN "uncollected_notice_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "repairs" ADD COLUMN "uncollected_sale_after" date;--> statement-breakpoint
ALTER TABLE "repairs" ADD COLUMN "product_id" uuid;--> statement-breakpoint
ALTER TABLE "repairs" ADD COLUMN "sale_proceeds" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "repairs" ADD COLUMN "sale_costs" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "repairs" ADD COLUMN "sale_due_to_customer" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "repair_estimate_lines" ADD CONSTRAINT "repair_estimate_lines_repair_id_repairs_id_fk" FOREIGN KEY ("repair_id") REFERENCES "public"."repairs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repair_payments" ADD CONSTRAINT "repair_payments_repair_id_repairs_id_fk" FOREIGN KEY ("repair_id") REFERENCES "public"."repairs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repair_payments" ADD CONSTRAINT "repair_payments_taken_by_users_id_fk" FOREIGN KEY ("taken_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "repair_estimate_lines_position_idx" ON "repair_estimate_lines" USING btree ("repair_id","position");--> statement-breakpoint
CREATE INDEX "repair_payments_repair_idx" ON "repair_payments" USING btree ("repair_id","created_at");--> statement-breakpoint
ALTER TABLE "repairs" ADD CONSTRAINT "repairs_warranty_claim_of_repairs_id_fk" FOREIGN KEY ("warranty_claim_of") REFERENCES "public"."repairs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repairs" ADD CONSTRAINT "repairs_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "repairs_ready_uncollected_idx" ON "repairs" USING btree ("status","ready_at");--> statement-breakpoint
CREATE INDEX "repairs_warranty_claim_of_idx" ON "repairs" USING btree ("warranty_claim_of");--> statement-breakpoint
-- Repairs already ready or collected: their dates from the recorded statuses, so reminders and warranties have a start.
UPDATE "repairs" SET "ready_at" = (SELECT max("created_at") FROM "repair_status_changes" c WHERE c."repair_id" = "repairs"."id" AND c."status" = 'ready') WHERE "status" IN ('ready', 'collected');--> statement-breakpoint
UPDATE "repairs" SET "collected_at" = (SELECT max("created_at") FROM "repair_status_changes" c WHERE c."repair_id" = "repairs"."id" AND c."status" = 'collected') WHERE "status" = 'collected';
