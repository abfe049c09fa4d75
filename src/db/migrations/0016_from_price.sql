-- products.from_price: the price a buyer can actually pay, "From €…" (docs/business-rules.md
-- "Prices"): the lowest unit price of the product's orderable configurations, i.e. over each
-- size it is sold in × each fabric it is sold in × each colour of that fabric (the fabric
-- alone when it has none; no fabric when it is sold in none), priced as basePriceOf does:
-- the variation of that size, fabric and colour, else the size's own variation, else the
-- product's price. Storage is left out: its surcharges are never negative, so "Non Ottoman"
-- is always the cheapest. A product sold in no size is priced at its own price, which is
-- what its page shows. Listings sort and filter by this column (its index replaces the one
-- on price_euro). Kept in whole cents by the triggers below, once per statement for the
-- products a statement touched.
DROP INDEX "products_listed_price_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "from_price" numeric(10, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE FUNCTION product_from_price(pid integer, own numeric) RETURNS numeric LANGUAGE sql STABLE AS $$
  SELECT coalesce(min(coalesce(exact.price_euro, by_size.price_euro, own)), own)
  FROM product_sizes ps
  CROSS JOIN LATERAL (
    SELECT pf.fabric_id, fc.id AS color_id FROM product_fabrics pf
      LEFT JOIN fabric_colors fc ON fc.fabric_id = pf.fabric_id
      WHERE pf.product_id = pid
    UNION ALL
    SELECT NULL::integer, NULL::integer
      WHERE NOT EXISTS (SELECT 1 FROM product_fabrics pf WHERE pf.product_id = pid)
  ) choice
  LEFT JOIN variations exact ON exact.product_id = pid AND exact.size_id = ps.size_id
    AND exact.fabric_id IS NOT DISTINCT FROM choice.fabric_id
    AND exact.fabric_color_id IS NOT DISTINCT FROM choice.color_id
  LEFT JOIN variations by_size ON by_size.product_id = pid AND by_size.size_id = ps.size_id
    AND by_size.fabric_id IS NULL AND by_size.fabric_color_id IS NULL
  WHERE ps.product_id = pid
$$;--> statement-breakpoint
CREATE FUNCTION refresh_product_from_prices(ids integer[]) RETURNS void LANGUAGE sql AS $$
  UPDATE products p SET from_price = fresh.price
  FROM (SELECT id, product_from_price(id, price_euro) AS price FROM products
    WHERE id = ANY(ids)) fresh
  WHERE p.id = fresh.id AND p.from_price IS DISTINCT FROM fresh.price
$$;--> statement-breakpoint
-- A new product has no sizes yet (they reference it): its own price. A new own price may
-- change the figure of the sizes that have no variation.
CREATE FUNCTION set_product_from_price() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.from_price := CASE WHEN TG_OP = 'INSERT' THEN NEW.price_euro
    ELSE product_from_price(NEW.id, NEW.price_euro) END;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE FUNCTION refresh_from_prices_of_products() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_product_from_prices(ARRAY(SELECT DISTINCT product_id FROM changed_rows));
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION refresh_from_prices_of_fabrics() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_product_from_prices(ARRAY(SELECT DISTINCT pf.product_id FROM product_fabrics pf
    WHERE pf.fabric_id IN (SELECT fabric_id FROM changed_rows)));
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER from_price_on_insert BEFORE INSERT ON products FOR EACH ROW EXECUTE FUNCTION set_product_from_price();--> statement-breakpoint
CREATE TRIGGER from_price_on_price BEFORE UPDATE OF price_euro ON products FOR EACH ROW EXECUTE FUNCTION set_product_from_price();--> statement-breakpoint
CREATE TRIGGER from_price_on_insert AFTER INSERT ON product_sizes REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION refresh_from_prices_of_products();--> statement-breakpoint
CREATE TRIGGER from_price_on_delete AFTER DELETE ON product_sizes REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION refresh_from_prices_of_products();--> statement-breakpoint
CREATE TRIGGER from_price_on_update_new AFTER UPDATE ON product_sizes REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION refresh_from_prices_of_products();--> statement-breakpoint
CREATE TRIGGER from_price_on_update_old AFTER UPDATE ON product_sizes REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION refresh_from_prices_of_products();--> statement-breakpoint
CREATE TRIGGER from_price_on_insert AFTER INSERT ON product_fabrics REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION refresh_from_prices_of_products();--> statement-breakpoint
CREATE TRIGGER from_price_on_delete AFTER DELETE ON product_fabrics REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION refresh_from_prices_of_products();--> statement-breakpoint
CREATE TRIGGER from_price_on_update_new AFTER UPDATE ON product_fabrics REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION refresh_from_prices_of_products();--> statement-breakpoint
CREATE TRIGGER from_price_on_update_old AFTER UPDATE ON product_fabrics REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION refresh_from_prices_of_products();--> statement-breakpoint
CREATE TRIGGER from_price_on_insert AFTER INSERT ON variations REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION refresh_from_prices_of_products();--> statement-breakpoint
CREATE TRIGGER from_price_on_delete AFTER DELETE ON variations REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION refresh_from_prices_of_products();--> statement-breakpoint
CREATE TRIGGER from_price_on_update_new AFTER UPDATE ON variations REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION refresh_from_prices_of_products();--> statement-breakpoint
CREATE TRIGGER from_price_on_update_old AFTER UPDATE ON variations REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION refresh_from_prices_of_products();--> statement-breakpoint
CREATE TRIGGER from_price_on_insert AFTER INSERT ON fabric_colors REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION refresh_from_prices_of_fabrics();--> statement-breakpoint
CREATE TRIGGER from_price_on_delete AFTER DELETE ON fabric_colors REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION refresh_from_prices_of_fabrics();--> statement-breakpoint
CREATE TRIGGER from_price_on_update_new AFTER UPDATE ON fabric_colors REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION refresh_from_prices_of_fabrics();--> statement-breakpoint
CREATE TRIGGER from_price_on_update_old AFTER UPDATE ON fabric_colors REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION refresh_from_prices_of_fabrics();--> statement-breakpoint
UPDATE "products" SET "from_price" = product_from_price("id", "price_euro");--> statement-breakpoint
CREATE INDEX "products_listed_from_price_idx" ON "products" USING btree ("from_price","id") WHERE status <> 'archived';
