-- Search speed (docs/decisions/100-search.md, "Speed"): each product's title words as a
-- tsvector of their own, with a GIN index, so typeahead finds its candidates among titles
-- (a few words each) rather than in the whole weighted document; and a GiST trigram index on
-- the lowered title, whose nearest-neighbour scan gives typeahead's fuzzy candidates.
ALTER TABLE product_search ADD COLUMN title tsvector;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_refresh_products(ids uuid[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO product_search (product_id, document, title)
  SELECT p.id,
    setweight(to_tsvector('english', search_units(p.title)), 'A') ||
    setweight(to_tsvector('english', search_units(c.name || ' ' || s.name)), 'B') ||
    setweight(to_tsvector('english', search_units(p.description)), 'C'),
    to_tsvector('english', search_units(p.title))
  FROM products p
  JOIN categories c ON c.id = p.category_id
  JOIN subcategories s ON s.id = p.subcategory_id
  WHERE p.id = ANY (ids)
  ON CONFLICT (product_id) DO UPDATE SET document = excluded.document, title = excluded.title;
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
UPDATE product_search ps SET title = to_tsvector('english', search_units(p.title)) FROM products p WHERE p.id = ps.product_id;
--> statement-breakpoint
ALTER TABLE product_search ALTER COLUMN title SET NOT NULL;
--> statement-breakpoint
CREATE INDEX product_search_title_idx ON product_search USING gin (title);
--> statement-breakpoint
CREATE INDEX products_title_trgm_gist_idx ON products USING gist (lower(title) gist_trgm_ops);
--> statement-breakpoint
-- Every change to the catalog (stock included: it orders suggestions) tells the API servers,
-- which drop their cached suggestions (LISTEN search_catalog). One notice per statement.
CREATE OR REPLACE FUNCTION search_catalog_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('search_catalog', '');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_search_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION search_catalog_changed();
--> statement-breakpoint
CREATE TRIGGER categories_search_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON categories
  FOR EACH STATEMENT EXECUTE FUNCTION search_catalog_changed();
--> statement-breakpoint
CREATE TRIGGER subcategories_search_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON subcategories
  FOR EACH STATEMENT EXECUTE FUNCTION search_catalog_changed();
