CREATE TABLE "spent_tokens" (
	"id" varchar(64) PRIMARY KEY NOT NULL,
	"purpose" varchar(30) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stored_objects" (
	"key" varchar(512) PRIMARY KEY NOT NULL,
	"data" "bytea" NOT NULL,
	"size" integer NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "spent_tokens_expires_at_idx" ON "spent_tokens" USING btree ("expires_at");