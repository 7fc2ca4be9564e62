ALTER TABLE "products" ADD COLUMN "demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "blogs" ADD COLUMN "demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "testimonials" ADD COLUMN "demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "grievances" ADD COLUMN "demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint-- hand-written:
-- A store seeded before these columns existed: its demo rows are the seed's buyers (e-mail
-- on the reserved .invalid domain, no password) and the rows wearing the seed's drawn
-- pictures, which live under folders staff uploads never use (they go to /uploads/staff/).
UPDATE "users" SET "demo" = true WHERE "email" LIKE '%@demo-buyers.invalid' AND "password_hash" = '';--> statement-breakpoint
UPDATE "products" SET "demo" = true WHERE "images"->>0 LIKE '/uploads/catalog/%';--> statement-breakpoint
UPDATE "banners" SET "demo" = true WHERE "image" LIKE '/uploads/banners/%';--> statement-breakpoint
UPDATE "blogs" SET "demo" = true WHERE "image" LIKE '/uploads/blogs/%';--> statement-breakpoint
UPDATE "testimonials" SET "demo" = true WHERE "image" LIKE '/uploads/testimonials/%';
