-- The company view of My Orders (docs/performance.md "The company view of My Orders"): its site filter and its
-- search read these instead of every order of the company.
CREATE INDEX "orders_company_site_newest_idx" ON "orders" USING btree ("company_id","site_id","order_date","id","status","delivery_status_id");--> statement-breakpoint
CREATE INDEX "orders_company_tracking_prefix_idx" ON "orders" USING btree ("company_id",upper("tracking_id") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "orders_company_reference_prefix_idx" ON "orders" USING btree ("company_id",lower("reference_number") text_pattern_ops);
