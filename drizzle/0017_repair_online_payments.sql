ALTER TABLE "repair_payments" ALTER COLUMN "method" SET DATA TYPE varchar(20);--> statement-breakpoint
ALTER TABLE "online_payments" ADD COLUMN "repair_id" uuid;--> statement-breakpoint
ALTER TABLE "online_payments" ADD CONSTRAINT "online_payments_repair_id_repairs_id_fk" FOREIGN KEY ("repair_id") REFERENCES "public"."repairs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "online_payments_repair_idx" ON "online_payments" USING btree ("repair_id");