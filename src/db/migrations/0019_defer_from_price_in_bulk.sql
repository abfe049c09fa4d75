-- A bulk load (the seed of 100,000 products) inserts the sizes, fabrics and variations of
-- every product in chunks: with the statement triggers of 0016_from_price each chunk
-- recomputed the "From" price of every product it touched, several times per product, and
-- the load took more than ten minutes. A transaction that sets shop.defer_from_price to
-- 'on' (set_config(..., true): that transaction only) holds these triggers back and calls
-- refresh_product_from_prices itself once at the end (src/db/seed/seed-catalogue.ts).
CREATE OR REPLACE FUNCTION refresh_from_prices_of_products() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('shop.defer_from_price', true) = 'on' THEN RETURN NULL; END IF;
  PERFORM refresh_product_from_prices(ARRAY(SELECT DISTINCT product_id FROM changed_rows));
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION refresh_from_prices_of_fabrics() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('shop.defer_from_price', true) = 'on' THEN RETURN NULL; END IF;
  PERFORM refresh_product_from_prices(ARRAY(SELECT DISTINCT pf.product_id FROM product_fabrics pf
    WHERE pf.fabric_id IN (SELECT fabric_id FROM changed_rows)));
  RETURN NULL;
END;
$$;
