ALTER TABLE "categories" ADD COLUMN "hi" jsonb;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "hi" jsonb;--> statement-breakpoint
ALTER TABLE "subcategories" ADD COLUMN "hi" jsonb;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "hi" jsonb;--> statement-breakpoint
ALTER TABLE "blogs" ADD COLUMN "hi" jsonb;--> statement-breakpoint
ALTER TABLE "testimonials" ADD COLUMN "hi" jsonb;--> statement-breakpoint
-- Search reads the Hindi texts beside the English ones (docs/decisions/314-hindi-search.md).
CREATE OR REPLACE FUNCTION search_product_title(p products) RETURNS text LANGUAGE sql STABLE AS $$ SELECT p.title || coalesce(' ' || (p.hi ->> 'title'), '') $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_product_description(p products) RETURNS text LANGUAGE sql STABLE AS $$ SELECT p.description || coalesce(' ' || (p.hi ->> 'description'), '') $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_category_name(c categories) RETURNS text LANGUAGE sql STABLE AS $$ SELECT c.name || coalesce(' ' || (c.hi ->> 'name'), '') $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_subcategory_name(s subcategories) RETURNS text LANGUAGE sql STABLE AS $$ SELECT s.name || coalesce(' ' || (s.hi ->> 'name'), '') $$;--> statement-breakpoint
SELECT search_refresh_products(ARRAY(SELECT id FROM products));--> statement-breakpoint
SELECT search_refresh_category_names(ARRAY(SELECT id FROM categories));
