-- Search that finds what buyers type (docs/business-rules.md "Search"): a product's words
-- come from its name and SKU (weight A), its categories, sizes and fabrics (B) and its
-- description (C), without their accents; search_words lists every word of the catalogue
-- so that a mistyped word can be matched to the nearest real one (trigrams).
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
-- unaccent() is STABLE (it reads its dictionary by name); an index expression needs an
-- IMMUTABLE function, so the dictionary is named here once and for all.
CREATE FUNCTION shop_unaccent(text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $$
  SELECT public.unaccent('public.unaccent'::regdictionary, $1)
$$;--> statement-breakpoint
CREATE FUNCTION product_search_document(product_id integer, name text, sku text, description text, category_ids integer[], size_ids integer[]) RETURNS tsvector LANGUAGE sql STABLE AS $$
  SELECT setweight(to_tsvector('simple', shop_unaccent(name || ' ' || sku)), 'A')
    || setweight(to_tsvector('simple', shop_unaccent(concat_ws(' ',
         (SELECT string_agg(c.category_name, ' ') FROM categories c WHERE c.id = ANY(category_ids)),
         (SELECT string_agg(s.size, ' ') FROM sizes s WHERE s.id = ANY(size_ids)),
         (SELECT string_agg(f.fabric_name, ' ') FROM product_fabrics pf JOIN fabrics f ON f.id = pf.fabric_id
           WHERE pf.product_id = product_search_document.product_id)))), 'B')
    || setweight(to_tsvector('simple', shop_unaccent(regexp_replace(description, '<[^>]*>', ' ', 'g'))), 'C')
$$;--> statement-breakpoint
DROP INDEX "products_search_vector_idx";--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "search_vector" DROP EXPRESSION;--> statement-breakpoint
-- A product's own words, whenever they (or its category and size lists, which 0004 keeps)
-- change.
CREATE FUNCTION products_search_vector() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_vector := product_search_document(NEW.id, NEW.product_name, NEW.sku, NEW.description, NEW.category_ids, NEW.size_ids);
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER products_search_vector_on_insert BEFORE INSERT ON products FOR EACH ROW EXECUTE FUNCTION products_search_vector();--> statement-breakpoint
CREATE TRIGGER products_search_vector_on_update BEFORE UPDATE OF product_name, sku, description, category_ids, size_ids ON products FOR EACH ROW EXECUTE FUNCTION products_search_vector();--> statement-breakpoint
-- Fabric links change: once per statement for the products it touched.
CREATE FUNCTION refresh_product_search_vector() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products p SET search_vector = product_search_document(p.id, p.product_name, p.sku, p.description, p.category_ids, p.size_ids)
  WHERE p.id IN (SELECT DISTINCT product_id FROM changed_rows);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER search_vector_on_fabric_insert AFTER INSERT ON product_fabrics REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION refresh_product_search_vector();--> statement-breakpoint
CREATE TRIGGER search_vector_on_fabric_delete AFTER DELETE ON product_fabrics REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION refresh_product_search_vector();--> statement-breakpoint
CREATE TRIGGER search_vector_on_fabric_update_new AFTER UPDATE ON product_fabrics REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION refresh_product_search_vector();--> statement-breakpoint
CREATE TRIGGER search_vector_on_fabric_update_old AFTER UPDATE ON product_fabrics REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION refresh_product_search_vector();--> statement-breakpoint
-- A category, size or fabric renamed: the words of the products that have it.
CREATE FUNCTION refresh_search_vector_on_rename() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products p SET search_vector = product_search_document(p.id, p.product_name, p.sku, p.description, p.category_ids, p.size_ids)
  WHERE CASE TG_TABLE_NAME
    WHEN 'categories' THEN NEW.id = ANY(p.category_ids)
    WHEN 'sizes' THEN NEW.id = ANY(p.size_ids)
    ELSE p.id IN (SELECT pf.product_id FROM product_fabrics pf WHERE pf.fabric_id = NEW.id)
  END;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER search_vector_on_category_rename AFTER UPDATE OF category_name ON categories FOR EACH ROW WHEN (OLD.category_name IS DISTINCT FROM NEW.category_name) EXECUTE FUNCTION refresh_search_vector_on_rename();--> statement-breakpoint
CREATE TRIGGER search_vector_on_size_rename AFTER UPDATE OF size ON sizes FOR EACH ROW WHEN (OLD.size IS DISTINCT FROM NEW.size) EXECUTE FUNCTION refresh_search_vector_on_rename();--> statement-breakpoint
CREATE TRIGGER search_vector_on_fabric_rename AFTER UPDATE OF fabric_name ON fabrics FOR EACH ROW WHEN (OLD.fabric_name IS DISTINCT FROM NEW.fabric_name) EXECUTE FUNCTION refresh_search_vector_on_rename();--> statement-breakpoint
-- The catalogue's words (letters only, four or more), for typo correction. A word stays
-- when its last product goes: it then leads to no product, which costs nothing.
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE FUNCTION add_search_words_of_new_products() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word)
  SELECT DISTINCT w FROM new_rows r, unnest(tsvector_to_array(r.search_vector)) w
  WHERE w ~ '^[[:alpha:]]{4,}$'
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- Only rows whose words changed: a stock update at checkout adds nothing.
CREATE FUNCTION add_search_words_of_changed_products() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word)
  SELECT DISTINCT w FROM new_rows r JOIN old_rows o ON o.id = r.id, unnest(tsvector_to_array(r.search_vector)) w
  WHERE r.search_vector IS DISTINCT FROM o.search_vector AND w ~ '^[[:alpha:]]{4,}$'
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER search_words_on_insert AFTER INSERT ON products REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION add_search_words_of_new_products();--> statement-breakpoint
CREATE TRIGGER search_words_on_update AFTER UPDATE ON products REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION add_search_words_of_changed_products();--> statement-breakpoint
UPDATE products p SET search_vector = product_search_document(p.id, p.product_name, p.sku, p.description, p.category_ids, p.size_ids);--> statement-breakpoint
CREATE INDEX "products_search_vector_idx" ON "products" USING gin ("search_vector");
