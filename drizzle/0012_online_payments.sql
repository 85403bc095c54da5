CREATE TABLE "online_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider" varchar(20) DEFAULT 'stripe' NOT NULL,
	"session_id" varchar(255) NOT NULL,
	"payment_url" text NOT NULL,
	"payment_intent_id" varchar(255),
	"purpose" varchar(10) NOT NULL,
	"checkout_id" uuid,
	"cash_advance_id" uuid,
	"loan_payment_kind" varchar(20),
	"amount" numeric(10, 2) NOT NULL,
	"status" varchar(10) DEFAULT 'open' NOT NULL,
	"refunded_amount" numeric(10, 2) DEFAULT '0' NOT NULL,
	"attention" text,
	"user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "online_payments_session_id_unique" UNIQUE("session_id")
);
--> statement-breakpoint
CREATE TABLE "online_refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"online_payment_id" uuid NOT NULL,
	"provider_refund_id" varchar(255) NOT NULL,
	"amount" numeric(10, 2) NOT NULL,
	"reason" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "online_refunds_provider_refund_id_unique" UNIQUE("provider_refund_id")
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" varchar(255) PRIMARY KEY NOT NULL,
	"type" varchar(100) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cash_advance_payments" ALTER COLUMN "method" SET DATA TYPE varchar(20);--> statement-breakpoint
ALTER TABLE "order_payments" ALTER COLUMN "method" SET DATA TYPE varchar(20);--> statement-breakpoint
ALTER TABLE "order_refunds" ALTER COLUMN "method" SET DATA TYPE varchar(20);--> statement-breakpoint
ALTER TABLE "online_payments" ADD CONSTRAINT "online_payments_checkout_id_checkouts_id_fk" FOREIGN KEY ("checkout_id") REFERENCES "public"."checkouts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_payments" ADD CONSTRAINT "online_payments_cash_advance_id_cash_advances_id_fk" FOREIGN KEY ("cash_advance_id") REFERENCES "public"."cash_advances"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_payments" ADD CONSTRAINT "online_payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_refunds" ADD CONSTRAINT "online_refunds_online_payment_id_online_payments_id_fk" FOREIGN KEY ("online_payment_id") REFERENCES "public"."online_payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_refunds" ADD CONSTRAINT "online_refunds_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "online_payments_created_at_idx" ON "online_payments" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "online_payments_checkout_idx" ON "online_payments" USING btree ("checkout_id");--> statement-breakpoint
CREATE INDEX "online_payments_loan_idx" ON "online_payments" USING btree ("cash_advance_id");--> statement-breakpoint
CREATE INDEX "online_refunds_payment_idx" ON "online_refunds" USING btree ("online_payment_id");