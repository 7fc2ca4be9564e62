CREATE TABLE "cod_remittance_orders" (
	"remittance_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"amount_paise" integer NOT NULL,
	CONSTRAINT "cod_remittance_orders_orderId_unique" UNIQUE("order_id")
);
--> statement-breakpoint
CREATE TABLE "cod_remittances" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"courier" text NOT NULL,
	"reference" text NOT NULL,
	"received_on" date NOT NULL,
	"amount_paise" integer NOT NULL,
	"recorded_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cod_remittances_amount_positive" CHECK ("cod_remittances"."amount_paise" > 0)
);
--> statement-breakpoint
ALTER TABLE "cod_remittance_orders" ADD CONSTRAINT "cod_remittance_orders_remittance_id_cod_remittances_id_fk" FOREIGN KEY ("remittance_id") REFERENCES "public"."cod_remittances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cod_remittance_orders" ADD CONSTRAINT "cod_remittance_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cod_remittances" ADD CONSTRAINT "cod_remittances_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cod_remittance_orders_remittance_id_index" ON "cod_remittance_orders" USING btree ("remittance_id");--> statement-breakpoint
CREATE INDEX "cod_remittances_created_at_index" ON "cod_remittances" USING btree ("created_at");