-- products.category_ids / size_ids mirror product_categories / product_sizes, refreshed
-- once per statement for the products a statement touched (transition tables), so bulk
-- inserts cost one UPDATE, not one per row.
CREATE FUNCTION refresh_product_category_ids() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products p SET category_ids = coalesce((SELECT array_agg(pc.category_id ORDER BY pc.category_id)
      FROM product_categories pc WHERE pc.product_id = p.id), '{}')
  WHERE p.id IN (SELECT DISTINCT product_id FROM changed_rows);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION refresh_product_size_ids() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products p SET size_ids = coalesce((SELECT array_agg(ps.size_id ORDER BY ps.size_id)
      FROM product_sizes ps WHERE ps.product_id = p.id), '{}')
  WHERE p.id IN (SELECT DISTINCT product_id FROM changed_rows);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER category_ids_on_insert AFTER INSERT ON product_categories REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION refresh_product_category_ids();--> statement-breakpoint
CREATE TRIGGER category_ids_on_delete AFTER DELETE ON product_categories REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION refresh_product_category_ids();--> statement-breakpoint
CREATE TRIGGER category_ids_on_update_new AFTER UPDATE ON product_categories REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION refresh_product_category_ids();--> statement-breakpoint
CREATE TRIGGER category_ids_on_update_old AFTER UPDATE ON product_categories REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION refresh_product_category_ids();--> statement-breakpoint
CREATE TRIGGER size_ids_on_insert AFTER INSERT ON product_sizes REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION refresh_product_size_ids();--> statement-breakpoint
CREATE TRIGGER size_ids_on_delete AFTER DELETE ON product_sizes REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION refresh_product_size_ids();--> statement-breakpoint
CREATE TRIGGER size_ids_on_update_new AFTER UPDATE ON product_sizes REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION refresh_product_size_ids();--> statement-breakpoint
CREATE TRIGGER size_ids_on_update_old AFTER UPDATE ON product_sizes REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION refresh_product_size_ids();--> statement-breakpoint
UPDATE products p SET
  category_ids = coalesce((SELECT array_agg(pc.category_id ORDER BY pc.category_id) FROM product_categories pc WHERE pc.product_id = p.id), '{}'),
  size_ids = coalesce((SELECT array_agg(ps.size_id ORDER BY ps.size_id) FROM product_sizes ps WHERE ps.product_id = p.id), '{}');
