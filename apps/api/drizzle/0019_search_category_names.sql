CREATE TABLE "search_category_names" (
	"category_id" uuid PRIMARY KEY NOT NULL,
	"names" "tsvector" NOT NULL
);
--> statement-breakpoint
ALTER TABLE "search_category_names" ADD CONSTRAINT "search_category_names_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Typeahead names the categories a query's words are in (docs/decisions/101-uncached-suggest.md):
-- each category's name and its subcategories' names, worked out here once instead of by
-- search_units and to_tsvector on every name for every query. Each name goes through
-- search_units alone, so a number at the end of one cannot join a unit at the start of the next.
CREATE OR REPLACE FUNCTION search_refresh_category_names(ids uuid[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO search_category_names (category_id, names)
  SELECT c.id, to_tsvector('english', search_units(c.name) || ' ' || coalesce(
    (SELECT string_agg(search_units(s.name), ' ') FROM subcategories s WHERE s.category_id = c.id), ''))
  FROM categories c
  WHERE c.id = ANY (ids)
  ON CONFLICT (category_id) DO UPDATE SET names = excluded.names;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_category_named() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_refresh_category_names(ARRAY[NEW.id]);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_subcategory_named() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM search_refresh_category_names(ARRAY[OLD.category_id]);
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM search_refresh_category_names(ARRAY[OLD.category_id, NEW.category_id]);
  ELSE
    PERFORM search_refresh_category_names(ARRAY[NEW.category_id]);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER categories_search_names AFTER INSERT OR UPDATE OF name ON categories
  FOR EACH ROW EXECUTE FUNCTION search_category_named();
--> statement-breakpoint
CREATE TRIGGER subcategories_search_names AFTER INSERT OR DELETE OR UPDATE OF name, category_id ON subcategories
  FOR EACH ROW EXECUTE FUNCTION search_subcategory_named();
--> statement-breakpoint
SELECT search_refresh_category_names(ARRAY(SELECT id FROM categories));
