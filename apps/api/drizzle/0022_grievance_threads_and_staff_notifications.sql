CREATE TABLE "grievance_replies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"grievance_id" uuid NOT NULL,
	"from" text NOT NULL,
	"staff_id" uuid,
	"author" text NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_digest_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"summary" text NOT NULL,
	"link" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_digest_runs" (
	"day" date PRIMARY KEY NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_notification_deliveries" (
	"kind" text PRIMARY KEY NOT NULL,
	"delivery" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "grievances" ADD COLUMN "acknowledged_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "grievances" ADD COLUMN "resolved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "grievances" ADD COLUMN "resolution" text;--> statement-breakpoint
ALTER TABLE "grievance_replies" ADD CONSTRAINT "grievance_replies_grievance_id_grievances_id_fk" FOREIGN KEY ("grievance_id") REFERENCES "public"."grievances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "grievance_replies_grievance_id_created_at_index" ON "grievance_replies" USING btree ("grievance_id","created_at");--> statement-breakpoint
-- hand-written: complaints staff had already moved on count as taken up (and resolved) when they last changed.
UPDATE "grievances" SET "acknowledged_at" = "updated_at" WHERE "status" <> 'Open';--> statement-breakpoint
UPDATE "grievances" SET "resolved_at" = "updated_at" WHERE "status" = 'Resolved';
