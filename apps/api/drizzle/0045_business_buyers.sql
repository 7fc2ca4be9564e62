ALTER TABLE "addresses" ADD COLUMN "business_name" text;--> statement-breakpoint
ALTER TABLE "addresses" ADD COLUMN "gstin" text;