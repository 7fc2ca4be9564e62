CREATE INDEX "products_listing_created_idx" ON "products" USING btree ("created_at","id") WHERE "products"."active";--> statement-breakpoint
CREATE INDEX "products_listing_category_created_idx" ON "products" USING btree ("category_id","created_at","id") WHERE "products"."active";--> statement-breakpoint
CREATE INDEX "products_listing_price_idx" ON "products" USING btree (coalesce("sale_price_paise", "price_paise"),"created_at","id") WHERE "products"."active";--> statement-breakpoint
CREATE INDEX "products_listing_category_price_idx" ON "products" USING btree ("category_id",coalesce("sale_price_paise", "price_paise"),"created_at","id") WHERE "products"."active";--> statement-breakpoint
CREATE INDEX "products_listing_rating_idx" ON "products" USING btree ("rating","created_at","id") WHERE "products"."active";--> statement-breakpoint
CREATE INDEX "products_listing_category_rating_idx" ON "products" USING btree ("category_id","rating","created_at","id") WHERE "products"."active";--> statement-breakpoint
-- Public reads (docs/decisions/151-public-read-cache.md): each statement that changes what the
-- catalog and content answers are read from moves a version the writing request reads before it
-- answers (dropping its own server's kept answers at once), and notifies the other servers
-- (LISTEN public_reads). Stock holds count: they change the stock shoppers can buy.
CREATE SEQUENCE public_reads_version;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public_reads_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM nextval('public_reads_version');
  PERFORM pg_notify('public_reads', '');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_public_reads AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION public_reads_changed();
--> statement-breakpoint
CREATE TRIGGER categories_public_reads AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON categories
  FOR EACH STATEMENT EXECUTE FUNCTION public_reads_changed();
--> statement-breakpoint
CREATE TRIGGER subcategories_public_reads AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON subcategories
  FOR EACH STATEMENT EXECUTE FUNCTION public_reads_changed();
--> statement-breakpoint
CREATE TRIGGER stock_reservations_public_reads AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON stock_reservations
  FOR EACH STATEMENT EXECUTE FUNCTION public_reads_changed();
--> statement-breakpoint
CREATE TRIGGER banners_public_reads AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON banners
  FOR EACH STATEMENT EXECUTE FUNCTION public_reads_changed();
--> statement-breakpoint
CREATE TRIGGER blogs_public_reads AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON blogs
  FOR EACH STATEMENT EXECUTE FUNCTION public_reads_changed();
--> statement-breakpoint
CREATE TRIGGER testimonials_public_reads AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON testimonials
  FOR EACH STATEMENT EXECUTE FUNCTION public_reads_changed();
