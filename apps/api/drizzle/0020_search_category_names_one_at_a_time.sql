-- A category's typeahead names are worked out by one writer at a time
-- (docs/decisions/101-uncached-suggest.md). Two transactions adding a subcategory to one
-- category each read the subcategories as they were when their statement began, and the
-- later one's upsert, once the earlier committed, wrote names without the earlier's
-- subcategory. Each refresh now first takes a lock per category, held to its transaction's
-- end, and reads the names afresh once it has it: a VOLATILE SQL function's every statement
-- takes a new snapshot.
CREATE OR REPLACE FUNCTION search_refresh_category_names(ids uuid[]) RETURNS void LANGUAGE sql AS $$
  SELECT pg_advisory_xact_lock(hashtextextended('search_category_names:' || id::text, 0))
  FROM unnest(ids) AS id ORDER BY id;
  INSERT INTO search_category_names (category_id, names)
  SELECT c.id, to_tsvector('english', search_units(c.name) || ' ' || coalesce(
    (SELECT string_agg(search_units(s.name), ' ') FROM subcategories s WHERE s.category_id = c.id), ''))
  FROM categories c
  WHERE c.id = ANY (ids)
  ON CONFLICT (category_id) DO UPDATE SET names = excluded.names;
$$;
