DROP INDEX "products_status_name_idx";--> statement-breakpoint
DROP INDEX "products_status_created_idx";--> statement-breakpoint
DROP INDEX "products_status_price_idx";--> statement-breakpoint
CREATE INDEX "products_listed_name_idx" ON "products" USING btree ("product_name","id") WHERE status <> 'archived';--> statement-breakpoint
CREATE INDEX "products_listed_newest_idx" ON "products" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE status <> 'archived';--> statement-breakpoint
CREATE INDEX "products_listed_price_idx" ON "products" USING btree ("price_euro","id") WHERE status <> 'archived';