ALTER TABLE "products" ADD COLUMN "warranty" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "expected_delivery_from" date;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "expected_delivery_to" date;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_expected_delivery_window" CHECK (("orders"."expected_delivery_from" is null) = ("orders"."expected_delivery_to" is null) and "orders"."expected_delivery_from" <= "orders"."expected_delivery_to");--> statement-breakpoint
-- hand-written:
-- A product's "Warranty" (and "Warranty terms") specification rows become its warranty field,
-- so the warranty has one source (docs/decisions/191-product-warranty.md).
UPDATE "products"
SET "warranty" = substring("description" from '\nWarranty: ([^\n]+)')
      || coalesce(': ' || substring("description" from '\nWarranty terms: ([^\n]+)'), ''),
    "description" = regexp_replace("description", '\nWarranty( terms)?: [^\n]*', '', 'g')
WHERE "warranty" IS NULL AND "description" ~ '\nWarranty: ';
