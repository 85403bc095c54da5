CREATE TABLE "checkouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" varchar(12) NOT NULL,
	"buyer_id" uuid,
	"status" varchar(20) DEFAULT 'pending' NOT NULL,
	"fulfilment" varchar(20) NOT NULL,
	"customer_name" varchar(120) NOT NULL,
	"customer_phone" varchar(32),
	"customer_email" varchar(254) NOT NULL,
	"delivery_address" text,
	"postcode" varchar(10),
	"fulfilment_date" date NOT NULL,
	"hold_until" date,
	"subtotal" numeric(10, 2) NOT NULL,
	"delivery_fee" numeric(10, 2) NOT NULL,
	"total_amount" numeric(10, 2) NOT NULL,
	"payment_method" varchar(10) DEFAULT 'card' NOT NULL,
	"payment_status" varchar(10) DEFAULT 'unpaid' NOT NULL,
	"cancel_reason" text,
	"idempotency_key_hash" varchar(64) NOT NULL,
	"guest_key_hash" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "checkouts_reference_unique" UNIQUE("reference"),
	CONSTRAINT "checkouts_idempotency_key_hash_unique" UNIQUE("idempotency_key_hash")
);
--> statement-breakpoint
CREATE TABLE "order_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"checkout_id" uuid NOT NULL,
	"provider" varchar(30) NOT NULL,
	"method" varchar(10) NOT NULL,
	"amount" numeric(10, 2) NOT NULL,
	"recorded_by" uuid,
	"idempotency_key_hash" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_payments_checkout_id_unique" UNIQUE("checkout_id")
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "checkout_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "product_title" varchar(120);--> statement-breakpoint
ALTER TABLE "checkouts" ADD CONSTRAINT "checkouts_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_payments" ADD CONSTRAINT "order_payments_checkout_id_checkouts_id_fk" FOREIGN KEY ("checkout_id") REFERENCES "public"."checkouts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_payments" ADD CONSTRAINT "order_payments_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "checkouts_status_created_at_idx" ON "checkouts" USING btree ("status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "checkouts_buyer_id_created_at_idx" ON "checkouts" USING btree ("buyer_id","created_at");--> statement-breakpoint
CREATE INDEX "checkouts_fulfilment_date_idx" ON "checkouts" USING btree ("fulfilment_date","status");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_checkout_id_checkouts_id_fk" FOREIGN KEY ("checkout_id") REFERENCES "public"."checkouts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_checkout_id_idx" ON "orders" USING btree ("checkout_id");