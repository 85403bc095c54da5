CREATE TABLE "request_photos" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"upload_id" varchar(32) NOT NULL,
	"cash_advance_id" uuid,
	"position" integer DEFAULT 0 NOT NULL,
	"size" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "request_photos_upload_id_unique" UNIQUE("upload_id")
);
--> statement-breakpoint
ALTER TABLE "request_photos" ADD CONSTRAINT "request_photos_cash_advance_id_cash_advances_id_fk" FOREIGN KEY ("cash_advance_id") REFERENCES "public"."cash_advances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "request_photos_cash_advance_id_idx" ON "request_photos" USING btree ("cash_advance_id","position");--> statement-breakpoint
CREATE INDEX "request_photos_unattached_created_at_idx" ON "request_photos" USING btree ("created_at") WHERE "request_photos"."cash_advance_id" is null;