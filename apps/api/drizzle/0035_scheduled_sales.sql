CREATE TABLE "sales" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"percent_off" integer,
	"sale_price_paise" integer,
	"product_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"category_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sales_window_order" CHECK ("sales"."starts_at" < "sales"."ends_at"),
	CONSTRAINT "sales_one_discount" CHECK (("sales"."percent_off" IS NULL) <> ("sales"."sale_price_paise" IS NULL) AND ("sales"."percent_off" IS NULL OR "sales"."percent_off" BETWEEN 1 AND 90) AND ("sales"."sale_price_paise" IS NULL OR "sales"."sale_price_paise" > 0))
);
--> statement-breakpoint
CREATE INDEX "sales_window_idx" ON "sales" USING btree ("ends_at","starts_at");--> statement-breakpoint
-- A change to the sales moves what shoppers pay: the public reads and the cached suggestions are dropped on every instance.
CREATE TRIGGER sales_public_reads AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON sales
  FOR EACH STATEMENT EXECUTE FUNCTION public_reads_changed();
--> statement-breakpoint
CREATE TRIGGER sales_search_catalog AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON sales
  FOR EACH STATEMENT EXECUTE FUNCTION search_catalog_changed();
