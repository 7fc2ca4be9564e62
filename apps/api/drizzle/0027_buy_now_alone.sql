ALTER TABLE "payment_orders" ADD COLUMN "buy_now" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_user_id_idempotency_key_index" ON "orders" USING btree ("user_id","idempotency_key");