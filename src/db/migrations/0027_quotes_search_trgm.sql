CREATE INDEX "companies_registered_name_trgm_idx" ON "companies" USING gin ("registered_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "quotes_number_trgm_idx" ON "quotes" USING gin ("number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "quotes_title_trgm_idx" ON "quotes" USING gin ("title" gin_trgm_ops);