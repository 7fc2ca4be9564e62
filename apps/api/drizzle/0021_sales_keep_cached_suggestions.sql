-- A sale keeps the API servers' cached suggestions (docs/decisions/101-uncached-suggest.md,
-- addendum "Sales keep cached suggestions"). Every placed order and every cancellation moves a
-- product's stock, and the statement trigger of 0007 told every server to drop all its cached
-- suggestions each time. A suggestion shows a product's title, picture and price and orders by
-- whether it is in stock, not by how many: an update now tells the servers only when it changed
-- anything but the stock count and the update time, or when it took the last unit or brought
-- one back. pg_notify sends one notice per transaction however many rows notify.
DROP TRIGGER products_search_notify ON products;
--> statement-breakpoint
CREATE TRIGGER products_search_notify AFTER INSERT OR DELETE OR TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION search_catalog_changed();
--> statement-breakpoint
CREATE TRIGGER products_search_notify_update AFTER UPDATE ON products
  FOR EACH ROW
  WHEN ((OLD.stock > 0) IS DISTINCT FROM (NEW.stock > 0)
    OR (to_jsonb(OLD) - 'stock' - 'updated_at') IS DISTINCT FROM (to_jsonb(NEW) - 'stock' - 'updated_at'))
  EXECUTE FUNCTION search_catalog_changed();
