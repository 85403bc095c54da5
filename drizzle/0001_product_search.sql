-- Marketplace search (issue 6). Custom migration: src/server/db/schema.ts is
-- owned elsewhere, and Drizzle's schema cannot express the extension anyway.
-- `title ILIKE '%…%'` and `description ILIKE '%…%'` are answered from trigram
-- GIN indexes (pg_trgm handles LIKE and ILIKE, case-insensitively, for any
-- pattern of 3 or more characters), combined by a BitmapOr.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_title_trgm_idx" ON "products" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_description_trgm_idx" ON "products" USING gin ("description" gin_trgm_ops);--> statement-breakpoint
-- A category filtered by price (the marketplace's Low to High / High to Low)
-- reads one category's rows already in price order.
CREATE INDEX IF NOT EXISTS "products_status_category_price_idx" ON "products" USING btree ("status","category","price");
