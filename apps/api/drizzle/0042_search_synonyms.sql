CREATE TABLE "search_synonyms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"term" text NOT NULL,
	"alternatives" text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_synonyms_term_unique" UNIQUE("term")
);
--> statement-breakpoint
-- Hindi and Hinglish search (docs/decisions/314-hindi-search.md). Devanagari is folded before
-- documents are built and words are compared, as queries are (query-terms.ts,
-- `foldDevanagari`): nukta letters as their plain letters and the nukta dropped, long vowel
-- signs and vowels as the short ones, chandrabindu as anusvara, ZWNJ and ZWJ dropped; so
-- "कुलर" meets "कूलर" (raw trigram similarity 0.25, under the correction threshold).
CREATE OR REPLACE FUNCTION search_fold(t text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT translate(t,
    U&'\0958\0959\095A\095B\095C\095D\095E\095F\0929\0931\0934\0940\0942\0908\090A\0944\0960\0901\093C\200C\200D',
    U&'\0915\0916\0917\091C\0921\0922\092B\092F\0928\0930\0933\093F\0941\0907\0909\0943\090B\0902')
$$;
--> statement-breakpoint
-- Units as one token, as 0005 wrote them, and their Hindi names (folded: "लीटर" is "लिटर").
CREATE OR REPLACE FUNCTION search_units(t text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(
    regexp_replace(regexp_replace(regexp_replace(lower(t),
    '(\d)\s*-?\s*(l|ltrs?|litres?|liters?)\M', '\1l', 'g'),
    '(\d)\s*-?\s*(mm|millimetres?|millimeters?)\M', '\1mm', 'g'),
    '(\d)\s*-?\s*(w|watts?)\M', '\1w', 'g'),
    '(\d)\s*-?\s*(inch(es)?\M|"|''''|”)', '\1inch', 'g'),
    '(\d)\s*-?\s*(cm|centimetres?|centimeters?)\M', '\1cm', 'g'),
    '(\d)\s*-?\s*(ft|feet|foot)\M', '\1ft', 'g'),
    '(\d)\s*-?\s*rpm\M', '\1rpm', 'g'),
    '(\d)\s*-?\s*लिटर', '\1l', 'g'),
    '(\d)\s*-?\s*वाट', '\1w', 'g'),
    '(\d)\s*-?\s*इंच', '\1inch', 'g')
$$;
--> statement-breakpoint
-- The texts search reads of a product, a category and a subcategory: the one place another
-- language's fields join the documents, the typeahead names and the correction words
-- (docs/decisions/314-hindi-search.md, "Hindi fields").
CREATE OR REPLACE FUNCTION search_product_title(p products) RETURNS text LANGUAGE sql STABLE AS $$ SELECT p.title $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_product_description(p products) RETURNS text LANGUAGE sql STABLE AS $$ SELECT p.description $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_category_name(c categories) RETURNS text LANGUAGE sql STABLE AS $$ SELECT c.name $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_subcategory_name(s subcategories) RETURNS text LANGUAGE sql STABLE AS $$ SELECT s.name $$;
--> statement-breakpoint
-- As 0007, from those texts, folded; the correction words as written (lower-case), Devanagari
-- letters and marks kept whole, compared folded (the trigram index below).
CREATE OR REPLACE FUNCTION search_refresh_products(ids uuid[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO product_search (product_id, document, title)
  SELECT p.id,
    setweight(to_tsvector('english', search_units(search_fold(search_product_title(p)))), 'A') ||
    setweight(to_tsvector('english', search_units(search_fold(search_category_name(c) || ' ' || search_subcategory_name(s)))), 'B') ||
    setweight(to_tsvector('english', search_units(search_fold(search_product_description(p)))), 'C'),
    to_tsvector('english', search_units(search_fold(search_product_title(p))))
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
  regexp_split_to_table(lower(search_product_title(p) || ' ' || search_category_name(c) || ' ' || search_subcategory_name(s)
    || ' ' || search_product_description(p)), '[^[:alpha:]\u0900-\u0963\u0971-\u097f\u200c\u200d]+') AS w
  WHERE p.id = ANY (ids) AND length(search_fold(w)) >= 3
  ON CONFLICT (word) DO NOTHING;
$$;
--> statement-breakpoint
-- As 0020, from those texts, folded.
CREATE OR REPLACE FUNCTION search_refresh_category_names(ids uuid[]) RETURNS void LANGUAGE sql AS $$
  SELECT pg_advisory_xact_lock(hashtextextended('search_category_names:' || id::text, 0))
  FROM unnest(ids) AS id ORDER BY id;
  INSERT INTO search_category_names (category_id, names)
  SELECT c.id, to_tsvector('english', search_units(search_fold(search_category_name(c))) || ' ' || coalesce(
    (SELECT string_agg(search_units(search_fold(search_subcategory_name(s))), ' ') FROM subcategories s WHERE s.category_id = c.id), ''))
  FROM categories c
  WHERE c.id = ANY (ids)
  ON CONFLICT (category_id) DO UPDATE SET names = excluded.names;
$$;
--> statement-breakpoint
-- The search triggers fire when the texts search reads change, whichever columns those are
-- read from: another language's fields join the functions above and nothing else.
DROP TRIGGER products_search_update ON products;
--> statement-breakpoint
CREATE TRIGGER products_search_update AFTER UPDATE ON products
  FOR EACH ROW WHEN (search_product_title(OLD) IS DISTINCT FROM search_product_title(NEW)
    OR search_product_description(OLD) IS DISTINCT FROM search_product_description(NEW)
    OR OLD.category_id IS DISTINCT FROM NEW.category_id OR OLD.subcategory_id IS DISTINCT FROM NEW.subcategory_id)
  EXECUTE FUNCTION search_product_changed();
--> statement-breakpoint
DROP TRIGGER categories_search_rename ON categories;
--> statement-breakpoint
CREATE TRIGGER categories_search_rename AFTER UPDATE ON categories
  FOR EACH ROW WHEN (search_category_name(OLD) IS DISTINCT FROM search_category_name(NEW))
  EXECUTE FUNCTION search_category_renamed();
--> statement-breakpoint
DROP TRIGGER subcategories_search_rename ON subcategories;
--> statement-breakpoint
CREATE TRIGGER subcategories_search_rename AFTER UPDATE ON subcategories
  FOR EACH ROW WHEN (search_subcategory_name(OLD) IS DISTINCT FROM search_subcategory_name(NEW))
  EXECUTE FUNCTION search_category_renamed();
--> statement-breakpoint
DROP TRIGGER categories_search_names ON categories;
--> statement-breakpoint
CREATE TRIGGER categories_search_names AFTER INSERT ON categories
  FOR EACH ROW EXECUTE FUNCTION search_category_named();
--> statement-breakpoint
CREATE TRIGGER categories_search_names_update AFTER UPDATE ON categories
  FOR EACH ROW WHEN (search_category_name(OLD) IS DISTINCT FROM search_category_name(NEW))
  EXECUTE FUNCTION search_category_named();
--> statement-breakpoint
DROP TRIGGER subcategories_search_names ON subcategories;
--> statement-breakpoint
CREATE TRIGGER subcategories_search_names AFTER INSERT OR DELETE ON subcategories
  FOR EACH ROW EXECUTE FUNCTION search_subcategory_named();
--> statement-breakpoint
CREATE TRIGGER subcategories_search_names_update AFTER UPDATE ON subcategories
  FOR EACH ROW WHEN (search_subcategory_name(OLD) IS DISTINCT FROM search_subcategory_name(NEW)
    OR OLD.category_id IS DISTINCT FROM NEW.category_id)
  EXECUTE FUNCTION search_subcategory_named();
--> statement-breakpoint
SELECT search_refresh_products(ARRAY(SELECT id FROM products));
--> statement-breakpoint
SELECT search_refresh_category_names(ARRAY(SELECT id FROM categories));
--> statement-breakpoint
-- Correction compares folded words: its trigram index is on the folded word.
DROP INDEX search_words_word_trgm_idx;
--> statement-breakpoint
CREATE INDEX search_words_folded_trgm_idx ON search_words USING gin (search_fold(word) gin_trgm_ops) WITH (fastupdate = off);
--> statement-breakpoint
-- A synonym changed: the API servers drop their synonyms and cached suggestions, as for the catalog.
CREATE TRIGGER search_synonyms_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON search_synonyms
  FOR EACH STATEMENT EXECUTE FUNCTION search_catalog_changed();
--> statement-breakpoint
-- ADR 100's synonyms, and Hindi and Hinglish names for every category of the catalog and the
-- words of its titles; staff edit them in the console (Search tab).
INSERT INTO search_synonyms (term, alternatives) VALUES
  ('mixie', '{mixer}'), ('mixi', '{mixer}'), ('mixy', '{mixer}'), ('mixee', '{mixer}'), ('mixers', '{mixer}'),
  ('tv', '{tv,tvs,television}'), ('tvs', '{tv,tvs,television}'), ('telly', '{tv,tvs,television}'),
  ('television', '{tv,tvs,television}'), ('televisions', '{tv,tvs,television}'),
  ('aircooler', '{cooler}'), ('aircoolers', '{cooler}'), ('kooler', '{cooler}'), ('coolar', '{cooler}'),
  ('pankha', '{fan}'), ('sealing', '{ceiling}'), ('celling', '{ceiling}'),
  ('bldc', '{bldc,brushless}'), ('brushless', '{bldc,brushless}'), ('uhd', '{4k}'), ('color', '{colour}'),
  ('kular', '{cooler}'), ('pankhe', '{fan}'), ('pankhaa', '{fan}'), ('chhat', '{ceiling}'),
  ('deewar', '{wall}'), ('diwar', '{wall}'), ('stand', '{pedestal}'), ('mixcy', '{mixer}'),
  ('tivi', '{tv,tvs,television}'), ('istri', '{iron}'), ('istree', '{iron}'), ('geezer', '{geyser}'),
  ('कूलर', '{cooler}'), ('एयर', '{air}'), ('एयर कूलर', '{cooler}'), ('डेज़र्ट', '{desert}'),
  ('टावर', '{tower}'), ('पर्सनल', '{personal}'), ('टैंक', '{tank}'), ('रिमोट', '{remote}'),
  ('इन्वर्टर', '{inverter}'),
  ('पंखा', '{fan}'), ('पंखे', '{fan}'), ('फैन', '{fan}'), ('सीलिंग', '{ceiling}'), ('छत', '{ceiling}'),
  ('टेबल', '{table}'), ('मेज़', '{table}'), ('पेडस्टल', '{pedestal}'), ('स्टैंड', '{pedestal}'),
  ('दीवार', '{wall}'), ('वॉल', '{wall}'), ('बीएलडीसी', '{bldc,brushless}'),
  ('मिक्सी', '{mixer}'), ('मिक्सर', '{mixer}'), ('ग्राइंडर', '{grinder}'),
  ('मिक्सर ग्राइंडर', '{"mixer grinder"}'), ('जूसर', '{juicer}'), ('जार', '{jar}'),
  ('टीवी', '{tv,tvs,television}'), ('टी वी', '{tv,tvs,television}'), ('टेलीविज़न', '{tv,tvs,television}'),
  ('एलईडी', '{led}'), ('एल ई डी', '{led}'), ('स्मार्ट', '{smart}'), ('क्यूएलईडी', '{qled}'),
  ('प्रेस', '{iron}'), ('इस्त्री', '{iron}'), ('गीज़र', '{geyser}');
