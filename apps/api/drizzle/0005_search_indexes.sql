-- Search (docs/decisions/100-search.md): trigram matching, each product's weighted document,
-- the catalog's word list for spelling corrections, and the triggers that keep both current.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
-- Writes a number and its unit as one token, as the search service does with queries:
-- "40 L", "40 litres" -> "40l"; "1200 mm" -> "1200mm"; "43 inch", 43" -> "43inch"; "750 W" -> "750w".
CREATE OR REPLACE FUNCTION search_units(t text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(lower(t),
    '(\d)\s*-?\s*(l|ltrs?|litres?|liters?)\M', '\1l', 'g'),
    '(\d)\s*-?\s*(mm|millimetres?|millimeters?)\M', '\1mm', 'g'),
    '(\d)\s*-?\s*(w|watts?)\M', '\1w', 'g'),
    '(\d)\s*-?\s*(inch(es)?\M|"|''''|”)', '\1inch', 'g'),
    '(\d)\s*-?\s*(cm|centimetres?|centimeters?)\M', '\1cm', 'g'),
    '(\d)\s*-?\s*(ft|feet|foot)\M', '\1ft', 'g'),
    '(\d)\s*-?\s*rpm\M', '\1rpm', 'g')
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_refresh_products(ids uuid[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO product_search (product_id, document)
  SELECT p.id,
    setweight(to_tsvector('english', search_units(p.title)), 'A') ||
    setweight(to_tsvector('english', search_units(c.name || ' ' || s.name)), 'B') ||
    setweight(to_tsvector('english', search_units(p.description)), 'C')
  FROM products p
  JOIN categories c ON c.id = p.category_id
  JOIN subcategories s ON s.id = p.subcategory_id
  WHERE p.id = ANY (ids)
  ON CONFLICT (product_id) DO UPDATE SET document = excluded.document;
  INSERT INTO search_words (word)
  SELECT DISTINCT w
  FROM products p
  JOIN categories c ON c.id = p.category_id
  JOIN subcategories s ON s.id = p.subcategory_id,
  regexp_split_to_table(lower(p.title || ' ' || c.name || ' ' || s.name || ' ' || p.description), '[^[:alpha:]]+') AS w
  WHERE p.id = ANY (ids) AND length(w) >= 3
  ON CONFLICT (word) DO NOTHING;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_products_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_refresh_products(ARRAY(SELECT id FROM inserted));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_product_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_refresh_products(ARRAY[NEW.id]);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_category_renamed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_refresh_products(ARRAY(SELECT id FROM products WHERE category_id = NEW.id OR subcategory_id = NEW.id));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_search_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION search_products_inserted();
--> statement-breakpoint
CREATE TRIGGER products_search_update AFTER UPDATE OF title, description, category_id, subcategory_id ON products
  FOR EACH ROW WHEN (OLD.title IS DISTINCT FROM NEW.title OR OLD.description IS DISTINCT FROM NEW.description
    OR OLD.category_id IS DISTINCT FROM NEW.category_id OR OLD.subcategory_id IS DISTINCT FROM NEW.subcategory_id)
  EXECUTE FUNCTION search_product_changed();
--> statement-breakpoint
CREATE TRIGGER categories_search_rename AFTER UPDATE OF name ON categories
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION search_category_renamed();
--> statement-breakpoint
CREATE TRIGGER subcategories_search_rename AFTER UPDATE OF name ON subcategories
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION search_category_renamed();
--> statement-breakpoint
SELECT search_refresh_products(ARRAY(SELECT id FROM products));
--> statement-breakpoint
CREATE INDEX product_search_document_idx ON product_search USING gin (document);
--> statement-breakpoint
CREATE INDEX search_words_word_trgm_idx ON search_words USING gin (word gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX products_title_trgm_idx ON products USING gin (lower(title) gin_trgm_ops);
