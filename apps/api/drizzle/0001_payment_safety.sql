CREATE TABLE "stock_reservations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"holder_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"expires_at" timestamp with time zone,
	"released_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_reservations_quantity_positive" CHECK ("stock_reservations"."quantity" >= 1)
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"payment_order_id" uuid NOT NULL,
	"order_id" uuid,
	"provider_payment_id" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"provider_refund_id" text,
	"requested_by" uuid,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refunds_key_unique" UNIQUE("key"),
	CONSTRAINT "refunds_providerRefundId_unique" UNIQUE("provider_refund_id"),
	CONSTRAINT "refunds_amount_positive" CHECK ("refunds"."amount_paise" > 0)
);
--> statement-breakpoint
CREATE TABLE "sandbox_refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"payment_id" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"status" text NOT NULL,
	"note" text,
	"actor_id" uuid,
	"actor_role" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "payment_orders_user_id_index";--> statement-breakpoint
-- Payment orders opened before this migration: no fingerprint (never reused), nothing held.
ALTER TABLE "payment_orders" ADD COLUMN "cart_fingerprint" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_orders" ALTER COLUMN "cart_fingerprint" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "reserved_until" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_orders" ALTER COLUMN "reserved_until" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "last_error" text;--> statement-breakpoint
ALTER TABLE "sandbox_payments" ADD COLUMN "amount_refunded_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "courier" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tracking_number" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tracking_url" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "stock_reservations" ADD CONSTRAINT "stock_reservations_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payment_order_id_payment_orders_id_fk" FOREIGN KEY ("payment_order_id") REFERENCES "public"."payment_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_reservations_active_idx" ON "stock_reservations" USING btree ("product_id") WHERE "stock_reservations"."released_at" IS NULL;--> statement-breakpoint
CREATE INDEX "stock_reservations_holder_id_index" ON "stock_reservations" USING btree ("holder_id");--> statement-breakpoint
CREATE INDEX "refunds_order_id_index" ON "refunds" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "refunds_payment_order_id_index" ON "refunds" USING btree ("payment_order_id");--> statement-breakpoint
CREATE INDEX "refunds_status_next_attempt_at_index" ON "refunds" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_refunds_payment_id_idempotency_key_index" ON "sandbox_refunds" USING btree ("payment_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "order_events_order_id_at_index" ON "order_events" USING btree ("order_id","at");--> statement-breakpoint
CREATE INDEX "payment_orders_user_id_created_at_index" ON "payment_orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "payment_orders_status_next_attempt_at_index" ON "payment_orders" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "orders_order_status_created_at_index" ON "orders" USING btree ("order_status","created_at");--> statement-breakpoint
-- Refunds made before this migration move into the refunds ledger before their column goes.
INSERT INTO "refunds" ("key", "payment_order_id", "provider_payment_id", "amount_paise", "reason", "status", "provider_refund_id")
SELECT 'payment:' || "provider_payment_id", "id", "provider_payment_id", "amount_paise", coalesce("failure_reason", 'order not placed'), 'processed', "refund_id"
FROM "payment_orders" WHERE "refund_id" IS NOT NULL AND "provider_payment_id" IS NOT NULL;--> statement-breakpoint
UPDATE "sandbox_payments" SET "amount_refunded_paise" = "amount_paise" WHERE "status" = 'refunded';--> statement-breakpoint
INSERT INTO "sandbox_refunds" ("id", "payment_id", "amount_paise", "idempotency_key")
SELECT "refund_id", "id", "amount_paise", 'migrated' FROM "sandbox_payments" WHERE "refund_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_orders" DROP COLUMN "refund_id";--> statement-breakpoint
ALTER TABLE "sandbox_payments" DROP COLUMN "refund_id";--> statement-breakpoint
-- Orders placed before this migration start their history with what is known of them.
INSERT INTO "order_events" ("order_id", "status", "actor_role", "at")
SELECT "id", 'Placed', 'system', "created_at" FROM "orders";--> statement-breakpoint
INSERT INTO "order_events" ("order_id", "status", "actor_role", "at")
SELECT "id", "order_status", 'staff', "updated_at" FROM "orders" WHERE "order_status" <> 'Placed';--> statement-breakpoint
UPDATE "orders" SET "delivered_at" = "updated_at" WHERE "order_status" = 'Delivered';
