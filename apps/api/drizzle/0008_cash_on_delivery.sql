ALTER TABLE "refunds" ALTER COLUMN "payment_order_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ALTER COLUMN "provider_payment_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "payment_order_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "provider_order_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "transaction_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "payout" text DEFAULT 'provider' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cod_charge_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_collected_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_collected_by" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_collected_by_users_id_fk" FOREIGN KEY ("payment_collected_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payout_has_its_payment" CHECK (("refunds"."payout" = 'provider' and "refunds"."provider_payment_id" is not null and "refunds"."payment_order_id" is not null)
        or ("refunds"."payout" = 'staff' and "refunds"."order_id" is not null));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_matches_type" CHECK (("orders"."payment_type" = 'Online' and "orders"."payment_order_id" is not null and "orders"."provider_order_id" is not null and "orders"."transaction_id" is not null)
        or ("orders"."payment_type" = 'COD' and "orders"."payment_order_id" is null and "orders"."provider_order_id" is null and "orders"."transaction_id" is null));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_cod_charge_only_for_cod" CHECK ("orders"."cod_charge_paise" = 0 or "orders"."payment_type" = 'COD');