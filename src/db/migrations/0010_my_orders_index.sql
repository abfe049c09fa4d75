DROP INDEX "orders_user_date_idx";--> statement-breakpoint
CREATE INDEX "orders_user_newest_idx" ON "orders" USING btree ("user_id","order_date","id","status","delivery_status_id");