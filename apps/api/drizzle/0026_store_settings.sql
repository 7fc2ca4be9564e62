CREATE TABLE "store_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"values" jsonb NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_settings_one_row" CHECK ("store_settings"."id" = 1)
);
--> statement-breakpoint
-- hand-written:
-- The settings are read by every page, price and e-mail and kept by each instance with the public
-- reads (docs/decisions/183-store-settings.md): a change moves their version and notifies every
-- instance, which drops its kept settings, answers and rendered pages.
CREATE TRIGGER store_settings_public_reads AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON store_settings
  FOR EACH STATEMENT EXECUTE FUNCTION public_reads_changed();
