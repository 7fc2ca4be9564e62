ALTER TABLE "categories" ADD COLUMN "hi" jsonb;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "hi" jsonb;--> statement-breakpoint
ALTER TABLE "subcategories" ADD COLUMN "hi" jsonb;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "hi" jsonb;--> statement-breakpoint
ALTER TABLE "blogs" ADD COLUMN "hi" jsonb;--> statement-breakpoint
ALTER TABLE "testimonials" ADD COLUMN "hi" jsonb;