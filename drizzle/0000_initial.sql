CREATE TABLE "activity" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type" varchar(20) NOT NULL,
	"description" text NOT NULL,
	"customer_name" varchar(120),
	"amount" numeric(10, 2),
	"status" varchar(20),
	"actor_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cash_advances" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" varchar(64) NOT NULL,
	"customer_name" varchar(120),
	"customer_phone" varchar(32),
	"customer_email" varchar(254),
	"item_description" text NOT NULL,
	"item_category" varchar(40) NOT NULL,
	"collateral_type" varchar(20) DEFAULT 'general' NOT NULL,
	"loan_amount" numeric(10, 2) NOT NULL,
	"interest_rate" numeric(5, 2) NOT NULL,
	"total_repayment" numeric(10, 2) NOT NULL,
	"due_date" timestamp with time zone NOT NULL,
	"status" varchar(20) DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"idempotency_key" varchar(100),
	CONSTRAINT "cash_advances_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"buyer_id" uuid,
	"seller_id" uuid,
	"product_id" uuid,
	"quantity" integer DEFAULT 1 NOT NULL,
	"total_amount" numeric(10, 2) NOT NULL,
	"delivery_address" text NOT NULL,
	"status" varchar(20) DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seller_id" uuid,
	"title" varchar(120) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"category" varchar(40) NOT NULL,
	"price" numeric(10, 2) NOT NULL,
	"image_url" text,
	"thumbnail_url" text,
	"condition" varchar(20) DEFAULT 'new' NOT NULL,
	"status" varchar(20) DEFAULT 'active' NOT NULL,
	"is_available" boolean DEFAULT true NOT NULL,
	"is_admin_product" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "repairs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"customer_name" varchar(120),
	"customer_phone" varchar(32),
	"customer_email" varchar(254),
	"device_type" varchar(20) NOT NULL,
	"brand_model" varchar(120) NOT NULL,
	"problem_description" text NOT NULL,
	"preferred_date" date NOT NULL,
	"preferred_time" varchar(40) NOT NULL,
	"status" varchar(20) DEFAULT 'scheduled' NOT NULL,
	"estimated_cost" numeric(8, 2),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" varchar(64) PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"username" varchar(50) NOT NULL,
	"email" varchar(254) NOT NULL,
	"password" text NOT NULL,
	"role" varchar(20) DEFAULT 'user' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_username_unique" UNIQUE("username"),
	CONSTRAINT "users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repairs" ADD CONSTRAINT "repairs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_created_at_idx" ON "activity" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "cash_advances_user_id_created_at_idx" ON "cash_advances" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "cash_advances_status_created_at_idx" ON "cash_advances" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "cash_advances_created_at_idx" ON "cash_advances" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "orders_seller_id_created_at_idx" ON "orders" USING btree ("seller_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_buyer_id_idx" ON "orders" USING btree ("buyer_id");--> statement-breakpoint
CREATE INDEX "products_status_created_at_idx" ON "products" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "products_status_category_created_at_idx" ON "products" USING btree ("status","category","created_at");--> statement-breakpoint
CREATE INDEX "products_status_price_idx" ON "products" USING btree ("status","price");--> statement-breakpoint
CREATE INDEX "products_seller_id_idx" ON "products" USING btree ("seller_id");--> statement-breakpoint
CREATE INDEX "repairs_user_id_created_at_idx" ON "repairs" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "repairs_status_created_at_idx" ON "repairs" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "repairs_slot_idx" ON "repairs" USING btree ("preferred_date","preferred_time");--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_at_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_lower_idx" ON "users" USING btree (lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_idx" ON "users" USING btree (lower("email"));