-- The console's queue of every quote, newest activity first (docs/performance.md "Quotes queue").
CREATE INDEX "quotes_updated_idx" ON "quotes" USING btree ("updated_at","id");