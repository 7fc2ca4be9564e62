CREATE TABLE "review_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"review_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"url" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "review_photos" ADD CONSTRAINT "review_photos_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_photos" ADD CONSTRAINT "review_photos_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "review_photos_review_id_created_at_index" ON "review_photos" USING btree ("review_id","created_at");--> statement-breakpoint
CREATE INDEX "review_photos_user_id_created_at_index" ON "review_photos" USING btree ("user_id","created_at");--> statement-breakpoint
-- An added or hidden photo changes the kept review lists (docs/decisions/151-public-read-cache.md, 332-review-photos.md).
CREATE TRIGGER review_photos_public_reads AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON review_photos
  FOR EACH STATEMENT EXECUTE FUNCTION public_reads_changed();
