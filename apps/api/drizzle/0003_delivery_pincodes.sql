CREATE TABLE "delivery_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"match" text NOT NULL,
	"serviceable" boolean DEFAULT true NOT NULL,
	"cod" boolean DEFAULT true NOT NULL,
	"extra_days" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_rules_match_unique" UNIQUE("match"),
	CONSTRAINT "delivery_rules_extra_days_range" CHECK ("delivery_rules"."extra_days" between 0 and 30)
);
--> statement-breakpoint
CREATE TABLE "pincodes" (
	"pincode" text PRIMARY KEY NOT NULL,
	"district" text NOT NULL,
	"state" text NOT NULL
);
--> statement-breakpoint
-- Remote regions take longer, and the islands pay online (docs/decisions/140-pincode-delivery.md); staff may change these.
INSERT INTO "delivery_rules" ("kind", "match", "serviceable", "cod", "extra_days") VALUES
  ('state', 'Andaman and Nicobar Islands', true, false, 4),
  ('state', 'Lakshadweep', true, false, 5),
  ('state', 'Ladakh', true, true, 3),
  ('state', 'Jammu and Kashmir', true, true, 2),
  ('state', 'Arunachal Pradesh', true, true, 2),
  ('state', 'Assam', true, true, 1),
  ('state', 'Manipur', true, true, 2),
  ('state', 'Meghalaya', true, true, 2),
  ('state', 'Mizoram', true, true, 2),
  ('state', 'Nagaland', true, true, 2),
  ('state', 'Sikkim', true, true, 2),
  ('state', 'Tripura', true, true, 2);
