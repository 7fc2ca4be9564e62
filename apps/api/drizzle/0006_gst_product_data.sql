-- Products from before this migration get their category's HSN code (docs/decisions/142-gst-product-data.md);
-- any other category gets 8509 (domestic electro-mechanical appliances) for staff to correct.
ALTER TABLE "products" ADD COLUMN "hsn" text;--> statement-breakpoint
UPDATE "products" p SET "hsn" = CASE c."name"
  WHEN 'Air Coolers' THEN '84796000'
  WHEN 'Fans' THEN '84145100'
  WHEN 'Mixer Grinders' THEN '85094000'
  WHEN 'LED TVs' THEN '85287200'
  ELSE '8509' END
FROM "categories" c WHERE c."id" = p."category_id";--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "hsn" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "gst_rate_percent" integer DEFAULT 18 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "country_of_origin" text DEFAULT 'India' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_hsn_digits" CHECK ("products"."hsn" ~ '^[0-9]{4}([0-9]{2}){0,2}$');--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_gst_rate" CHECK ("products"."gst_rate_percent" IN (0, 5, 18, 40));